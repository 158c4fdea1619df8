import { translate } from '@pharmatrace/domain';
import { afterEach, describe, expect, it } from 'vitest';
import {
  formatAmount,
  formatDateOrDash,
  formatDateTime,
  formatFileSize,
  formatNumber,
  formatTime,
  ofNameValues,
} from '../format';
import { setLanguage } from '../language';

/** Issue #27: numbers as the page's language writes them (decimal commas in French), dates dd/mm/yyyy. */

afterEach(() => setLanguage('en'));

/** Intl separates French thousands with a narrow no-break space: written plainly here for reading. */
const plain = (text: string) => text.replace(/[\u202f\u00a0]/g, ' ');

describe('formats by the page language', () => {
  it('writes English numbers as before', () => {
    expect(formatAmount(1200.5)).toBe('€1,200.50');
    expect(formatAmount(null)).toBe('-');
    expect(formatNumber(1234.5)).toBe('1,234.5');
    expect(formatFileSize(500)).toBe('500 bytes');
    expect(formatFileSize(12_400)).toBe('12 kB');
    expect(formatFileSize(1_200_000)).toBe('1.2 MB');
    // Rounded as toFixed always did: 1.15 is stored as 1.1499…
    expect(formatFileSize(1_150_000)).toBe('1.1 MB');
  });

  it('writes French numbers with a decimal comma, following the current language', () => {
    setLanguage('fr');
    expect(plain(formatAmount(1200.5))).toBe('1 200,50 €');
    expect(plain(formatNumber(1234.5))).toBe('1 234,5');
    expect(formatNumber(0.25, { maximumFractionDigits: 2 })).toBe('0,25');
    expect(plain(formatFileSize(500))).toBe('500 octets');
    expect(plain(formatFileSize(12_400))).toBe('12 ko');
    expect(plain(formatFileSize(1_200_000))).toBe('1,2 Mo');
  });

  it('takes the language as an argument too, and keeps dates dd/mm/yyyy in both', () => {
    expect(plain(formatAmount(3.5, 'fr'))).toBe('3,50 €');
    expect(formatNumber(3.5, undefined, 'en')).toBe('3.5');
    expect(formatDateOrDash('2026-03-12')).toBe('12/03/2026');
    setLanguage('fr');
    expect(formatDateOrDash('2026-03-12')).toBe('12/03/2026');
    expect(formatDateOrDash(null)).toBe('-');
  });

  // 08:57 in the reader's own time zone, whichever zone the tests run in.
  const morning = new Date(2026, 10, 26, 8, 57);
  const evening = new Date(2026, 10, 26, 20, 5);
  /** The browser's own way with a time (the tests' Node runs in 'en-US': '08:57 AM'). */
  const browserTime = (date: Date) =>
    date.toLocaleTimeString(undefined, { hour: '2-digit', minute: '2-digit' });

  it('writes a time of day 24 h in French, whatever the browser (issue #27)', () => {
    setLanguage('fr');
    expect(formatTime(morning)).toBe('08:57');
    expect(formatTime(evening.toISOString())).toBe('20:05');
    expect(formatTime(morning, 'fr')).toBe('08:57');
  });

  it('keeps English times as the browser always wrote them', () => {
    expect(formatTime(morning)).toBe(browserTime(morning));
    expect(formatTime(evening, 'en')).toBe(browserTime(evening));
    expect(formatTime(morning, 'en')).toMatch(/08:57/);
  });

  it('writes a short day and time: en-GB in English, French in French', () => {
    expect(formatDateTime(morning)).toBe('26/11/2026, 08:57');
    expect(formatDateTime(evening.toISOString(), 'en')).toBe('26/11/2026, 20:05');
    setLanguage('fr');
    expect(formatDateTime(morning)).toBe('26/11/2026 08:57');
    expect(formatDateTime(evening, 'fr')).toBe('26/11/2026 20:05');
  });
});

describe('a project named in a link’s hidden words (issue #39)', () => {
  it('elides French de before a vowel or a mute h, and leaves English as it was', () => {
    expect(translate('fr', 'projectList.ofName', ofNameValues('amoxicilline'))).toBe('d’amoxicilline');
    expect(translate('fr', 'projectList.ofName', ofNameValues('Héparine'))).toBe('d’Héparine');
    expect(translate('fr', 'projectList.ofName', ofNameValues('paracétamol'))).toBe('de paracétamol');
    expect(translate('en', 'projectList.ofName', ofNameValues('amoxicilline'))).toBe('of amoxicilline');
  });
});
