import { xoroshiro128plus } from 'pure-rand/generator/xoroshiro128plus';
import { groupLinks } from './analytic';
import type { Model } from './model/types';

/**
 * The Monte Carlo (issue #23 'Uncertainty'; decision 0030): every factor and input lognormal,
 * drawn from a seeded generator (pure-rand's xoroshiro128+), the same inputs and seed giving the
 * same figures. Built for speed, since the browser runs it on every keystroke and the API on
 * routes of hundreds of lines:
 *
 * - iterations run in chunks of CHUNK, each a column of typed arrays (one per reaction): one pass
 *   per variable or line fills a column, no object is allocated per iteration;
 * - a factor shared by several lines is drawn once per iteration (its lines move together);
 *   a line whose factor is its own is drawn as one lognormal (the product of two independent
 *   lognormals is lognormal: means multiply, σ² add), so most lines cost one normal draw;
 * - reactions are then chained upstream first: each link adds its amount × the footprint of the
 *   reactions that make the material, iteration by iteration, so the chain's correlation holds.
 */

export const DEFAULT_ITERATIONS = 200_000;
export const DEFAULT_SEED = 20_231_127;
const CHUNK = 4_096;
const TWO_POW_32 = 4_294_967_296;
const TWO_PI = 2 * Math.PI;

/** Standard normal variates by the Box–Muller transform, from a seeded xoroshiro128+ generator. */
export class NormalSource {
  private readonly rng: ReturnType<typeof xoroshiro128plus>;
  private spare = 0;
  private hasSpare = false;

  constructor(seed: number) {
    this.rng = xoroshiro128plus(seed | 0);
  }

  /** Fills `out[0..n)` with standard normal variates. */
  fill(out: Float64Array, n: number): void {
    const rng = this.rng;
    let i = 0;
    if (this.hasSpare && n > 0) {
      out[0] = this.spare;
      this.hasSpare = false;
      i = 1;
    }
    for (; i + 1 < n; i += 2) {
      // Uniforms in (0, 1): the 32-bit output, offset by half a step so that log(u) is finite.
      const u1 = ((rng.next() >>> 0) + 0.5) / TWO_POW_32;
      const u2 = ((rng.next() >>> 0) + 0.5) / TWO_POW_32;
      const radius = Math.sqrt(-2 * Math.log(u1));
      const angle = TWO_PI * u2;
      out[i] = radius * Math.cos(angle);
      out[i + 1] = radius * Math.sin(angle);
    }
    if (i < n) {
      const u1 = ((rng.next() >>> 0) + 0.5) / TWO_POW_32;
      const u2 = ((rng.next() >>> 0) + 0.5) / TWO_POW_32;
      const radius = Math.sqrt(-2 * Math.log(u1));
      out[i] = radius * Math.cos(TWO_PI * u2);
      this.spare = radius * Math.sin(TWO_PI * u2);
      this.hasSpare = true;
    }
  }
}

export interface MonteCarloResult {
  iterations: number;
  mean: number;
  median: number;
  sd: number;
  p2_5: number;
  p97_5: number;
}

/** A line drawn as one lognormal into its reaction's column. */
interface Draw {
  reaction: number;
  mean: number;
  sigma: number;
}

/** The plan of one run: which variables are shared, which lines are drawn alone. */
function plan(model: Model) {
  const uses = new Uint32Array(model.variables.length);
  for (const term of model.terms) uses[term.variable]! += 1;
  const shared = new Map<number, Draw[]>();
  const alone: Draw[] = [];
  for (const term of model.terms) {
    const variable = model.variables[term.variable]!;
    if (uses[term.variable]! > 1 && variable.sigma > 0) {
      const lines = shared.get(term.variable) ?? [];
      lines.push({ reaction: term.reaction, mean: term.amount, sigma: term.amountSigma });
      shared.set(term.variable, lines);
    } else {
      alone.push({
        reaction: term.reaction,
        mean: term.amount * variable.mean,
        sigma: Math.hypot(term.amountSigma, variable.sigma),
      });
    }
  }
  return {
    shared: [...shared].map(([variable, lines]) => ({ variable: model.variables[variable]!, lines })),
    alone,
  };
}

/** Adds mean × exp(σ·z − σ²/2) (× `times` when given) to `into[0..n)`, drawing z. */
function addLognormal(
  into: Float64Array,
  n: number,
  mean: number,
  sigma: number,
  normals: NormalSource,
  z: Float64Array,
  times?: Float64Array,
) {
  if (sigma === 0) {
    if (times) for (let i = 0; i < n; i++) into[i]! += mean * times[i]!;
    else for (let i = 0; i < n; i++) into[i]! += mean;
    return;
  }
  normals.fill(z, n);
  const shift = (-sigma * sigma) / 2;
  if (times) for (let i = 0; i < n; i++) into[i]! += mean * Math.exp(sigma * z[i]! + shift) * times[i]!;
  else for (let i = 0; i < n; i++) into[i]! += mean * Math.exp(sigma * z[i]! + shift);
}

/** Runs `iterations` draws of the model's total (kgCO2e per kg of the substance) and summarises them. */
export function monteCarlo(
  model: Model,
  { iterations, seed }: { iterations: number; seed: number },
): MonteCarloResult {
  const normals = new NormalSource(seed);
  const { shared, alone } = plan(model);
  const links = groupLinks(model);
  const columns = model.reactions.map(() => new Float64Array(CHUNK));
  const factor = new Float64Array(CHUNK);
  const z = new Float64Array(CHUNK);
  const upstream = new Float64Array(CHUNK);
  const totals = new Float64Array(iterations);
  const roots = model.producers.get(model.rootId) ?? [];

  for (let start = 0; start < iterations; start += CHUNK) {
    const n = Math.min(CHUNK, iterations - start);
    for (const column of columns) column.fill(0, 0, n);

    for (const { variable, lines } of shared) {
      factor.fill(0, 0, n);
      addLognormal(factor, n, variable.mean, variable.sigma, normals, z);
      for (const line of lines)
        addLognormal(columns[line.reaction]!, n, line.mean, line.sigma, normals, z, factor);
    }
    for (const line of alone) addLognormal(columns[line.reaction]!, n, line.mean, line.sigma, normals, z);

    for (const p of model.order) {
      const column = columns[p]!;
      for (const link of links[p]!) {
        const makers = model.producers.get(link.nodeId) ?? [];
        if (makers.length === 0) continue;
        upstream.set(columns[makers[0]!]!.subarray(0, n));
        for (let m = 1; m < makers.length; m++) {
          const other = columns[makers[m]!]!;
          for (let i = 0; i < n; i++) upstream[i]! += other[i]!;
        }
        addLognormal(column, n, link.amount, link.amountSigma, normals, z, upstream);
      }
      const share = model.reactions[p]!.share;
      if (share !== 1) for (let i = 0; i < n; i++) column[i]! *= share;
    }

    for (let i = 0; i < n; i++) {
      let total = 0;
      for (const r of roots) total += columns[r]![i]!;
      totals[start + i] = total;
    }
  }
  return summarise(totals);
}

/** Mean, standard deviation, median and the 2.5 and 97.5 percentiles (linear between order statistics). */
export function summarise(values: Float64Array): MonteCarloResult {
  const n = values.length;
  if (n === 0) return { iterations: 0, mean: 0, median: 0, sd: 0, p2_5: 0, p97_5: 0 };
  let sum = 0;
  for (let i = 0; i < n; i++) sum += values[i]!;
  const mean = sum / n;
  let squares = 0;
  for (let i = 0; i < n; i++) squares += (values[i]! - mean) ** 2;
  const sd = n > 1 ? Math.sqrt(squares / (n - 1)) : 0;
  const sorted = values.slice().sort();
  const quantile = (q: number) => {
    const at = (n - 1) * q;
    const low = Math.floor(at);
    const high = Math.min(n - 1, low + 1);
    return sorted[low]! + (sorted[high]! - sorted[low]!) * (at - low);
  };
  return { iterations: n, mean, median: quantile(0.5), sd, p2_5: quantile(0.025), p97_5: quantile(0.975) };
}
