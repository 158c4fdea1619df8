import { describe, expect, it } from 'vitest';
import { isSamePlant, plantMatchKey } from './plant-reuse';

describe('plant reuse (spec 001 §3)', () => {
  it('matches on company name, city and country, ignoring case and spaces', () => {
    expect(
      isSamePlant(
        { companyName: 'Pharma Synthèse ', city: 'Lyon', countryId: 'fr' },
        { companyName: 'pharma synthèse', city: ' LYON', countryId: 'FR' },
      ),
    ).toBe(true);
  });

  it.each([
    [{ companyName: 'Pharma Synthèse', city: 'Lyon', countryId: 'BE' }],
    [{ companyName: 'Pharma Synthèse', city: 'Lille', countryId: 'FR' }],
    [{ companyName: 'Pharma Synthese', city: 'Lyon', countryId: 'FR' }],
  ])('tells apart a plant that differs in one field: %o', (other) => {
    expect(isSamePlant({ companyName: 'Pharma Synthèse', city: 'Lyon', countryId: 'FR' }, other)).toBe(false);
  });

  it('has no key while a field is missing, so an unfinished block never matches', () => {
    expect(plantMatchKey({ companyName: 'Acme', city: ' ', countryId: 'FR' })).toBeNull();
    expect(plantMatchKey({ companyName: 'Acme', city: 'Lyon', countryId: null })).toBeNull();
    expect(isSamePlant({ companyName: 'Acme' }, { companyName: 'Acme' })).toBe(false);
  });

  it('keeps fields apart, so that shifting text between them never collides', () => {
    expect(plantMatchKey({ companyName: 'a b', city: 'c', countryId: 'FR' })).not.toBe(
      plantMatchKey({ companyName: 'a', city: 'b c', countryId: 'FR' }),
    );
  });
});
