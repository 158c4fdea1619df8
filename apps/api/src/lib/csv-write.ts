import { stringify } from 'csv-stringify/sync';
import { neutraliseCsvText } from './csv-formula';

/** A cell of a CSV the portal writes: a text, a number, or nothing. */
export type CsvCell = string | number | null | undefined;

export interface CsvTable<Key extends string> {
  /** The columns in their order: each row's cell under `key`, the header line's text `header`. */
  columns: readonly { key: Key; header: string }[];
  rows: readonly Partial<Record<Key, CsvCell>>[];
  /** ',' in English; ';' where the numbers have a decimal comma (a French spreadsheet's). */
  delimiter: ',' | ';';
  /** How a number is written (default: as JavaScript writes it, '12.5'). */
  formatNumber?: (value: number) => string;
}

/** So that a spreadsheet opens the file as UTF-8 (accents and all). */
const BOM = Buffer.from('\uFEFF', 'utf8');

/**
 * Every CSV file the portal offers for download is written here: a header line, then one line
 * per row, EVERY line as wide as the header (an empty cell is written empty, never left out,
 * trailing ones included: a strict reader refuses a line with fewer fields than its header).
 * RFC 4180 quoting by csv-stringify (the csv-parse that reads the portal's CSV files is its
 * sibling); every text cell neutralised against formula injection (decision 0055); UTF-8 with a
 * BOM; lines end with '\n'.
 */
export function writeCsv<Key extends string>(table: CsvTable<Key>): Buffer {
  const formatNumber = table.formatNumber ?? String;
  const cell = (value: CsvCell): string =>
    value === null || value === undefined
      ? ''
      : typeof value === 'number'
        ? formatNumber(value)
        : neutraliseCsvText(value);
  const records = [
    table.columns.map((column) => neutraliseCsvText(column.header)),
    ...table.rows.map((row) => table.columns.map((column) => cell(row[column.key]))),
  ];
  return Buffer.concat([BOM, Buffer.from(stringify(records, { delimiter: table.delimiter }), 'utf8')]);
}
