import { formatDate, formatNumberIn, type Locale } from '@pharmatrace/domain';
import { getLanguage } from './language';

/**
 * Numbers as the page's language writes them (issue #27): '1,234.5' in English, '1 234,5' in
 * French, always through Intl (FormatJS) and never by hand. Each function takes the language as
 * an optional last argument; without it, the page's current language. Dates stay dd/mm/yyyy in
 * every language (spec 000 §9).
 */

/** A number in the page's language ('0.25' → '0,25' in French). */
export function formatNumber(
  value: number,
  options?: Parameters<typeof formatNumberIn>[2],
  language: Locale = getLanguage(),
): string {
  return formatNumberIn(language, value, options);
}

/** Amounts of the subscription (prepaid amount): euros, the provider invoices in France. */
export function formatAmount(value: number | null | undefined, language: Locale = getLanguage()): string {
  return value === null || value === undefined
    ? '-'
    : formatNumberIn(language, value, { style: 'currency', currency: 'EUR' });
}

/** Spec 000 §9 dates (dd/mm/yyyy), '-' when there is none. */
export function formatDateOrDash(value: string | null | undefined): string {
  return formatDate(value) || '-';
}

/**
 * A file's size as people read it (decimal units, like the upload limit's 1.2 million bytes):
 * '500 bytes', '12 kB', '1.2 MB'; in French '500 octets', '12 ko', '1,2 Mo' (Intl's unit names).
 */
export function formatFileSize(bytes: number, language: Locale = getLanguage()): string {
  if (bytes < 1000)
    return formatNumberIn(language, bytes, { style: 'unit', unit: 'byte', unitDisplay: 'long' });
  // Rounded as before (Math.round, toFixed), then written by Intl: the same figures in both languages.
  if (bytes < 1_000_000) {
    return formatNumberIn(language, Math.round(bytes / 1000), { style: 'unit', unit: 'kilobyte' });
  }
  return formatNumberIn(language, Number((bytes / 1_000_000).toFixed(1)), {
    style: 'unit',
    unit: 'megabyte',
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  });
}
