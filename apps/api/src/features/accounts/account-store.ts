import {
  type AccountSortField,
  type AdminAccountDetail,
  type AdminAccountPage,
  type AdminAccountQuery,
  accountMessages,
  appPaths,
  type SubscriptionBody,
} from '@pharmatrace/domain';
import { and, asc, desc, eq, inArray, isNotNull, isNull, type SQL, sql } from 'drizzle-orm';
import type { Database, Queryable } from '../../db/client';
import { clients, files, users } from '../../db/schema';
import { AppError, notFound } from '../../lib/app-error';
import { audit } from '../../lib/audit';
import { isUuid } from '../../lib/ids';
import { enqueueMail } from '../../mail/outbox';
import { accountValidatedMail } from '../../mail/templates';
import type { AuthContext } from '../../plugins/auth';
import { clientEntityOf } from '../client';
import type { FileUrlSigner, StoredFiles } from '../files';
import type { PdfForm } from '../project-documents';

type ClientRow = typeof clients.$inferSelect;

/** The main user of each client, joined once for the list's columns, filter and sort. */
const mainUser = sql`(select u.id, u.name, u.email, u.confirmed_at from users u where u.client_id = clients.id and u.role = 'MAIN' order by u.created_at limit 1)`;

const sortColumns: Record<AccountSortField, SQL> = {
  companyName: sql`lower(${clients.companyName})`,
  accountType: sql`${clients.accountType}`,
  mainUserEmail: sql`(select u.email from users u where u.client_id = clients.id and u.role = 'MAIN' order by u.created_at limit 1)`,
  createdAt: sql`${clients.createdAt}`,
  validatedAt: sql`${clients.validatedAt}`,
};

/**
 * The provider's staff at work on client accounts (issue #13): list them, validate a new one,
 * set its subscription, give it its pricing document and one subscription invoice per year.
 * Every write runs in one transaction with its audit row (who, what, which client).
 */
/** Where the account e-mails link to, and how to tell the outbox that one is queued. */
export type AccountMailOptions = { publicUrl: string; mailQueued: () => void };

export class StaffAccounts {
  constructor(
    private readonly db: Database,
    private readonly files: StoredFiles,
    private readonly signer: FileUrlSigner,
    private readonly mail: AccountMailOptions,
  ) {}

  /** GET admin/accounts: filtered, sorted (the id breaks ties), paged, with the total. */
  async page(query: AdminAccountQuery): Promise<AdminAccountPage> {
    const conditions: SQL[] = [];
    if (query.validation === 'AWAITING') conditions.push(isNull(clients.validatedAt));
    if (query.validation === 'VALIDATED') conditions.push(isNotNull(clients.validatedAt));
    if (query.accountType) conditions.push(eq(clients.accountType, query.accountType));
    if (query.q) {
      const like = `%${query.q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      conditions.push(
        sql`(lower(${clients.companyName}) like ${like} or lower(${clients.companyLegalName}) like ${like}
          or exists (select 1 from users u where u.client_id = clients.id
            and (lower(u.email) like ${like} or lower(u.name) like ${like})))`,
      );
    }
    const where = conditions.length ? and(...conditions) : undefined;
    const direction = query.order === 'asc' ? asc : desc;
    const [rows, [count]] = await Promise.all([
      this.db
        .select({
          id: clients.id,
          companyName: clients.companyName,
          accountType: clients.accountType,
          createdAt: clients.createdAt,
          validatedAt: clients.validatedAt,
          main: sql<{
            id: string;
            name: string;
            email: string;
            confirmed_at: string | null;
          } | null>`(select row_to_json(m) from ${mainUser} m)`,
          subUserCount: sql<number>`(select count(*)::int from users u where u.client_id = clients.id and u.role = 'SUB')`,
        })
        .from(clients)
        .where(where)
        .orderBy(direction(sortColumns[query.sort]), direction(clients.id))
        .limit(query.pageSize)
        .offset((query.page - 1) * query.pageSize),
      this.db.select({ n: sql<number>`count(*)::int` }).from(clients).where(where),
    ]);
    return {
      items: rows.map((row) => ({
        id: row.id,
        companyName: row.companyName,
        accountType: row.accountType,
        mainUser: row.main
          ? {
              id: row.main.id,
              name: row.main.name,
              email: row.main.email,
              emailConfirmed: row.main.confirmed_at !== null,
            }
          : null,
        subUserCount: Number(row.subUserCount),
        createdAt: row.createdAt.toISOString(),
        validatedAt: row.validatedAt?.toISOString() ?? null,
      })),
      total: Number(count?.n ?? 0),
      page: query.page,
      pageSize: query.pageSize,
    };
  }

  private async find(q: Queryable, id: string, lock = false): Promise<ClientRow> {
    if (!isUuid(id)) throw notFound(accountMessages.accountNotFound);
    const query = q.select().from(clients).where(eq(clients.id, id));
    const [row] = lock ? await query.for('update') : await query;
    if (!row) throw notFound(accountMessages.accountNotFound);
    return row;
  }

  /** GET admin/accounts/{id}. */
  async get(id: string): Promise<AdminAccountDetail> {
    return this.detail(this.db, await this.find(this.db, id));
  }

  private async detail(q: Queryable, row: ClientRow): Promise<AdminAccountDetail> {
    const people = await q
      .select({
        id: users.id,
        name: users.name,
        email: users.email,
        role: users.role,
        confirmedAt: users.confirmedAt,
      })
      .from(users)
      .where(eq(users.clientId, row.id))
      .orderBy(asc(users.role), asc(users.name), asc(users.id));
    const keys = [row.pricingFileKey, ...row.subscriptionFiles.map((f) => f.fileKey)].filter(
      (k): k is string => Boolean(k),
    );
    const names = new Map(
      keys.length
        ? (
            await q
              .select({ id: files.id, filename: files.filename })
              .from(files)
              .where(inArray(files.id, keys))
          ).map((f) => [f.id, f.filename])
        : [],
    );
    const validator = row.validatedByUserId
      ? (await q.select({ name: users.name }).from(users).where(eq(users.id, row.validatedByUserId)))[0]
      : undefined;
    const doc = (fileId: string) => ({
      fileId,
      filename: names.get(fileId) ?? 'document.pdf',
      url: this.signer.sign(fileId),
    });
    return {
      ...clientEntityOf(row),
      createdAt: row.createdAt.toISOString(),
      validatedAt: row.validatedAt?.toISOString() ?? null,
      validatedBy: validator?.name ?? null,
      users: people.map((u) => ({
        id: u.id,
        name: u.name,
        email: u.email,
        emailConfirmed: u.confirmedAt !== null,
        isSubUser: u.role === 'SUB',
      })),
      pricing: row.pricingFileKey ? doc(row.pricingFileKey) : null,
      subscriptionInvoices: [...row.subscriptionFiles]
        .sort((a, b) => a.year - b.year)
        .map((f) => ({ year: f.year, ...doc(f.fileKey) })),
      footprintPanelEnabled: row.footprintPanelEnabled,
    };
  }

  /** POST admin/accounts/{id}/validate: once; a second call is a 409 that changes nothing. */
  async validate(auth: AuthContext, id: string): Promise<AdminAccountDetail> {
    const validated = await this.db.transaction(async (tx) => {
      const current = await this.find(tx, id, true);
      if (current.validatedAt) {
        throw new AppError('CONFLICT', accountMessages.alreadyValidated, { detailCode: 'ALREADY_VALIDATED' });
      }
      const [row] = await tx
        .update(clients)
        .set({ validatedAt: sql`now()`, validatedByUserId: auth.userId, updatedAt: sql`now()` })
        .where(eq(clients.id, id))
        .returning();
      await audit(tx, {
        actorUserId: auth.userId,
        clientId: id,
        action: 'account.validated',
        details: { companyName: row!.companyName, accountType: row!.accountType },
      });
      // The main user hears of it in the same transaction (the outbox sends after the commit).
      const [main] = await tx
        .select({ email: users.email, name: users.name })
        .from(users)
        .where(and(eq(users.clientId, id), eq(users.role, 'MAIN')))
        .limit(1);
      if (main) {
        await enqueueMail(
          tx,
          main.email,
          accountValidatedMail({
            name: main.name,
            companyName: row!.companyName,
            // The client's home page (spec 000 §2), where its 'New …' buttons are.
            link: `${this.mail.publicUrl}${appPaths.home()}`,
          }),
        );
      }
      return this.detail(tx, row!);
    });
    this.mail.mailQueued();
    return validated;
  }

  /**
   * One staff amendment of a client's account, in one transaction: the row read and locked,
   * `change` (which may store a file first) giving the columns to set and the audit row's action
   * and details, the update, the audit row, the account as it now stands.
   */
  private amend(
    auth: AuthContext,
    id: string,
    change: (
      tx: Queryable,
      before: ClientRow,
    ) => Promise<{
      set: Partial<typeof clients.$inferInsert>;
      action: string;
      details: Record<string, unknown>;
    }>,
  ): Promise<AdminAccountDetail> {
    return this.db.transaction(async (tx) => {
      const before = await this.find(tx, id, true);
      const { set, action, details } = await change(tx, before);
      const [row] = await tx
        .update(clients)
        .set({ ...set, updatedAt: sql`now()` })
        .where(eq(clients.id, id))
        .returning();
      await audit(tx, { actorUserId: auth.userId, clientId: id, action, details });
      return this.detail(tx, row!);
    });
  }

  /** POST admin/accounts/{id}/subscription: the dates and prepaid amount of spec 000 §3. */
  async setSubscription(auth: AuthContext, id: string, body: SubscriptionBody): Promise<AdminAccountDetail> {
    return this.amend(auth, id, async (_tx, before) => {
      const values = {
        subscriptionStartDate: body.subscriptionStartDate,
        subscriptionEndDate: body.subscriptionEndDate,
        prepaidAmount: body.prepaidAmount === null ? null : body.prepaidAmount.toFixed(2),
      };
      return {
        set: values,
        action: 'account.subscription_set',
        details: {
          before: {
            subscriptionStartDate: before.subscriptionStartDate,
            subscriptionEndDate: before.subscriptionEndDate,
            prepaidAmount: before.prepaidAmount,
          },
          after: values,
        },
      };
    });
  }

  /** POST admin/accounts/{id}/footprint-panel: the client's live preliminary estimate on or off (issue #23). */
  async setFootprintPanel(auth: AuthContext, id: string, enabled: boolean): Promise<AdminAccountDetail> {
    return this.amend(auth, id, async (_tx, before) => ({
      set: { footprintPanelEnabled: enabled },
      action: 'account.footprint_panel_set',
      details: { before: before.footprintPanelEnabled, after: enabled },
    }));
  }

  /** POST admin/accounts/{id}/pricing: the client's pricing document (spec 000 §2 Pricing tab). */
  async setPricing(auth: AuthContext, id: string, form: PdfForm): Promise<AdminAccountDetail> {
    return this.amend(auth, id, async (tx, before) => {
      const stored = await this.storeDocument(tx, auth, id, form);
      return {
        set: { pricingFileKey: stored.id },
        action: 'account.pricing_uploaded',
        details: { fileId: stored.id, filename: stored.filename, previousFileId: before.pricingFileKey },
      };
    });
  }

  /**
   * POST admin/accounts/{id}/subscription-invoices: the invoice of one year (spec 000 §2
   * 'Download invoice {year}'). A second upload for the same year replaces the link; the
   * earlier file stays stored and named in the audit row.
   */
  async addSubscriptionInvoice(auth: AuthContext, id: string, year: number, form: PdfForm) {
    return this.amend(auth, id, async (tx, before) => {
      const stored = await this.storeDocument(tx, auth, id, form);
      const previous = before.subscriptionFiles.find((f) => f.year === year);
      const next = [
        ...before.subscriptionFiles.filter((f) => f.year !== year),
        { year, fileKey: stored.id },
      ].sort((a, b) => a.year - b.year);
      return {
        set: { subscriptionFiles: next },
        action: 'account.subscription_invoice_uploaded',
        details: {
          year,
          fileId: stored.id,
          filename: stored.filename,
          previousFileId: previous?.fileKey ?? null,
        },
      };
    });
  }

  private storeDocument(tx: Queryable, auth: AuthContext, clientId: string, form: PdfForm) {
    return this.files.save(
      {
        clientId,
        filename: form.filename,
        contentType: 'application/pdf',
        data: form.data,
        purpose: 'DOCUMENT',
        uploadedByUserId: auth.userId,
      },
      tx,
    );
  }
}
