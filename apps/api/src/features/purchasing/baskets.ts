import {
  DEFAULT_MONETARY_FACTOR_KG_PER_KEUR,
  defaultLocale,
  type Locale,
  PURCHASE_BASKETS_PER_CLIENT,
  type PurchaseBasket,
  type PurchaseBasketInput,
  type PurchaseBasketSummary,
  type PurchasesAnswer,
  serverMessages,
  serverSaid,
} from '@pharmatrace/domain';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { purchaseBaskets, users } from '../../db/schema';
import { conflict, notFound } from '../../lib/app-error';
import { badLineIn, type KeptBadLine, keptBadLine } from './bad-line-reasons';
import { matchPurchases, purchaseInputsOf } from './purchases';

/**
 * Purchase baskets (issue #25): saved purchases answers of a client account. Every query is
 * scoped by the caller's client id, so a basket of another account is simply not found (404).
 */
export class BasketService {
  constructor(
    private readonly db: Database,
    /** The server's monetary factor: the same as POST /medicine/purchases uses (MedicineService). */
    private readonly monetaryFactor = DEFAULT_MONETARY_FACTOR_KG_PER_KEUR,
  ) {}

  async list(clientId: string): Promise<PurchaseBasketSummary[]> {
    const rows = await this.db
      .select(summaryColumns)
      .from(purchaseBaskets)
      .leftJoin(users, eq(users.id, purchaseBaskets.createdByUserId))
      .where(eq(purchaseBaskets.clientId, clientId))
      .orderBy(desc(purchaseBaskets.createdAt), desc(purchaseBaskets.id));
    return rows.map(toSummary);
  }

  /** A basket, its bad lines' reasons said in `locale` (the reader's, issue #27). */
  async get(clientId: string, id: string, locale: Locale = defaultLocale): Promise<PurchaseBasket> {
    const [row] = await this.db
      .select({ ...summaryColumns, answer: purchaseBaskets.answer })
      .from(purchaseBaskets)
      .leftJoin(users, eq(users.id, purchaseBaskets.createdByUserId))
      .where(and(eq(purchaseBaskets.clientId, clientId), eq(purchaseBaskets.id, id)));
    if (!row) throw notFound(serverMessages.basketNotFound);
    const answer = row.answer as Omit<PurchasesAnswer, 'errors'> & { errors: KeptBadLine[] };
    return {
      ...toSummary(row),
      answer: {
        ...answer,
        errors: answer.errors.map((e) => badLineIn(locale, e)),
      },
    };
  }

  /**
   * Saves a basket. The server is authoritative for its figures (#25 follow-up, decision 0045):
   * the lines sent are matched again, as an upload is, and only that answer is stored, so a
   * browser cannot save totals, factors or matches it made up, even in its own basket.
   */
  async create(clientId: string, userId: string, input: PurchaseBasketInput): Promise<PurchaseBasketSummary> {
    const answer = await this.rematch(input.answer);
    const id = await this.db.transaction(async (tx) => {
      // One account's saves queue behind each other, so the limit holds under concurrent saves.
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`baskets:${clientId}`}))`);
      const [kept] = await tx
        .select({ n: count() })
        .from(purchaseBaskets)
        .where(eq(purchaseBaskets.clientId, clientId));
      if ((kept?.n ?? 0) >= PURCHASE_BASKETS_PER_CLIENT) {
        throw conflict(serverSaid.basketsFull(PURCHASE_BASKETS_PER_CLIENT));
      }
      const [row] = await tx
        .insert(purchaseBaskets)
        .values({
          clientId,
          createdByUserId: userId,
          name: input.name,
          lineCount: answer.lines.length,
          kgCO2e: answer.totals.kgCO2e,
          answer,
        })
        .returning({ id: purchaseBaskets.id });
      return row!.id;
    });
    const { answer: _answer, ...summary } = await this.get(clientId, id);
    return summary;
  }

  /**
   * An answer matched again from its lines (what a basket stores, and what the purchases page asks
   * when the buyer chooses another pack for a CIS, issue #38): only the inputs, quantities, units,
   * prices, suppliers and pack choices come from the browser; every figure is the server's.
   */
  async rematch(sent: PurchasesAnswer): Promise<PurchasesAnswer> {
    return matchPurchases(
      this.db,
      purchaseInputsOf(sent),
      // The bad lines carry no figure: their line numbers and reasons are kept as sent (bounded by
      // the schema), the reasons as the phrases the answer gave them (each key checked, issue #40),
      // so that each read says them in its own language.
      sent.errors.map(keptBadLine),
      this.monetaryFactor,
      // The period is what the buyer stated, not a figure: kept as sent, and the savings follow it.
      sent.period ?? null,
    );
  }

  /** POST /medicine/purchases/rematch: the answer matched again, its bad lines said in `locale`. */
  async rematchIn(sent: PurchasesAnswer, locale: Locale): Promise<PurchasesAnswer> {
    const answer = await this.rematch(sent);
    return {
      ...answer,
      errors: (answer.errors as KeptBadLine[]).map((e) => badLineIn(locale, e)),
    };
  }

  async rename(clientId: string, id: string, name: string): Promise<PurchaseBasketSummary> {
    const [row] = await this.db
      .update(purchaseBaskets)
      .set({ name, updatedAt: sql`now()` })
      .where(and(eq(purchaseBaskets.clientId, clientId), eq(purchaseBaskets.id, id)))
      .returning({ id: purchaseBaskets.id });
    if (!row) throw notFound(serverMessages.basketNotFound);
    const { answer: _answer, ...summary } = await this.get(clientId, id);
    return summary;
  }

  async remove(clientId: string, id: string): Promise<void> {
    const [row] = await this.db
      .delete(purchaseBaskets)
      .where(and(eq(purchaseBaskets.clientId, clientId), eq(purchaseBaskets.id, id)))
      .returning({ id: purchaseBaskets.id });
    if (!row) throw notFound(serverMessages.basketNotFound);
  }
}

const summaryColumns = {
  id: purchaseBaskets.id,
  name: purchaseBaskets.name,
  lines: purchaseBaskets.lineCount,
  kgCO2e: purchaseBaskets.kgCO2e,
  createdAt: purchaseBaskets.createdAt,
  updatedAt: purchaseBaskets.updatedAt,
  createdBy: users.name,
};

function toSummary(row: {
  id: string;
  name: string;
  lines: number;
  kgCO2e: number;
  createdAt: Date;
  updatedAt: Date;
  createdBy: string | null;
}): PurchaseBasketSummary {
  return {
    id: row.id,
    name: row.name,
    lines: row.lines,
    kgCO2e: row.kgCO2e,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    createdBy: row.createdBy,
  };
}
