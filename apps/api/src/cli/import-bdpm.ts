import { BDPM_MAX_BYTES, importBdpmPresentations, parseBdpmPresentations } from '../features/medicines/bdpm';
import { exitWith, runCsvImport } from './csv-file';

/**
 * `npm run medicines:import-bdpm -- [--dry-run] CIS_CIP_bdpm.txt`: attaches the CIP13 codes of the
 * BDPM presentations file to the medicines with the same CIS (docs/medicines-csv.md). Exit 0
 * imported (or valid, with --dry-run), 1 refused (nothing changed), 2 usage or configuration error.
 */
exitWith(
  runCsvImport({
    script: 'medicines:import-bdpm',
    noun: 'presentation',
    maxBytes: BDPM_MAX_BYTES,
    parse: parseBdpmPresentations,
    write: async (db, rows) => {
      const { medicines, unknownCis } = await importBdpmPresentations(db, rows);
      return `: CIP13 codes set on ${medicines} medicine(s); ${unknownCis} CIS code(s) of the file match no medicine.`;
    },
  }),
);
