import { describe, expect, it } from 'vitest';
import { estimateFootprint } from './estimate';
import { FactorIndex } from './factors/library';
import { buildModel } from './model/build-model';
import { chainTree, entry, factor, input, reportingPlant, testLibrary } from './testing';

/**
 * The uncertainty's bookkeeping (method 2.0.0, issue #36 'Uncertainty'; issue #40 'tests that
 * cannot fail'): which figures move together. Each expected spread is computed by hand from the
 * lognormal moments (E[X²] = exp(σ²) for a mean-1 lognormal X) and written as a number; the
 * Monte Carlo must land on it, and the figure it would give with the draws wrongly shared or
 * wrongly split is written beside it, far outside the tolerance.
 */

/** σ of the figures below: a factor rated 1 on geography and time, 4 on reliability and technology. */
const poorlyRated = { technological: 4, geographical: 1, temporal: 1, reliability: 4 };
const ITERATIONS = 200_000;
const sdOf = (estimate: { uncertainty: number }) => estimate.uncertainty / 1.96;
const plant = reportingPlant('plant_0', 0, 0, 1_000);

describe('one random variable per factor identity', () => {
  // Two lines buy the same solvent S (factor 2 kgCO2e/kg, GLO, σ² = 0.1² + 0.2² + 0.35² = 0.1725),
  // 50 kg each for 100 kg of product: one from 'Do not know' (its use widened by σ 0.3), one from
  // Europe (the GLO factor two steps away: geographical 1 → 3, widened by σ 0.05). Freight and the
  // plant are free, the precursor's factor is 0: the result is 2 × F × (½ W₁ U₁ + ½ W₂ U₂).
  const doc = input(
    chainTree(['P', 'Q']),
    [
      entry(
        'substance_1',
        '100',
        [
          ['Q', '101-00-1', '100'],
          ['S', '555-55-5', '50', 'DoNotKnow'],
          ['S', '555-55-5', '50', 'Europe'],
        ],
        { carbonReactionProductionSites: 'plant_0' },
      ),
    ],
    [plant],
  );
  const library = testLibrary([
    factor('material', '101-00-1', 0),
    factor('material', '555-55-5', 2, { dqr: poorlyRated }),
  ]);

  it('gives both uses the same factor variable, and each widening a variable of its own', () => {
    const model = buildModel(doc, new FactorIndex(library));
    const uses = model.terms.filter((t) => t.factor?.key === '555-55-5');
    expect(uses).toHaveLength(2);
    expect(uses[0]!.variable).toBe(uses[1]!.variable);
    expect(model.variables[uses[0]!.variable]!.sigma).toBeCloseTo(Math.sqrt(0.1725), 12);
    const widenings = uses.map((t) => t.spreads.filter((v) => model.variables[v]!.input.kind === 'place'));
    expect(widenings.map((w) => w.map((v) => model.variables[v]!.sigma))).toEqual([
      [expect.closeTo(0.3, 12)],
      [expect.closeTo(0.05, 12)],
    ]);
  });

  it('draws the factor once for both lines: the spread of the hand computation', () => {
    const result = estimateFootprint(doc, library, { iterations: ITERATIONS });
    expect(result.value).toBeCloseTo(2, 12);
    // Var = 4 × [e^0.1725 × (¼ e^(0.0025+0.09) + ¼ e^(0.0025+0.0025) + ½) − 1] = 0.87422: sd 0.9350.
    // Drawn once per line (or with the widening inside the factor's variable): sd 0.7054.
    expect(sdOf(result)).toBeGreaterThan(0.935 * 0.97);
    expect(sdOf(result)).toBeLessThan(0.935 * 1.03);
  });

  it('ranks the inputs by their first-order variance: the shared factor, then the unknown place', () => {
    const result = estimateFootprint(doc, library, { iterations: 0 });
    // a² (e^σ² − 1): the factor 2² × (e^0.1725 − 1) = 0.7531, the unknown place 1 × (e^0.09 − 1)
    // = 0.0942, each weight and the far geography 0.0025 (0.3 %): 88 % and 11 % of 0.8547.
    expect(result.sensitivity).toEqual([
      expect.objectContaining({ input: 'factor', share: 88, lines: 2 }),
      expect.objectContaining({ input: 'place', share: 11, lines: 1 }),
    ]);
  });
});

describe("a line's weight", () => {
  // The precursor Q has no weight: 1.25 kg per kg is assumed (σ 0.5). Its line has two terms: the
  // material (2 kgCO2e/kg, σ 0.1: 2.5) and its road leg (300 km × 8 kgCO2e/tkm, σ 0.2, the default
  // distance σ 0.3: 3). The result is W × (2.5 F + 3 R D).
  const doc = input(
    chainTree(['P', 'Q']),
    [entry('substance_1', '100', [['Q', '101-00-1', '']], { carbonReactionProductionSites: 'plant_0' })],
    [plant],
  );
  const library = testLibrary([factor('material', '101-00-1', 2, { geography: 'FR' })], { freight: 8 });

  it('is one variable for every term of the line', () => {
    const model = buildModel(doc, new FactorIndex(library));
    const line = model.terms.filter(
      (t) => t.at?.path === 'substances.0.productBy.carbonReactionRawMaterials.0',
    );
    expect(line.map((t) => t.category).sort()).toEqual(['rawMaterials', 'transport']);
    const weights = line.map((t) => t.spreads.filter((v) => model.variables[v]!.input.kind === 'weight'));
    expect(weights[0]).toHaveLength(1);
    expect(weights[1]).toEqual(weights[0]);
    expect(model.variables[weights[0]![0]!]!.sigma).toBe(0.5);
  });

  it('is drawn once for all the terms of its line: the spread of the hand computation', () => {
    const result = estimateFootprint(doc, library, { iterations: ITERATIONS });
    expect(result.value).toBeCloseTo(5.5, 12);
    // E[T²] = e^0.25 × (6.25 e^0.01 + 9 e^(0.04+0.09) + 15) = 40.5268: Var 10.277, sd 3.2058.
    // Drawn once per term: E[T²] = 6.25 e^0.26 + 9 e^0.38 + 15 = 36.2664: sd 2.4528.
    expect(sdOf(result)).toBeGreaterThan(3.2058 * 0.97);
    expect(sdOf(result)).toBeLessThan(3.2058 * 1.03);
  });

  it('is shared by a chained raw material and its transport', () => {
    const model = buildModel(
      input(
        chainTree(['P', 'Q', 'R']),
        [
          entry('substance_1', '100', [['Q', '101-00-1', '120', 'Europe']]),
          entry('substance_2', '100', [['R', '102-00-2', '130']]),
        ],
        [],
      ),
      new FactorIndex(testLibrary([], { freight: 1 })),
    );
    const link = model.links.find((l) => l.reaction === 0)!;
    const transport = model.terms.filter((t) => t.reaction === 0 && t.category === 'transport');
    expect(link.spreads).toHaveLength(1);
    expect(transport.length).toBeGreaterThan(0);
    for (const t of transport) expect(t.spreads).toContain(link.spreads[0]);
  });
});

describe('class defaults', () => {
  // Two organics without a factor, 50 kg each for 100 kg of product: the organic class default.
  const withRows = (second: [string, string]) =>
    input(
      chainTree(['P', 'Q']),
      [
        entry(
          'substance_1',
          '100',
          [
            ['Q', '101-00-1', '100'],
            ['X', '777-77-7', '50'],
            [second[0], second[1], '50'],
          ],
          { carbonReactionProductionSites: 'plant_0' },
        ),
      ],
      [plant],
    );
  const library = testLibrary([factor('material', '101-00-1', 0)]);

  it('are drawn per substance: two substances move apart, the same one twice together', () => {
    const model = buildModel(withRows(['Y', '888-88-8']), new FactorIndex(library));
    const defaults = model.terms.filter((t) => t.factor?.kind === 'class-default');
    expect(defaults).toHaveLength(2);
    expect(defaults[0]!.variable).not.toBe(defaults[1]!.variable);
    const same = buildModel(withRows(['X', '777-77-7']), new FactorIndex(library));
    const twice = same.terms.filter((t) => t.factor?.kind === 'class-default');
    expect(twice[0]!.variable).toBe(twice[1]!.variable);

    // Independent draws of a wide factor: the spread of their sum is about 1/√2 of the same one twice.
    const two = sdOf(estimateFootprint(withRows(['Y', '888-88-8']), library, { iterations: ITERATIONS }));
    const one = sdOf(estimateFootprint(withRows(['X', '777-77-7']), library, { iterations: ITERATIONS }));
    expect(two / one).toBeGreaterThan(0.62);
    expect(two / one).toBeLessThan(0.8);
  });
});

describe('the site term', () => {
  it('carries the pedigree of a plant average applied to one step (σ ≈ 0.37, technological 4)', () => {
    const model = buildModel(
      input(
        chainTree(['P', 'Q']),
        [
          entry('substance_1', '100', [['Q', '101-00-1', '100']], {
            carbonReactionProductionSites: 'plant_x',
          }),
        ],
        [reportingPlant('plant_x', 300, 100, 1_000)],
      ),
      new FactorIndex(testLibrary([])),
    );
    const site = model.terms.find((t) => t.category === 'siteEnergy')!;
    // Basic σ of a plant's figures 0.10, the batch weight 0.05, technological 4 (0.35),
    // reliability 2 (0.05): √(0.01 + 0.0025 + 0.1225 + 0.0025) = 0.3708. The upstream method 2.0
    // adds to reported scopes (88.18 of 488.18 kgCO2e per tonne) carries σ 0.23 (fuel 0.02,
    // technological 3, geographical 4, reliability 2): √(0.3708² + (0.18063 × 0.23)²) = 0.3731.
    expect(model.variables[site.variable]!.sigma).toBeCloseTo(0.3731, 4);
    expect(site.quality).toEqual({ technological: 4, geographical: 1, temporal: 1, reliability: 2 });
  });
});
