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
