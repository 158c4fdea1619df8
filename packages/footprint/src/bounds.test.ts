import {
  carbonSecondPartUpdateSchema,
  footprintEstimateSchema,
  MAX_LISTED_DATA_GAPS,
  MAX_SECOND_PART_ROWS,
  massBalanceMessages,
  secondPartRowCount,
} from '@pharmatrace/domain';
import { describe, expect, it } from 'vitest';
import { estimateFootprint, iterationsWithin, SecondPartTooLargeError, workPerIteration } from './estimate';
import { FactorIndex } from './factors/library';
import { buildModel } from './model/build-model';
import { estimateIn } from './said';
import { deepSecondPart, largeSecondPart, testLibrary } from './testing';

/** The API's cap (apps/api MAX_DRAWS_PER_ESTIMATE). */
const CAP = 30_000_000;
const bytes = (value: unknown) => Buffer.byteLength(JSON.stringify(value));

describe('the bounds of an estimate (issue #35)', () => {
  it("refuses the probe's 2 MB and 116 KB second parts before building anything", () => {
    const huge = largeSecondPart({ nodes: 295, rows: 81_600 });
    expect(bytes(huge.document.substances)).toBeGreaterThan(1_900_000);
    expect(secondPartRowCount(huge.document.substances)).toBe(81_600);
    expect(() => estimateFootprint(huge, testLibrary([]), { maxDraws: CAP })).toThrow(
      SecondPartTooLargeError,
    );

    const mid = largeSecondPart({ nodes: 295, rows: 4_500 });
    expect(bytes(mid.document.substances)).toBeGreaterThan(110_000);
    expect(() => estimateFootprint(mid, testLibrary([]), { maxDraws: CAP })).toThrow(SecondPartTooLargeError);

    // The same bound is the save's: neither can be stored any more.
    for (const part of [huge, mid]) {
      const saved = carbonSecondPartUpdateSchema.safeParse({
        substances: part.document.substances,
        revision: 1,
      });
      expect(saved.success).toBe(false);
      expect(saved.error?.issues.map((i) => i.message)).toContain(massBalanceMessages.tooManyLines);
    }
  });

  it('accepts a second part at the bound', () => {
    const atBound = largeSecondPart({ nodes: 295, rows: MAX_SECOND_PART_ROWS });
    const saved = carbonSecondPartUpdateSchema.safeParse({
      substances: atBound.document.substances,
      revision: 1,
    });
    expect(saved.error?.issues).toBeUndefined();
  });

  it('keeps the whole Monte Carlo within the cap, also when every node shares one id', () => {
    for (const sharedIds of [false, true]) {
      const part = largeSecondPart({ nodes: 295, rows: MAX_SECOND_PART_ROWS, sharedIds });
      const library = new FactorIndex(testLibrary([]));
      const perIteration = workPerIteration(buildModel(part, library));
      const estimate = estimateFootprint(part, library, { maxDraws: CAP });
      expect(estimate.iterations).toBe(iterationsWithin(200_000, perIteration, CAP));
      expect(estimate.iterations * perIteration).toBeLessThanOrEqual(CAP);
      if (sharedIds) {
        // Chaining counts: a line made by the route sums the columns of ~294 reactions.
        expect(perIteration).toBeGreaterThan(10 * MAX_SECOND_PART_ROWS);
        expect(estimate.iterations).toBeLessThan(1_000);
      } else {
        expect(estimate.iterations).toBeGreaterThanOrEqual(1_000);
      }
    }
  });

  it('lists the first data gaps and counts them all, and its answer stays small', () => {
    const part = largeSecondPart({ nodes: 295, rows: MAX_SECOND_PART_ROWS });
    const estimate = estimateFootprint(part, testLibrary([]), { maxDraws: CAP });
    expect(estimate.dataGapCount).toBeGreaterThan(MAX_LISTED_DATA_GAPS);
    expect(estimate.dataGaps).toHaveLength(MAX_LISTED_DATA_GAPS);
    expect(estimate.warnings.length).toBeLessThanOrEqual(estimate.warningCount);
    for (const locale of ['en', 'fr'] as const) {
      const answer = footprintEstimateSchema.parse(estimateIn(locale, estimate));
      expect(bytes(answer)).toBeLessThan(150_000);
    }
  });

  it('runs the iterations asked for when the cap allows them, and none when not one fits', () => {
    expect(iterationsWithin(200_000, 100, CAP)).toBe(200_000);
    expect(iterationsWithin(200_000, 1_000, CAP)).toBe(30_000);
    expect(iterationsWithin(200_000, CAP + 1, CAP)).toBe(0);
    expect(iterationsWithin(5_000, 10, undefined)).toBe(5_000);
  });

  it('reads each line once per reaction when tree nodes share an id: the model stays within the line bound', () => {
    // Before: every reaction of the shared id took the first entry naming it, 299 times its
    // lines: 54,678 terms, 5,124 links and 24,778 data gaps from 3,000 lines.
    const part = deepSecondPart({ sharedIds: true });
    expect(secondPartRowCount(part.document.substances)).toBe(3_000);
    const library = new FactorIndex(testLibrary([]));
    const model = buildModel(part, library);
    expect(model.terms.length + model.links.length).toBeLessThanOrEqual(3 * MAX_SECOND_PART_ROWS);
    expect(model.dataGaps.length).toBeLessThanOrEqual(2 * MAX_SECOND_PART_ROWS);
    const estimate = estimateFootprint(part, library, { maxDraws: CAP });
    expect(estimate.iterations * workPerIteration(model)).toBeLessThanOrEqual(CAP);
    expect(Number.isFinite(estimate.value)).toBe(true);
    expect(estimate.dataGaps.length).toBeLessThanOrEqual(MAX_LISTED_DATA_GAPS);
  });

  it('finds the made material of 3,000 lines under a 300-node tree with one index per reaction, not a walk per line', () => {
    const library = new FactorIndex(testLibrary([]));
    for (const sharedIds of [false, true]) {
      const part = deepSecondPart({ sharedIds });
      const model = buildModel(part, library);
      // Every line names a material the route makes: all are chained.
      expect(model.links.length).toBeGreaterThanOrEqual(3_000);
      // Walking the tree below the precursor for each line took 1.7 to 3 s here (lines × nodes);
      // the index takes about 0.13 s. Best of three, in this process's CPU time rather than
      // wall-clock time, so that a busy machine does not decide (CI runs this file beside other
      // lanes on a shared box: decision 0075).
      const times = [0, 1, 2].map(() => {
        const started = process.cpuUsage();
        buildModel(part, library);
        const used = process.cpuUsage(started);
        return (used.user + used.system) / 1000;
      });
      expect(Math.min(...times)).toBeLessThan(1_000);
    }
  });
});
