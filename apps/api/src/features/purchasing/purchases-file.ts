import { Readable } from 'node:stream';
import {
  isCip13,
  isCis,
  type Locale,
  normalizeMedicineName,
  type Phrase,
  PURCHASE_MAX_QUANTITY,
  PURCHASE_MAX_UNIT_PRICE,
  PURCHASES_MAX_BYTES,
  PURCHASES_MAX_LINES,
  type PurchaseUnit,
  parseDecimal,
  phrase,
} from '@pharmatrace/domain';
import ExcelJS from 'exceljs';
import { detectDelimiter, parseCsvRecords } from '../../lib/csv';
import { checkOfficeArchive } from '../files';
import { decodeBdpm } from '../medicines';
import { reasonsIn } from './bad-line-reasons';

/**
 * Reading a buyer's purchases file (issue #25): CSV (`;`, `,` or tab, quoted fields, a BOM,
 * decimal commas where the comma does not separate fields, UTF-8 or Windows-1252) with csv-parse,
 * or the first sheet of an XLSX workbook with exceljs. A header line names the columns, in English
 * or French. Every bad line is reported with its number; no line is dropped silently. A bad line's
 * reasons are catalogue phrases (issue #27), said in the requester's language by `badLinesIn`.
 */

export interface PurchaseInput {
  line: number;
  /** A CIP13 or CIS code, or '' when the line has only a name. */
  code: string;
  name: string;
  /** Boxes, or dispensing units (UCD) where the line's unit says so. */
  quantity: number;
  /**
   * The line's unit column (issue #38): UCD or BOX; null where the file has no such column or the
   * cell is empty, and the buyer's choice for the whole file applies (applyDefaultUnit).
   */
  unit: PurchaseUnit | null;
  /** For a CIS or a name: the CIP13 of the pack the buyer chose among its packs (issue #38). */
  pack?: string | null;
  unitPrice: number | null;
  supplier: string | null;
}

/**
 * A number as a buyer's file writes it (issue #38 'Numbers'): the decimal comma where the file's
 * separator allows it, and French thousands separators (a space, a no-break space or a narrow
 * no-break space between groups of three digits: '1 200', '1 200,50').
 */
export function readFileNumber(raw: string, { decimalComma }: { decimalComma: boolean }): number | null {
  const grouped = /^[+-]?\d{1,3}(?:[ \u00a0\u202f]\d{3})+(?:[.,]\d+)?$/u;
  const value = raw.trim();
  return parseDecimal(grouped.test(value) ? value.replace(/[ \u00a0\u202f]/gu, '') : value, { decimalComma });
}

/** A line that could not be read, and why. */
export interface BadPurchaseLine {
  line: number;
  reasons: Phrase[];
  /** What the buyer wrote on that line (issue #38 'Bad lines keep what the buyer wrote'). */
  written?: string;
}

/** The longest a bad line's written text is kept (the answer's text bound is 500). */
export const WRITTEN_MAX = 300;

/**
 * A line's cells as the buyer wrote them, in the file's order, joined with ' | ' (blank cells
 * left out), cut at WRITTEN_MAX characters: what a bad line is shown with on the page and in the
 * export, so that the buyer finds it in the file without reading a normalised form of it.
 */
export function writtenOf(fields: string[]): string {
  const text = fields
    .map((f) => f.trim())
    .filter((f) => f !== '')
    .join(' | ');
  return text.length > WRITTEN_MAX ? `${text.slice(0, WRITTEN_MAX - 1)}…` : text;
}

export interface ParsedPurchases {
  lines: PurchaseInput[];
  errors: BadPurchaseLine[];
  /** A problem with the whole file, as a catalogue phrase (issue #27): no line can be trusted. */
  fileError: Phrase | null;
  /** Each read line as the buyer wrote it (`writtenOf`), by line: a line later found bad says it. */
  written?: Map<number, string>;
}

type Column = 'code' | 'name' | 'quantity' | 'unit' | 'unitPrice' | 'supplier';

/** Header names, compared without case, accents, spaces, '_', '-' or '.'. */
const aliases: Record<Column, string[]> = {
  code: ['code', 'cip', 'cip13', 'codecip', 'codecip13', 'cis', 'codecis', 'ean'],
  name: ['name', 'nom', 'designation', 'libelle', 'medicament', 'medicine', 'produit', 'product'],
  quantity: ['quantity', 'quantite', 'qte', 'qty', 'boites', 'boxes', 'nbboites', 'nombredeboites'],
  unit: ['unit', 'unite', 'unitedecompte', 'uniteachat', 'ucdouboite'],
  unitPrice: ['unitprice', 'price', 'prix', 'prixunitaire', 'pu', 'prixht', 'prixunitaireht', 'puht'],
  supplier: ['supplier', 'fournisseur', 'laboratoire', 'lab', 'vendor'],
};
const headerName = (raw: string) => normalizeMedicineName(raw).replace(/[\s_.\-()€]+/g, '');
const byAlias = new Map<string, Column>(
  (Object.keys(aliases) as Column[]).flatMap((c) => aliases[c].map((a) => [a, c] as const)),
);

/** A unit cell's words, compared as header names are (no case, accents or spaces). */
const unitWords = new Map<string, PurchaseUnit>([
  ...['ucd', 'unite', 'unites', 'uniteucd', 'unitedispensation', 'unitesdedispensation', 'u'].map(
    (w) => [w, 'UCD'] as const,
  ),
  ...['box', 'boxes', 'boite', 'boites', 'bte', 'btes', 'bt'].map((w) => [w, 'BOX'] as const),
]);

const MAX_TEXT = 300;
const MAX_QUANTITY = PURCHASE_MAX_QUANTITY;

/**
 * A workbook is first checked entry by entry (files/docx.ts): 20,000 lines of a purchases sheet
 * unpack to a few MB; 60 MB is a bomb. Its first sheet is then read as a stream (readFirstSheet).
 */
const XLSX_RULE = { folder: 'xl/', maxUnpackedBytes: 60_000_000, maxEntries: 2_000 };

const isXlsx = (bytes: Uint8Array) =>
  bytes.length > 4 && bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04;

/**
 * The first sheet's rows, read as a stream (exceljs's WorkbookReader, issue #35): the reading stops
 * one row past the line limit, so that a sheet of 43,009 rows that unpacks to 59 MB is refused
 * after the limit's rows, never loaded whole (the whole workbook in memory took 23 s and 670 MB).
 */
export async function readFirstSheet(
  bytes: Uint8Array,
): Promise<{ line: number; fields: string[] }[] | 'not-workbook' | 'no-sheet'> {
  const input = Readable.from([Buffer.from(bytes)]);
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(input, {
    worksheets: 'emit',
    sharedStrings: 'cache',
    hyperlinks: 'ignore',
    styles: 'ignore',
    entries: 'ignore',
  });
  const rows: { line: number; fields: string[] }[] = [];
  try {
    for await (const sheet of reader) {
      for await (const row of sheet) {
        if (row.hasValues) {
          const fields: string[] = [];
          for (let col = 1; col <= Math.min(row.cellCount, 50); col += 1) {
            const cell = row.getCell(col);
            const value = cell.value;
            // Numbers as numbers (a quantity cell), never as the sheet's display format.
            fields.push(typeof value === 'number' ? String(value) : (cell.text ?? '').trim());
          }
          rows.push({ line: row.number, fields });
        }
        // The header, the limit's lines and one more: enough to say the file is too long.
        if (rows.length > PURCHASES_MAX_LINES + 1) break;
      }
      return rows;
    }
    return 'no-sheet';
  } catch {
    return 'not-workbook';
  } finally {
    input.destroy();
  }
}

/** Rows of cells as text, each with its line (row number) in the file. */
async function readRows(bytes: Uint8Array): Promise<{
  rows: { line: number; fields: string[] }[];
  decimalComma: boolean;
  error?: Phrase;
  badLines: BadPurchaseLine[];
}> {
  if (isXlsx(bytes)) {
    const archive = await checkOfficeArchive(Buffer.from(bytes), XLSX_RULE);
    if (archive !== 'ok') {
      return {
        rows: [],
        decimalComma: true,
        error:
          archive === 'too-large'
            ? phrase('medicines.purchasesFile.workbookTooLarge')
            : phrase('medicines.purchasesFile.notWorkbook'),
        badLines: [],
      };
    }
    const read = await readFirstSheet(bytes);
    if (read === 'not-workbook' || read === 'no-sheet')
      return {
        rows: [],
        decimalComma: true,
        error: phrase(
          read === 'no-sheet' ? 'medicines.purchasesFile.noSheet' : 'medicines.purchasesFile.notWorkbook',
        ),
        badLines: [],
      };
    const rows = read;
    return { rows, decimalComma: true, badLines: [] };
  }
  const { text } = decodeBdpm(bytes);
  const delimiter = detectDelimiter(text);
  const { records, errors } = parseCsvRecords(text, delimiter);
  return {
    rows: records,
    decimalComma: delimiter !== ',',
    badLines: errors.map((e) => ({
      line: e.line,
      reasons: [phrase(e.reasonKey), phrase('medicines.purchasesFile.linesAfterNotRead')],
    })),
  };
}

/** Reads and checks a whole file; never throws for bad content. */
export async function parsePurchasesFile(bytes: Uint8Array): Promise<ParsedPurchases> {
  const result: ParsedPurchases = { lines: [], errors: [], fileError: null, written: new Map() };
  if (bytes.byteLength > PURCHASES_MAX_BYTES) {
    result.fileError = phrase('medicines.purchasesFile.tooManyBytes', {
      bytes: bytes.byteLength,
      limit: PURCHASES_MAX_BYTES,
    });
    return result;
  }
  const { rows, decimalComma, error, badLines } = await readRows(bytes);
  if (error) {
    result.fileError = error;
    return result;
  }
  const [header, ...data] = rows;
  if (!header) {
    result.fileError = phrase('medicines.purchasesFile.empty');
    return result;
  }
  if (data.length > PURCHASES_MAX_LINES) {
    result.fileError = phrase('medicines.purchasesFile.tooManyLines', { max: PURCHASES_MAX_LINES });
    return result;
  }
  const at = new Map<Column, number>();
  header.fields.forEach((raw, index) => {
    const column = byAlias.get(headerName(raw));
    if (column && !at.has(column)) at.set(column, index);
  });
  if (!at.has('quantity') || (!at.has('code') && !at.has('name'))) {
    result.fileError = phrase('medicines.purchasesFile.badHeader', { line: header.line });
    return result;
  }
  result.errors.push(...badLines);
  const cell = (fields: string[], column: Column) => {
    const index = at.get(column);
    return index === undefined ? '' : (fields[index] ?? '').trim();
  };
  for (const { line, fields } of data) {
    const reasons: Phrase[] = [];
    const rawCode = cell(fields, 'code').replace(/\s+/g, '');
    const name = cell(fields, 'name').replace(/\s+/g, ' ');
    const supplier = cell(fields, 'supplier').replace(/\s+/g, ' ');
    if (rawCode === '' && name === '') reasons.push(phrase('medicines.purchasesFile.noCodeNoName'));
    if (rawCode !== '' && !isCip13(rawCode) && !isCis(rawCode))
      reasons.push(phrase('medicines.purchasesFile.badCode', { code: rawCode.slice(0, 40) }));
    if (name.length > MAX_TEXT || supplier.length > MAX_TEXT)
      reasons.push(phrase('medicines.purchasesFile.textTooLong', { max: MAX_TEXT }));
    const rawQuantity = cell(fields, 'quantity');
    const quantity = readFileNumber(rawQuantity, { decimalComma });
    if (rawQuantity === '') reasons.push(phrase('medicines.purchasesFile.quantityEmpty'));
    else if (quantity === null)
      reasons.push(
        phrase('medicines.purchasesFile.quantityNotNumber', { quantity: rawQuantity.slice(0, 40) }),
      );
    else if (quantity <= 0 || quantity > MAX_QUANTITY)
      reasons.push(
        phrase('medicines.purchasesFile.quantityOutOfRange', {
          quantity: { decimal: quantity },
          max: MAX_QUANTITY,
        }),
      );
    const rawUnit = cell(fields, 'unit');
    const unit = rawUnit === '' ? null : (unitWords.get(headerName(rawUnit)) ?? undefined);
    if (unit === undefined)
      reasons.push(phrase('medicines.purchasesFile.badUnit', { unit: rawUnit.slice(0, 40) }));
    // A fraction of a box is a typing error; a count in dispensing units may be one (issue #38). A
    // line without its own unit is checked once the file's unit is known (applyDefaultUnit).
    if (quantity !== null && quantity > 0 && unit === 'BOX' && !Number.isInteger(quantity))
      reasons.push(phrase('medicines.purchasesFile.quantityNotWhole', { quantity: { decimal: quantity } }));
    const rawPrice = cell(fields, 'unitPrice').replace(/\s*€$/, '');
    const unitPrice = rawPrice === '' ? null : readFileNumber(rawPrice, { decimalComma });
    if (rawPrice !== '' && (unitPrice === null || unitPrice < 0 || unitPrice > PURCHASE_MAX_UNIT_PRICE))
      reasons.push(phrase('medicines.purchasesFile.badUnitPrice', { price: rawPrice.slice(0, 40) }));
    const written = writtenOf(fields);
    if (reasons.length > 0) {
      result.errors.push({ line, reasons, written });
      continue;
    }
    result.lines.push({
      line,
      code: rawCode,
      name,
      quantity: quantity as number,
      unit: unit ?? null,
      unitPrice,
      supplier: supplier || null,
    });
    result.written?.set(line, written);
  }
  result.errors.sort((a, b) => a.line - b.line);
  if (result.lines.length === 0 && result.errors.length === 0)
    result.fileError = phrase('medicines.purchasesFile.noPurchase');
  return result;
}

/**
 * The buyer's unit for the lines whose file does not say theirs (issue #38: 'as a column or a
 * choice'): boxes unless the buyer chose UCD. A fraction of a box becomes a bad line, as the
 * parser makes it for a line that says BOX.
 */
export function applyDefaultUnit(parsed: ParsedPurchases, unit: PurchaseUnit): ParsedPurchases {
  const lines: PurchaseInput[] = [];
  const errors = [...parsed.errors];
  for (const line of parsed.lines) {
    const lineUnit = line.unit ?? unit;
    if (lineUnit === 'BOX' && !Number.isInteger(line.quantity))
      errors.push({
        line: line.line,
        reasons: [
          phrase('medicines.purchasesFile.quantityNotWhole', { quantity: { decimal: line.quantity } }),
        ],
        ...(parsed.written?.has(line.line) ? { written: parsed.written.get(line.line)! } : {}),
      });
    else lines.push({ ...line, unit: lineUnit });
  }
  errors.sort((a, b) => a.line - b.line);
  return { ...parsed, lines, errors };
}

/**
 * The bad lines as the answer gives them: each reason said in the language (issue #27), then
 * joined with '; ' (in French too), so an English answer is word for word what it always was.
 */
export function badLinesIn(
  locale: Locale,
  errors: BadPurchaseLine[],
): { line: number; message: string; reasons: Phrase[]; written?: string }[] {
  return errors.map(({ line, reasons, written }) => ({
    line,
    message: reasonsIn(locale, reasons),
    // Issue #40: the phrases too, so that a basket saved or an answer matched again says them
    // from their keys in its own language, never from these words.
    reasons,
    ...(written ? { written } : {}),
  }));
}
