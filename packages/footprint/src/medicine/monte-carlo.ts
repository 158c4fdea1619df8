import { drawsPerIteration, type MonteCarloResult, monteCarlo, type SampledModel } from '../monte-carlo';
import type { MedicineModel } from './model';

/**
 * The medicine's Monte Carlo (issue #37: 200,000 iterations, as for the API), drawn by the one
 * engine the substance method uses (monte-carlo.ts): the medicine is read as a route of a single
 * 'reaction' whose terms are its lines. Each line's amount is a mean-1 variable of its own (the
 * substance method's spreads), its factor the variable of its identity, shared by every line
 * that uses it, so those lines move together.
 */
export function sampledModelOf(model: MedicineModel): SampledModel {
  const variables = [...model.variables];
  const terms = model.lines.map((line) => {
    const spreads: number[] = [];
    if (line.amountSigma > 0) {
      variables.push({ mean: 1, sigma: line.amountSigma });
      spreads.push(variables.length - 1);
    }
    return { reaction: 0, amount: line.amount, variable: line.variable, spreads };
  });
  return {
    variables,
    terms,
    links: [],
    reactions: [{ share: 1 }],
    rootId: 'medicine',
    producers: new Map([['medicine', [0]]]),
    order: [0],
  };
}

/** The total per dispensing unit (kgCO2e), drawn `iterations` times and summarised. */
export function medicineMonteCarlo(
  model: MedicineModel,
  options: { iterations: number; seed: number },
): MonteCarloResult {
  return monteCarlo(sampledModelOf(model), options);
}

/** The normal draws one iteration makes: what the run's time is proportional to. */
export function medicineDrawsPerIteration(model: MedicineModel): number {
  return drawsPerIteration(sampledModelOf(model));
}
