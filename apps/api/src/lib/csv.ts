import {
  hasInvalidCharacter,
  type MessageKey,
  type Phrase,
  phrase,
  phraseOfIssue,
  sayPhrase,
  translate,
} from '@pharmatrace/domain';
import { parse } from 'csv-parse/sync';
import type { z } from 'zod';

/**
 * Reading a CSV file the provider imports (the medicine data set, the emission factors): decoding,
 * RFC 4180 records with csv-parse, the delimiter, and the header's columns. Each importer checks
 * its rows with its own domain schema and writes only when nothing is wrong.
 */

export interface RejectedRow {
  /** Line of the file where the row starts (the header is line 1). */
  line: number;
  reasons: string[];
  /** The reasons as phrases, in the same order, where the check made one (issue #40). */
  said?: (Phrase | undefined)[];
}

/** A line csv-parse could not read: its reason, and its catalogue key for a translated answer. */
export interface UnreadableRow extends RejectedRow {
  reasonKey: QuotingProblemKey;
}

/** A whole file read: its valid rows, and everything wrong with it. */
export interface ParsedCsv<Row> {
  rows: Row[];
  rejected: RejectedRow[];
  /**
   * Problems with the file itself (size, encoding, header): no row can be trusted. Catalogue phrases
   * (issue #27): a staff screen says them in its language, the command line in English.
   */
  fileErrors: Phrase[];
  /** Worth saying, not worth refusing the file for (e.g. columns the importer ignores). */
  warnings: string[];
}

/** The issues' phrases, in their order, when at least one has one (issue #40). */
function saidOf(issues: readonly z.core.$ZodIssue[]): { said?: (Phrase | undefined)[] } {
  const said = issues.map((issue) => phraseOfIssue(issue));
  return said.some((one) => one !== undefined) ? { said } : {};
}

/** A line refused for reasons made as phrases: their English for the command line, and the phrases. */
function rejectedFor(line: number, said: Phrase[]): RejectedRow {
  return { line, reasons: said.map((one) => sayPhrase('en', one)), said };
}

/** A header cell as compared with a column name: case, spaces, '_' and '-' do not matter. */
export const headerKey = (name: string) =>
  name
    .trim()
    .toLowerCase()
    .replace(/[\s_-]+/g, '');
export interface CsvRecord {
  line: number;
  fields: string[];
}

/**
 * What csv-parse's error codes mean for the person who wrote the file: a catalogue key, so that a
 * screen in French says it in French (issue #27); the importers' messages use its English.
 */
export type QuotingProblemKey = Extract<
  MessageKey,
  'csv.quoteNotClosed' | 'csv.textAfterClosingQuote' | 'csv.quoteInUnquotedField' | 'csv.unreadableLine'
>;
export function quotingProblemKey(code: string | undefined): QuotingProblemKey {
  switch (code) {
    case 'CSV_QUOTE_NOT_CLOSED':
      return 'csv.quoteNotClosed';
    case 'CSV_INVALID_CLOSING_QUOTE':
    case 'CSV_NON_TRIMABLE_CHAR_AFTER_CLOSING_QUOTE':
      return 'csv.textAfterClosingQuote';
    case 'CSV_INVALID_OPENING_QUOTE':
      return 'csv.quoteInUnquotedField';
    default:
      return 'csv.unreadableLine';
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
): { records: CsvRecord[]; errors: UnreadableRow[] } {
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
  const reasonKey = firstError && quotingProblemKey(firstError.code);
  const errors: UnreadableRow[] =
    firstError && reasonKey
      ? [
          {
            line: firstError.line,
            reasons: [translate('en', reasonKey)],
            reasonKey,
          },
        ]
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

/**
 * The file's bytes as text: UTF-8 (a byte order mark is dropped), at most `maxBytes`; otherwise
 * the problem, in words for the person who wrote the file.
 */
export function decodeCsv(
  input: Uint8Array | string,
  maxBytes: number,
  limitName: string,
): { text: string } | { error: Phrase } {
  let text: string;
  if (typeof input === 'string') {
    text = input;
  } else {
    if (input.byteLength > maxBytes) {
      return {
        error: phrase('csv.file.tooManyBytesSplit', { bytes: input.byteLength, limit: maxBytes, limitName }),
      };
    }
    try {
      text = new TextDecoder('utf-8', { fatal: true }).decode(input);
    } catch {
      return { error: phrase('csv.file.notUtf8') };
    }
  }
  return { text: text.charCodeAt(0) === 0xfeff ? text.slice(1) : text };
}

/**
 * Where each known column is in the header: its position, the required columns missing, the
 * columns named twice (file errors) and the names no column has (a warning).
 */
export function headerColumns<Column extends string>(
  header: string[],
  columns: Record<Column, { required: boolean }>,
): { positions: Map<Column, number>; fileErrors: Phrase[]; ignored: string[] } {
  const byKey = new Map<string, Column>((Object.keys(columns) as Column[]).map((c) => [headerKey(c), c]));
  const positions = new Map<Column, number>();
  const fileErrors: Phrase[] = [];
  const ignored: string[] = [];
  header.forEach((name, index) => {
    const column = byKey.get(headerKey(name));
    if (!column) {
      if (name.trim() !== '') ignored.push(name.trim());
    } else if (positions.has(column)) {
      fileErrors.push(phrase('csv.file.columnTwice', { column }));
    } else {
      positions.set(column, index);
    }
  });
  const missing = (Object.keys(columns) as Column[]).filter((c) => columns[c].required && !positions.has(c));
  if (missing.length > 0) fileErrors.push(phrase('csv.file.missingColumns', { columns: missing.join(', ') }));
  return { positions, fileErrors, ignored };
}

/** What one row of an imported file is, as the file's messages say it. */
export type CsvNounKey = Extract<MessageKey, 'csv.noun.medicine' | 'csv.noun.factor'>;

/** What an importer says about its file: its columns, its row schema, what a row is called. */
export interface CsvTableSpec<Column extends string, Row> {
  maxBytes: number;
  /** The name of the limit, for the message of a file over it. */
  limitName: string;
  columns: Record<Column, { required: boolean }>;
  /** The schema of a row as the raw text of its columns, given the file's delimiter. */
  rowSchema: (delimiter: string) => z.ZodType<Row, Partial<Record<Column, string>>>;
  /** What one row is (a medicine), and the columns the header starts with, for the messages. */
  noun: CsvNounKey;
  headerHint: string;
  /** Rows that must not appear twice (an id), and how to say so, as a phrase (issue #40). */
  identity: (row: Row) => string;
  duplicate: (row: Row, firstLine: number) => Phrase;
  maxRows?: number;
}

/**
 * Decodes and checks a whole file: its header, then every row by the importer's schema, reporting
 * every bad line with all its reasons. Never throws for bad content: the importer writes only
 * when `fileErrors` and `rejected` are both empty.
 */
export function parseCsvTable<Column extends string, Row>(
  input: Uint8Array | string,
  spec: CsvTableSpec<Column, Row>,
): ParsedCsv<Row> {
  const result: ParsedCsv<Row> = { rows: [], rejected: [], fileErrors: [], warnings: [] };
  const decoded = decodeCsv(input, spec.maxBytes, spec.limitName);
  if ('error' in decoded) {
    result.fileErrors.push(decoded.error);
    return result;
  }
  const delimiter = detectDelimiter(decoded.text);
  const { records, errors } = parseCsvRecords(decoded.text, delimiter);
  const rowSchema = spec.rowSchema(delimiter);
  const [header, ...dataRecords] = records;
  const headerError = errors.find((e) => !header || e.line <= header.line);
  if (headerError) {
    result.fileErrors.push(
      phrase('csv.file.headerUnreadable', { line: headerError.line, why: phrase(headerError.reasonKey) }),
    );
    return result;
  }
  if (!header) {
    result.fileErrors.push(phrase('csv.file.noHeader', { noun: phrase(spec.noun) }));
    return result;
  }
  if (header.line !== 1) {
    result.fileErrors.push(phrase('csv.file.headerNotFirst', { columns: spec.headerHint }));
    return result;
  }
  const { positions, fileErrors, ignored } = headerColumns(header.fields, spec.columns);
  result.fileErrors.push(...fileErrors);
  if (spec.maxRows !== undefined && dataRecords.length > spec.maxRows) {
    result.fileErrors.push(phrase('csv.file.tooManyRows', { rows: dataRecords.length, max: spec.maxRows }));
  }
  if (result.fileErrors.length > 0) return result;
  if (ignored.length > 0) result.warnings.push(`ignored column(s): ${ignored.join(', ')}`);

  result.rejected.push(
    ...errors.map(({ line, reasons, reasonKey }) => ({ line, reasons, said: [phrase(reasonKey)] })),
  );
  const firstLine = new Map<string, number>();
  for (const record of dataRecords) {
    if (record.fields.length !== header.fields.length) {
      result.rejected.push(
        rejectedFor(record.line, [
          phrase('staff.factors.reason.fieldCount', {
            count: record.fields.length,
            header: header.fields.length,
          }),
        ]),
      );
      continue;
    }
    const cells = Object.fromEntries(
      (Object.keys(spec.columns) as Column[]).map((column) => {
        const at = positions.get(column);
        return [column, at === undefined ? '' : (record.fields[at] ?? '')];
      }),
    ) as Record<Column, string>;
    const checked = rowSchema.safeParse(cells);
    if (!checked.success) {
      result.rejected.push({
        line: record.line,
        reasons: checked.error.issues.map((issue) => issue.message),
        ...saidOf(checked.error.issues),
      });
      continue;
    }
    // PostgreSQL stores neither a NUL nor half a surrogate pair: a line whose schema let one through
    // is refused with its number, not a 500 (issue #35).
    if (record.fields.some(hasInvalidCharacter)) {
      result.rejected.push(rejectedFor(record.line, [phrase('csv.invalidCharacter')]));
      continue;
    }
    const key = spec.identity(checked.data);
    const first = firstLine.get(key);
    if (first !== undefined) {
      result.rejected.push(rejectedFor(record.line, [spec.duplicate(checked.data, first)]));
      continue;
    }
    firstLine.set(key, record.line);
    result.rows.push(checked.data);
  }
  result.rejected.sort((a, b) => a.line - b.line);
  if (result.rows.length === 0 && result.rejected.length === 0) {
    result.fileErrors.push(phrase('csv.file.noRow', { noun: phrase(spec.noun) }));
  }
  return result;
}
