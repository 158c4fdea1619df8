import type { Locale } from '@pharmatrace/domain';
import { formatNumber } from '@/lib/format';

/**
 * A number staff type in either language (issue #27): '1234,5' as French writes it and '1234.5'
 * alike; spaces (French grouping) are dropped. An empty field is NaN, so the schema says it is missing.
 */
export function parseDecimal(text: string): number {
  const compact = text.trim().replace(/[\s\u00a0\u202f]/g, '');
  if (compact === '') return Number.NaN;
  return Number(compact.includes('.') ? compact : compact.replace(',', '.'));
}

/** A stored number as its field shows it: the language's decimal separator, without grouping. */
export function decimalText(language: Locale, value: number): string {
  return formatNumber(value, { useGrouping: false, maximumFractionDigits: 20 }, language);
}

/**
 * What a numeric field holds (decision 0060): a number once its text reads as one, null when it
 * is empty, and the text itself while it reads as no number ('abc'), so that the schema can say
 * '{Field} must be a number' and nothing typed is lost.
 */
export type DecimalValue = number | string | null;

/** A decimal in either notation: one ',' or '.' as its separator, digits on both sides of it or on one. */
const DECIMAL_TEXT = /^-?(\d+([.,]\d*)?|[.,]\d+)$/;

/**
 * The number a field's text reads as: the user's separator, ',' or '.', and French grouping spaces
 * dropped; '12,' on the way to '12,5' reads as 12. null for an empty text, undefined for a text that
 * is no number ('1,234.5' too: a comma and a point together say nothing sure).
 */
export function readDecimal(text: string): number | null | undefined {
  const compact = text.trim().replace(/[\s\u00a0\u202f]/g, '');
  if (compact === '') return null;
  if (!DECIMAL_TEXT.test(compact)) return undefined;
  const value = Number(compact.replace(',', '.'));
  return Number.isFinite(value) ? value : undefined;
}

/** What a field holds for its text (see DecimalValue). */
export function decimalValue(text: string): DecimalValue {
  const value = readDecimal(text);
  return value === undefined ? text : value;
}

/** A held value as its field shows it in a language: '151,16' in French, '151.16' in English. */
export function shownDecimal(language: Locale, value: DecimalValue | undefined): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? decimalText(language, value) : '';
  return localDecimalText(language, value);
}

/** A decimal kept as text ('0.00120', the mass balance's) in a language's notation, its digits as they are. */
export function localDecimalText(language: Locale, text: string): string {
  const trimmed = text.trim();
  if (!/^-?\d+([.,]\d+)?$/.test(trimmed)) return text;
  return language === 'fr' ? trimmed.replace('.', ',') : trimmed.replace(',', '.');
}

/** A decimal kept as text as the API takes it: a point for its separator ('109,13' → '109.13'). */
export function wireDecimalText(text: string): string {
  const trimmed = text.trim();
  return /^-?\d+,\d+$/.test(trimmed) ? trimmed.replace(',', '.') : text;
}
