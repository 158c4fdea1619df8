import { describe, expect, it } from 'vitest';
import { estimateFootprint } from './estimate';
import { NormalSource, summarise } from './monte-carlo';
import { sigmaOf } from './pedigree';
import { chainTree, entry, factor, input, reportingPlant, testLibrary } from './testing';

describe('Monte Carlo', () => {
  it('draws standard normal variates from its seed, the same for the same seed', () => {
    const draw = (seed: number) => {
      const out = new Float64Array(100_001);
      new NormalSource(seed).fill(out, out.length);
      return out;
    };
    const values = draw(1);
    expect(draw(1)).toEqual(values);
    expect(draw(2)).not.toEqual(values);
    const { mean, sd } = summarise(values);
    expect(Math.abs(mean)).toBeLessThan(0.01);
    expect(sd).toBeCloseTo(1, 2);
  });

  it('keeps the stream going across odd-sized fills', () => {
    const whole = new Float64Array(10);
    new NormalSource(5).fill(whole, 10);
    const source = new NormalSource(5);
    const parts = new Float64Array(10);
    const buffer = new Float64Array(10);
    let at = 0;
    for (const size of [3, 1, 5, 1]) {
      source.fill(buffer, size);
      parts.set(buffer.subarray(0, size), at);
      at += size;
    }
    expect(parts).toEqual(whole);
  });

  it('has its mean within 1 % of the analytic mean on a lognormal case', () => {
    // Two reactions chained, every factor lognormal with its pedigree spread (a class default's
    // σ ≈ 0.85 among them), a shared factor (B in both reactions) and a by-product.
    const tree = chainTree(['P', 'Q', 'R']);
    const library = testLibrary([
      factor('material', '222-22-2', 2, {
        dqr: { technological: 3, geographical: 2, temporal: 2, reliability: 3 },
      }),
      factor('material', '102-00-2', 5, {
        dqr: { technological: 4, geographical: 3, temporal: 3, reliability: 4 },
      }),
    ]);
    const result = estimateFootprint(
      input(
        tree,
        [
          entry(
            'substance_1',
            '100',
            [
              ['Q', '101-00-1', '140'],
              ['B', '222-22-2', '60'],
            ],
            {
              carbonReactionProductionSites: 'plant_x',
              byProductsName: 'salt',
              byProductsCas: '7647-14-5',
              byProductsMolecularWeight: '58.44',
              byProductsWeightPerBatch: '20',
            },
          ),
          entry(
            'substance_2',
            '100',
            [
              ['R', '102-00-2', '130'],
              ['B', '222-22-2', '30'],
              ['mystery', '', '10'],
            ],
            {
              carbonReactionProductionSites: 'plant_x',
            },
          ),
        ],
        [reportingPlant('plant_x', 300, 100, 1_000)],
      ),
      library,
      { iterations: 200_000 },
    );
    expect(result.iterations).toBe(200_000);
    expect(Math.abs(result.mean - result.value) / result.value).toBeLessThan(0.01);
    // A lognormal sum is skewed to the right: median below the mean, the upper tail longer.
    expect(result.median).toBeLessThan(result.mean);
    expect(result.p97_5 - result.median).toBeGreaterThan(result.median - result.p2_5);
    expect(result.uncertainty).toBeGreaterThan(0);
  });

  it('reports a spread that grows with the data quality ratings (the pedigree table)', () => {
    const good = { technological: 1, geographical: 1, temporal: 1, reliability: 1 };
    const poor = { technological: 5, geographical: 5, temporal: 5, reliability: 5 };
    expect(sigmaOf('material', good)).toBeCloseTo(0.1, 12);
    expect(sigmaOf('material', poor)).toBeCloseTo(
      Math.sqrt(0.1 ** 2 + 0.4 ** 2 + 0.55 ** 2 + 0.2 ** 2 + 0.2 ** 2),
      12,
    );
    const spread = (dqr: typeof good) => {
      const tree = chainTree(['P', 'Q']);
      const library = testLibrary([factor('material', '101-00-1', 3, { dqr })]);
      // A plant of zero intensity: the material's factor is the only uncertain figure.
      const doc = input(
        tree,
        [
          entry('substance_1', '100', [['Q', '101-00-1', '100']], {
            carbonReactionProductionSites: 'plant_0',
          }),
        ],
        [reportingPlant('plant_0', 0, 0, 1_000)],
      );
      const r = estimateFootprint(doc, library, { iterations: 50_000 });
      return r.uncertainty / r.value;
    };
    expect(spread(poor)).toBeGreaterThan(2 * spread(good));
  });

  it('caps the draws of a large route, and says how many iterations it ran', () => {
    const tree = chainTree(['P', 'Q']);
    const many = Array.from(
      { length: 80 },
      (_, i) => [`m${i}`, `${300 + i}-00-1`, '1'] as [string, string, string],
    );
    const doc = input(tree, [entry('substance_1', '100', [['Q', '101-00-1', '100'], ...many])], []);
    const capped = estimateFootprint(doc, testLibrary([]), { iterations: 200_000, maxDraws: 2_000_000 });
    expect(capped.iterations).toBeLessThan(200_000);
    expect(capped.iterations).toBeGreaterThanOrEqual(1_000);
  });
});
