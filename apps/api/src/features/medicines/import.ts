import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { medicines } from '../../db/schema';
import { type MedicineRow, type ParsedMedicineCsv, parseMedicineCsv } from './csv';
import { announceMedicinesChanged } from './name-index';

export interface ImportOutcome {
  inserted: number;
  updated: number;
  /** Demonstration rows deleted because a real data set replaces them. */
  demoRemoved: number;
}

export type ImportFileResult =
  | { ok: true; parsed: ParsedMedicineCsv; outcome: ImportOutcome }
  | { ok: false; parsed: ParsedMedicineCsv };

/** Rows per INSERT: 18 parameters each stays far below PostgreSQL's 65,535 per statement. */
const BATCH_SIZE = 500;

/**
 * Validates the whole file first and writes only when every row is valid, in one transaction:
 * a bad file changes nothing, a good one lands whole (issue #4).
 */
export async function importMedicineFile(db: Database, file: Uint8Array | string): Promise<ImportFileResult> {
  const parsed = parseMedicineCsv(file);
  if (parsed.fileErrors.length > 0 || parsed.rejected.length > 0) return { ok: false, parsed };
  return { ok: true, parsed, outcome: await importMedicineRows(db, parsed.rows) };
}

/** Writes rows that parseMedicineCsv accepted, then refreshes the search indexes. */
export async function importMedicineRows(db: Database, rows: MedicineRow[]): Promise<ImportOutcome> {
  const outcome = await upsertMedicines(db, rows);
  await refreshSearchIndexes(db);
  return outcome;
}

/**
 * After a bulk write. A GIN index first queues new rows in a 'pending list' that every search
 * scans linearly until (auto)vacuum merges it: after 12,000 inserts that turns a 0.1 ms trigram
 * lookup into ~3 ms, and makes the planner prefer a sequential scan. PGlite has no autovacuum.
 * Merging now, and refreshing the planner's statistics, keeps searches on their indexes.
 */
export async function refreshSearchIndexes(db: Database): Promise<void> {
  await db.execute(sql`select gin_clean_pending_list('medicines_search_trgm_idx'::regclass)`);
  await db.execute(sql`analyze medicines`);
}

/**
 * Inserts new ids and updates known ones (re-importing a corrected file updates by id). Medicines
 * absent from the file are kept, except the generated demonstration set: real data replaces it
 * entirely, so that demo and real footprints are never shown side by side.
 */
export async function upsertMedicines(db: Database, rows: MedicineRow[]): Promise<ImportOutcome> {
  return db.transaction(async (tx) => {
    const removed = await tx
      .delete(medicines)
      .where(eq(medicines.isDemo, true))
      .returning({ id: medicines.id });
    let inserted = 0;
    let updated = 0;
    for (let start = 0; start < rows.length; start += BATCH_SIZE) {
      const batch = rows.slice(start, start + BATCH_SIZE).map((row) => ({ ...row, isDemo: false }));
      const written = await tx
        .insert(medicines)
        .values(batch)
        .onConflictDoUpdate({
          target: medicines.id,
          set: {
            name: sql`excluded.name`,
            smallName: sql`excluded.small_name`,
            searchName: sql`excluded.search_name`,
            inn: sql`excluded.inn`,
            form: sql`excluded.form`,
            carbon: sql`excluded.carbon`,
            uncertainty: sql`excluded.uncertainty`,
            wiselist: sql`excluded.wiselist`,
            emCreation: sql`excluded.em_creation`,
            emProduction: sql`excluded.em_production`,
            emStorage: sql`excluded.em_storage`,
            cis: sql`excluded.cis`,
            cip13: sql`excluded.cip13`,
            atc: sql`excluded.atc`,
            strength: sql`excluded.strength`,
            isDemo: false,
            updatedAt: sql`now()`,
          },
          // A row a medicine footprint study published keeps the study's figures (issue #37,
          // decision 0064): an import writes over imported rows only.
          setWhere: sql`${medicines.source} = 'imported'`,
        })
        // xmax is 0 on a freshly inserted row version and set on one written by ON CONFLICT UPDATE.
        .returning({ inserted: sql<boolean>`(xmax = 0)` });
      for (const row of written) {
        if (row.inserted) inserted += 1;
        else updated += 1;
      }
    }
    // Every instance's autocomplete drops the names it holds when this commits (issue #17).
    await announceMedicinesChanged(tx);
    return { inserted, updated, demoRemoved: removed.length };
  });
}
