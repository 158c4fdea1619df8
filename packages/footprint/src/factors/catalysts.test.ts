import { describe, expect, it } from 'vitest';
import { estimateFootprint } from '../estimate';
import { chainTree, entry, factor, input, testLibrary } from '../testing';
import { catalystShare } from './catalysts';
import { FactorIndex, mergeLibraries } from './library';
import { starterLibrary } from './starter-library';

const glo = [{ geography: 'GLO', distance: 0 }];

describe('catalystShare', () => {
  it('reads the metal and its share from a supported catalyst’s name', () => {
    expect(catalystShare({ name: 'Pd/C 10 %' })).toMatchObject({ metal: { name: 'palladium' }, share: 0.1 });
    expect(catalystShare({ name: '5% Pt/C' })).toMatchObject({ metal: { name: 'platinum' }, share: 0.05 });
    expect(catalystShare({ name: 'Palladium on carbon, 10 wt%' })?.share).toBeCloseTo(0.1, 12);
    expect(catalystShare({ name: 'Rh/Al2O3 0,5 %' })).toMatchObject({
      metal: { name: 'rhodium' },
      share: 0.005,
    });
    expect(catalystShare({ name: 'Ru on alumina 5%' })).toMatchObject({
      metal: { name: 'ruthenium' },
      share: 0.05,
    });
    // Supplier practice: Pd/C sold under palladium's CAS number; the name's share still rules.
    expect(catalystShare({ cas: '7440-05-3', name: 'Pd/C 10%' })?.share).toBeCloseTo(0.1, 12);
  });

  it('recognises the metal itself by CAS number or name at 100 %', () => {
    expect(catalystShare({ cas: '7440-02-0' })).toMatchObject({ metal: { name: 'nickel' }, share: 1 });
    expect(catalystShare({ name: 'Raney nickel' })).toMatchObject({ metal: { name: 'nickel' }, share: 1 });
    expect(catalystShare({ name: 'palladium black' })).toMatchObject({
      metal: { name: 'palladium' },
      share: 1,
    });
    expect(catalystShare({ cas: '0007440-50-8' })).toMatchObject({ metal: { name: 'copper' }, share: 1 });
  });

  it('says nothing of what is not a metal catalyst, or of one whose content is unknown', () => {
    expect(catalystShare({ name: 'Pd/C' })).toBeNull();
    expect(catalystShare({ name: 'Pd/C 150 %' })).toBeNull();
    expect(catalystShare({ name: 'toluene', cas: '108-88-3' })).toBeNull();
    expect(catalystShare({ name: 'cupric sulfate' })).toBeNull();
    expect(catalystShare({ name: 'zinc chloride 10 %' })).toBeNull();
    expect(catalystShare({})).toBeNull();
  });
});

describe('FactorIndex.find on a catalyst', () => {
  // The portal ships no metal figure (docs/methodology.md 'Open factors'): a provider's row here.
  const library = mergeLibraries(starterLibrary, {
    version: '1',
    factors: [factor('material', '7440-05-3', 1000, { name: 'Palladium', source: 'Licensed' })],
  });
  const index = new FactorIndex(library);

  it('charges a supported catalyst its metal share of the metal’s factor, however it is keyed', () => {
    const byName = index.find('material', { name: 'Pd/C 10 %' }, glo);
    expect(byName?.factor.value).toBeCloseTo(100, 9);
    expect(byName?.factor).toMatchObject({ key: '7440-05-3', imported: true });
    expect(byName?.factor.note).toMatch(/^10 % palladium by mass/);
    expect(index.find('material', { key: '7440-05-3', name: '5 % Pd/C' }, glo)?.factor.value).toBeCloseTo(
      50,
      9,
    );
    expect(index.find('material', { key: '7440-05-3', name: 'palladium' }, glo)?.factor.value).toBe(1000);
  });

  it('leaves a catalyst whose metal has no factor, or whose share is unknown, to the class default', () => {
    expect(index.find('material', { name: 'Pt/C 5 %' }, glo)).toBeUndefined();
    expect(index.find('material', { name: 'Pd/C' }, glo)).toBeUndefined();
    expect(new FactorIndex(starterLibrary).find('material', { name: 'Pd/C 10 %' }, glo)).toBeUndefined();
  });
});

describe('a catalyst in an estimate', () => {
  it('counts the metal share of a Pd/C line, with no data gap', () => {
    // Product P (100 kg per batch) from 120 kg of Q (4 kgCO2e/kg) over 1 kg of 'Pd/C 10 %', with
    // palladium at 1,000 kgCO2e/kg: 1.2 × 4 + 0.01 × (0.1 × 1,000) = 4.8 + 1 = 5.8 per kg of P.
    const library = testLibrary([factor('material', '101-00-1', 4), factor('material', '7440-05-3', 1000)]);
    const result = estimateFootprint(
      input(
        chainTree(['P', 'Q']),
        [
          entry('substance_1', '100', [
            ['Q', '101-00-1', '120'],
            ['Pd/C 10 %', '', '1'],
          ]),
        ],
        [],
      ),
      library,
      { iterations: 0 },
    );
    expect(result.byCategory.rawMaterials).toBeCloseTo(5.8, 12);
    expect(result.dataGaps.filter((g) => g.category === 'rawMaterials')).toEqual([]);
  });
});
