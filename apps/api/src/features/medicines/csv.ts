import { type MedicineForm, normalizeMedicineName } from '@pharmatrace/domain';

/**
 * The provider's medicine data set as a CSV file (docs/medicines-csv.md): parsing and row
 * validation, with no I/O, so every rule is unit-tested (test/medicines-csv.test.ts).
 * The importer (import.ts) writes only when this module finds nothing wrong.
 */

/** The whole file is read into memory and validated before anything is written: keep it bounded. */
export const MEDICINE_CSV_MAX_BYTES = 50 * 1024 * 1024;
/** The three shares may miss 1 by this much (the provider rounds them). */
export const SHARE_SUM_TOLERANCE = 0.01;
/** Above this a footprint per box is a unit mistake (kg or t written as g), not a medicine. */
export const MAX_CARBON_PER_BOX = 1e8;

export interface MedicineRow {
  id: string;
  name: string;
  smallName: string;
  /** The name as searched (lower case, no accents): see normalizeMedicineName. */
  searchName: string;
  inn: string | null;
  form: MedicineForm | null;
  carbon: number;
  uncertainty: number | null;
  wiselist: string | null;
  emCreation: number;
  emProduction: number;
  emStorage: number;
}

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

/** Column keys, as written in the header (case, spaces, '_' and '-' do not matter). */
const columns = {
  id: { required: true },
  name: { required: true },
  small_name: { required: false },
  inn: { required: false },
  form: { required: false },
  carbon: { required: true },
  uncertainty: { required: false },
  wiselist: { required: false },
  em_creation: { required: true },
  em_production: { required: true },
  em_storage: { required: true },
} as const;
type Column = keyof typeof columns;

const headerKey = (name: string) =>
  name
    .trim()
    .toLowerCase()
    .replace(/[\s_-]+/g, '');
const columnByKey = new Map<string, Column>(
  (Object.keys(columns) as Column[]).map((column) => [headerKey(column), column]),
);

/** French labels are accepted too, since the provider's data comes from the French register. */
const formAliases: Record<string, MedicineForm> = {
  tablet: 'tablet',
  comprime: 'tablet',
  capsule: 'capsule',
  gelule: 'capsule',
  'capsule molle': 'capsule',
};

export interface CsvRecord {
  line: number;
  fields: string[];
}

/**
 * RFC 4180 records: fields may be quoted, a quote inside quotes is doubled, and a quoted field
 * may hold the delimiter and line breaks. Lines end with LF, CRLF or CR. Blank lines are skipped.
 */
export function parseCsvRecords(
  text: string,
  delimiter: string,
): { records: CsvRecord[]; errors: RejectedRow[] } {
  const records: CsvRecord[] = [];
  const errors: RejectedRow[] = [];
  let fields: string[] = [];
  let field = '';
  let line = 1;
  let recordLine = 1;
  let inQuotes = false;
  /** The current field was quoted and its closing quote has been read. */
  let closed = false;
  let recordError: string | null = null;

  const endField = () => {
    fields.push(field);
    field = '';
    closed = false;
  };
  const endRecord = () => {
    endField();
    if (recordError) errors.push({ line: recordLine, reasons: [recordError] });
    else if (!(fields.length === 1 && fields[0]!.trim() === '')) records.push({ line: recordLine, fields });
    fields = [];
    recordError = null;
  };

  for (let i = 0; i < text.length; i += 1) {
    const c = text[i]!;
    if (inQuotes) {
      if (c === '"') {
        if (text[i + 1] === '"') {
          field += '"';
          i += 1;
        } else {
          inQuotes = false;
          closed = true;
        }
      } else {
        if (c === '\n' || (c === '\r' && text[i + 1] !== '\n')) line += 1;
        field += c;
      }
      continue;
    }
    if (c === delimiter) {
      endField();
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && text[i + 1] === '\n') i += 1;
      endRecord();
      line += 1;
      recordLine = line;
    } else if (c === '"' && field.trim() === '' && !closed) {
      // Spaces before an opening quote are tolerated (some spreadsheets write them).
      field = '';
      inQuotes = true;
    } else if (closed) {
      if (c !== ' ' && c !== '\t')
        recordError ??= 'text after a closing quote (a quote inside a field must be doubled: "")';
    } else {
      field += c;
    }
  }
  if (inQuotes) {
    errors.push({ line: recordLine, reasons: ['a quoted field is never closed (missing ")'] });
  } else if (fields.length > 0 || field !== '' || closed) {
    endRecord();
  }
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

/** A decimal number; a decimal comma is accepted (French exports), thousands separators are not. */
export function parseDecimal(raw: string): number | null {
  const value = raw.trim().replace(/\s/g, '');
  if (!/^[+-]?(\d+([.,]\d*)?|[.,]\d+)([eE][+-]?\d+)?$/.test(value)) return null;
  const n = Number(value.replace(',', '.'));
  return Number.isFinite(n) ? n : null;
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

  const { records, errors } = parseCsvRecords(text, detectDelimiter(text));
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
  const missing = (Object.keys(columns) as Column[]).filter((c) => columns[c].required && !positions.has(c));
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
    const get = (column: Column) => {
      const index = positions.get(column);
      return index === undefined ? '' : record.fields[index]!.trim();
    };
    const checked = validateRow(get);
    if ('reasons' in checked) {
      result.rejected.push({ line: record.line, reasons: checked.reasons });
      continue;
    }
    const first = firstLineById.get(checked.row.id);
    if (first !== undefined) {
      result.rejected.push({
        line: record.line,
        reasons: [`id "${checked.row.id}" is already on line ${first}`],
      });
      continue;
    }
    firstLineById.set(checked.row.id, record.line);
    result.rows.push(checked.row);
  }
  result.rejected.sort((a, b) => a.line - b.line);
  if (result.rows.length === 0 && result.rejected.length === 0) {
    result.fileErrors.push('the file has a header but no medicine');
  }
  return result;
}

/** Every rule of one row; all the reasons are reported, not just the first. */
function validateRow(get: (column: Column) => string): { row: MedicineRow } | { reasons: string[] } {
  const reasons: string[] = [];

  const id = get('id');
  if (id === '') reasons.push('id is empty');
  else if (!/^[A-Za-z0-9_.:-]{1,64}$/.test(id))
    reasons.push(`id "${id.slice(0, 70)}" must be 1 to 64 letters, digits, '_', '.', ':' or '-'`);

  for (const column of ['name', 'small_name', 'inn', 'wiselist'] as const) {
    if (/\p{Cc}/u.test(get(column).replace(/[\t\r\n]/g, '')))
      reasons.push(`${column} contains control characters`);
  }
  const name = get('name').replace(/\s+/g, ' ');
  if (name === '') reasons.push('name is empty');
  else if (name.length > 300) reasons.push('name is longer than 300 characters');
  else if (normalizeMedicineName(name) === '') reasons.push('name has no letters or digits');

  // Default: the name without its form ('DOLIPRANE 1000 mg, comprimé' → 'DOLIPRANE 1000 mg').
  const smallName = (get('small_name') || name.split(',')[0]!).replace(/\s+/g, ' ').trim();
  if (smallName.length > 300) reasons.push('small_name is longer than 300 characters');

  const innRaw = get('inn');
  if (innRaw.length > 200) reasons.push('inn is longer than 200 characters');
  // One spelling per substance, so that 'Paracétamol' and 'PARACETAMOL' compare together.
  const inn = innRaw === '' ? null : normalizeMedicineName(innRaw).toUpperCase();

  const formRaw = get('form');
  let form: MedicineForm | null = null;
  if (formRaw !== '') {
    const alias = formAliases[normalizeMedicineName(formRaw)];
    if (alias) form = alias;
    else
      reasons.push(`form "${formRaw.slice(0, 40)}" is not tablet or capsule (the database holds only those)`);
  }

  const carbonRaw = get('carbon');
  const carbon = parseDecimal(carbonRaw);
  if (carbonRaw === '') reasons.push('carbon is empty');
  else if (carbon === null) reasons.push(`carbon "${carbonRaw.slice(0, 40)}" is not a number`);
  else if (carbon <= 0) reasons.push('carbon must be positive (gCO2eq per box)');
  else if (carbon > MAX_CARBON_PER_BOX)
    reasons.push(`carbon ${carbon} is implausibly large for gCO2eq per box (kg or t written as g?)`);

  const uncertaintyRaw = get('uncertainty');
  const uncertainty = uncertaintyRaw === '' ? null : parseDecimal(uncertaintyRaw);
  if (uncertaintyRaw !== '' && uncertainty === null)
    reasons.push(`uncertainty "${uncertaintyRaw.slice(0, 40)}" is not a number`);
  else if (uncertainty !== null && uncertainty < 0) reasons.push('uncertainty must not be negative');

  const wiselist = get('wiselist') || null;
  if (wiselist !== null && !isHttpUrl(wiselist))
    reasons.push('wiselist must be an http(s) link of at most 500 characters');

  const shares = {
    em_creation: parseShare('em_creation', get('em_creation'), reasons),
    em_production: parseShare('em_production', get('em_production'), reasons),
    em_storage: parseShare('em_storage', get('em_storage'), reasons),
  };
  const values = Object.values(shares);
  if (values.every((v) => v !== null)) {
    const sum = values.reduce((a, b) => a + b, 0);
    // A tiny epsilon so that 0.33 + 0.33 + 0.33 is judged on its decimal value, not its float error.
    if (Math.abs(sum - 1) > SHARE_SUM_TOLERANCE + 1e-9)
      reasons.push(
        `em_creation + em_production + em_storage = ${round(sum, 6)}; they must sum to 1 (±${SHARE_SUM_TOLERANCE})`,
      );
  }

  if (reasons.length > 0) return { reasons };
  return {
    row: {
      id,
      name,
      smallName,
      searchName: normalizeMedicineName(name),
      inn,
      form,
      carbon: carbon!,
      uncertainty,
      wiselist,
      emCreation: shares.em_creation!,
      emProduction: shares.em_production!,
      emStorage: shares.em_storage!,
    },
  };
}

function parseShare(column: Column, raw: string, reasons: string[]): number | null {
  if (raw === '') {
    reasons.push(`${column} is empty`);
    return null;
  }
  const n = parseDecimal(raw);
  if (n === null) {
    reasons.push(`${column} "${raw.slice(0, 40)}" is not a number`);
    return null;
  }
  if (n < 0 || n > 1) {
    reasons.push(
      n > 1 && n <= 100
        ? `${column} is ${n}: shares are fractions between 0 and 1 (write 0.25, not 25)`
        : `${column} is ${n}: shares are fractions between 0 and 1`,
    );
    return null;
  }
  return n;
}

function isHttpUrl(value: string): boolean {
  if (value.length > 500) return false;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}

const round = (n: number, digits: number) => Math.round(n * 10 ** digits) / 10 ** digits;
