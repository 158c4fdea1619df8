import { describe, expect, it } from 'vitest';
import {
  adoptedFiguresOf,
  formatFootprintHeadline,
  headlineOfEstimate,
  headlineOfResult,
  headlineOfResultDetail,
  roundForHeadline,
} from './footprint-headline';

describe('the footprint headline (issue #36)', () => {
  it("writes an estimate's value and 95 % interval to two significant digits, never a ±", () => {
    const headline = headlineOfEstimate({ value: 15.7896, p2_5: 8.21, p97_5: 36.9 });
    expect(headline).toEqual({ value: 16, low: 8.2, high: 37 });
    expect(formatFootprintHeadline(headline)).toBe('16 kgCO2e/kg, 95 % interval 8.2 to 37');
    // French keeps a figure with its unit, '95 %' and the interval on one line (issue #39).
    expect(formatFootprintHeadline(headline, 'fr')).toBe(
      '16\u00a0kgCO2e/kg, intervalle à 95\u00a0% de 8,2\u00a0à\u00a037',
    );
    expect(formatFootprintHeadline(headline)).not.toContain('±');
  });

  it("writes large and small figures in the language's digits", () => {
    const headline = headlineOfEstimate({ value: 7250, p2_5: 0.0123, p97_5: 13_500 });
    expect(formatFootprintHeadline(headline)).toBe('7,300 kgCO2e/kg, 95 % interval 0.012 to 14,000');
    // French groups thousands with a narrow no-break space and writes a decimal comma.
    expect(formatFootprintHeadline(headline, 'fr')).toMatch(
      /^7\s300\u00a0kgCO2e\/kg, intervalle à 95\u00a0% de 0,012\u00a0à\u00a014\s000$/u,
    );
  });

  it('rounds zero and negatives without surprise', () => {
    expect(roundForHeadline(0)).toBe(0);
    expect(roundForHeadline(-0.456)).toBe(-0.46);
  });

  it("keeps an adopted result's stored interval, and reads staff's own figure as value ± its half-width", () => {
    expect(headlineOfResult({ value: 16, uncertainty: 15, interval: { low: 8.2, high: 37 } })).toEqual({
      value: 16,
      low: 8.2,
      high: 37,
    });
    // 12.4 − 1.1 is 11.299999… in floating point: written to the digits staff gave.
    expect(headlineOfResult({ value: 12.4, uncertainty: 1.1 })).toEqual({
      value: 12.4,
      low: 11.3,
      high: 13.5,
    });
    expect(formatFootprintHeadline(headlineOfResult({ value: 12.4, uncertainty: 1.1 }), 'fr')).toBe(
      '12,4\u00a0kgCO2e/kg, intervalle à 95\u00a0% de 11,3\u00a0à\u00a013,5',
    );
  });
});

describe('adoption keeps the digits shown (issue #36)', () => {
  const estimate = { value: 15.7896, uncertainty: 15.43, p2_5: 8.2134, p97_5: 36.912 };
  it('stores the headline it showed, and the headline of what is stored is the same text', () => {
    const stored = adoptedFiguresOf(estimate);
    expect(stored).toEqual({ value: 16, uncertainty: 15, p2_5: 8.2, p97_5: 37 });
    const shownBeforeAdopting = formatFootprintHeadline(headlineOfEstimate(estimate), 'fr');
    const shownAfter = formatFootprintHeadline(
      headlineOfResultDetail({
        value: stored.value,
        uncertainty: stored.uncertainty,
        origin: 'ESTIMATE',
        estimate: { p2_5: stored.p2_5, p97_5: stored.p97_5 },
      }),
      'fr',
    );
    expect(shownAfter).toBe(shownBeforeAdopting);
  });

  it("writes staff's own result as given, not rounded", () => {
    const detail = {
      value: 12.45,
      uncertainty: 1.1,
      origin: 'STAFF' as const,
      estimate: { p2_5: 1, p97_5: 99 },
    };
    expect(headlineOfResultDetail(detail)).toEqual({ value: 12.45, low: 11.35, high: 13.55 });
  });
});
