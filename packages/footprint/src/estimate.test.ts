import { footprintCategories, footprintEstimateSchema } from '@pharmatrace/domain';
import { describe, expect, it } from 'vitest';
import { incinerationCo2 } from './chemistry';
import { estimateFootprint, estimateForClient } from './estimate';
import { starterLibrary } from './factors/starter-library';
import { estimateIn } from './said';
import { chainTree, type Entry, entry, factor, input, reportingPlant, testLibrary } from './testing';

/**
 * A plant that reports its scopes as totals, per kg it makes, with the upstream method 2.0 adds
 * (DESNZ 2025 flat file): scope 1 × (1 + 0.03021 ÷ 0.18296), natural gas's well-to-tank over its
 * combustion; scope 2 × (1 + (0.0459 + 0.01853 + 0.00397) ÷ 0.177), the UK grid's upstream and
 * losses over its generation. Written here as numbers, not read from the library under test.
 */
const reportedSite = (scope1: number, scope2: number, production: number) =>
  (scope1 * (1 + 0.03021 / 0.18296) + scope2 * (1 + (0.0459 + 0.01853 + 0.00397) / 0.177)) / production;

/**
 * The method on routes computed by hand (issue #23 'Done when'): every expected figure below is
 * worked out in the comment beside it, from the factors the test library holds.
 */

const analytic = { iterations: 0 } as const;
const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);

describe('estimateFootprint: routes computed by hand', () => {
  it('gives the exact value of one reaction with known factors', () => {
    // Product P (100 kg per batch) from 120 kg of its precursor Q (4 kgCO2e/kg) and 50 kg of a
    // reagent B (2 kgCO2e/kg), both made in the same country (300 km by road at 0.1 kgCO2e/tkm),
    // at a plant reporting 100 + 50 t CO2e for 1,000 t of production.
    const tree = chainTree(['P', 'Q']);
    const library = testLibrary([factor('material', '101-00-1', 4), factor('material', '222-22-2', 2)], {
      freight: 0.1,
    });
    const result = estimateFootprint(
      input(
        tree,
        [
          entry(
            'substance_1',
            '100',
            [
              ['Q', '101-00-1', '120'],
              ['reagent B', '222-22-2', '50'],
            ],
            {
              carbonReactionProductionSites: 'plant_x',
            },
          ),
        ],
        [reportingPlant('plant_x', 100, 50, 1_000)],
      ),
      library,
      analytic,
    );
    // 1.2 × 4 + 0.5 × 2 = 5.8 (materials); (1.2 + 0.5) t/t ÷ 1000 × 300 km × 0.1 = 0.051 (road);
    // (100 + 50) ÷ 1000 = 0.15 (site) and its upstream: 0.185834 in all.
    const site = reportedSite(100, 50, 1_000);
    expect(site).toBeCloseTo(0.185834, 6);
    expect(result.value).toBeCloseTo(5.8 + 0.051 + site, 12);
    expect(result.byCategory.rawMaterials).toBeCloseTo(5.8, 12);
    expect(result.byCategory.transport).toBeCloseTo(0.051, 12);
    expect(result.byCategory.siteEnergy).toBeCloseTo(site, 12);
    expect(result.dataGaps).toEqual([]);
    // The site's share comes from the client's own data: 0.1858 of 6.0368.
    expect(result.primaryDataShare).toBeCloseTo((100 * site) / (5.851 + site), 10);
    // The label is a phrase (issue #27), said here in English.
    expect(estimateIn('en', result).contributors[0]).toMatchObject({
      label: 'Raw material: Q',
      category: 'rawMaterials',
      source: 'Test source for 101-00-1',
      at: {
        reaction: 1,
        list: 'carbonReactionRawMaterials',
        row: 0,
        path: 'substances.0.productBy.carbonReactionRawMaterials.0',
      },
    });
    expect(result.contributors[0]!.value).toBeCloseTo(4.8, 12);
  });

  it('chains three reactions down the tree', () => {
    // P ← Q ← R ← S. Reaction 3 makes R from 125 kg of S (2 kgCO2e/kg) per 100 kg; reaction 2 Q
    // from 200 kg of R per 100 kg; reaction 1 P from 150 kg of Q per 100 kg. Every reaction at a
    // plant of 0.1 kgCO2e/kg of scopes 1 and 2, s = 0.125365 with their upstream.
    const tree = chainTree(['P', 'Q', 'R', 'S'], 'plant_x');
    const library = testLibrary([factor('material', '103-00-3', 2)]);
    const result = estimateFootprint(
      input(
        tree,
        [
          entry('substance_1', '100', [['Q', '101-00-1', '150']]),
          entry('substance_2', '100', [['R', '102-00-2', '200']]),
          entry('substance_3', '100', [['S', '103-00-3', '125']]),
        ],
        [reportingPlant('plant_x', 60, 40, 1_000)],
      ),
      library,
      analytic,
    );
    // R = 1.25 × 2 + s; Q = 2 × R + s; P = 1.5 × Q + s = 7.5 + 5.5 s = 8.189506.
    const s = reportedSite(60, 40, 1_000);
    expect(s).toBeCloseTo(0.125365, 6);
    expect(result.value).toBeCloseTo(7.5 + 5.5 * s, 12);
    expect(result.value).toBeCloseTo(8.189506, 6);
    // Reaction 1's own site: s; reaction 2's (1.5 kg of Q per kg of P): 1.5 s; reaction 3's
    // (1.5 × 2 = 3 kg of R per kg of P): 3 × (2.5 + s).
    expect(result.byReaction.map((r) => r.value)).toEqual([
      expect.closeTo(s, 12),
      expect.closeTo(1.5 * s, 12),
      expect.closeTo(3 * (2.5 + s), 12),
    ]);
    expect(result.byReaction.map((r) => r.name)).toEqual(['P', 'Q', 'R']);
  });

  it('replaces virgin solvent with the solvent recovered in the same process, adding its distillation and transport', () => {
    // 100 kg of P from 100 kg of Q (1 kgCO2e/kg) in 500 kg of toluene (1.5 kgCO2e/kg), 400 kg
    // of which is recovered by a distiller less than 200 km away (0.2 kgCO2e/kg distilled; a
    // 200 km round trip by road at 0.1 kgCO2e/tkm); materials bought in the same country.
    const tree = chainTree(['P', 'Q']);
    const library = testLibrary(
      [
        factor('material', '101-00-1', 1),
        factor('material', '108-88-3', 1.5),
        factor('distillation', 'distillation', 0.2),
      ],
      { freight: 0.1 },
    );
    const result = estimateFootprint(
      input(
        tree,
        [
          entry(
            'substance_1',
            '100',
            [
              ['Q', '101-00-1', '100'],
              ['toluene', '108-88-3', '500'],
            ],
            {
              carbonReactionSolventRecyclings: [
                { solventName: 'toluene', distillationSite: 'LessThan200km', recoveredWeightPerBatch: '400' },
              ],
              carbonReactionProductionSites: 'plant_x',
            },
          ),
        ],
        [reportingPlant('plant_x', 0, 100, 1_000)],
      ),
      library,
      analytic,
    );
    // Method 2.0, closed loop: the 400 kg recovered replace virgin toluene, so 500 − 400 = 100 kg
    // is bought. Solvents: 1 × 1.5 + 4 × 0.2 (distillation) = 2.3. Transport: (1 + 1) ÷ 1000 ×
    // 300 × 0.1 = 0.06 to the site (virgin toluene only), 4 ÷ 1000 × 200 × 0.1 = 0.08 to the
    // distiller and back. Raw materials 1, site 0.1 and its upstream (0.138644).
    expect(result.byCategory.solvents).toBeCloseTo(2.3, 12);
    expect(result.byCategory.transport).toBeCloseTo(0.06 + 0.08, 12);
    expect(reportedSite(0, 100, 1_000)).toBeCloseTo(0.138644, 6);
    expect(result.value).toBeCloseTo(1 + 2.3 + 0.14 + reportedSite(0, 100, 1_000), 12);
    const virgin = estimateIn('en', result).contributors.find(
      (c) => c.label === 'Raw material: toluene, net of the solvent recovered',
    );
    expect(virgin?.value).toBeCloseTo(1.5, 12);
    // No credit leaves the reaction: no contribution is negative.
    expect(result.contributors.every((c) => c.value >= 0)).toBe(true);
    // 600 kg in, 100 kg of product and 400 kg recovered out: 17 % unaccounted for.
    expect(result.warnings).toContainEqual(
      expect.objectContaining({ code: 'MASS_BALANCE_NOT_CLOSED', reaction: 1 }),
    );
  });

  it('gives a plant without a production volume the default intensity of its process type, as a data gap', () => {
    const tree = chainTree(['P', 'Q']);
    const library = testLibrary([factor('material', '101-00-1', 1)]);
    const plant = { ...reportingPlant('plant_x', 100, 50, 0), productionFPValue: null };
    const result = estimateFootprint(
      input(
        tree,
        [
          entry('substance_1', '100', [['Q', '101-00-1', '100']], {
            carbonReactionProductionSites: 'plant_x',
            processType: 'Purification',
          }),
        ],
        [plant],
      ),
      library,
      analytic,
    );
    // The starter library's Purification default: 1.5 kgCO2e per kg of product.
    expect(result.byCategory.siteEnergy).toBeCloseTo(1.5, 12);
    expect(result.value).toBeCloseTo(1 + 1.5, 12);
    expect(result.dataGaps).toContainEqual(
      expect.objectContaining({
        plantId: 'plant_x',
        category: 'siteEnergy',
        at: expect.objectContaining({ reaction: 1, list: 'productionSite' }),
      }),
    );
    expect(result.primaryDataShare).toBe(0);
  });

  it('shares a reaction with its by-product by mass', () => {
    // 100 kg of P and 25 kg of a by-product: P carries 100 / 125 = 80 % of the reaction.
    const tree = chainTree(['P', 'Q']);
    const library = testLibrary([factor('material', '101-00-1', 3)]);
    const plants = [reportingPlant('plant_x', 100, 100, 1_000)];
    const without = entry('substance_1', '100', [['Q', '101-00-1', '150']], {
      carbonReactionProductionSites: 'plant_x',
    });
    const withByProduct = {
      ...without,
      productBy: {
        ...(without.productBy as Entry),
        byProductsName: 'acetic acid',
        byProductsCas: '64-19-7',
        byProductsMolecularWeight: '60.05',
        byProductsWeightPerBatch: '25',
      },
    };
    const alone = estimateFootprint(input(tree, [without], plants), library, analytic);
    const shared = estimateFootprint(input(tree, [withByProduct], plants), library, analytic);
    // Alone: 1.5 × 3 + 0.2 and the site's upstream = 4.755156; shared: 80 % of it.
    const aloneValue = 4.5 + reportedSite(100, 100, 1_000);
    expect(aloneValue).toBeCloseTo(4.755156, 6);
    expect(alone.value).toBeCloseTo(aloneValue, 12);
    expect(shared.value).toBeCloseTo(0.8 * aloneValue, 12);
  });

  it('computes a plant’s intensity from its energy and refrigerant leaks when it reports no scopes', () => {
    // 1,000 MWh of electricity in France (0.05602, and the grid's losses: × (1 + 0.01853 ÷ 0.177)),
    // 500 MWh of natural gas (0.18296, and its upstream 0.03021) and 10 kg of HFC-134a (GWP100
    // 1530) for 1,000 t of production: (61,884.7 + 106,585 + 15,300) kg ÷ 1,000,000 kg.
    const tree = chainTree(['P', 'Q']);
    const plant = {
      id: 'plant_e',
      companyName: 'Energy plant',
      countryId: 'FR',
      energyConsumption: {
        Electricity: { value: 1_000, unit: 'MWh' },
        NaturalGas: { value: 500_000, unit: 'KWh' },
      },
      refrigerantGases: [{ value: 10, type: 'HFC-134a' }],
      productionFPValue: 600,
      productionIntFPValue: 400,
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
      starterLibrary,
      analytic,
    );
    expect(result.byCategory.siteEnergy).toBeCloseTo(
      (56_020 * (1 + 0.01853 / 0.177) + 500_000 * (0.18296 + 0.03021) + 15_300) / 1_000_000,
      12,
    );
    expect(result.byCategory.siteEnergy).toBeCloseTo(0.18377, 5);
  });

  it('counts the fossil CO2 of an incinerated organic waste from the formulas its composition names', () => {
    const tree = chainTree(['P', 'Q']);
    const library = testLibrary([
      factor('material', '101-00-1', 0),
      factor('waste-treatment', 'incineration', 0),
    ]);
    const result = estimateFootprint(
      input(
        tree,
        [
          entry('substance_1', '100', [['Q', '101-00-1', '100']], {
            carbonReactionOrganicWastes: [
              { roughComposition: 'toluene 80 %, methanol 20 %', type: 'Incineration', weightPerBatch: '50' },
            ],
          }),
        ],
        [],
      ),
      library,
      analytic,
    );
    // 0.5 kg of waste per kg: 0.5 × (0.8 × CO2 of toluene + 0.2 × CO2 of methanol), C7H8 and CH4O.
    const expected = 0.5 * (0.8 * incinerationCo2('C7H8')! + 0.2 * incinerationCo2('CH4O')!);
    expect(result.byCategory.wasteTreatment).toBeCloseTo(expected, 3);
    expect(result.contributors.find((c) => c.category === 'wasteTreatment')?.primary).toBe(true);
  });

  it('lets a reaction marked Unknown data stand on defaults, and says so', () => {
    const tree = chainTree(['P', 'Q', 'R']);
    const result = estimateFootprint(
      input(
        tree,
        [
          entry('substance_1', '100', [['Q', '101-00-1', '120']]),
          { usedInReactionId: 'substance_2', dataUnknown: true },
        ],
        [],
      ),
      starterLibrary,
      analytic,
    );
    expect(result.dataGaps).toContainEqual(
      expect.objectContaining({
        at: expect.objectContaining({ reaction: 2, list: 'reaction', path: 'substances.1' }),
      }),
    );
    expect(result.byReaction[1]!.value).toBeGreaterThan(0);
  });
});

// ---- invariants ----

/** A route that uses every part of the method, for the invariants. */
function richInput(scale = 1, reagentWeight = 50) {
  const w = (kg: number) => String(kg * scale);
  const tree = chainTree(['P', 'Q', 'R']);
  return input(
    tree,
    [
      entry(
        'substance_1',
        w(100),
        [
          ['Q', '101-00-1', w(130), 'Asia'],
          ['reagent B', '222-22-2', w(reagentWeight), 'Europe'],
          ['toluene', '108-88-3', w(400), 'DoNotKnow'],
        ],
        {
          carbonReactionProductionSites: 'plant_x',
          carbonReactionSolventRecyclings: [
            { solventName: 'toluene', distillationSite: 'LessThan1000km', recoveredWeightPerBatch: w(300) },
          ],
          carbonReactionCleanings: [
            {
              solventName: 'acetone',
              productionPlace: 'Europe',
              cas: '67-64-1',
              quantityPerCleaning: w(200),
              numberOfBatchesBetweenEachCleaning: '4',
            },
          ],
          carbonReactionAqueousWastes: [
            { roughComposition: 'acetic acid 3 % in water', type: 'BioStation', weightPerBatch: w(150) },
          ],
          carbonReactionOrganicWastes: [
            { roughComposition: 'toluene, heptane', type: 'DoNotKnow', weightPerBatch: w(90) },
          ],
          carbonReactionGasWastes: [
            { roughComposition: 'nitrogen, methane 2 %', type: 'NoTreatment', weightPerBatch: w(5) },
          ],
          packagingType: 'Fibre drum, 50 kg',
          packagingMaterial: 'cardboard',
          packagingWeightPerPackage: '8',
        },
      ),
      entry('substance_2', w(100), [['R', '102-00-2', w(150), 'SameCountry']], {
        linkedWithPlant: 'plant_y',
      }),
    ],
    [
      reportingPlant('plant_x', 120, 30, 2_000),
      {
        id: 'plant_y',
        countryId: 'IN',
        energyConsumption: {
          Electricity: { value: 2_000, unit: 'MWh' },
          Steam: { value: 300, unit: 'Tons' },
        },
        productionFPValue: 500,
      },
    ],
  );
}

describe('estimateFootprint: invariants', () => {
  it('is linear in each input weight', () => {
    const at = (kg: number) => estimateFootprint(richInput(1, kg), starterLibrary, analytic).value;
    const [a, b, c] = [at(10), at(20), at(40)];
    expect(b - a).toBeCloseTo((c - b) / 2, 10);
    expect(b - a).toBeGreaterThan(0);
  });

  it('is per kg of product: scaling every weight of a batch changes nothing', () => {
    const once = estimateFootprint(richInput(1), starterLibrary, analytic);
    const tenfold = estimateFootprint(richInput(10), starterLibrary, analytic);
    expect(tenfold.value).toBeCloseTo(once.value, 10);
    expect(tenfold.byCategory).toEqual(
      Object.fromEntries(Object.entries(once.byCategory).map(([k, v]) => [k, expect.closeTo(v, 10)])),
    );
  });

  it('has breakdowns by reaction and by category that sum to the total', () => {
    const result = estimateFootprint(richInput(), starterLibrary, { iterations: 5_000 });
    expect(sum(result.byReaction.map((r) => r.value))).toBeCloseTo(result.value, 10);
    expect(sum(footprintCategories.map((c) => result.byCategory[c]))).toBeCloseTo(result.value, 10);
    expect(result.value).toBeGreaterThan(0);
    // The answer is what the domain's schema says (the web checks it with the same schema).
    const said = estimateIn('en', result);
    expect(footprintEstimateSchema.parse(said)).toEqual(said);
  });

  it('gives the same answer for the same input, and another Monte Carlo for another seed', () => {
    const one = estimateFootprint(richInput(), starterLibrary, { iterations: 20_000 });
    const two = estimateFootprint(richInput(), starterLibrary, { iterations: 20_000 });
    expect(two).toEqual(one);
    const other = estimateFootprint(richInput(), starterLibrary, { iterations: 20_000, seed: 7 });
    expect(other.value).toBe(one.value);
    expect(other.p97_5).not.toBe(one.p97_5);
  });

  it('answers an incomplete or malformed second part without throwing', () => {
    const tree = chainTree(['P', 'Q', 'R']);
    const junk: unknown[] = [
      null,
      42,
      'text',
      { weightPerBatch: '12.' },
      {
        weightPerBatch: '1,5',
        productBy: { carbonReactionRawMaterials: [null, { weightPerBatch: 'abc' }, 'x'] },
      },
      { weightPerBatch: '-3', productBy: { carbonReactionOrganicWastes: [{ weightPerBatch: '4' }] } },
      {
        weightPerBatch: 100,
        productBy: {
          carbonReactionCleanings: [{ quantityPerCleaning: '5' }],
          packagingWeightPerPackage: '2',
        },
      },
    ];
    for (const first of junk) {
      for (const second of junk) {
        const result = estimateFootprint(
          { document: { tree, substances: [first, second] as Entry[] }, plants: [{ id: 'plant_z' }] },
          starterLibrary,
          { iterations: 1_000 },
        );
        expect(Number.isFinite(result.value)).toBe(true);
        expect(Number.isFinite(result.uncertainty)).toBe(true);
        expect(footprintEstimateSchema.safeParse(estimateIn('en', result)).success).toBe(true);
      }
    }
    const empty = estimateFootprint({ document: {}, plants: [] }, starterLibrary);
    expect(empty).toMatchObject({ value: 0, byReaction: [], iterations: 0 });
  });
});

describe('estimateForClient', () => {
  it('hides every factor value, and the source of the provider’s imported factors', () => {
    const tree = chainTree(['P', 'Q']);
    const library = testLibrary([
      factor('material', '101-00-1', 4, { source: 'ecoinvent 3.10', imported: true }),
    ]);
    const staff = estimateFootprint(
      input(tree, [entry('substance_1', '100', [['Q', '101-00-1', '120']])], []),
      library,
      analytic,
    );
    expect(staff.contributors[0]).toMatchObject({
      source: 'ecoinvent 3.10',
      factor: { value: 4, imported: true },
    });
    const client = estimateForClient(staff);
    expect(client.value).toBe(staff.value);
    expect(JSON.stringify(client)).not.toContain('ecoinvent');
    expect(client.contributors.every((c) => !('factor' in c))).toBe(true);
    expect(client.contributors[0]!.source).toBe("Our team's licensed data");
  });
});
