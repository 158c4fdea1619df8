import type { DataQuality, EmissionFactorKind } from '@pharmatrace/domain';

/**
 * The pedigree table (issue #23 'Uncertainty'; docs/methodology.md 'The pedigree table'): every
 * factor and every input is lognormal, and its spread, the standard deviation σ of its logarithm,
 * grows with its data quality ratings. σ² is the sum of a basic σ² (what any figure of its kind
 * carries) and one σ² per rating, as in the pedigree-matrix approach (Weidema & Wesnæs 1996);
 * the figures are ours, rounded, and documented.
 */

/** σ added by each rating, level 1 (very good) to 5 (very poor). */
export const pedigreeTable: Record<keyof DataQuality, readonly [number, number, number, number, number]> = {
  reliability: [0, 0.05, 0.1, 0.2, 0.4],
  technological: [0, 0.1, 0.2, 0.35, 0.55],
  geographical: [0, 0.02, 0.05, 0.1, 0.2],
  temporal: [0, 0.02, 0.05, 0.1, 0.2],
};

/** The basic σ of each kind of factor: what even a well-rated figure of that kind is uncertain by. */
export const basicSigma: Record<EmissionFactorKind | 'input' | 'plant', number> = {
  material: 0.1,
  'end-of-life': 0.02,
  electricity: 0.05,
  fuel: 0.02,
  heat: 0.1,
  refrigerant: 0.1,
  'waste-treatment': 0.2,
  freight: 0.2,
  distillation: 0.2,
  packaging: 0.1,
  'site-default': 0.5,
  'class-default': 0.5,
  /** A weight from the client's batch records. */
  input: 0.05,
  /** A plant's reported scope 1 and 2 and production. */
  plant: 0.1,
};

/** The σ added by an assumption in place of a missing input (a default amount or distance). */
export const ASSUMED_INPUT_SIGMA = 0.5;
/** The σ added when the place of production is 'Do not know' (issue #23: it widens the uncertainty). */
export const UNKNOWN_PLACE_SIGMA = 0.3;

const clamp = (rating: number) => Math.min(5, Math.max(1, Math.round(rating))) - 1;

/**
 * σ of a figure of this kind with these ratings; `basic` replaces the kind's basic σ where the
 * figure's own source gives its spread (a factor's `sourceSigma`).
 */
export function sigmaOf(
  kind: keyof typeof basicSigma,
  dqr: DataQuality,
  extra = 0,
  basic: number = basicSigma[kind],
): number {
  let variance = basic ** 2 + extra ** 2;
  for (const rating of Object.keys(pedigreeTable) as (keyof DataQuality)[]) {
    variance += pedigreeTable[rating][clamp(dqr[rating])]! ** 2;
  }
  return Math.sqrt(variance);
}

/** The client's own batch-record figures: very good on every rating but reliability (self-declared). */
export const primaryInputQuality: DataQuality = {
  technological: 1,
  geographical: 1,
  temporal: 1,
  reliability: 2,
};

/** A factor found further from the place than asked: its geographical rating worsens by the distance. */
export function widenGeography(dqr: DataQuality, steps: number): DataQuality {
  return steps <= 0 ? dqr : { ...dqr, geographical: Math.min(5, dqr.geographical + steps) };
}

/**
 * Moment matching (Fenton–Wilkinson): the σ of one lognormal with the mean and variance of a sum
 * of independent lognormal parts, each given by its mean and σ. Used where a plant's intensity is
 * computed from several parts and then drawn as one variable.
 */
export function combinedSigma(parts: readonly { mean: number; sigma: number }[]): number {
  const mean = parts.reduce((sum, p) => sum + p.mean, 0);
  if (mean <= 0) return 0;
  const variance = parts.reduce((sum, p) => sum + p.mean ** 2 * (Math.exp(p.sigma ** 2) - 1), 0);
  return Math.sqrt(Math.log(1 + variance / mean ** 2));
}

/**
 * The pedigree of a plant's site intensity (method 2.0.0, issue #36): the plant's scope 1 and 2
 * over its whole annual production is the average of every product it makes, applied to one
 * step. So it is rated as data on related processes of the same plant: technological 4 (a
 * multi-product plant's steps differ several-fold in energy per kg), geographical 1 (the plant
 * itself), temporal 1 for a reported year (else 2), reliability 2 for scopes the client reports
 * (unverified, from measurements), 3 where they are computed from its energy use. With the basic
 * σ of a plant's figures (0.10) and of the batch weight (0.05) that is σ ≈ 0.37 (a 95 % range of
 * about ×/÷ 2.1), no longer 0.11.
 */
export function plantAverageQuality(temporal: number, reliability: number): DataQuality {
  return { technological: 4, geographical: 1, temporal, reliability };
}
