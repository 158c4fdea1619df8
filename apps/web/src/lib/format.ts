import { formatDate } from '@pharmatrace/domain';

const amountFormat = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'EUR' });

/** Amounts of the subscription (prepaid amount): euros, the provider invoices in France. */
export function formatAmount(value: number | null | undefined): string {
  return value === null || value === undefined ? '-' : amountFormat.format(value);
}

/** Spec 000 §9 dates (dd/mm/yyyy), '-' when there is none. */
export function formatDateOrDash(value: string | null | undefined): string {
  return formatDate(value) || '-';
}

/** A file's size as people read it (decimal units, like the upload limit's 1.2 million bytes). */
export function formatFileSize(bytes: number): string {
  if (bytes < 1000) return `${bytes} bytes`;
  if (bytes < 1_000_000) return `${Math.round(bytes / 1000)} kB`;
  return `${(bytes / 1_000_000).toFixed(1)} MB`;
}
