import { z } from 'zod';
import { type MedicineForm, medicineStrength, normalizeMedicineName } from './medicine';

/**
 * The rules of one row of the provider's medicine CSV file (docs/medicines-csv.md), as a schema:
 * the importer (apps/api features/medicines/csv.ts) reads the file with csv-parse and hands each
 * row here, as the raw text of its columns. Every broken rule is one issue whose message is the
 * reason the import report prints, so all of a row's reasons are reported, not just the first.
 */

/** At most this many presentation codes on one medicine (a column lists them separated by | or spaces). */
export const MAX_CIP13_PER_MEDICINE = 50;

/** A CIS code: the 8 digits that identify a medicine in the French public medicine database (BDPM). */
export const isCis = (code: string) => /^\d{8}$/.test(code);

/**
 * A CIP13 code: 13 digits, the last an EAN-13 check digit (CIP13 codes are EAN-13 numbers,
 * prefix 34009 for medicines sold in France).
 */
export function isCip13(code: string): boolean {
  if (!/^\d{13}$/.test(code)) return false;
  return code.charCodeAt(12) - 48 === ean13CheckDigit(code.slice(0, 12));
}

/** The EAN-13 check digit of 12 digits: weights 1 and 3 alternating from the left. */
export function ean13CheckDigit(first12: string): number {
  let sum = 0;
  for (let i = 0; i < 12; i += 1) sum += (first12.charCodeAt(i) - 48) * (i % 2 === 0 ? 1 : 3);
  return (10 - (sum % 10)) % 10;
}

/** An ATC code at any level from the anatomical group (N) to the substance (N02BE01). */
export const isAtc = (code: string) => /^[A-Z](\d{2}([A-Z]([A-Z](\d{2})?)?)?)?$/.test(code);

/** The three shares may miss 1 by this much (the provider rounds them). */
export const SHARE_SUM_TOLERANCE = 0.01;
/** Above this a footprint per box is a unit mistake (kg or t written as g), not a medicine. */
export const MAX_CARBON_PER_BOX = 1e8;

/** The columns of the file; the header names them (case, spaces, '_' and '-' do not matter). */
export const medicineCsvColumns = {
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
  cis: { required: false },
  cip13: { required: false },
  atc: { required: false },
} as const;
export type MedicineCsvColumn = keyof typeof medicineCsvColumns;

/** A medicine as the importer stores it. */
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
  /** The medicine's CIS code (8 digits, French register), or null. */
  cis: string | null;
  /** Its presentations' CIP13 codes (13 digits each); may be empty. */
  cip13: string[];
  /** Its ATC class (e.g. N02BE01), or null. */
  atc: string | null;
  /** The strength written in its name (medicineStrength), or null. */
  strength: string | null;
}

/** French labels are accepted too, since the provider's data comes from the French register. */
const formAliases: Record<string, MedicineForm> = {
  tablet: 'tablet',
  comprime: 'tablet',
  capsule: 'capsule',
  gelule: 'capsule',
  'capsule molle': 'capsule',
};

/**
 * A decimal number, or null. A decimal comma is read only where the comma cannot be a
 * thousands separator, i.e. in a file whose fields are not separated by commas (French exports
 * use ';'): in a comma-separated file, a quoted "1,460" is refused instead of read as 1.46.
 * Spaces inside a number are refused too ("1 460"): the format has no thousands separators.
 */
export function parseDecimal(raw: string, { decimalComma = true } = {}): number | null {
  const value = raw.trim();
  const pattern = decimalComma
    ? /^[+-]?(\d+([.,]\d*)?|[.,]\d+)([eE][+-]?\d+)?$/
    : /^[+-]?(\d+(\.\d*)?|\.\d+)([eE][+-]?\d+)?$/;
  if (!pattern.test(value)) return null;
  const n = Number(value.replace(',', '.'));
  return Number.isFinite(n) ? n : null;
}

const round = (n: number, digits: number) => Math.round(n * 10 ** digits) / 10 ** digits;

function isHttpUrl(value: string): boolean {
  if (value.length > 500) return false;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}

const hasControlCharacters = (value: string) => /\p{Cc}/u.test(value.replace(/[\t\r\n]/g, ''));

/** The raw text of each column, trimmed; a column the file does not have is ''. */
const cell = z.string().trim().default('');

/**
 * One row, checked and turned into a MedicineRow. `decimalComma`: whether numbers may use a
 * decimal comma (false in a comma-separated file, see parseDecimal).
 */
export function medicineCsvRowSchema({ decimalComma }: { decimalComma: boolean }) {
  const notANumber = (column: string, raw: string) =>
    decimalComma || !raw.includes(',')
      ? `${column} "${raw.slice(0, 40)}" is not a number`
      : `${column} "${raw.slice(0, 40)}" is not a number: in a comma-separated file write decimals with a point (1460.5), without thousands separators`;

  const share = (column: MedicineCsvColumn) =>
    cell.transform((raw, ctx) => {
      const fail = (message: string) => {
        ctx.addIssue({ code: 'custom', message, path: [] });
        return null;
      };
      if (raw === '') return fail(`${column} is empty`);
      const n = parseDecimal(raw, { decimalComma });
      if (n === null) return fail(notANumber(column, raw));
      if (n < 0 || n > 1) {
        return fail(
          n > 1 && n <= 100
            ? `${column} is ${n}: shares are fractions between 0 and 1 (write 0.25, not 25)`
            : `${column} is ${n}: shares are fractions between 0 and 1`,
        );
      }
      return n;
    });

  const text = (column: MedicineCsvColumn) =>
    cell.refine((value) => !hasControlCharacters(value), `${column} contains control characters`);

  return z
    .object({
      id: cell.superRefine((id, ctx) => {
        if (id === '') ctx.addIssue({ code: 'custom', message: 'id is empty' });
        else if (!/^[A-Za-z0-9_.:-]{1,64}$/.test(id))
          ctx.addIssue({
            code: 'custom',
            message: `id "${id.slice(0, 70)}" must be 1 to 64 letters, digits, '_', '.', ':' or '-'`,
          });
      }),
      name: text('name')
        .transform((name) => name.replace(/\s+/g, ' '))
        .superRefine((name, ctx) => {
          if (name === '') ctx.addIssue({ code: 'custom', message: 'name is empty' });
          else if (name.length > 300)
            ctx.addIssue({ code: 'custom', message: 'name is longer than 300 characters' });
          else if (normalizeMedicineName(name) === '')
            ctx.addIssue({ code: 'custom', message: 'name has no letters or digits' });
        }),
      small_name: text('small_name').refine(
        (v) => v.length <= 300,
        'small_name is longer than 300 characters',
      ),
      // One spelling per substance, so that 'Paracétamol' and 'PARACETAMOL' compare together.
      inn: text('inn')
        .refine((v) => v.length <= 200, 'inn is longer than 200 characters')
        .transform((v) => (v === '' ? null : normalizeMedicineName(v).toUpperCase())),
      form: cell.transform((raw, ctx): MedicineForm | null => {
        if (raw === '') return null;
        const form = formAliases[normalizeMedicineName(raw)];
        if (form) return form;
        ctx.addIssue({
          code: 'custom',
          message: `form "${raw.slice(0, 40)}" is not tablet or capsule (the database holds only those)`,
        });
        return null;
      }),
      carbon: cell.transform((raw, ctx) => {
        const fail = (message: string) => {
          ctx.addIssue({ code: 'custom', message });
          return 0;
        };
        if (raw === '') return fail('carbon is empty');
        const carbon = parseDecimal(raw, { decimalComma });
        if (carbon === null) return fail(notANumber('carbon', raw));
        if (carbon <= 0) return fail('carbon must be positive (gCO2eq per box)');
        if (carbon > MAX_CARBON_PER_BOX)
          return fail(`carbon ${carbon} is implausibly large for gCO2eq per box (kg or t written as g?)`);
        return carbon;
      }),
      uncertainty: cell.transform((raw, ctx) => {
        if (raw === '') return null;
        const n = parseDecimal(raw, { decimalComma });
        if (n === null) ctx.addIssue({ code: 'custom', message: notANumber('uncertainty', raw) });
        else if (n < 0) ctx.addIssue({ code: 'custom', message: 'uncertainty must not be negative' });
        return n;
      }),
      wiselist: text('wiselist')
        .refine((v) => v === '' || isHttpUrl(v), 'wiselist must be an http(s) link of at most 500 characters')
        .transform((v) => v || null),
      em_creation: share('em_creation'),
      em_production: share('em_production'),
      em_storage: share('em_storage'),
      cis: cell.transform((raw, ctx) => {
        if (raw === '') return null;
        if (!isCis(raw))
          ctx.addIssue({ code: 'custom', message: `cis "${raw.slice(0, 40)}" is not 8 digits` });
        return raw;
      }),
      cip13: cell.transform((raw, ctx) => {
        const codes = raw.split(/[\s|]+/).filter((c) => c !== '');
        if (codes.length > MAX_CIP13_PER_MEDICINE)
          ctx.addIssue({ code: 'custom', message: `cip13 lists more than ${MAX_CIP13_PER_MEDICINE} codes` });
        for (const code of codes.slice(0, MAX_CIP13_PER_MEDICINE)) {
          if (!isCip13(code))
            ctx.addIssue({
              code: 'custom',
              message: `cip13 "${code.slice(0, 40)}" is not a CIP13 code (13 digits with a valid check digit)`,
            });
        }
        return [...new Set(codes)];
      }),
      atc: cell.transform((raw, ctx) => {
        if (raw === '') return null;
        const atc = raw.toUpperCase();
        if (!isAtc(atc))
          ctx.addIssue({
            code: 'custom',
            message: `atc "${raw.slice(0, 40)}" is not an ATC code (e.g. N02BE01)`,
          });
        return atc;
      }),
    })
    .superRefine(
      (row, ctx) => {
        const shares = [row.em_creation, row.em_production, row.em_storage];
        if (shares.some((v) => typeof v !== 'number')) return;
        const sum = (shares as number[]).reduce((a, b) => a + b, 0);
        // A tiny epsilon so that 0.33 + 0.33 + 0.33 is judged on its decimal value, not its float error.
        if (Math.abs(sum - 1) > SHARE_SUM_TOLERANCE + 1e-9)
          ctx.addIssue({
            code: 'custom',
            message: `em_creation + em_production + em_storage = ${round(sum, 6)}; they must sum to 1 (±${SHARE_SUM_TOLERANCE})`,
          });
      },
      // Also when another column is wrong: the report lists all of a row's reasons at once.
      { when: () => true },
    )
    .transform(
      (row): MedicineRow => ({
        id: row.id,
        name: row.name,
        // Default: the name without its form ('DOLIPRANE 1000 mg, comprimé' → 'DOLIPRANE 1000 mg').
        smallName: (row.small_name || row.name.split(',')[0]!).replace(/\s+/g, ' ').trim(),
        searchName: normalizeMedicineName(row.name),
        inn: row.inn,
        form: row.form,
        carbon: row.carbon,
        uncertainty: row.uncertainty,
        wiselist: row.wiselist,
        emCreation: row.em_creation as number,
        emProduction: row.em_production as number,
        emStorage: row.em_storage as number,
        cis: row.cis,
        cip13: row.cip13,
        atc: row.atc,
        strength: medicineStrength(row.name),
      }),
    );
}
