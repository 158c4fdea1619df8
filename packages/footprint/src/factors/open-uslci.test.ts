import { emissionFactorSchema, sayPhrase } from '@pharmatrace/domain';
import { describe, expect, it } from 'vitest';
import { knownSubstances } from '../chemistry';
import { factor } from '../testing';
import { FactorIndex, mergeLibraries } from './library';
import { uslciFactors } from './open-uslci';
import { USLCI_COMPUTED, uslciRows } from './open-uslci-rows';
import { starterLibrary } from './starter-library';
import { factorName } from './starter-names';

const glo = [{ geography: 'GLO', distance: 0 }];
const index = new FactorIndex(starterLibrary);

describe('the open USLCI factors (issue #36)', () => {
  it('are valid rows, each naming its process, its UUID, the database version and the date of the computation', () => {
    expect(uslciFactors.length).toBe(uslciRows.length);
    expect(uslciFactors.length).toBeGreaterThanOrEqual(20);
    for (const f of uslciFactors) {
      expect(emissionFactorSchema.parse(f)).toEqual(f);
      expect(f.source).toMatch(
        /uslci-content@[0-9a-f]{8}\), process '.+' [0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}; GWP100 IPCC AR6/,
      );
      expect(f.source).toContain(`computed ${USLCI_COMPUTED}`);
      expect(f.note).toMatch(/Cut-off: \d+ inputs without a provider/);
      // Cradle-to-gate chemicals: between an air separation gas and liquid hydrogen.
      expect(f.value).toBeGreaterThan(0.05);
      expect(f.value).toBeLessThan(15);
    }
  });

  it('are found by CAS number and by name, before any class default', () => {
    expect(index.find('material', { key: '67-56-1' }, glo)?.factor.source).toMatch(/'Methanol, at plant'/);
    expect(index.find('material', { name: 'Toluene' }, glo)?.factor.key).toBe('108-88-3');
    expect(index.find('material', { name: 'caustic soda' }, glo)).toBeUndefined();
    expect(index.find('material', { name: 'sodium hydroxide' }, glo)?.factor.note).toMatch(
      /allocated by mass/,
    );
    // A known substance that the inventory does not hold is still a gap.
    expect(index.find('material', { key: '67-64-1', name: 'acetone' }, glo)).toBeUndefined();
  });

  it("are named in the catalogue's words and cover the solvents and reagents the method knows", () => {
    const known = new Set(knownSubstances.map((s) => s.cas));
    const methanol = uslciFactors.find((f) => f.key === '67-56-1')!;
    const said = factorName(methanol);
    expect(typeof said).not.toBe('string');
    if (typeof said !== 'string') {
      expect(sayPhrase('en', said)).toBe('methanol, production (US LCI, cradle to gate)');
      expect(sayPhrase('fr', said)).toBe('methanol, production (US LCI, du berceau à la sortie d’usine)');
    }
    // Methanol, toluene, xylene, acetic acid, the acids and bases, hydrogen, oxygen, salt, soda ash.
    expect(uslciFactors.filter((f) => known.has(f.key)).length).toBeGreaterThanOrEqual(11);
  });

  it('give way to a factor the provider imported, keyed by CAS number or by its own id', () => {
    const byCas = mergeLibraries(starterLibrary, {
      version: '1',
      factors: [factor('material', '67-56-1', 0.7, { source: 'Licensed' })],
    });
    expect(
      new FactorIndex(byCas).find('material', { key: '67-56-1', name: 'methanol' }, glo)?.factor.value,
    ).toBe(0.7);
    // Keyed by the provider's own id and found by name: it still wins over the open row found by CAS.
    const byId = mergeLibraries(starterLibrary, {
      version: '2',
      factors: [factor('material', 'ei-12345', 0.8, { name: 'Methanol', source: 'Licensed' })],
    });
    const found = new FactorIndex(byId).find('material', { key: '67-56-1', name: 'methanol' }, glo);
    expect(found?.factor).toMatchObject({ value: 0.8, imported: true });
  });
});
