import {
  type EstimateRowPointer,
  type EstimateSensitivity,
  MAX_SENSITIVITY_INPUTS,
  type Phrase,
  phrase,
  type SensitivityInputKind,
} from '@pharmatrace/domain';
import type { AnalyticResult } from './analytic';
import type { Model } from './model/types';

/**
 * The sensitivity ranking (method 2.0.0, issue #36 'Uncertainty'; docs/methodology.md
 * 'Sensitivity'): the inputs that drive the spread of the result, largest first, so that the
 * client knows which figure to improve first.
 *
 * The result is a sum of products of independent lognormal inputs, each input appearing at most
 * once in a product (a term is amount × factor × weight × widening; a chained reaction multiplies
 * by the link's weight). So the result is linear in each input X given the others' means:
 * E[result | X] = a·X/mean(X) + constant, where `a` is the part of the analytic result that flows
 * through X. Its first-order (main-effect) variance is then exact and needs no sampling:
 * Var(E[result | X]) = a² × (exp(σ²) − 1). Each input's share is its first-order variance over
 * the sum of every input's; what interactions add (products of two wide inputs) is left out of
 * both, and is small unless two wide inputs meet on one line.
 */

/** An input as the ranking reads it. */
export interface SensitivityInput {
  kind: SensitivityInputKind;
  label: Phrase;
  at: EstimateRowPointer | null;
  /** How many terms and links use it. */
  lines: number;
  /** σ of its logarithm. */
  sigma: number;
  /** The part of the analytic result that flows through it, kgCO2e per kg of the substance. */
  through: number;
}

/** A ranked input as the method writes it: its label a phrase, said in the reader's language (issue #27). */
export type PhrasedSensitivity = Omit<EstimateSensitivity, 'label'> & { label: Phrase };

/** The first-order variance an input drives: a² × (exp(σ²) − 1). */
export const firstOrderVariance = (input: Pick<SensitivityInput, 'sigma' | 'through'>) =>
  input.through ** 2 * Math.expm1(input.sigma ** 2);

/**
 * The inputs ranked by their share of the first-order variance, largest first, at most `limit`
 * (MAX_SENSITIVITY_INPUTS), in whole per cent: an input that rounds to 0 % is left out.
 */
export function rankSensitivity(
  inputs: readonly SensitivityInput[],
  limit = MAX_SENSITIVITY_INPUTS,
): PhrasedSensitivity[] {
  const variances = inputs.map(firstOrderVariance);
  const total = variances.reduce((sum, v) => sum + v, 0);
  if (!(total > 0)) return [];
  return inputs
    .map((input, i) => ({ input, variance: variances[i]!, share: Math.round((100 * variances[i]!) / total) }))
    .filter((x) => x.share > 0)
    .sort((a, b) => b.variance - a.variance)
    .slice(0, Math.min(limit, MAX_SENSITIVITY_INPUTS))
    .map(({ input, share }) => ({
      input: input.kind,
      label: input.label,
      at: input.at,
      lines: input.lines,
      share,
    }));
}

/** The model's uncertain variables, each with the part of the result that flows through it. */
export function modelInputs(model: Model, analytic: AnalyticResult): SensitivityInput[] {
  const through = new Float64Array(model.variables.length);
  const lines = new Uint32Array(model.variables.length);
  model.terms.forEach((term, t) => {
    for (const v of [term.variable, ...term.spreads]) {
      through[v]! += analytic.contributions[t]!;
      lines[v]! += 1;
    }
  });
  model.links.forEach((link, l) => {
    for (const v of link.spreads) {
      through[v]! += analytic.throughLinks[l]!;
      lines[v]! += 1;
    }
  });
  const inputs: SensitivityInput[] = [];
  model.variables.forEach((variable, v) => {
    if (!(variable.sigma > 0) || lines[v] === 0) return;
    const { kind, what, at } = variable.input;
    inputs.push({
      kind,
      label:
        kind === 'factor' && lines[v]! > 1
          ? phrase('footprints.sensitivity.factorShared', { what, others: lines[v]! - 1 })
          : phrase(`footprints.sensitivity.${kind}`, { what }),
      at,
      lines: lines[v]!,
      sigma: variable.sigma,
      through: through[v]!,
    });
  });
  return inputs;
}
