import {
  type Client,
  type GeneralInformation,
  type InvoicingInformation,
  serverMessages,
} from '@pharmatrace/domain';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { clients } from '../../db/schema';
import { notFound } from '../../lib/app-error';
import { audit } from '../../lib/audit';
import type { FileUrlSigner } from '../files';
import { clientEntityOf } from './wire';

type ClientRow = typeof clients.$inferSelect;

/** The client entity of spec 000 §3, as the wire names it; file keys become signed links. */
function toClient(row: ClientRow, files: FileUrlSigner): Client {
  return {
    ...clientEntityOf(row),
    subscriptionsUrl: [...row.subscriptionFiles]
      .sort((a, b) => a.year - b.year)
      .map((f) => ({ year: f.year, url: files.sign(f.fileKey) })),
    pricingUrl: row.pricingFileKey ? files.sign(row.pricingFileKey) : null,
  };
}

export class ClientService {
  constructor(
    private readonly db: Database,
    private readonly files: FileUrlSigner,
  ) {}

  async get(clientId: string): Promise<Client> {
    const [row] = await this.db.select().from(clients).where(eq(clients.id, clientId));
    if (!row) throw notFound(serverMessages.clientNotFound);
    return toClient(row, this.files);
  }

  async updateGeneralInformation(
    clientId: string,
    actorUserId: string,
    input: GeneralInformation,
  ): Promise<Client> {
    return this.update(clientId, actorUserId, 'client.general_information_updated', {
      companyName: input.companyName,
      contactName: input.contactName,
      phone: input.phone,
      email: input.email,
    });
  }

  async updateInvoicingInformation(
    clientId: string,
    actorUserId: string,
    input: InvoicingInformation,
  ): Promise<Client> {
    return this.update(clientId, actorUserId, 'client.invoicing_information_updated', {
      companyLegalName: input.companylegalName,
      addressLine1: input.addressLine1,
      addressLine2: input.addressLine2,
      addressLine3: input.addressLine3,
    });
  }

  private async update(
    clientId: string,
    actorUserId: string,
    action: string,
    values: Partial<ClientRow>,
  ): Promise<Client> {
    return this.db.transaction(async (tx) => {
      const [before] = await tx.select().from(clients).where(eq(clients.id, clientId));
      if (!before) throw notFound(serverMessages.clientNotFound);
      const [row] = await tx
        .update(clients)
        .set({ ...values, updatedAt: sql`now()` })
        .where(eq(clients.id, clientId))
        .returning();
      const changed = Object.keys(values).filter(
        (k) => before[k as keyof ClientRow] !== values[k as keyof ClientRow],
      );
      await audit(tx, { actorUserId, clientId, action, details: { changed } });
      return toClient(row!, this.files);
    });
  }
}
