/**
 * Reading the document as it is stored, or as the form holds it while the client types: numbers
 * arrive as text ('12.5', '12,5', '12.' half typed), any field may be missing, and nothing here
 * throws. What cannot be read is simply absent, and the method reports the gap.
 */

export type Row = Record<string, unknown>;

export const isRow = (value: unknown): value is Row =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export const rowOf = (value: unknown): Row => (isRow(value) ? value : {});

export const listOf = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);

/** A trimmed text, or '' for anything else. */
export function text(value: unknown): string {
  return typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '';
}

/**
 * A number of 0 or more typed as text or sent as a number; null when empty, negative or not a
 * number. A decimal comma is read as a point ('12,5'), and a half-typed '12.' as 12.
 */
export function quantity(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) && value >= 0 ? value : null;
  const raw = text(value);
  if (!/^(\d+([.,]\d*)?|[.,]\d+)$/.test(raw)) return null;
  const n = Number(raw.replace(',', '.'));
  return Number.isFinite(n) ? n : null;
}

/** A positive quantity, or null. */
export const positive = (value: unknown): number | null => {
  const n = quantity(value);
  return n !== null && n > 0 ? n : null;
};

/** Whether any of the fields is filled: a row with none is an empty line, ignored (spec 001 §5). */
export const isStarted = (row: Row, keys: readonly string[]) => keys.some((key) => text(row[key]) !== '');

/**
 * 1234.5 → '1,235', 12.345 → '12.3', 0.01234 → '0.012': for messages and labels (3 significant
 * figures or the units; no Intl, which costs more than the whole estimate on every keystroke).
 */
export function formatNumber(n: number): string {
  const digits = significantDigits(n);
  const fixed = roundedForMessage(n).toFixed(digits);
  const trimmed = digits > 0 ? fixed.replace(/\.?0+$/, '') : fixed;
  const [whole, decimals] = trimmed.split('.');
  const grouped = whole!.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return decimals ? `${grouped}.${decimals}` : grouped;
}

const significantDigits = (n: number) =>
  Math.abs(n) >= 100 ? 0 : Math.abs(n) >= 10 ? 1 : Math.abs(n) >= 1 ? 2 : 3;

/**
 * A number rounded as `formatNumber` rounds it, for a phrase's `{x, number}`, which then writes it
 * as the reader's language does ('1,235' in English, '1 235' in French; issue #27).
 */
export function roundedForMessage(n: number): number {
  const digits = significantDigits(n);
  return Math.round(n * 10 ** digits) / 10 ** digits;
}
