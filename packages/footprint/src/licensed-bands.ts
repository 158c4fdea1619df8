import { starterLibrary } from './factors/starter-library';
import type { Model } from './model/types';
import { sigmaOf } from './pedigree';

/**
 * No leak of licensed data (issue #36; decision 0067). A client knows its own amounts, so any
 * figure of its answer that carries one line alone, divided by the line's amount (and the chain
 * multiplier and allocation share it can work out from its own masses), would give the factor.
 * For the client's line-by-line figures (hot spots, breakdowns, sensitivity, data quality), a
 * factor the provider imported counts at its band's middle, not at its value.
 *
 * Bands are fixed in the factor's own space, not in the contribution's: whatever amounts the
 * client types, the line divides back to the same band middle, so that estimates over several
 * amounts cannot be intersected to narrow it. A band is as wide as the range a class default
 * stands for: the 95 % interval of the starter library's class defaults (a factor of about 28;
 * the class defaults' notes give 1–10 for organic chemicals, 0.1–3 for inorganic reagents,
 * 5–100 for fine chemicals), so that the client learns nothing closer than a class range.
 */

const classDefault = starterLibrary.factors.find(
  (f) => f.kind === 'class-default' && f.key === 'organic-chemical',
);
if (!classDefault) throw new Error('The starter library has no organic-chemical class default');

/** The width of a band in ln(factor): 2 × 1.96 σ of a class default. */
export const LICENSED_BAND_WIDTH = 2 * 1.96 * sigmaOf('class-default', classDefault.dqr);

/** A band's lower and upper bound, for the factor `value` (bands start at 1 and step by the width). */
export function licensedBand(value: number): { low: number; high: number; middle: number } {
  const k = Math.floor(Math.log(value) / LICENSED_BAND_WIDTH);
  return {
    low: Math.exp(k * LICENSED_BAND_WIDTH),
    high: Math.exp((k + 1) * LICENSED_BAND_WIDTH),
    middle: Math.exp((k + 0.5) * LICENSED_BAND_WIDTH),
  };
}

/**
 * The model as the client's lines are computed from: each variable of a factor the provider
 * imported at its band's middle. `licensedLines` counts the terms that use one; 0 when there is
 * none (the model is returned as it is).
 */
export function bandedModel(model: Model): { model: Model; licensedLines: number } {
  const licensed = new Set<number>();
  let licensedLines = 0;
  for (const term of model.terms) {
    if (term.factor?.imported !== true) continue;
    licensed.add(term.variable);
    licensedLines += 1;
  }
  if (licensed.size === 0) return { model, licensedLines: 0 };
  return {
    model: {
      ...model,
      variables: model.variables.map((variable, v) =>
        licensed.has(v) && variable.mean > 0
          ? { ...variable, mean: licensedBand(variable.mean).middle }
          : variable,
      ),
    },
    licensedLines,
  };
}
