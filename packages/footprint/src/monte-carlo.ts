import { xoroshiro128plus } from 'pure-rand/generator/xoroshiro128plus';
import type { Link, ReactionModel, Term, Variable } from './model/types';

/**
 * The Monte Carlo (issue #23 'Uncertainty'; decision 0030): every factor and input lognormal,
 * drawn from a seeded generator (pure-rand's xoroshiro128+), the same inputs and seed giving the
 * same figures. Built for speed, since the browser runs it on every keystroke and the API on
 * routes of hundreds of lines:
 *
 * - iterations run in chunks of CHUNK, each a column of typed arrays (one per reaction): one pass
 *   per variable or line fills a column, no object is allocated per iteration;
 * - a variable several terms use (a factor, a line's weight, a default distance: model/builder.ts)
 *   is drawn once per iteration into a buffer its users multiply by, so they move together;
 *   the variables only one term uses fold into one lognormal draw of that term (the product of
 *   independent lognormals is lognormal: means multiply, σ² add);
 * - reactions are taken upstream first: each link adds its amount × the footprint of the
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

/**
 * What the run reads of a model: its variables, each term's amount, factor and spreads, the links
 * that chain reactions, and the reactions' order and allocation. The substance method's `Model`
 * is one; the medicine method builds one of a single 'reaction' (medicine/estimate-medicine.ts),
 * so that both methods draw with this one engine.
 */
export interface SampledModel {
  variables: readonly Pick<Variable, 'mean' | 'sigma'>[];
  terms: readonly Pick<Term, 'reaction' | 'amount' | 'variable' | 'spreads'>[];
  links: readonly Pick<Link, 'reaction' | 'nodeId' | 'amount' | 'spreads'>[];
  reactions: readonly Pick<ReactionModel, 'share'>[];
  rootId: string;
  producers: ReadonlyMap<string, number[]>;
  order: readonly number[];
}

export interface MonteCarloResult {
  iterations: number;
  mean: number;
  median: number;
  sd: number;
  p2_5: number;
  p97_5: number;
}

/** A term or link as the run draws it: mean × its own lognormal (σ) × the shared variables' buffers. */
interface Draw {
  mean: number;
  /** σ of the product of the variables it alone uses (independent lognormals: σ² add). */
  sigma: number;
  /** Slots of the shared variables that multiply it. */
  slots: number[];
}

/**
 * The plan of one run. A variable used more than once (by terms, spreads or links) with a spread
 * is shared: drawn once per iteration into a buffer that each of its users multiplies by, so they
 * move together. The variables a term or link alone uses fold into one lognormal draw of that use.
 */
export function plan(model: SampledModel) {
  const uses = new Uint32Array(model.variables.length);
  for (const term of model.terms) {
    uses[term.variable]! += 1;
    for (const v of term.spreads) uses[v]! += 1;
  }
  for (const link of model.links) for (const v of link.spreads) uses[v]! += 1;
  const slotOf = new Int32Array(model.variables.length).fill(-1);
  const shared: number[] = [];
  model.variables.forEach((variable, v) => {
    if (uses[v]! > 1 && variable.sigma > 0) {
      slotOf[v] = shared.length;
      shared.push(variable.sigma);
    }
  });
  const drawOf = (mean: number, variables: readonly number[]): Draw => {
    let variance = 0;
    const slots: number[] = [];
    for (const v of variables) {
      if (slotOf[v]! >= 0) slots.push(slotOf[v]!);
      else variance += model.variables[v]!.sigma ** 2;
    }
    return { mean, sigma: Math.sqrt(variance), slots };
  };
  const terms = model.reactions.map(() => [] as Draw[]);
  for (const term of model.terms) {
    const factor = model.variables[term.variable]!;
    terms[term.reaction]!.push(drawOf(term.amount * factor.mean, [term.variable, ...term.spreads]));
  }
  const links = model.reactions.map(() => [] as (Draw & { nodeId: string })[]);
  for (const link of model.links) {
    links[link.reaction]!.push({ ...drawOf(link.amount, link.spreads), nodeId: link.nodeId });
  }
  const own = [...terms, ...links].flat().filter((d) => d.sigma > 0).length;
  return { shared, terms, links, draws: shared.length + own };
}

/** The model's normal draws per iteration: what the run's time is proportional to. */
export const drawsPerIteration = (model: SampledModel) => plan(model).draws;

/** At most this many shared values held per chunk (8 MB): a route sharing many variables runs smaller chunks. */
const SHARED_BUDGET = 1 << 20;

/** Runs `iterations` draws of the model's total (kgCO2e per kg of the substance) and summarises them. */
export function monteCarlo(
  model: SampledModel,
  { iterations, seed }: { iterations: number; seed: number },
): MonteCarloResult {
  const normals = new NormalSource(seed);
  const { shared, terms, links } = plan(model);
  const chunk = Math.max(256, Math.min(CHUNK, Math.floor(SHARED_BUDGET / Math.max(1, shared.length))));
  const buffers = shared.map(() => new Float64Array(chunk));
  const columns = model.reactions.map(() => new Float64Array(chunk));
  const z = new Float64Array(chunk);
  const value = new Float64Array(chunk);
  const upstream = new Float64Array(chunk);
  const totals = new Float64Array(iterations);
  const roots = model.producers.get(model.rootId) ?? [];

  /** Adds draw × (`times` when given) to `into[0..n)`. */
  const add = (into: Float64Array, n: number, draw: Draw, times: Float64Array | null) => {
    const { mean, sigma, slots } = draw;
    if (slots.length === 0 && times === null) {
      if (sigma === 0) for (let i = 0; i < n; i++) into[i]! += mean;
      else {
        normals.fill(z, n);
        const shift = (-sigma * sigma) / 2;
        for (let i = 0; i < n; i++) into[i]! += mean * Math.exp(sigma * z[i]! + shift);
      }
      return;
    }
    if (sigma === 0) value.fill(mean, 0, n);
    else {
      normals.fill(z, n);
      const shift = (-sigma * sigma) / 2;
      for (let i = 0; i < n; i++) value[i] = mean * Math.exp(sigma * z[i]! + shift);
    }
    for (const slot of slots) {
      const buffer = buffers[slot]!;
      for (let i = 0; i < n; i++) value[i]! *= buffer[i]!;
    }
    if (times) for (let i = 0; i < n; i++) into[i]! += value[i]! * times[i]!;
    else for (let i = 0; i < n; i++) into[i]! += value[i]!;
  };

  for (let start = 0; start < iterations; start += chunk) {
    const n = Math.min(chunk, iterations - start);
    // The shared variables first: one draw each, mean 1 (their users carry the means).
    shared.forEach((sigma, slot) => {
      const buffer = buffers[slot]!;
      normals.fill(z, n);
      const shift = (-sigma * sigma) / 2;
      for (let i = 0; i < n; i++) buffer[i] = Math.exp(sigma * z[i]! + shift);
    });
    // Reactions upstream first: a link multiplies the columns of the reactions that make its material.
    for (const p of model.order) {
      const column = columns[p]!;
      column.fill(0, 0, n);
      for (const draw of terms[p]!) add(column, n, draw, null);
      for (const link of links[p]!) {
        const makers = model.producers.get(link.nodeId) ?? [];
        if (makers.length === 0) continue;
        upstream.set(columns[makers[0]!]!.subarray(0, n));
        for (let m = 1; m < makers.length; m++) {
          const other = columns[makers[m]!]!;
          for (let i = 0; i < n; i++) upstream[i]! += other[i]!;
        }
        add(column, n, link, upstream);
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
