import type { Model } from './model/types';

/**
 * The analytic (deterministic) pass (issue #23): every quantity at its mean. Since every factor
 * and input is parametrised by its mean and each term is a product of independent quantities, the
 * result is the exact mean of the Monte Carlo's distribution (the Monte Carlo's mean converges
 * to it). Each term's contribution to the substance's footprint is its amount × factor ×
 * the allocation share of its reaction × the chain multiplier of its reaction: how many kg of
 * that reaction's product one kg of the substance carries, through the links down the tree.
 */
export interface AnalyticResult {
  /** kgCO2e per kg of the substance. */
  value: number;
  /** Each term's contribution, in Model.terms order. */
  contributions: Float64Array;
  /** kg of each reaction's product per kg of the substance (1 for the reactions that make it). */
  multipliers: Float64Array;
  /** What each link carries into the substance's footprint, in Model.links order. */
  throughLinks: Float64Array;
}

export function analyticPass(model: Model): AnalyticResult {
  const count = model.reactions.length;
  const multipliers = new Float64Array(count);
  for (const r of model.producers.get(model.rootId) ?? []) multipliers[r] = 1;
  const linksByReaction = groupLinks(model);
  // Downstream first (the reverse of `order`): a reaction's multiplier is complete before it
  // passes it on to the reactions it draws from.
  for (let i = model.order.length - 1; i >= 0; i--) {
    const p = model.order[i]!;
    const carried = multipliers[p]! * model.reactions[p]!.share;
    for (const link of linksByReaction[p]!) {
      for (const s of model.producers.get(link.nodeId) ?? []) multipliers[s]! += carried * link.amount;
    }
  }
  const contributions = new Float64Array(model.terms.length);
  let value = 0;
  model.terms.forEach((term, t) => {
    const c =
      multipliers[term.reaction]! *
      model.reactions[term.reaction]!.share *
      term.amount *
      model.variables[term.variable]!.mean;
    contributions[t] = c;
    value += c;
  });
  // Each reaction's footprint per kg of its product (allocated), upstream first, so that a link's
  // share of the result (multiplier × share × amount × the footprint it draws) is known.
  const own = new Float64Array(count);
  model.terms.forEach((term) => {
    own[term.reaction]! += term.amount * model.variables[term.variable]!.mean;
  });
  const footprints = new Float64Array(count);
  const madeOf = (nodeId: string) =>
    (model.producers.get(nodeId) ?? []).reduce((sum, s) => sum + footprints[s]!, 0);
  for (const p of model.order) {
    let total = own[p]!;
    for (const link of linksByReaction[p]!) total += link.amount * madeOf(link.nodeId);
    footprints[p] = total * model.reactions[p]!.share;
  }
  const throughLinks = new Float64Array(model.links.length);
  model.links.forEach((link, l) => {
    throughLinks[l] =
      multipliers[link.reaction]! * model.reactions[link.reaction]!.share * link.amount * madeOf(link.nodeId);
  });
  return { value, contributions, multipliers, throughLinks };
}

export function groupLinks(model: Model): Model['links'][] {
  const byReaction: Model['links'][] = model.reactions.map(() => []);
  for (const link of model.links) byReaction[link.reaction]!.push(link);
  return byReaction;
}
