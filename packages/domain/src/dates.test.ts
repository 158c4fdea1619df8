import { describe, expect, it } from 'vitest';
import { formatDate } from './dates';

describe('formatDate (spec 000 §9: dd/mm/yyyy, zero-padded)', () => {
  it('pads day and month', () => {
    expect(formatDate('2026-01-05')).toBe('05/01/2026');
    expect(formatDate(new Date(2026, 8, 9))).toBe('09/09/2026');
  });

  it('takes a date-only string as written, whatever the time zone', () => {
    expect(formatDate('2026-12-31')).toBe('31/12/2026');
  });

  it('formats a timestamp in local time', () => {
    const local = new Date(2025, 10, 3, 14, 30);
    expect(formatDate(local.toISOString())).toBe('03/11/2025');
  });

  it('gives an empty string for nothing or nonsense', () => {
    expect(formatDate(null)).toBe('');
    expect(formatDate(undefined)).toBe('');
    expect(formatDate('')).toBe('');
    expect(formatDate('not a date')).toBe('');
  });
});
