import { describe, expect, it } from 'vitest';
import {
  formatCarbon,
  formatGrams,
  formatKgCO2e,
  formatKilograms,
  formatNumber,
  formatQuantity,
  formatRatio,
  formatShare,
  formatTonnes,
} from '../format-carbon';

// Intl writes French groups with a narrow no-break space and '%' after a no-break space.
const fr = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('the carbon figures in each language (issue #16, #27)', () => {
  it('writes grams with three significant digits below 100 g, whole grams above', () => {
    expect([0.9, 1, 8.6, 18.4, 184, 8035].map((g) => formatGrams(g))).toEqual([
      '0.900 gCO2eq',
      '1.00 gCO2eq',
      '8.60 gCO2eq',
      '18.4 gCO2eq',
      '184 gCO2eq',
      '8,035 gCO2eq',
    ]);
    expect([8.6, 18.4, 8035].map((g) => fr(formatGrams(g, 'fr')))).toEqual([
      '8,60 gCO2eq',
      '18,4 gCO2eq',
      '8 035 gCO2eq',
    ]);
  });

  it('gives kilograms from 1 kg, and the other figures with their own digits', () => {
    expect(formatKilograms(8035)).toBe('8.04 kgCO2eq');
    expect(formatCarbon(999)).toBe('999 gCO2eq');
    expect(fr(formatCarbon(12_345.6, 'fr'))).toBe('12,35 kgCO2eq');
    expect(formatShare(0.817)).toBe('81.7%');
    expect(fr(formatShare(0.817, 'fr'))).toBe('81,7 %');
    expect(formatTonnes(1234.5)).toBe('1.235 tCO2e');
    expect(fr(formatTonnes(1234.5, 'fr'))).toBe('1,235 tCO2e');
    expect(formatKgCO2e(12.34)).toBe('12.3 kgCO2e');
    expect(formatQuantity(1200)).toBe('1,200');
    expect(fr(formatQuantity(12.5, 'fr'))).toBe('12,5');
    expect(formatNumber(0.12345)).toBe('0.123');
    expect(fr(formatNumber(1136, 'fr'))).toBe('1 136');
    expect(formatRatio(2)).toBe('2.0');
    expect(formatRatio(2, 'fr')).toBe('2,0');
  });
});
