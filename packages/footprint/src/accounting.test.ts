import { describe, expect, it } from 'vitest';
import { estimateFootprint } from './estimate';
import { starterLibrary } from './factors/starter-library';
import { chainTree, entry, factor, input, testLibrary } from './testing';

/**
 * Method 2.0's accounting rules (issue #36), one test each: every test fails without its rule.
 * Expected figures are worked out by hand in the comments, from the factors the test library holds.
 */

const analytic = { iterations: 0 } as const;

describe('data gaps say whose they are to fill', () => {
  it('gives a missing weight, treatment or plant to the client, and a missing factor to the provider', () => {
    const tree = chainTree(['P', 'Q']);
    const result = estimateFootprint(
      input(
        tree,
        [
          entry(
            'substance_1',
            '100',
            [
              ['Q', '101-00-1', '100'],
              ['mystery reagent', '', '5'],
              ['B', '222-22-2', ''],
            ],
            {
              carbonReactionOrganicWastes: [{ roughComposition: 'toluene', weightPerBatch: '10' }],
              packagingType: 'Drum, 50 kg',
              packagingMaterial: 'unobtainium',
              packagingWeightPerPackage: '8',
            },
          ),
        ],
        [],
      ),
      testLibrary([factor('material', '101-00-1', 1)]),
      analytic,
    );
    const owners = (list: string, row: number | null) =>
      result.dataGaps.filter((g) => g.at?.list === list && g.at.row === row).map((g) => g.owner);
    // The reagent has a weight but no factor: the class default stands for it, the provider's gap.
    expect(owners('carbonReactionRawMaterials', 1)).toEqual(['provider']);
    // B has no weight: the client's.
    expect(owners('carbonReactionRawMaterials', 2)).toEqual(['client']);
    // The waste has no treatment: the client's.
    expect(owners('carbonReactionOrganicWastes', 0)).toEqual(['client', 'client']);
    // No plant: the client's; no factor for the packaging material: the provider's.
    expect(owners('productionSite', null)).toEqual(['client']);
    expect(owners('packaging', null)).toEqual(['provider']);
  });

  it('gives a plant’s energy carrier without a factor to the provider, and one in a unit that does not convert to the client', () => {
    const tree = chainTree(['P', 'Q']);
    const plant = {
      id: 'plant_e',
      companyName: 'Energy plant',
      countryId: 'FR',
      energyConsumption: {
        Electricity: { value: 1_000, unit: 'Tons' },
        NaturalGas: { value: 500, unit: 'MWh' },
        Steam: { value: 300, unit: 'Tons' },
      },
      productionFPValue: 1_000,
    };
    const withoutGas = {
      ...starterLibrary,
      factors: starterLibrary.factors.filter((f) => !(f.kind === 'fuel' && f.key === 'NaturalGas')),
    };
    const result = estimateFootprint(
      input(
        tree,
        [
          entry('substance_1', '100', [['Q', '101-00-1', '100']], {
            carbonReactionProductionSites: 'plant_e',
          }),
        ],
        [plant],
      ),
      withoutGas,
      analytic,
    );
    const plantGaps = result.dataGaps.filter((g) => g.plantId === 'plant_e');
    const said = (owner: string) =>
      plantGaps.filter((g) => g.owner === owner).map((g) => JSON.stringify(g.phrase.values));
    expect(said('client').some((v) => v.includes('Electricity'))).toBe(true);
    expect(said('provider').some((v) => v.includes('NaturalGas'))).toBe(true);
  });
});
