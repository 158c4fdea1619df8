import { footprintEstimateSchema } from '@pharmatrace/domain';
import { describe, expect, it } from 'vitest';
import { estimateFootprint, estimateForClient } from './estimate';
import { licensedBand } from './licensed-bands';
import { estimateIn } from './said';
import { chainTree, entry, factor, input, reportingPlant, testLibrary } from './testing';

/**
 * No leak of licensed data (issue #36, decision 0067): the division attack. The provider imports
 * a factor of 3.456 kgCO2e/kg for Q; the client, who typed 120 kg of Q per 100 kg of P (1.2 kg
 * per kg), divides every figure of its answer, and every difference of two of them (a line it
 * can compute itself taken away from a total), by 1.2.
 */

const LICENSED = 3.456;
const analytic = { iterations: 0 } as const;

const route = (licensed: number, qPerBatch = '120') =>
  estimateFootprint(
    input(
      chainTree(['P', 'Q']),
      [
        entry(
          'substance_1',
          '100',
          [
            ['Q', '101-00-1', qPerBatch],
            ['reagent B', '222-22-2', '50'],
          ],
          { carbonReactionProductionSites: 'plant_x' },
        ),
      ],
      [reportingPlant('plant_x', 100, 50, 1_000)],
    ),
    testLibrary([
      factor('material', '101-00-1', licensed, { source: 'ecoinvent 3.10', imported: true }),
      // An open factor the client can look up itself.
      factor('material', '222-22-2', 2),
    ]),
    analytic,
  );

/** Every figure a client's answer gives line by line or per part. */
function lineFigures(client: ReturnType<typeof estimateForClient<ReturnType<typeof route>>>): number[] {
  return [
    ...client.contributors.map((c) => c.value),
    ...Object.values(client.byCategory),
    ...client.byReaction.map((r) => r.value),
  ];
}

describe('the division attack on a licensed factor', () => {
  it('recovers nothing closer than the band from a line, a part, or a difference of two', () => {
    const staff = route(LICENSED);
    // The staff answer is exact: 1.2 × 3.456 = 4.1472.
    expect(staff.contributors[0]!.value).toBeCloseTo(4.1472, 12);
    const client = estimateForClient(staff);
    const figures = lineFigures(client);
    const candidates = [...figures, ...figures.flatMap((a) => figures.map((b) => a - b))];
    const recovered = candidates.map((x) => x / 1.2).filter((f) => Math.abs(f - LICENSED) < 0.1 * LICENSED);
    expect(recovered).toEqual([]);
    // What the client can learn: Q's line ÷ 1.2 is the middle of the band [1, 28.2), whatever
    // the factor inside it: e^(1.96 × 0.8515) = 5.31.
    const q = client.contributors.find((c) => c.source === "Our team's licensed data")!;
    expect(q.value / 1.2).toBeCloseTo(5.31, 2);
    expect(licensedBand(LICENSED).low).toBe(1);
    expect(licensedBand(LICENSED).high).toBeCloseTo(28.2, 1);
    expect(client.licensedLines).toBe(1);
  });

  it('gives the same lines for any factor in the band, and the same band middle for any amount', () => {
    const lines = (licensed: number, qPerBatch?: string) => {
      const { contributors, byCategory, byReaction, sensitivity, primaryDataShare, dataQuality } =
        estimateForClient(route(licensed, qPerBatch));
      return { contributors, byCategory, byReaction, sensitivity, primaryDataShare, dataQuality };
    };
    expect(lines(2.1)).toEqual(lines(LICENSED));
    expect(lines(20)).toEqual(lines(LICENSED));
    // A factor in another band (28.2 and above) is told apart: the band is all the client learns.
    expect(lines(40)).not.toEqual(lines(LICENSED));
    // Estimates over several amounts cannot be intersected: each divides back to 5.31.
    for (const [perBatch, perKg] of [
      ['80', 0.8],
      ['133', 1.33],
    ] as const) {
      const q = lines(LICENSED, perBatch).contributors.find((c) => c.source === "Our team's licensed data")!;
      expect(q.value / perKg).toBeCloseTo(5.31, 2);
    }
  });

  it('keeps the result as computed, and answers within the schema without the staff-only parts', () => {
    const staff = route(LICENSED);
    const client = estimateIn('en', estimateForClient(staff));
    // 4.1472 + 1 + (1.7 t/t ÷ 1000 × 300 km × 0 freight) + the site: 0.15 reported and the upstream
    // of its scopes (method 2.1, DESNZ 2025: 100 × 0.03021 ÷ 0.18296 + 50 × 0.0684 ÷ 0.177 over 1,000 t),
    // 0.185834 in all.
    expect(client.value).toBeCloseTo(
      5.1472 + (100 * (1 + 0.03021 / 0.18296) + 50 * (1 + 0.0684 / 0.177)) / 1_000,
      12,
    );
    expect(client.value).toBeCloseTo(5.333034, 6);
    expect(footprintEstimateSchema.strict().safeParse(client).success).toBe(true);
    expect(client).not.toHaveProperty('clientLines');
    expect(estimateIn('en', staff)).not.toHaveProperty('clientLines');
    expect(JSON.stringify(client)).not.toContain('3.456');
  });

  it('changes nothing where no line rests on an imported factor', () => {
    const open = estimateFootprint(
      input(chainTree(['P', 'Q']), [entry('substance_1', '100', [['Q', '101-00-1', '120']])], []),
      testLibrary([factor('material', '101-00-1', LICENSED)]),
      analytic,
    );
    const client = estimateForClient(open);
    expect(client.licensedLines).toBe(0);
    expect(client.contributors[0]!.value).toBeCloseTo(4.1472, 12);
  });
});
