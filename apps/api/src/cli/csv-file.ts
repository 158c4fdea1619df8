import { open } from 'node:fs/promises';
import path from 'node:path';
import { sayPhrase } from '@pharmatrace/domain';
import { ConfigError, loadConfig } from '../config';
import { type Database, openDatabase } from '../db/client';
import type { ParsedCsv } from '../lib/csv';

/** What the import CLIs share: reading the file, bounded, and printing what is wrong with it. */

/** Reads at most `maxBytes`, so a wrong file (a dump, a video) never fills the memory; else why not. */
export async function readBounded(file: string, maxBytes: number): Promise<Uint8Array | string> {
  let handle: Awaited<ReturnType<typeof open>>;
  try {
    handle = await open(file, 'r');
  } catch (err) {
    return `cannot read ${file}: ${(err as NodeJS.ErrnoException).code ?? String(err)}`;
  }
  try {
    const { size } = await handle.stat();
    if (size > maxBytes) return `${file} is ${size} bytes; the limit is ${maxBytes} bytes`;
    return new Uint8Array(await handle.readFile());
  } finally {
    await handle.close();
  }
}

/** Every warning, file error and rejected line, each line with its reasons. */
export function printCsvProblems(file: string, parsed: ParsedCsv<unknown>): void {
  for (const warning of parsed.warnings) console.warn(`${file}: warning: ${warning}`);
  // The command line speaks English, as it always did.
  for (const error of parsed.fileErrors) console.error(`${file}: ${sayPhrase('en', error)}`);
  if (parsed.rejected.length > 0) {
    console.error(
      `${file}: ${parsed.rejected.length} row(s) rejected, ${parsed.rows.length} valid:\n` +
        parsed.rejected.map((r) => `  line ${r.line}: ${r.reasons.join('; ')}`).join('\n'),
    );
  }
}

/** What an import command says about its file: its name, limit, parser and how rows are written. */
export interface CsvImportCommand<Row> {
  /** 'medicines:import'. */
  script: string;
  /** 'medicine', for the messages. */
  noun: string;
  maxBytes: number;
  parse: (bytes: Uint8Array) => ParsedCsv<Row>;
  /** Writes the checked rows; answers the sentence that ends 'Imported N {noun}(s) into the {where}'. */
  write: (db: Database, rows: Row[], file: { name: string; bytes: Uint8Array }) => Promise<string>;
}

/**
 * `npm run {script} -- [--dry-run] file.csv`: checks the whole file, then (unless --dry-run)
 * writes it into the database named by DATABASE_URL, or the embedded one under DATA_DIR, exactly
 * as the server would open it. Exit 0 imported (or valid, with --dry-run), 1 refused (nothing
 * changed), 2 usage or configuration error.
 */
export async function runCsvImport<Row>(command: CsvImportCommand<Row>): Promise<number> {
  // `npm run -w apps/api` runs this from apps/api; the file and DATA_DIR are meant from where npm was typed.
  if (process.env.INIT_CWD) process.chdir(process.env.INIT_CWD);

  const args = process.argv.slice(2);
  const dryRun = args.includes('--dry-run');
  const files = args.filter((a) => a !== '--dry-run');
  if (files.length !== 1 || files[0]!.startsWith('-')) {
    console.error(`usage: npm run ${command.script} -- [--dry-run] <file.csv>`);
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

  const bytes = await readBounded(file, command.maxBytes);
  if (typeof bytes === 'string') {
    console.error(bytes);
    return 2;
  }

  // The whole file is checked before the database is even opened: a bad file changes nothing.
  const parsed = command.parse(bytes);
  printCsvProblems(file, parsed);
  if (parsed.fileErrors.length > 0 || parsed.rejected.length > 0) {
    console.error('Nothing was imported: correct the file and run the import again.');
    return 1;
  }
  if (dryRun) {
    console.log(`${file}: ${parsed.rows.length} valid ${command.noun}(s); nothing written (--dry-run).`);
    return 0;
  }

  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    pgliteDir: path.join(config.dataDir, 'pglite'),
  });
  try {
    await database.migrate();
    const outcome = await command.write(database.db, parsed.rows, { name: path.basename(file), bytes });
    const where = database.kind === 'pglite' ? `embedded database in ${config.dataDir}` : 'PostgreSQL server';
    console.log(`Imported ${parsed.rows.length} ${command.noun}(s) into the ${where}${outcome}`);
    return 0;
  } finally {
    await database.close();
  }
}

/** Runs a command as the process's main, its answer as the exit code. */
export function exitWith(work: Promise<number>): void {
  work.then(
    (code) => {
      process.exitCode = code;
    },
    (err) => {
      console.error(err);
      process.exitCode = 1;
    },
  );
}
