import {
  DEFAULT_MONETARY_FACTOR_KG_PER_KEUR,
  defaultLocale,
  type Locale,
  type PurchasesAnswer,
  type PurchasesPeriod,
  type PurchaseUnit,
  phrase,
  serverSaid,
} from '@pharmatrace/domain';
import type { Database } from '../../db/client';
import { badRequest, tooManyRequests } from '../../lib/app-error';
import type { FairUseLimiter } from '../../lib/fair-use-limiter';
import { matchPurchases } from './purchases';
import { applyDefaultUnit, badLinesIn, type ParsedPurchases, parsePurchasesFile } from './purchases-file';

/** A buyer's purchases file turned into kgCO2e (issue #25). */
export class PurchaseService {
  constructor(
    private readonly db: Database,
    /** The medicine searches' limiter: a file counts in the same per-user budget (one budget, issue #25). */
    private readonly limiter: FairUseLimiter,
    /** kgCO2e per k€ for purchase lines matched by their price only (issue #25). */
    private readonly monetaryFactor = DEFAULT_MONETARY_FACTOR_KG_PER_KEUR,
    /**
     * Reads a purchases file for `caller`: the API's in a worker thread (lib/cpu-pool.ts, issue
     * #35); in this thread by default (the demo seed's small file).
     */
    private readonly parse: (
      bytes: Uint8Array,
      caller: string,
    ) => Promise<ParsedPurchases> = parsePurchasesFile,
  ) {}

  /**
   * POST /api/medicine/purchases: a purchases file (CSV or XLSX) matched line by line, with
   * totals (issue #25). One file counts as one search towards the user's fair-use budget.
   */
  async purchases(
    userId: string,
    file: Uint8Array,
    locale: Locale = defaultLocale,
    period: PurchasesPeriod | null = null,
    unit: PurchaseUnit = 'BOX',
  ): Promise<PurchasesAnswer> {
    const outcome = await this.limiter.hit(userId);
    if (!outcome.allowed) {
      throw tooManyRequests(
        serverSaid.tooManyMedicineSearches(outcome.retryAfterSeconds),
        outcome.retryAfterSeconds,
      );
    }
    return this.matchFile(file, locale, userId, period, unit);
  }

  /**
   * A purchases file matched, without the per-user limit: the route counts it first, the demo seed
   * does not. The bad lines' reasons are said in `locale` (the requester's, issue #27).
   */
  async matchFile(
    file: Uint8Array,
    locale: Locale = defaultLocale,
    caller = 'seed',
    period: PurchasesPeriod | null = null,
    unit: PurchaseUnit = 'BOX',
  ): Promise<PurchasesAnswer> {
    const read = await this.parse(file, caller);
    // A phrase, its reason nested in it: the language plugin says both in the request's language.
    if (read.fileError) throw badRequest(phrase('medicines.purchasesFile.refused', { why: read.fileError }));
    const parsed = applyDefaultUnit(read, unit);
    return matchPurchases(
      this.db,
      parsed.lines,
      badLinesIn(locale, parsed.errors),
      this.monetaryFactor,
      period,
    );
  }
}
