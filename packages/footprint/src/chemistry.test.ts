import { describe, expect, it } from 'vitest';
import { carbonFraction, incinerationCo2, molecularWeight, parseFormula, readComposition } from './chemistry';
import { formatNumber } from './model/reading';
import { geographiesOf, regionOf, transportDistances } from './regions';

describe('chemistry', () => {
  it('reads formulas and computes their carbon', () => {
    expect(parseFormula('C7H8')).toEqual({ C: 7, H: 8 });
    expect(parseFormula('CH2Cl2')).toEqual({ C: 1, H: 2, Cl: 2 });
    expect(parseFormula('C7H8x')).toBeNull();
    expect(parseFormula('Xy2')).toBeNull();
    expect(molecularWeight('H2O')).toBeCloseTo(18.015, 3);
    // Toluene: 7 × 12.011 / 92.141; burnt: × 44.009/12.011.
    expect(carbonFraction('C7H8')).toBeCloseTo(84.077 / 92.141, 4);
    expect(incinerationCo2('C7H8')).toBeCloseTo((7 * 44.009) / 92.141, 4);
    expect(incinerationCo2('NaOH')).toBe(0);
  });

  it('finds the known substances a rough composition names, with their shares', () => {
    expect(readComposition('toluene 80 %, methanol 20 %').map((p) => [p.substance.name, p.fraction])).toEqual(
      [
        ['toluene', 0.8],
        ['methanol', 0.2],
      ],
    );
    expect(readComposition('5% ethyl acetate in water').map((p) => [p.substance.name, p.fraction])).toEqual([
      ['ethyl acetate', 0.05],
      ['water', null],
    ]);
    expect(readComposition('Acetic acid in water').map((p) => p.substance.name)).toEqual([
      'acetic acid',
      'water',
    ]);
    expect(readComposition('mother liquors')).toEqual([]);
    // Whole words only: 'thf' is not found inside another word.
    expect(readComposition('methfoo')).toEqual([]);
  });
});

describe('regions and distances', () => {
  it('places countries in regions and looks factors up from the country outwards', () => {
    expect(regionOf('FR')).toBe('RER');
    expect(regionOf('in')).toBe('RAS');
    expect(regionOf('BR')).toBe('RLA');
    expect(regionOf(null)).toBeNull();
    expect(geographiesOf('SameCountry', 'FR').map((g) => g.geography)).toEqual(['FR', 'RER', 'GLO', 'RoW']);
    expect(geographiesOf('America', 'FR').map((g) => g.geography)).toEqual(['RNA', 'RLA', 'GLO', 'RoW']);
    expect(geographiesOf('DoNotKnow', 'FR')).toEqual([
      { geography: 'GLO', distance: 0 },
      { geography: 'RoW', distance: 0 },
    ]);
  });

  it('gives default distances per place of production', () => {
    expect(transportDistances('SameCountry', 'FR')).toEqual({ roadKm: 300, seaKm: 0, assumed: false });
    expect(transportDistances('Europe', 'FR')).toEqual({ roadKm: 1000, seaKm: 0, assumed: false });
    expect(transportDistances('Asia', 'FR')).toEqual({ roadKm: 1000, seaKm: 18000, assumed: false });
    expect(transportDistances('Asia', 'IN').seaKm).toBe(0);
    expect(transportDistances('DoNotKnow', 'FR').assumed).toBe(true);
  });
});

describe('formatNumber', () => {
  it('writes figures for messages with thousands separators and a few decimals', () => {
    expect(formatNumber(1234.5)).toBe('1,235');
    expect(formatNumber(18_000)).toBe('18,000');
    expect(formatNumber(12.345)).toBe('12.3');
    expect(formatNumber(2.5)).toBe('2.5');
    expect(formatNumber(0.01234)).toBe('0.012');
    expect(formatNumber(300)).toBe('300');
  });
});
