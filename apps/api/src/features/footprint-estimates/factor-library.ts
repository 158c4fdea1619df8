import { createHash } from 'node:crypto';
import {
  type EmissionFactor,
  emissionFactorSchema,
  type FactorLibrary,
  type FactorLibraryStatus,
} from '@pharmatrace/domain';
import { FactorIndex, mergeLibraries, starterLibrary } from '@pharmatrace/footprint';
import { desc, eq, ne } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { emissionFactorImports, emissionFactors, users } from '../../db/schema';
import { audit } from '../../lib/audit';
import { type ParsedFactorCsv, parseFactorCsv } from './factor-csv';

/** Rows per INSERT: 5 parameters each, far below PostgreSQL's 65,535 per statement. */
const BATCH_SIZE = 1_000;

export type FactorImportResult =
  | { ok: true; parsed: ParsedFactorCsv; version: number; count: number }
  | { ok: false; parsed: ParsedFactorCsv };

/**
 * The factor library in use (issue #23): the starter library shipped with the method, with the
 * provider's latest import merged over it. Each process keeps the merged library while the latest
 * import is the same (one small query per estimate tells), so an import through any instance is
 * used by every instance from its next estimate on.
 */
export class FactorLibraryStore {
  private cached:
    | { importId: number | null; index: FactorIndex; library: FactorLibrary; json?: string }
    | undefined;

  constructor(
    private readonly db: Database,
    /**
     * Reads a factor file for `actor`: the API's runs in a worker thread (lib/cpu-pool.ts, issue
     * #35: 50,000 rows held the event loop for about 15 s); the command line's in its own process.
     */
    private readonly parse: (bytes: Uint8Array, actor: string) => Promise<ParsedFactorCsv> = async (bytes) =>
      parseFactorCsv(bytes),
  ) {}

  private async latestImport() {
    const [latest] = await this.db
      .select()
      .from(emissionFactorImports)
      .orderBy(desc(emissionFactorImports.id))
      .limit(1);
    return latest;
  }

  /** The library estimates use now. */
  async current(): Promise<FactorIndex> {
    const latest = await this.latestImport();
    const importId = latest?.id ?? null;
    if (this.cached && this.cached.importId === importId) return this.cached.index;
    let factors: EmissionFactor[] = [];
    if (latest) {
      const rows = await this.db
        .select({ factor: emissionFactors.factor })
        .from(emissionFactors)
        .where(eq(emissionFactors.importId, latest.id));
      // Checked on import; a row that no longer fits the schema (a later change) is left out.
      factors = rows.flatMap((r) => {
        const parsed = emissionFactorSchema.safeParse(r.factor);
        return parsed.success ? [parsed.data] : [];
      });
    }
    const library = mergeLibraries(starterLibrary, latest ? { version: String(latest.id), factors } : null);
    const index = new FactorIndex(library);
    this.cached = { importId, index, library };
    return index;
  }

  /**
   * The library of `version` as JSON, for a worker thread (lib/cpu-pool.ts): written once per
   * version, so that it crosses to a thread as one string rather than 50,000 objects.
   */
  async json(version: string): Promise<string> {
    const index = await this.current();
    const cached = this.cached!;
    if (index.version !== version) throw new Error(`factor library ${version} is no longer the one in use`);
    cached.json ??= JSON.stringify(cached.library);
    return cached.json;
  }

  /** GET admin/factors. */
  async status(): Promise<FactorLibraryStatus> {
    const latest = await this.latestImport();
    const by = latest?.importedByUserId
      ? (
          await this.db.select({ name: users.name }).from(users).where(eq(users.id, latest.importedByUserId))
        )[0]
      : undefined;
    return {
      factorLibraryVersion: (await this.current()).version,
      starter: { version: starterLibrary.version, count: starterLibrary.factors.length },
      imported: latest
        ? {
            version: latest.id,
            count: latest.rowCount,
            filename: latest.filename,
            importedAt: latest.createdAt.toISOString(),
            importedBy: by?.name ?? null,
          }
        : null,
    };
  }

  /**
   * Checks the whole file, then, only if every row is good, replaces the imported factors in one
   * transaction with its audit row: a bad file changes nothing, a good one lands whole.
   */
  async importFile(
    actorUserId: string | null,
    filename: string,
    bytes: Uint8Array,
  ): Promise<FactorImportResult> {
    const parsed = await this.parse(bytes, actorUserId ?? 'command-line');
    if (parsed.fileErrors.length > 0 || parsed.rejected.length > 0) return { ok: false, parsed };
    const version = await this.importRows(actorUserId, filename, bytes, parsed.rows);
    return { ok: true, parsed, version, count: parsed.rows.length };
  }

  /** Writes rows parseFactorCsv accepted: the new import replaces the previous one, in one transaction. */
  async importRows(
    actorUserId: string | null,
    filename: string,
    bytes: Uint8Array,
    rows: EmissionFactor[],
  ): Promise<number> {
    const sha256 = createHash('sha256').update(bytes).digest('hex');
    return this.db.transaction(async (tx) => {
      const [created] = await tx
        .insert(emissionFactorImports)
        .values({ filename, sha256, rowCount: rows.length, importedByUserId: actorUserId })
        .returning({ id: emissionFactorImports.id });
      const id = created!.id;
      // Only the latest import's factors are used: the earlier ones' rows go, their records stay.
      await tx.delete(emissionFactors).where(ne(emissionFactors.importId, id));
      for (let start = 0; start < rows.length; start += BATCH_SIZE) {
        await tx.insert(emissionFactors).values(
          rows.slice(start, start + BATCH_SIZE).map((factor) => ({
            importId: id,
            kind: factor.kind,
            key: factor.key,
            geography: factor.geography,
            factor,
          })),
        );
      }
      await audit(tx, {
        actorUserId,
        clientId: null,
        action: 'factors.imported',
        details: { version: id, filename, count: rows.length, sha256 },
      });
      return id;
    });
  }
}
