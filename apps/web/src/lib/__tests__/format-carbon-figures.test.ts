import { describe, expect, it } from 'vitest';
import { formatCarbon, formatGrams, formatShare, formatTonnes } from '../format-carbon';

describe('carbon figures (issue #16: one format per page)', () => {
  it('gives three significant digits below 100 g and whole grams above', () => {
    expect(formatGrams(1)).toBe('1.00 gCO2eq');
    expect(formatGrams(8.6)).toBe('8.60 gCO2eq');
    expect(formatGrams(18.44)).toBe('18.4 gCO2eq');
    expect(formatGrams(184.4)).toBe('184 gCO2eq');
    expect(formatGrams(8035)).toBe('8,035 gCO2eq');
  });

  it('switches the table to kilograms from 1 kg', () => {
    expect(formatCarbon(999)).toBe('999 gCO2eq');
    expect(formatCarbon(1460)).toBe('1.46 kgCO2eq');
  });
});

describe('carbon figures in French (issue #27: decimal commas)', () => {
  it('writes decimal commas and spaces between thousands', () => {
    expect(formatGrams(18.44, 'fr')).toBe('18,4 gCO2eq');
    expect(formatGrams(8035, 'fr').replace(/\s/gu, ' ')).toBe('8 035 gCO2eq');
    expect(formatCarbon(1460, 'fr')).toBe('1,46 kgCO2eq');
    expect(formatShare(0.817, 'fr').replace(/\s/gu, ' ')).toBe('81,7 %');
    expect(formatTonnes(1234, 'fr')).toBe('1,234 tCO2e');
  });
});
