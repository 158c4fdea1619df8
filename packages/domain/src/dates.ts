const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

function pad(n: number): string {
  return String(n).padStart(2, '0');
}

/**
 * Spec 000 §9: dates are shown as day/month/year with zero padding (dd/mm/yyyy).
 * A date-only string ('2026-01-05') is taken as written, never shifted by the time zone;
 * a timestamp is shown in the viewer's local time. Invalid or empty input gives ''.
 */
export function formatDate(value: string | Date | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  if (typeof value === 'string') {
    const m = DATE_ONLY.exec(value);
    if (m) return `${m[3]}/${m[2]}/${m[1]}`;
  }
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  return `${pad(date.getDate())}/${pad(date.getMonth() + 1)}/${date.getFullYear()}`;
}
