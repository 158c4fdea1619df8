import { describe, expect, it } from 'vitest';
import type { TenderOffer } from '../schemas/tenders';
import { tenderInputSchema } from '../schemas/tenders';
import { bestOffersFrontier, median, scoreLot } from './tender-scoring';

/**
 * A lot computed by hand (issue #38). Weights: price 60, carbon 30, other 10.
 * Per dispensing unit:
 *   A  box of 28, 5.60 €/box = 0.20 €/u, 56 g/box = 2.0 g/u, score carbone, other 10
 *   B  box of 30, 0.19 €/u,             75 g/box = 2.5 g/u, score carbone, other 10
 *   C  box of 30, 0.25 €/u,             no carbon,                           other 10
 *   D  box of 28, 5.32 €/box = 0.19 €/u, 1.6 g/u,            other method,   other 1
 * Best price 0.19, best carbon 1.6:
 *   A  60×0.19/0.20 = 57    + 30×1.6/2.0 = 24   + 10 = 91    rank 1 (tie)
 *   B  60                   + 30×1.6/2.5 = 19.2 + 10 = 89.2  rank 3
 *   C  60×0.19/0.25 = 45.6  + 0                 + 10 = 55.6  rank 4
 *   D  60                   + 30                + 1  = 91    rank 1 (tie)
 * Median carbon of 2.0, 2.5, 1.6 = 2.0 g/u. The best-ranked (A and D tie: the lower carbon, D)
 * saves (2.0 − 1.6) × 10,000 u = 4,000 g.
 */
const offer = (o: Partial<TenderOffer>): TenderOffer => ({
  supplier: 'Lab',
  cip13: '',
  unitsPerBox: null,
  price: null,
  priceUnit: 'UCD',
  carbon: null,
  carbonUnit: 'UCD',
  carbonMethod: 'SCORE_CARBONE',
  otherPoints: null,
  ...o,
});
const offers = [
  offer({
    supplier: 'A',
    unitsPerBox: 28,
    price: 5.6,
    priceUnit: 'BOX',
    carbon: 56,
    carbonUnit: 'BOX',
    otherPoints: 10,
  }),
  offer({ supplier: 'B', unitsPerBox: 30, price: 0.19, carbon: 75, carbonUnit: 'BOX', otherPoints: 10 }),
  offer({ supplier: 'C', unitsPerBox: 30, price: 0.25, otherPoints: 10 }),
  offer({
    supplier: 'D',
    unitsPerBox: 28,
    price: 5.32,
    priceUnit: 'BOX',
    carbon: 1.6,
    carbonMethod: 'OTHER',
    otherPoints: 1,
  }),
];
const weights = { price: 60, carbon: 30, other: 10 };

describe('the scoring of a tender lot (issue #38)', () => {
  const { offers: scored, result } = scoreLot({ quantity: 10_000, unit: 'UCD', offers }, weights);

  it('compares a box of 28 and a box of 30 per dispensing unit', () => {
    expect(scored.map((s) => s.pricePerUnit)).toEqual([
      expect.closeTo(0.2, 12),
      0.19,
      0.25,
      expect.closeTo(0.19, 12),
    ]);
    expect(scored.map((s) => s.carbonPerUnit)).toEqual([2, 2.5, null, 1.6]);
  });

  it('gives weight × best ÷ this offer on price and carbon, and 0 carbon points without a figure', () => {
    const expected = [
      [57, 24, 10, 91],
      [60, 19.2, 10, 89.2],
      [45.6, 0, 10, 55.6],
      [60, 30, 1, 91],
    ];
    scored.forEach((s, i) => {
      const [price, carbon, other, total] = expected[i]!;
      expect(s.pricePoints).toBeCloseTo(price!, 9);
      expect(s.carbonPoints).toBeCloseTo(carbon!, 9);
      expect(s.otherPoints).toBe(other);
      expect(s.total).toBeCloseTo(total!, 9);
    });
  });

  it('ranks ties together, flags the missing carbon and the other method, which keeps its points', () => {
    expect(scored.map((s) => s.rank)).toEqual([1, 3, 4, 1]);
    expect(scored.map((s) => s.carbonSource)).toEqual(['DECLARED', 'DECLARED', 'MISSING', 'DECLARED']);
    expect(scored[2]!.flags).toEqual(['CARBON_MISSING']);
    expect(scored[3]!.flags).toEqual(['OTHER_METHOD']);
    expect(scored[0]!.flags).toEqual([]);
  });

  it('says what the best-ranked offer saves against the median offer over the lot', () => {
    expect(result.medianCarbonPerUnit).toBe(2);
    expect(result.bestOffer).toBe(3);
    expect(result.carbonSavedG).toBeCloseTo(4000, 6);
  });

  it('counts a lot in boxes in the best offer’s boxes: 500 boxes of 28', () => {
    const inBoxes = scoreLot({ quantity: 500, unit: 'BOX', offers }, weights);
    expect(inBoxes.result.carbonSavedG).toBeCloseTo(5600, 6);
  });

  it('changes the ranks when the carbon weight moves from 0 to 30', () => {
    const priceOnly = scoreLot({ quantity: 1, unit: 'UCD', offers }, { price: 90, carbon: 0, other: 10 });
    // Price 90: A 85.5 + 10, B 90 + 10, C 68.4 + 10, D 90 + 1.
    expect(priceOnly.offers.map((s) => s.rank)).toEqual([2, 1, 4, 3]);
  });

  it('proposes the database figure per box, marked, where none is declared', () => {
    const proposed = scoreLot({ quantity: 1, unit: 'UCD', offers: [offers[2]!] }, weights, [
      { source: 'IMPORTED', gCO2ePerBox: 90, label: 'X', isDemo: true },
    ]);
    expect(proposed.offers[0]!.carbonPerUnit).toBe(3);
    expect(proposed.offers[0]!.carbonSource).toBe('IMPORTED');
    expect(proposed.offers[0]!.carbonPoints).toBe(30);
    expect(proposed.offers[0]!.flags).toEqual(['CARBON_PROPOSED']);
  });

  it('divides by the pack’s units from the database where the offer gives none, never over a declared count', () => {
    const unknownBox = offer({
      price: 5.6,
      priceUnit: 'BOX',
      carbon: 84,
      carbonUnit: 'BOX',
      unitsPerBox: null,
    });
    const declared = offer({ ...unknownBox, unitsPerBox: 30 });
    const alone = scoreLot({ quantity: 1, unit: 'UCD', offers: [unknownBox] }, weights);
    expect(alone.offers[0]!.flags).toContain('UNITS_PER_BOX_MISSING');
    const filled = scoreLot(
      { quantity: 1, unit: 'UCD', offers: [unknownBox, declared] },
      weights,
      [],
      [28, 28],
    );
    expect(filled.offers.map((s) => s.unitsPerBoxUsed)).toEqual([28, 30]);
    expect(filled.offers[0]!.pricePerUnit).toBeCloseTo(0.2, 12);
    expect(filled.offers[0]!.carbonPerUnit).toBeCloseTo(3, 12);
    expect(filled.offers[0]!.flags).toEqual([]);
    // A lot in boxes is bought in the best offer's boxes, whose size now comes from the database.
    const inBoxes = scoreLot({ quantity: 10, unit: 'BOX', offers: [unknownBox] }, weights, [], [28]);
    expect(inBoxes.result.carbonSavedG).toBe(0);
  });
});

describe('helpers', () => {
  it('takes the mean of the two middle values for an even count', () => {
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([])).toBeNull();
  });

  it('keeps on the frontier only the offers no other beats on both price and carbon', () => {
    const frontier = bestOffersFrontier([
      { id: 'a', price: 0.2, carbon: 2 },
      { id: 'b', price: 0.19, carbon: 2.5 },
      { id: 'c', price: 0.25, carbon: 2.2 },
      { id: 'd', price: 0.3, carbon: 1.5 },
    ]);
    expect(frontier.map((f) => f.id)).toEqual(['b', 'a', 'd']);
  });
});

describe('the tender schema (issue #38 bounds)', () => {
  const base = {
    name: 'T',
    reference: '',
    weights,
    lots: [{ name: 'L', inn: '', form: '', strength: '', quantity: 1, unit: 'UCD', offers }],
  };
  const pathsOf = (value: unknown) =>
    tenderInputSchema.safeParse(value).error?.issues.map((i) => i.path.join('.'));

  it('accepts the hand-computed lot', () => {
    expect(tenderInputSchema.safeParse(base).success).toBe(true);
  });

  it('names the field of each refusal', () => {
    expect(pathsOf({ ...base, weights: { price: 65, carbon: 30, other: 10 } })).toEqual(['weights']);
    const withOffer = (o: Record<string, unknown>) => ({
      ...base,
      lots: [{ ...base.lots[0], offers: [{ ...offers[0], ...o }] }],
    });
    expect(pathsOf(withOffer({ price: -1 }))).toEqual(['lots.0.offers.0.price']);
    expect(pathsOf(withOffer({ unitsPerBox: 0 }))).toEqual(['lots.0.offers.0.unitsPerBox']);
    expect(pathsOf(withOffer({ priceUnit: 'PACK' }))).toEqual(['lots.0.offers.0.priceUnit']);
    expect(pathsOf(withOffer({ carbonMethod: 'GUESS' }))).toEqual(['lots.0.offers.0.carbonMethod']);
    expect(pathsOf(withOffer({ otherPoints: 11 }))).toEqual(['lots.0.offers.0.otherPoints']);
  });

  it('holds at most 200 lots and 50 offers a lot', () => {
    expect(pathsOf({ ...base, lots: Array(201).fill({ ...base.lots[0], offers: [] }) })).toEqual(['lots']);
    expect(pathsOf({ ...base, lots: [{ ...base.lots[0], offers: Array(51).fill(offers[0]) }] })).toEqual([
      'lots.0.offers',
    ]);
  });
});
