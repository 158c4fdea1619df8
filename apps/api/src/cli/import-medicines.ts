import { open } from 'node:fs/promises';
import path from 'node:path';
import { ConfigError, loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { MEDICINE_CSV_MAX_BYTES, type ParsedMedicineCsv, parseMedicineCsv } from '../features/medicines/csv';
import { importMedicineRows } from '../features/medicines/import';

/**
 * `npm run medicines:import -- [--dry-run] file.csv`: loads the provider's medicine data set
 * (docs/medicines-csv.md) into the database named by DATABASE_URL, or the embedded one under
 * DATA_DIR, exactly as the server would open it. Exit 0 imported (or valid, with --dry-run),
 * 1 refused (nothing changed), 2 usage or configuration error.
 */

const usage = 'usage: npm run medicines:import -- [--dry-run] <file.csv>';

async function main(): Promise<number> {
  // `npm run -w apps/api` runs this from apps/api; the file and DATA_DIR are meant from where npm was typed.
  if (process.env.INIT_CWD) process.chdir(process.env.INIT_CWD);

  const args = process.argv.slice(2);
  const dryRun = args.includes('--dry-run');
  const files = args.filter((a) => a !== '--dry-run');
  if (files.length !== 1 || files[0]!.startsWith('-')) {
    console.error(usage);
    return 2;
  }
  const file = path.resolve(files[0]!);

  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig(process.env);
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      return 2;
    }
    throw err;
  }

  const bytes = await readBounded(file);
  if (typeof bytes === 'string') {
    console.error(bytes);
    return 2;
  }

  // The whole file is checked before the database is even opened: a bad file changes nothing.
  const parsed = parseMedicineCsv(bytes);
  printProblems(file, parsed);
  if (parsed.fileErrors.length > 0 || parsed.rejected.length > 0) {
    console.error('Nothing was imported: correct the file and run the import again.');
    return 1;
  }
  if (dryRun) {
    console.log(`${file}: ${parsed.rows.length} valid medicine(s); nothing written (--dry-run).`);
    return 0;
  }

  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    pgliteDir: path.join(config.dataDir, 'pglite'),
  });
  try {
    await database.migrate();
    const { inserted, updated, demoRemoved } = await importMedicineRows(database.db, parsed.rows);
    const where = database.kind === 'pglite' ? `embedded database in ${config.dataDir}` : 'PostgreSQL server';
    console.log(
      `Imported ${parsed.rows.length} medicine(s) into the ${where}: ${inserted} new, ${updated} updated` +
        (demoRemoved > 0 ? `; ${demoRemoved} demonstration medicine(s) removed.` : '.'),
    );
    return 0;
  } finally {
    await database.close();
  }
}

function printProblems(file: string, parsed: ParsedMedicineCsv) {
  for (const warning of parsed.warnings) console.warn(`${file}: warning: ${warning}`);
  for (const error of parsed.fileErrors) console.error(`${file}: ${error}`);
  if (parsed.rejected.length > 0) {
    console.error(
      `${file}: ${parsed.rejected.length} row(s) rejected, ${parsed.rows.length} valid:\n` +
        parsed.rejected.map((r) => `  line ${r.line}: ${r.reasons.join('; ')}`).join('\n'),
    );
  }
}

/** Reads at most the size limit, so a wrong file (a dump, a video) never fills the memory. */
async function readBounded(file: string): Promise<Uint8Array | string> {
  let handle: Awaited<ReturnType<typeof open>>;
  try {
    handle = await open(file, 'r');
  } catch (err) {
    return `cannot read ${file}: ${(err as NodeJS.ErrnoException).code ?? String(err)}`;
  }
  try {
    const { size } = await handle.stat();
    if (size > MEDICINE_CSV_MAX_BYTES) {
      return `${file} is ${size} bytes; the limit is ${MEDICINE_CSV_MAX_BYTES} bytes`;
    }
    return new Uint8Array(await handle.readFile());
  } finally {
    await handle.close();
  }
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (err) => {
    console.error(err);
    process.exitCode = 1;
  },
);
