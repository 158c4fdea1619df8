import { FACTOR_CSV_MAX_BYTES, parseFactorCsv } from '../features/footprint-estimates/factor-csv';
import { FactorLibraryStore } from '../features/footprint-estimates/factor-library';
import { exitWith, runCsvImport } from './csv-file';

/**
 * `npm run factors:import -- [--dry-run] file.csv`: imports the provider's licensed emission
 * factors (docs/methodology.md 'Importing factors') into the database named by DATABASE_URL, or
 * the embedded one under DATA_DIR, as the server would open it. They replace the previous import
 * and override the starter factors of the same kind, key and geography. Exit 0 imported (or
 * valid, with --dry-run), 1 refused (nothing changed), 2 usage or configuration error.
 */
exitWith(
  runCsvImport({
    script: 'factors:import',
    noun: 'factor',
    maxBytes: FACTOR_CSV_MAX_BYTES,
    parse: parseFactorCsv,
    write: async (db, rows, file) => {
      const library = new FactorLibraryStore(db);
      await library.importRows(null, file.name, file.bytes, rows);
      return `: factor library ${(await library.current()).version}.`;
    },
  }),
);
