import { type MedicineRow, medicineCsvColumns, medicineCsvRowSchema, phrase } from '@pharmatrace/domain';
import { type ParsedCsv, parseCsvTable } from '../../lib/csv';

/**
 * The provider's medicine data set as a CSV file (docs/medicines-csv.md): parsing and row
 * validation, with no I/O, so every rule is unit-tested (test/medicines-csv.test.ts).
 * The importer (import.ts) writes only when this module finds nothing wrong.
 */

/** The whole file is read into memory and validated before anything is written: keep it bounded. */
export const MEDICINE_CSV_MAX_BYTES = 50 * 1024 * 1024;
export { MAX_CARBON_PER_BOX, type MedicineRow, parseDecimal, SHARE_SUM_TOLERANCE } from '@pharmatrace/domain';
export { type CsvRecord, detectDelimiter, parseCsvRecords, type RejectedRow } from '../../lib/csv';

export type ParsedMedicineCsv = ParsedCsv<MedicineRow>;

/** Decodes and validates a whole file. Never throws for bad content: everything bad is reported. */
export function parseMedicineCsv(input: Uint8Array | string): ParsedMedicineCsv {
  return parseCsvTable(input, {
    maxBytes: MEDICINE_CSV_MAX_BYTES,
    limitName: 'MEDICINE_CSV_MAX_BYTES',
    columns: medicineCsvColumns,
    // A decimal comma only in a file not separated by commas (parseDecimal).
    rowSchema: (delimiter) => medicineCsvRowSchema({ decimalComma: delimiter !== ',' }),
    noun: 'csv.noun.medicine',
    headerHint: 'id, name, carbon, em_creation, em_production, em_storage',
    identity: (row) => row.id,
    duplicate: (row, first) => phrase('csv.medicine.duplicateId', { id: row.id, line: first }),
  });
}
