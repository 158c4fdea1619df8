import { describe, expect, it } from 'vitest';
import { formatCarbon, formatGrams } from './format-carbon';

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
