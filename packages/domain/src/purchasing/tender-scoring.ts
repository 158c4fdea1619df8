import type {
  TenderCarbonProposal,
  TenderCarbonSource,
  TenderLot,
  TenderLotResult,
  TenderOffer,
  TenderOfferFlag,
  TenderOfferScore,
  TenderUnit,
  TenderWeights,
} from '../schemas/tenders';

/**
 * The scoring of a tender's lot (issue #38), run by the API and, as the buyer types, by the web:
 * - every figure per dispensing unit (UCD), so that a box of 28 and a box of 30 compare;
 * - points = weight × best ÷ this offer (the usual formula of French public purchasing), on the
 *   price and on the carbon per unit; the buyer's own points on the other criteria are added;
 * - no carbon figure: 0 carbon points and a flag; a figure by another method keeps its points,
 *   flagged (the buyer may declare the offer irregular);
 * - ranks: highest total first, equal totals share a rank (1, 1, 3);
 * - carbon saved: the best-ranked offer against the lot's median carbon per unit, over the lot's
 *   quantity in units.
 */

/** Totals closer than this are a tie: points are sums of quotients, never exact in binary. */
const TIE = 1e-9;

/** A figure given per `unit`, per dispensing unit; null when a box must be split and its size is unknown. */
export function perDispensingUnit(
  value: number,
  unit: TenderUnit,
  unitsPerBox: number | null,
): number | null {
  if (unit === 'UCD') return value;
  return unitsPerBox === null ? null : value / unitsPerBox;
}

/** weight × best ÷ this; the best itself gets the whole weight, even when it is 0. */
export function points(weight: number, best: number, value: number): number {
  if (value === 0) return weight;
  return (weight * best) / value;
}

/** The median of a list (the mean of the two middle values for an even count); null when empty. */
export function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** The carbon the score uses: the declared figure, else the database's proposal, else none. */
export function carbonOf(
  offer: TenderOffer,
  proposal: TenderCarbonProposal | null,
): { perUnit: number | null; source: TenderCarbonSource } {
  if (offer.carbon !== null)
    return {
      perUnit: perDispensingUnit(offer.carbon, offer.carbonUnit, offer.unitsPerBox),
      source: 'DECLARED',
    };
  if (proposal !== null)
    return {
      perUnit: perDispensingUnit(proposal.gCO2ePerBox, 'BOX', offer.unitsPerBox),
      source: proposal.source,
    };
  return { perUnit: null, source: 'MISSING' };
}

/** Competition ranking: 1 for the highest total, equal totals share a rank. */
export function ranks(totals: readonly number[]): number[] {
  return totals.map((total) => 1 + totals.filter((other) => other > total + TIE).length);
}

export interface ScoredLot {
  offers: TenderOfferScore[];
  result: TenderLotResult;
}

/**
 * Scores one lot; `proposals[i]` is the database's figure for offer i (null: none), and
 * `packUnits[i]` the units per box of offer i's pack in the medicine database (issue #38), used
 * where the offer gives none.
 */
export function scoreLot(
  given: Pick<TenderLot, 'quantity' | 'unit'> & { offers: readonly TenderOffer[] },
  weights: TenderWeights,
  proposals: readonly (TenderCarbonProposal | null)[] = [],
  packUnits: readonly (number | null)[] = [],
): ScoredLot {
  const lot = {
    ...given,
    offers: given.offers.map((offer, i) =>
      offer.unitsPerBox === null && (packUnits[i] ?? null) !== null
        ? { ...offer, unitsPerBox: packUnits[i]! }
        : offer,
    ),
  };
  const figures = lot.offers.map((offer, i) => {
    const flags: TenderOfferFlag[] = [];
    const pricePerUnit =
      offer.price === null ? null : perDispensingUnit(offer.price, offer.priceUnit, offer.unitsPerBox);
    const carbon = carbonOf(offer, proposals[i] ?? null);
    if (offer.price === null) flags.push('PRICE_MISSING');
    const needsBoxSize =
      (offer.price !== null && offer.priceUnit === 'BOX') ||
      (carbon.source === 'DECLARED' && offer.carbonUnit === 'BOX') ||
      carbon.source === 'STUDY' ||
      carbon.source === 'IMPORTED';
    if (needsBoxSize && offer.unitsPerBox === null) flags.push('UNITS_PER_BOX_MISSING');
    if (carbon.perUnit === null) flags.push('CARBON_MISSING');
    if (carbon.source === 'DECLARED' && offer.carbonMethod === 'OTHER') flags.push('OTHER_METHOD');
    if (carbon.source === 'STUDY' || carbon.source === 'IMPORTED') flags.push('CARBON_PROPOSED');
    return { offer, pricePerUnit, carbon, flags };
  });
  const known = (values: (number | null)[]) => values.filter((v): v is number => v !== null);
  const prices = known(figures.map((f) => f.pricePerUnit));
  const carbons = known(figures.map((f) => f.carbon.perUnit));
  const bestPrice = prices.length > 0 ? Math.min(...prices) : 0;
  const bestCarbon = carbons.length > 0 ? Math.min(...carbons) : 0;

  const scored = figures.map(({ offer, pricePerUnit, carbon, flags }) => {
    const pricePoints = pricePerUnit === null ? 0 : points(weights.price, bestPrice, pricePerUnit);
    const carbonPoints = carbon.perUnit === null ? 0 : points(weights.carbon, bestCarbon, carbon.perUnit);
    const otherPoints = Math.min(offer.otherPoints ?? 0, weights.other);
    return {
      unitsPerBoxUsed: offer.unitsPerBox,
      pricePerUnit,
      carbonPerUnit: carbon.perUnit,
      carbonSource: carbon.source,
      pricePoints,
      carbonPoints,
      otherPoints,
      total: pricePoints + carbonPoints + otherPoints,
      rank: 0,
      flags,
    };
  });
  const rankOf = ranks(scored.map((s) => s.total));
  scored.forEach((s, i) => {
    s.rank = rankOf[i]!;
  });
  return { offers: scored, result: lotResult(lot, scored) };
}

/** The median, the best-ranked offer (ties: the lower carbon, then the first) and what it saves. */
function lotResult(
  lot: Pick<TenderLot, 'quantity' | 'unit'> & { offers: readonly TenderOffer[] },
  scored: readonly TenderOfferScore[],
): TenderLotResult {
  const medianCarbonPerUnit = median(
    scored.map((s) => s.carbonPerUnit).filter((v): v is number => v !== null),
  );
  let bestOffer: number | null = null;
  for (let i = 0; i < scored.length; i++) {
    const s = scored[i]!;
    if (s.rank !== 1) continue;
    const held = bestOffer === null ? null : scored[bestOffer]!;
    if (held === null || (s.carbonPerUnit !== null && (held.carbonPerUnit ?? Infinity) > s.carbonPerUnit))
      bestOffer = i;
  }
  const best = bestOffer === null ? null : scored[bestOffer]!;
  // A lot counted in boxes is bought in the best offer's boxes.
  const units =
    lot.unit === 'UCD'
      ? lot.quantity
      : bestOffer === null || lot.offers[bestOffer]!.unitsPerBox === null
        ? null
        : lot.quantity * lot.offers[bestOffer]!.unitsPerBox!;
  const carbonSavedG =
    best === null || best.carbonPerUnit === null || medianCarbonPerUnit === null || units === null
      ? null
      : (medianCarbonPerUnit - best.carbonPerUnit) * units;
  return { medianCarbonPerUnit, bestOffer, carbonSavedG };
}

/**
 * The offers no other offer beats on both price and carbon per unit (the chart's frontier),
 * cheapest first. Offers without both figures are left out.
 */
export function bestOffersFrontier<T extends { price: number; carbon: number }>(offers: readonly T[]): T[] {
  const sorted = [...offers].sort((a, b) => a.price - b.price || a.carbon - b.carbon);
  const frontier: T[] = [];
  for (const offer of sorted) {
    const last = frontier[frontier.length - 1];
    if (last === undefined || offer.carbon < last.carbon) frontier.push(offer);
  }
  return frontier;
}
