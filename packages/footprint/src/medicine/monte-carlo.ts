import { type MonteCarloResult, NormalSource, summarise } from '../monte-carlo';
import type { MedicineModel } from './model';

/**
 * The medicine's Monte Carlo (issue #37: 200,000 iterations, as for the API): the total per unit
 * of every line, in chunks of typed arrays. A variable used by several lines is drawn once per
 * iteration and multiplies each of its lines' own amount draw; a variable used by one line is
 * folded into that line's lognormal (means multiply, σ² add), as in the substance method
 * (monte-carlo.ts).
 */

const CHUNK = 4_096;

export function medicineMonteCarlo(
  model: MedicineModel,
  { iterations, seed }: { iterations: number; seed: number },
): MonteCarloResult {
  const uses = new Uint32Array(model.variables.length);
  for (const line of model.lines) uses[line.variable]! += 1;
  const shared = new Map<number, { mean: number; sigma: number }[]>();
  const alone: { mean: number; sigma: number }[] = [];
  for (const line of model.lines) {
    const variable = model.variables[line.variable]!;
    if (uses[line.variable]! > 1 && variable.sigma > 0) {
      const lines = shared.get(line.variable) ?? [];
      lines.push({ mean: line.amount, sigma: line.amountSigma });
      shared.set(line.variable, lines);
    } else {
      alone.push({ mean: line.amount * variable.mean, sigma: Math.hypot(line.amountSigma, variable.sigma) });
    }
  }

  const normals = new NormalSource(seed);
  const totals = new Float64Array(iterations);
  const column = new Float64Array(CHUNK);
  const factor = new Float64Array(CHUNK);
  const z = new Float64Array(CHUNK);
  for (let start = 0; start < iterations; start += CHUNK) {
    const n = Math.min(CHUNK, iterations - start);
    column.fill(0, 0, n);
    for (const [index, lines] of shared) {
      const variable = model.variables[index]!;
      drawInto(factor, n, variable.mean, variable.sigma, normals, z, false);
      for (const line of lines) addTimes(column, n, line.mean, line.sigma, normals, z, factor);
    }
    for (const line of alone) {
      drawInto(column, n, line.mean, line.sigma, normals, z, true);
    }
    totals.set(column.subarray(0, n), start);
  }
  return summarise(totals);
}

/** Writes (or adds, with `add`) mean × exp(σ·z − σ²/2) into `into[0..n)`. */
function drawInto(
  into: Float64Array,
  n: number,
  mean: number,
  sigma: number,
  normals: NormalSource,
  z: Float64Array,
  add: boolean,
) {
  if (sigma === 0) {
    for (let i = 0; i < n; i++) into[i] = (add ? into[i]! : 0) + mean;
    return;
  }
  normals.fill(z, n);
  const shift = (-sigma * sigma) / 2;
  for (let i = 0; i < n; i++) into[i] = (add ? into[i]! : 0) + mean * Math.exp(sigma * z[i]! + shift);
}

/** Adds mean × exp(σ·z − σ²/2) × times[i] to `into[0..n)`. */
function addTimes(
  into: Float64Array,
  n: number,
  mean: number,
  sigma: number,
  normals: NormalSource,
  z: Float64Array,
  times: Float64Array,
) {
  if (sigma === 0) {
    for (let i = 0; i < n; i++) into[i]! += mean * times[i]!;
    return;
  }
  normals.fill(z, n);
  const shift = (-sigma * sigma) / 2;
  for (let i = 0; i < n; i++) into[i]! += mean * Math.exp(sigma * z[i]! + shift) * times[i]!;
}

/** The normal draws one iteration of `medicineMonteCarlo` makes: what its time is proportional to. */
export function medicineDrawsPerIteration(model: MedicineModel): number {
  const uses = new Uint32Array(model.variables.length);
  for (const line of model.lines) uses[line.variable]! += 1;
  let draws = 0;
  const counted = new Set<number>();
  for (const line of model.lines) {
    const variable = model.variables[line.variable]!;
    const shared = uses[line.variable]! > 1 && variable.sigma > 0;
    if (shared && !counted.has(line.variable)) {
      counted.add(line.variable);
      draws += 1;
    }
    if (shared ? line.amountSigma > 0 : line.amountSigma > 0 || variable.sigma > 0) draws += 1;
  }
  return draws;
}
