import {
  type MedicineCsvColumn,
  type MedicineRow,
  medicineCsvColumns,
  medicineCsvRowSchema,
} from '@pharmatrace/domain';
import { parse } from 'csv-parse/sync';

/**
 * The provider's medicine data set as a CSV file (docs/medicines-csv.md): parsing and row
 * validation, with no I/O, so every rule is unit-tested (test/medicines-csv.test.ts).
 * The importer (import.ts) writes only when this module finds nothing wrong.
 */

/** The whole file is read into memory and validated before anything is written: keep it bounded. */
export const MEDICINE_CSV_MAX_BYTES = 50 * 1024 * 1024;
export { MAX_CARBON_PER_BOX, type MedicineRow, parseDecimal, SHARE_SUM_TOLERANCE } from '@pharmatrace/domain';

export interface RejectedRow {
  /** Line of the file where the row starts (the header is line 1). */
  line: number;
  reasons: string[];
}

export interface ParsedMedicineCsv {
  rows: MedicineRow[];
  rejected: RejectedRow[];
  /** Problems with the file itself (size, encoding, header): no row can be trusted. */
  fileErrors: string[];
  /** Worth saying, not worth refusing the file for (e.g. columns the importer ignores). */
  warnings: string[];
}

type Column = MedicineCsvColumn;

const headerKey = (name: string) =>
  name
    .trim()
    .toLowerCase()
    .replace(/[\s_-]+/g, '');
const columnByKey = new Map<string, Column>(
  (Object.keys(medicineCsvColumns) as Column[]).map((column) => [headerKey(column), column]),
);

export interface CsvRecord {
  line: number;
  fields: string[];
}

/** What csv-parse's error codes mean for the person who wrote the file. */
function quotingProblem(code: string | undefined): string {
  switch (code) {
    case 'CSV_QUOTE_NOT_CLOSED':
      return 'a quoted field is never closed (missing ")';
    case 'CSV_INVALID_CLOSING_QUOTE':
    case 'CSV_NON_TRIMABLE_CHAR_AFTER_CLOSING_QUOTE':
      return 'text after a closing quote (a quote inside a field must be doubled: "")';
    case 'CSV_INVALID_OPENING_QUOTE':
      return 'a quote inside a field that is not quoted (quote the whole field and double the quote: "")';
    default:
      return 'the line cannot be read as CSV';
  }
}

const lineBreaks = (text: string) => text.match(/\r\n|\n|\r/g)?.length ?? 0;

/**
 * RFC 4180 records, read by csv-parse: fields may be quoted, a quote inside quotes is doubled,
 * and a quoted field may hold the delimiter and line breaks. Lines end with LF, CRLF or CR;
 * blank lines are skipped; spaces around a quoted field are tolerated. Each record carries the
 * line where it starts. After a quoting error the rest of the file cannot be split into rows
 * reliably (csv-parse reads on inside a quote), so reading stops there and the error says so.
 */
export function parseCsvRecords(
  text: string,
  delimiter: string,
): { records: CsvRecord[]; errors: RejectedRow[] } {
  let firstError: { line: number; code: string | undefined } | undefined;
  const records: CsvRecord[] = [];
  parse(text, {
    delimiter,
    record_delimiter: ['\r\n', '\n', '\r'],
    relax_column_count: true,
    skip_empty_lines: true,
    ltrim: true,
    rtrim: true,
    raw: true,
    skip_records_with_error: true,
    on_skip: (error, raw) => {
      if (!firstError && error) {
        firstError = { line: Number(error.lines) - lineBreaks(raw ?? ''), code: error.code };
      }
      return undefined;
    },
    // With `raw` (needed for the line of a skipped record) csv-parse hands { record, raw } here.
    on_record: (output: unknown, context) => {
      const { record } = output as { record: string[] };
      // context.lines is the line where the record ends; its quoted line breaks say where it started.
      const line = context.lines - record.reduce((n, field) => n + lineBreaks(field), 0);
      if (!firstError || line < firstError.line) records.push({ line, fields: record });
      return null;
    },
  });
  const errors: RejectedRow[] = firstError
    ? [{ line: firstError.line, reasons: [quotingProblem(firstError.code)] }]
    : [];
  return { records, errors };
}

/** Comma by default; semicolon or tab when the header uses them (French spreadsheet exports use ';'). */
export function detectDelimiter(text: string): string {
  const end = text.search(/[\r\n]/);
  const header = end === -1 ? text : text.slice(0, end);
  const count = (d: string) => header.split(d).length - 1;
  const candidates = [',', ';', '\t'].map((d) => ({ d, n: count(d) }));
  const best = candidates.reduce((a, b) => (b.n > a.n ? b : a));
  return best.n > 0 ? best.d : ',';
}

/** Decodes and validates a whole file. Never throws for bad content: everything bad is reported. */
export function parseMedicineCsv(input: Uint8Array | string): ParsedMedicineCsv {
  const result: ParsedMedicineCsv = { rows: [], rejected: [], fileErrors: [], warnings: [] };
  let text: string;
  if (typeof input === 'string') {
    text = input;
  } else {
    if (input.byteLength > MEDICINE_CSV_MAX_BYTES) {
      result.fileErrors.push(
        `the file is ${input.byteLength} bytes; the limit is ${MEDICINE_CSV_MAX_BYTES} bytes (split it, or raise MEDICINE_CSV_MAX_BYTES)`,
      );
      return result;
    }
    try {
      text = new TextDecoder('utf-8', { fatal: true }).decode(input);
    } catch {
      result.fileErrors.push('the file is not UTF-8 text (save it as "CSV UTF-8")');
      return result;
    }
  }
  if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);

  const delimiter = detectDelimiter(text);
  const { records, errors } = parseCsvRecords(text, delimiter);
  const rowSchema = medicineCsvRowSchema({ decimalComma: delimiter !== ',' });
  const [header, ...dataRecords] = records;
  const headerError = errors.find((e) => !header || e.line <= header.line);
  if (headerError) {
    result.fileErrors.push(`line ${headerError.line} (header): ${headerError.reasons.join('; ')}`);
    return result;
  }
  if (!header) {
    result.fileErrors.push('the file is empty: it needs a header line and at least one medicine');
    return result;
  }
  if (header.line !== 1) {
    result.fileErrors.push(
      'line 1 must be the header (id, name, carbon, em_creation, em_production, em_storage…)',
    );
    return result;
  }

  // Column positions from the header.
  const positions = new Map<Column, number>();
  const ignored: string[] = [];
  header.fields.forEach((name, index) => {
    const column = columnByKey.get(headerKey(name));
    if (!column) {
      if (name.trim() !== '') ignored.push(name.trim());
    } else if (positions.has(column)) {
      result.fileErrors.push(`line 1: the column "${column}" appears twice`);
    } else {
      positions.set(column, index);
    }
  });
  const missing = (Object.keys(medicineCsvColumns) as Column[]).filter(
    (c) => medicineCsvColumns[c].required && !positions.has(c),
  );
  if (missing.length > 0) result.fileErrors.push(`line 1: missing column(s): ${missing.join(', ')}`);
  if (result.fileErrors.length > 0) return result;
  if (ignored.length > 0) result.warnings.push(`ignored column(s): ${ignored.join(', ')}`);

  result.rejected.push(...errors);
  const firstLineById = new Map<string, number>();
  for (const record of dataRecords) {
    if (record.fields.length !== header.fields.length) {
      result.rejected.push({
        line: record.line,
        reasons: [
          `has ${record.fields.length} field(s) where the header has ${header.fields.length} (a value with the delimiter must be quoted)`,
        ],
      });
      continue;
    }
    const cells = Object.fromEntries(
      [...positions].map(([column, index]) => [column, record.fields[index] ?? '']),
    );
    const checked = rowSchema.safeParse(cells);
    if (!checked.success) {
      result.rejected.push({
        line: record.line,
        reasons: checked.error.issues.map((issue) => issue.message),
      });
      continue;
    }
    const checkedRow = checked.data;
    const first = firstLineById.get(checkedRow.id);
    if (first !== undefined) {
      result.rejected.push({
        line: record.line,
        reasons: [`id "${checkedRow.id}" is already on line ${first}`],
      });
      continue;
    }
    firstLineById.set(checkedRow.id, record.line);
    result.rows.push(checkedRow);
  }
  result.rejected.sort((a, b) => a.line - b.line);
  if (result.rows.length === 0 && result.rejected.length === 0) {
    result.fileErrors.push('the file has a header but no medicine');
  }
  return result;
}
