import { describe, expect, it } from 'vitest';
import { estimateFootprint, estimateForClient } from './estimate';
import { starterLibrary } from './factors/starter-library';
import { chainTree, entry, factor, input, reportingPlant, testLibrary } from './testing';

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

describe('closed-loop solvent recovery', () => {
  // 100 kg of P from 100 kg of Q (1 kgCO2e/kg) in 500 kg of a solvent bought as 'methylbenzene'
  // with toluene's CAS number (1.5 kgCO2e/kg); distillation 0.2 kgCO2e/kg; free transport; no plant.
  const tree = chainTree(['P', 'Q']);
  const library = testLibrary([
    factor('material', '101-00-1', 1),
    factor('material', '108-88-3', 1.5),
    factor('distillation', 'distillation', 0.2),
  ]);
  const run = (recovered: string, distillationSite = 'LessThan200km', solventName = 'toluene') =>
    estimateFootprint(
      input(
        tree,
        [
          entry(
            'substance_1',
            '100',
            [
              ['Q', '101-00-1', '100'],
              ['methylbenzene', '108-88-3', '500'],
            ],
            {
              carbonReactionSolventRecyclings: [
                { solventName, distillationSite, recoveredWeightPerBatch: recovered },
              ],
            },
          ),
        ],
        [],
      ),
      library,
      analytic,
    );
  const siteDefault = 3; // no plant: the starter library's chemical-reaction default, 3 kgCO2e/kg

  it('matches the recovered solvent to the one bought by CAS number, and lowers its virgin input', () => {
    // 'toluene' is recovered, 'methylbenzene' (CAS 108-88-3) bought: the same solvent by CAS.
    // Virgin: (500 − 200) ÷ 100 × 1.5 = 4.5; distillation 2 × 0.2 = 0.4.
    const result = run('200');
    expect(result.byCategory.solvents).toBeCloseTo(4.5 + 0.4, 12);
    expect(result.value).toBeCloseTo(1 + 4.9 + siteDefault, 12);
    expect(result.warnings.map((w) => w.code)).not.toContain('RECOVERY_ABOVE_INPUT');
  });

  it('never replaces more than was bought, and warns naming the line', () => {
    // 700 kg recovered of 500 bought: virgin 0; distillation 7 × 0.2 = 1.4; no credit for the 200 kg above.
    const result = run('700');
    expect(result.byCategory.solvents).toBeCloseTo(1.4, 12);
    expect(result.value).toBeCloseTo(1 + 1.4 + siteDefault, 12);
    expect(result.contributors.every((c) => c.value >= 0)).toBe(true);
    const warning = result.warnings.find((w) => w.code === 'RECOVERY_ABOVE_INPUT');
    expect(warning?.phrase.values).toMatchObject({ line: 1, name: 'toluene', recovered: 700, bought: 500 });
  });

  it('gives no credit to a solvent the reaction did not buy', () => {
    // Acetone recovered, never bought: only its distillation, 2 × 0.2 = 0.4, and a warning.
    const result = run('200', 'LessThan200km', 'acetone');
    expect(result.byCategory.solvents).toBeCloseTo(7.5 + 0.4, 12);
    expect(result.warnings.map((w) => w.code)).toContain('RECOVERY_ABOVE_INPUT');
  });

  it('counts a distillation on the reaction’s own site once, in the site’s energy', () => {
    // Same location: the plant's scopes hold the distillation; only the virgin solvent, 4.5, remains.
    const result = run('200', 'SameLocation');
    expect(result.byCategory.solvents).toBeCloseTo(4.5, 12);
    expect(result.contributors.some((c) => c.label.key === 'footprints.hotSpot.distillation')).toBe(false);
  });
});

describe('waste treatment follows the stream’s chosen treatment', () => {
  const tree = chainTree(['P', 'Q']);
  const library = testLibrary([
    factor('material', '101-00-1', 0),
    factor('waste-treatment', 'incineration', 0.5),
    factor('waste-treatment', 'aqueous-incineration', 0.25),
    factor('waste-treatment', 'physico-chemical-station', 0.125),
  ]);
  const waste = (list: string, type: string) =>
    estimateFootprint(
      input(
        tree,
        [
          entry('substance_1', '100', [['Q', '101-00-1', '100']], {
            // 50 kg of a stream of pure methanol (CH4O: 12.011 / 32.042 carbon).
            [list]: [{ roughComposition: 'methanol 100 %', type, weightPerBatch: '50' }],
            carbonReactionProductionSites: '',
          }),
        ],
        [],
      ),
      library,
      analytic,
    ).byCategory.wasteTreatment;
  // 0.5 kg per kg of product × methanol's fossil CO2 per kg, 12.011 / 32.042 × 44.009 / 12.011.
  const carbon = 0.5 * (44.009 / 32.042);

  it('charges a stream with no treatment its carbon only, never an incinerator', () => {
    expect(waste('carbonReactionAqueousWastes', 'NoTreatment')).toBeCloseTo(carbon, 3);
    expect(waste('carbonReactionOrganicWastes', 'NoTreatment')).toBeCloseTo(carbon, 3);
  });

  it('charges incineration, and for an aqueous stream the evaporation of its water, where chosen', () => {
    expect(waste('carbonReactionOrganicWastes', 'Incineration')).toBeCloseTo(carbon + 0.5 * 0.5, 3);
    expect(waste('carbonReactionAqueousWastes', 'Incineration')).toBeCloseTo(carbon + 0.5 * (0.5 + 0.25), 3);
  });

  it('charges an organic stream the treatment chosen for it', () => {
    expect(waste('carbonReactionOrganicWastes', 'PhysicoChemicalStation')).toBeCloseTo(
      carbon + 0.5 * 0.125,
      3,
    );
  });
});

describe('process water', () => {
  it('is not trucked', () => {
    // 100 kg of P from 100 kg of Q (1 kgCO2e/kg) and 1,000 kg of water (0.1913 kgCO2e/m3, 1 kg/l),
    // both from the same country (300 km by road at 0.1 kgCO2e/tkm).
    // Water: 10 kg per kg × 0.1913 ÷ 1000 = 0.001913; road for Q only: 1 ÷ 1000 × 300 × 0.1 = 0.03.
    const tree = chainTree(['P', 'Q']);
    const water = starterLibrary.factors.find((f) => f.key === '7732-18-5')!;
    const library = testLibrary([factor('material', '101-00-1', 1), water], { freight: 0.1 });
    const result = estimateFootprint(
      input(
        tree,
        [
          entry('substance_1', '100', [
            ['Q', '101-00-1', '100'],
            ['process water', '', '1000'],
          ]),
        ],
        [],
      ),
      library,
      analytic,
    );
    expect(result.byCategory.transport).toBeCloseTo(0.03, 12);
    expect(result.byCategory.rawMaterials).toBeCloseTo(1 + 0.001913, 12);
  });
});

describe('units are never dropped', () => {
  const tree = chainTree(['P', 'Q']);
  const run = (extra: Parameters<typeof factor>[3]) =>
    estimateFootprint(
      input(tree, [entry('substance_1', '100', [['Q', '101-00-1', '100']])], []),
      testLibrary([factor('material', '101-00-1', 4, extra)]),
      analytic,
    );

  it('takes a factor per litre without a density as unusable: the class default stands for it, as the provider’s gap', () => {
    const result = run({ unit: 'kgCO2e/litre' });
    const gap = result.dataGaps.find((g) => g.phrase.key === 'footprints.gap.unusableFactor');
    expect(gap).toMatchObject({ owner: 'provider', phrase: { values: { unit: 'kgCO2e/litre' } } });
    // Q is the route's starting material: the fine-chemical default (starter library, 10 kgCO2e/kg).
    expect(result.byCategory.rawMaterials).toBeCloseTo(10, 12);
  });

  it('uses a factor per litre through its density', () => {
    // 4 kgCO2e per litre at 0.8 kg per litre: 5 kgCO2e per kg.
    expect(run({ unit: 'kgCO2e/litre', density: 0.8 }).byCategory.rawMaterials).toBeCloseTo(5, 12);
  });

  it('reports any other factor it cannot use where it is applied as the provider’s gap, naming its unit', () => {
    // A freight factor given per kg cannot be applied per tonne-kilometre: not counted, and said.
    const library = testLibrary([factor('material', '101-00-1', 4)]);
    const perKg = {
      ...library,
      factors: library.factors.map((f) =>
        f.kind === 'freight' ? { ...f, value: 0.1, unit: 'kgCO2e/kg' as const } : f,
      ),
    };
    const result = estimateFootprint(
      input(tree, [entry('substance_1', '100', [['Q', '101-00-1', '100']])], []),
      perKg,
      analytic,
    );
    expect(result.byCategory.transport).toBe(0);
    const gaps = result.dataGaps.filter((g) => g.phrase.key === 'footprints.gap.factorUnit');
    expect(gaps.length).toBeGreaterThan(0);
    expect(gaps[0]).toMatchObject({
      owner: 'provider',
      category: 'transport',
      phrase: { values: { factor: 'road', unit: 'kgCO2e/kg' } },
    });
  });

  it('never turns cubic metres into kilograms at 1 t/m3', () => {
    const result = run({ unit: 'kgCO2e/m3' });
    expect(result.dataGaps.some((g) => g.phrase.key === 'footprints.gap.unusableFactor')).toBe(true);
    // A gas at 0.0015 kg per litre: 4 ÷ 1.5 kgCO2e per kg.
    expect(run({ unit: 'kgCO2e/m3', density: 0.0015 }).byCategory.rawMaterials).toBeCloseTo(4 / 1.5, 10);
  });
});

describe('the allocation disclosure', () => {
  it('gives the result without allocation and what the choice moved, for staff only', () => {
    // 100 kg of P and 25 kg of a by-product from 150 kg of Q (3 kgCO2e/kg) at a plant of
    // 0.2 kgCO2e/kg, 0.255156 with the upstream of its reported scopes (DESNZ 2025: scope 1 ×
    // (1 + 0.03021 ÷ 0.18296), scope 2 × (1 + 0.0684 ÷ 0.177)): 1.5 × 3 + 0.255156 = 4.755156
    // without allocation; P carries 100 ÷ 125 = 80 %, 3.804125; the choice moved 0.951031.
    const tree = chainTree(['P', 'Q']);
    const result = estimateFootprint(
      input(
        tree,
        [
          entry('substance_1', '100', [['Q', '101-00-1', '150']], {
            carbonReactionProductionSites: 'plant_x',
            byProductsName: 'acetic acid',
            byProductsWeightPerBatch: '25',
          }),
        ],
        [reportingPlant('plant_x', 100, 100, 1_000)],
      ),
      testLibrary([factor('material', '101-00-1', 3)]),
      analytic,
    );
    const whole = 4.5 + (100 * (1 + 0.03021 / 0.18296) + 100 * (1 + 0.0684 / 0.177)) / 1_000;
    expect(whole).toBeCloseTo(4.755156, 6);
    expect(result.value).toBeCloseTo(0.8 * whole, 12);
    expect(result.allocation).toEqual({
      method: 'mass',
      valueWithoutAllocation: expect.closeTo(whole, 12),
      shift: expect.closeTo(0.2 * whole, 12),
      reactions: [{ reaction: 1, productShare: 0.8 }],
    });
    expect(estimateForClient(result)).not.toHaveProperty('allocation');
  });
});
