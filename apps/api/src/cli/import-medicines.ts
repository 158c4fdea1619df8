import { MEDICINE_CSV_MAX_BYTES, parseMedicineCsv } from '../features/medicines/csv';
import { importMedicineRows } from '../features/medicines/import';
import { exitWith, runCsvImport } from './csv-file';

/**
 * `npm run medicines:import -- [--dry-run] file.csv`: loads the provider's medicine data set
 * (docs/medicines-csv.md) into the database named by DATABASE_URL, or the embedded one under
 * DATA_DIR, exactly as the server would open it. Exit 0 imported (or valid, with --dry-run),
 * 1 refused (nothing changed), 2 usage or configuration error.
 */
exitWith(
  runCsvImport({
    script: 'medicines:import',
    noun: 'medicine',
    maxBytes: MEDICINE_CSV_MAX_BYTES,
    parse: parseMedicineCsv,
    write: async (db, rows) => {
      const { inserted, updated, demoRemoved } = await importMedicineRows(db, rows);
      return (
        `: ${inserted} new, ${updated} updated` +
        (demoRemoved > 0 ? `; ${demoRemoved} demonstration medicine(s) removed.` : '.')
      );
    },
  }),
);
