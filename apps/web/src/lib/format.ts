import { formatDate, formatNumberIn, intlFor, type Locale } from '@pharmatrace/domain';
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
 * Where a time of day is written with the browser's own convention (issue #27): the spec fixes no
 * time format, so English keeps what it always showed ('08:57 AM' in an American browser, '08:57'
 * in a British one); French is always written the French way, 24 h ('08:57'), whatever the browser.
 */
const timeLocale: Record<Locale, string | undefined> = { en: undefined, fr: 'fr-FR' };

/** A time of day, hours and minutes, in the page's language and the reader's time zone. */
export function formatTime(value: string | Date, language: Locale = getLanguage()): string {
  return new Date(value).toLocaleTimeString(timeLocale[language], { hour: '2-digit', minute: '2-digit' });
}

/**
 * A short day and time as the language writes them, through the catalogues' FormatJS formatter:
 * '24/11/2026, 10:00' in English (en-GB, as before), '24/11/2026 10:00' in French.
 */
export function formatDateTime(value: string | Date, language: Locale = getLanguage()): string {
  return intlFor(language).formatDate(value, { dateStyle: 'short', timeStyle: 'short' });
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

/**
 * The values of 'projectList.ofName' for a name: French elides 'de' before a vowel or a mute h
 * ('Rapport d’amoxicilline', never 'Rapport de amoxicilline', issue #39).
 */
export function ofNameValues(name: string): { name: string; start: 'vowel' | 'other' } {
  return { name, start: /^[aeiouyhàâäéèêëîïôöûüÿœæ]/i.test(name.trim()) ? 'vowel' : 'other' };
}
