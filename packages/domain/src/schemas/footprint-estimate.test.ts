import { describe, expect, it } from 'vitest';
import { sayPhrase } from '../i18n/phrase';
import { phraseOfIssue } from '../i18n/said';
import {
  emissionFactorCsvRowSchema,
  footprintResultDetailSchema,
  resultDiffersFromEstimate,
} from './footprint-estimate';

const row = {
  kind: '',
  key: '108-88-3',
  name: 'toluene, production',
  aliases: 'methylbenzene | toluol',
  unit: 'kgCO2e/kg',
  value: '1.23',
  geography: 'RER',
  source: 'Licensed database 3.10',
  licence: 'Provider licence',
  year: '2024',
  dqr_technological: '2',
  dqr_geographical: '2',
  dqr_temporal: '1',
  dqr_reliability: '',
  note: '',
  density: '',
  source_sigma: '',
};

describe('emissionFactorCsvRowSchema', () => {
  it('makes every reason a row is refused for as its phrase, whose English is the message (issue #40)', () => {
    const bad = {
      ...row,
      kind: 'bogus',
      key: '',
      unit: 'kg',
      value: 'abc',
      geography: 'Europe',
      source: '',
      year: '20x5',
      dqr_technological: '9',
      density: '99',
      source_sigma: 'wide',
    };
    const result = emissionFactorCsvRowSchema.safeParse(bad);
    expect(result.success).toBe(false);
    const issues = result.error!.issues;
    expect(issues.length).toBeGreaterThanOrEqual(9);
    for (const issue of issues) {
      const said = phraseOfIssue(issue);
      expect(said, issue.message).toBeDefined();
      expect(sayPhrase('en', said!)).toBe(issue.message);
      expect(sayPhrase('fr', said!)).not.toBe(issue.message);
    }
    const french = issues.map((issue) => sayPhrase('fr', phraseOfIssue(issue)!));
    expect(french).toContain('dqr_technological "9" n’est pas une note de 1 à 5');
    expect(french).toContain('year "20x5" n’est pas une année de 1990 à 2100');
    expect(issues.map((issue) => issue.message)).toContain('year "20x5" is not a year from 1990 to 2100');
  });

  it('turns a good row into an imported material factor', () => {
    expect(emissionFactorCsvRowSchema.parse(row)).toEqual({
      kind: 'material',
      key: '108-88-3',
      name: 'toluene, production',
      aliases: ['methylbenzene', 'toluol'],
      unit: 'kgCO2e/kg',
      value: 1.23,
      geography: 'RER',
      source: 'Licensed database 3.10',
      licence: 'Provider licence',
      year: 2024,
      dqr: { technological: 2, geographical: 2, temporal: 1, reliability: 2 },
      imported: true,
    });
    expect(emissionFactorCsvRowSchema.parse({ ...row, geography: 'row' }).geography).toBe('RoW');
  });

  it('reports every broken rule of a row, in words', () => {
    const result = emissionFactorCsvRowSchema.safeParse({
      ...row,
      kind: 'magic',
      unit: 'g/kg',
      value: '1,2',
      geography: 'Europe',
      year: '24',
      dqr_temporal: '6',
      source: '',
    });
    expect(result.success).toBe(false);
    expect(result.error!.issues.map((i) => i.message)).toEqual([
      expect.stringContaining('kind "magic" is not one of material'),
      expect.stringContaining('unit "g/kg" is not one of'),
      expect.stringContaining('value "1,2" is not a number'),
      expect.stringContaining('geography "Europe" is not a country code'),
      'source is empty',
      'year "24" is not a year from 1990 to 2100',
      'dqr_temporal "6" is not a rating from 1 to 5',
    ]);
  });
});

describe('emissionFactorCsvRowSchema: units the method can use (method 2.0)', () => {
  const reasons = (extra: Record<string, string>) => {
    const result = emissionFactorCsvRowSchema.safeParse({ ...row, ...extra });
    return result.success ? [] : result.error.issues.map((i) => i.message);
  };

  it('refuses a volume for a material without a density, and accepts it with one', () => {
    expect(reasons({ unit: 'kgCO2e/litre' })).toEqual([
      'unit "kgCO2e/litre" needs the density column (kg per litre) for kind material',
    ]);
    expect(reasons({ unit: 'kgCO2e/m3' })).toEqual([
      'unit "kgCO2e/m3" needs the density column (kg per litre) for kind material',
    ]);
    expect(
      emissionFactorCsvRowSchema.parse({ ...row, unit: 'kgCO2e/litre', density: '0.867' }),
    ).toMatchObject({
      unit: 'kgCO2e/litre',
      density: 0.867,
    });
  });

  it('refuses a unit that cannot be converted for its kind, whatever the density', () => {
    expect(reasons({ kind: 'freight', key: 'road', unit: 'kgCO2e/kg' })).toEqual([
      'unit "kgCO2e/kg" cannot be used for kind freight: use kgCO2e/tkm',
    ]);
    expect(reasons({ kind: 'electricity', key: 'Electricity', unit: 'kgCO2e/m3', density: '1' })).toEqual([
      'unit "kgCO2e/m3" cannot be used for kind electricity: use kgCO2e/kWh, kgCO2e/MWh, kgCO2e/MJ',
    ]);
    expect(reasons({ kind: 'material', unit: 'kgCO2e/kWh' })).toEqual([
      'unit "kgCO2e/kWh" cannot be used for kind material: use kgCO2e/kg, kgCO2e/t',
    ]);
  });

  it('refuses a density that is no number of kg per litre', () => {
    expect(reasons({ density: '-1' })).toEqual([
      'density "-1" is not a number of kg per litre above 0 and at most 25',
    ]);
    expect(reasons({ density: 'heavy' })).toHaveLength(1);
  });
});

describe('emissionFactorCsvRowSchema: a spread the source gives (source_sigma)', () => {
  it('keeps the σ of ln(value) the row’s source gives, which the engine takes as the row’s basic σ', () => {
    expect(emissionFactorCsvRowSchema.parse({ ...row, source_sigma: '0.116' }).sourceSigma).toBe(0.116);
    expect(emissionFactorCsvRowSchema.parse({ ...row, source_sigma: '0' }).sourceSigma).toBe(0);
    expect(emissionFactorCsvRowSchema.parse(row)).not.toHaveProperty('sourceSigma');
  });

  it('refuses a σ that is no number from 0 to 5, in both languages', () => {
    for (const sigma of ['-0.1', '5.5', 'wide', '0,2']) {
      const result = emissionFactorCsvRowSchema.safeParse({ ...row, source_sigma: sigma });
      expect(result.success, sigma).toBe(false);
      const [issue] = result.error!.issues;
      expect(issue!.message).toBe(
        `source_sigma "${sigma}" is not a number from 0 to 5 (the σ of ln(value) the source gives)`,
      );
      expect(sayPhrase('fr', phraseOfIssue(issue!)!)).toBe(
        `source_sigma "${sigma}" n’est pas un nombre de 0 à 5 (le σ de ln(valeur) que donne la source)`,
      );
    }
  });
});

describe('results', () => {
  it('says when staff’s own figure differs from the estimate (more than 1 %)', () => {
    expect(resultDiffersFromEstimate(14.2, 14.23)).toBe(false);
    expect(resultDiffersFromEstimate(15, 14.23)).toBe(true);
  });

  it('accepts a result resting on staff’s own figure without an estimate', () => {
    const detail = {
      value: 12,
      uncertainty: 1,
      unit: 'kgCO2e/kg',
      origin: 'STAFF',
      reason: null,
      methodVersion: null,
      factorLibraryVersion: null,
      setAt: '2026-01-01T00:00:00.000Z',
      estimate: null,
    };
    expect(footprintResultDetailSchema.parse(detail)).toEqual(detail);
  });
});
