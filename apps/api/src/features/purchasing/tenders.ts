import {
  scoreLot,
  TENDERS_PER_CLIENT,
  type Tender,
  type TenderInput,
  type TenderSave,
  type TenderSummary,
  tenderMessages,
} from '@pharmatrace/domain';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { tenders } from '../../db/schema';
import { AppError, conflict, notFound } from '../../lib/app-error';
import {
  type CarbonFigureSource,
  ImportedCarbonFigures,
  proposeCarbon,
  StudyCarbonFigures,
} from './carbon-proposals';
import { findPacks } from './medicine-packs';

type TenderRow = typeof tenders.$inferSelect;

const summaryOf = (row: Omit<TenderRow, 'document' | 'clientId' | 'createdByUserId'>): TenderSummary => ({
  id: row.id,
  name: row.name,
  reference: row.reference,
  lots: row.lotCount,
  offers: row.offerCount,
  revision: row.revision,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

const countsOf = (input: TenderInput) => ({
  name: input.name,
  reference: input.reference,
  lotCount: input.lots.length,
  offerCount: input.lots.reduce((n, lot) => n + lot.offers.length, 0),
});

/**
 * Hospital tenders (issue #38): a client account's, shared by its main user and sub-users. Every
 * query is scoped by the caller's client id, so another account's tender is not found (404). The
 * document is stored as the buyer wrote it; the scores are computed on every read, with the
 * carbon figures the medicine database proposes where an offer declares none.
 */
export class TenderStore {
  private readonly carbonSources: readonly CarbonFigureSource[];

  constructor(
    private readonly db: Database,
    /** Best first: a published study's source goes before the imported rows (issue #37). */
    carbonSources?: readonly CarbonFigureSource[],
  ) {
    this.carbonSources = carbonSources ?? [new StudyCarbonFigures(db), new ImportedCarbonFigures(db)];
  }

  async list(clientId: string): Promise<TenderSummary[]> {
    const rows = await this.db
      .select({
        id: tenders.id,
        name: tenders.name,
        reference: tenders.reference,
        lotCount: tenders.lotCount,
        offerCount: tenders.offerCount,
        revision: tenders.revision,
        createdAt: tenders.createdAt,
        updatedAt: tenders.updatedAt,
      })
      .from(tenders)
      .where(eq(tenders.clientId, clientId))
      .orderBy(desc(tenders.updatedAt), desc(tenders.id));
    return rows.map(summaryOf);
  }

  async get(clientId: string, id: string): Promise<Tender> {
    const [row] = await this.db
      .select()
      .from(tenders)
      .where(and(eq(tenders.clientId, clientId), eq(tenders.id, id)));
    if (!row) throw notFound(tenderMessages.notFound);
    return this.scored(row);
  }

  async create(clientId: string, userId: string, input: TenderInput): Promise<Tender> {
    const row = await this.db.transaction(async (tx) => {
      // One account's creations queue behind each other, so the limit holds under concurrent saves.
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`tenders:${clientId}`}))`);
      const [kept] = await tx.select({ n: count() }).from(tenders).where(eq(tenders.clientId, clientId));
      if ((kept?.n ?? 0) >= TENDERS_PER_CLIENT) throw conflict(tenderMessages.tooManyTenders);
      const [inserted] = await tx
        .insert(tenders)
        .values({ clientId, createdByUserId: userId, ...countsOf(input), document: input })
        .returning();
      return inserted!;
    });
    return this.scored(row);
  }

  /** Saves the whole tender; 409 STALE_SAVE when `revision` is no longer the stored one. */
  async update(clientId: string, id: string, save: TenderSave): Promise<Tender> {
    const { revision, ...input } = save;
    const [row] = await this.db
      .update(tenders)
      .set({
        ...countsOf(input),
        document: input,
        revision: sql`${tenders.revision} + 1`,
        updatedAt: new Date(),
      })
      .where(and(eq(tenders.clientId, clientId), eq(tenders.id, id), eq(tenders.revision, revision)))
      .returning();
    if (row) return this.scored(row);
    // Nothing written: either no such tender of this account, or someone saved since.
    const [exists] = await this.db
      .select({ id: tenders.id })
      .from(tenders)
      .where(and(eq(tenders.clientId, clientId), eq(tenders.id, id)));
    if (!exists) throw notFound(tenderMessages.notFound);
    throw new AppError('CONFLICT', tenderMessages.staleSave, { detailCode: 'STALE_SAVE' });
  }

  async remove(clientId: string, id: string): Promise<void> {
    const deleted = await this.db
      .delete(tenders)
      .where(and(eq(tenders.clientId, clientId), eq(tenders.id, id)))
      .returning({ id: tenders.id });
    if (deleted.length === 0) throw notFound(tenderMessages.notFound);
  }

  /** The stored tender with each offer's proposal and scores, and each lot's result. */
  private async scored(row: TenderRow): Promise<Tender> {
    const document = row.document as TenderInput;
    const codes = document.lots.flatMap((lot) =>
      lot.offers.filter((offer) => offer.carbon === null).map((offer) => offer.cip13),
    );
    const proposals = await proposeCarbon(this.carbonSources, codes);
    const packs = await findPacks(
      this.db,
      document.lots.flatMap((lot) => lot.offers.map((offer) => offer.cip13).filter((code) => code !== '')),
    );
    return {
      ...summaryOf(row),
      period: document.period ?? { from: null, to: null },
      weights: document.weights,
      lots: document.lots.map((lot) => {
        const offerProposals = lot.offers.map((offer) =>
          offer.carbon === null ? (proposals.get(offer.cip13) ?? null) : null,
        );
        const offerPacks = lot.offers.map((offer) => packs.get(offer.cip13) ?? null);
        const { offers, result } = scoreLot(
          lot,
          document.weights,
          offerProposals,
          offerPacks.map((pack) => pack?.taken.unitsPerBox ?? null),
        );
        return {
          ...lot,
          offers: lot.offers.map((offer, i) => ({
            ...offer,
            proposal: offerProposals[i]!,
            pack: offerPacks[i]!,
            ...offers[i]!,
          })),
          result,
        };
      }),
    };
  }
}
