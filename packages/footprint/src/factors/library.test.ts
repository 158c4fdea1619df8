import { emissionFactorSchema, factorLibrarySchema } from '@pharmatrace/domain';
import { describe, expect, it } from 'vitest';
import { factor } from '../testing';
import { FactorIndex, mergeLibraries, valuePer } from './library';
import { STARTER_LIBRARY_VERSION, starterLibrary } from './starter-library';

describe('the starter library', () => {
  it('is a valid library of openly licensed rows, each with its source, licence and data quality', () => {
    expect(factorLibrarySchema.parse(starterLibrary)).toEqual(starterLibrary);
    const licences = new Set(starterLibrary.factors.map((f) => f.licence));
    for (const licence of licences) {
      expect(licence).toMatch(
        /CC BY 4\.0|Open Government Licence v3\.0|Published scientific figures|Computed|Pharmatrace|US LCI database .*MIT licence/,
      );
    }
    expect(
      starterLibrary.factors.some((f) =>
        /ecoinvent|Environmental Footprint|IEA/i.test(`${f.source} ${f.licence}`),
      ),
    ).toBe(false);
    // A figure not checked against its source says so and is rated accordingly.
    for (const f of starterLibrary.factors.filter((f) => /recalled/.test(f.note ?? ''))) {
      expect(f.dqr.reliability).toBeGreaterThanOrEqual(3);
    }
  });

  it('holds the DESNZ 2025 rows as read from the publisher’s file, each naming its row, with the fuels’ upstream', () => {
    const desnz = starterLibrary.factors.filter((f) =>
      f.source.startsWith('UK Government GHG Conversion Factors'),
    );
    expect(desnz.length).toBeGreaterThanOrEqual(25);
    for (const f of desnz) {
      expect(f.year).toBe(2025);
      expect(f.note ?? '').not.toMatch(/recalled/);
      // Read from the file (row id) or computed from rows that are.
      expect(f.note ?? '').toMatch(/row \d+_\d+_\d+_\d+_\d+|Computed/);
    }
    const index = new FactorIndex(starterLibrary);
    const glo = [{ geography: 'GLO', distance: 0 }];
    const value = (kind: 'fuel' | 'freight' | 'packaging' | 'waste-treatment', key: string) =>
      index.byKeyIn(kind, key, glo)?.factor.value;
    // The figures as the 2025 flat file prints them (sheet 'Factors by Category').
    expect(value('fuel', 'NaturalGas')).toBe(0.18296);
    expect(value('fuel', 'WTT:NaturalGas')).toBe(0.03021);
    expect(value('fuel', 'WTT:FuelOil')).toBe(0.69539);
    expect(value('packaging', 'pvc')).toBe(2.94476);
    expect(value('packaging', 'paper-board')).toBe(1.19973);
    expect(value('waste-treatment', 'incineration')).toBe(4.68568);
    // Freight: the vehicle's fuel plus its upstream.
    expect(value('freight', 'road')).toBe(0.12522);
    expect(value('freight', 'sea')).toBe(0.01977);
    expect(value('freight', 'rail')).toBe(0.0347);
    expect(value('freight', 'air')).toBe(0.66646);
  });

  it('computes refrigerant blends from their parts and the end of life of solvents from their formula', () => {
    const index = new FactorIndex(starterLibrary);
    const glo = [{ geography: 'GLO', distance: 0 }];
    // R-410A: 50 % HFC-32 (771) + 50 % HFC-125 (3740).
    expect(index.byKeyIn('refrigerant', 'R-410A', glo)?.factor.value).toBeCloseTo(2255.5, 6);
    expect(index.byKeyIn('end-of-life', '108-88-3', glo)?.factor.value).toBeCloseTo((7 * 44.009) / 92.141, 3);
    expect(index.byNameIn('end-of-life', 'Toluene', glo)?.factor.key).toBe('108-88-3');
  });

  it('holds the refrigerant gases as IPCC AR6 Table 7.SM.7 prints them, rated 1, and says which gases it does not list', () => {
    const index = new FactorIndex(starterLibrary);
    const glo = [{ geography: 'GLO', distance: 0 }];
    const gas = (key: string) => index.byKeyIn('refrigerant', key, glo)?.factor;
    // The GWP100 column of metrics_supplement_cleaned.csv (chrisroadmap/ar6 @24f2792).
    const read: [string, number][] = [
      ['HFC-134a', 1530],
      ['HFC-143a', 5810],
      ['HFC-227ea', 3600],
      ['PFC-218', 9290],
      ['R-22', 1960],
      ['HFO-1234yf', 0.501],
      ['HFO-1234ze(E)', 1.37],
      ['R-290 (propane)', 0.02],
      ['R-600 (butane)', 0.006],
    ];
    for (const [key, value] of read) {
      expect(gas(key)).toMatchObject({ value, dqr: { reliability: 1 } });
      expect(gas(key)?.note).toMatch(/read from IPCC AR6 WG I Table 7\.SM\.7/);
    }
    expect(gas('R-600a (isobutane)')?.note).toMatch(/Not listed in IPCC AR6/);
    // Blends are computed from their parts; their shares are recalled and rated so.
    expect(gas('R-404A')?.note).toMatch(/recalled/);
    expect(gas('R-404A')?.dqr.reliability).toBeGreaterThanOrEqual(3);
  });

  it('finds a country’s grid factor, else its region’s, else the world’s', () => {
    const index = new FactorIndex(starterLibrary);
    const at = (country: string) =>
      index.byKeyIn('electricity', 'Electricity', [
        { geography: country, distance: 0 },
        { geography: 'RER', distance: 1 },
        { geography: 'GLO', distance: 2 },
      ]);
    expect(at('FR')).toMatchObject({ distance: 0, factor: { geography: 'FR', value: 0.05602 } });
    expect(at('LU')).toMatchObject({ distance: 1, factor: { geography: 'RER' } });
    // Read from Ember's 2023 figures (gCO2e/kWh → kgCO2e/kWh), rated 1, each naming its area.
    expect(at('IT')?.factor).toMatchObject({ value: 0.33072, dqr: { reliability: 1 } });
    expect(at('LU')?.factor).toMatchObject({ value: 0.24355 });
    expect(at('LU')?.factor.note).toMatch(/co2\.js .*commit 5285f94.* Area: EU\./);
    expect(
      index.byKeyIn('electricity', 'Electricity', [{ geography: 'GLO', distance: 0 }])?.factor.value,
    ).toBe(0.4816);
  });
});

describe('mergeLibraries', () => {
  it('lets imported rows replace the starter rows of the same kind, key and geography', () => {
    const imported = [
      factor('electricity', 'Electricity', 0.05, { geography: 'FR', unit: 'kgCO2e/kWh', source: 'Licensed' }),
      factor('material', '108-88-3', 1.2, { source: 'Licensed' }),
      factor('material', '110-54-3', 0.9, { source: 'Licensed' }),
    ];
    const merged = mergeLibraries(starterLibrary, { version: '4', factors: imported });
    expect(merged.version).toBe(`${STARTER_LIBRARY_VERSION}+provider.4`);
    const frGrid = merged.factors.filter((f) => f.kind === 'electricity' && f.geography === 'FR');
    expect(frGrid).toEqual([expect.objectContaining({ value: 0.05, imported: true })]);
    expect(merged.factors.length).toBe(starterLibrary.factors.length + 1);
    expect(mergeLibraries(starterLibrary, null)).toBe(starterLibrary);
    for (const f of merged.factors) expect(emissionFactorSchema.safeParse(f).success).toBe(true);
  });

  it('converts units where a factor is applied', () => {
    expect(valuePer(factor('material', 'x', 2000, { unit: 'kgCO2e/t' }), 'kg')).toBe(2);
    expect(valuePer(factor('fuel', 'x', 50, { unit: 'kgCO2e/MJ' }), 'kWh')).toBe(180);
    expect(valuePer(factor('fuel', 'x', 50, { unit: 'kgCO2e/MJ' }), 'litre')).toBeNull();
  });
});
