import type { TreeNodeDraft } from '../schemas/tree';

/**
 * The European-origin share of a medicine (issue #14): how much of each stage of its making is
 * done in the EU/EEA, computed from the route trees, the manufacturers' percentages and the
 * countries. Pure functions, one versioned table of rules; the reasons for the weighting are in
 * docs/decisions (eu-origin-share).
 *
 * Every figure has three parts that add up to 1: `eu` (made in the EU/EEA), `nonEu` (made in a
 * known country outside) and `unknown` (no manufacturer yet, no country, or percentages that do
 * not reach 100 yet). Unknown is never counted as European.
 */

/** Bump when a rule below changes: the confirmed figures of a label say which rules made them. */
export const EU_ORIGIN_RULES_VERSION = 1;

export type Share = { eu: number; nonEu: number; unknown: number };

/** Whether a country (ISO alpha-2) is in the EU/EEA; undefined when the country is not known. */
export type IsEuCountry = (countryId: string) => boolean | undefined;

type Weighted = { countryId?: string | null | undefined; percentage?: number | string | null | undefined };

const ALL_UNKNOWN: Share = { eu: 0, nonEu: 0, unknown: 1 };

function percentageOf(value: Weighted['percentage']): number {
  const n = typeof value === 'number' ? value : Number(String(value ?? '').trim());
  return Number.isFinite(n) && n > 0 ? n : 0;
}

/**
 * Rule 1, a list of weighted countries (a node's manufacturers, a product's formulation or
 * packaging countries): each entry counts for its percentage of max(total, 100). What is
 * missing to reach 100 is unknown; a total above 100 (a draft being corrected) is scaled down.
 */
export function weightedShare(entries: readonly Weighted[] | undefined, isEu: IsEuCountry): Share {
  const list = entries ?? [];
  const total = list.reduce((sum, entry) => sum + percentageOf(entry.percentage), 0);
  if (total === 0) return ALL_UNKNOWN;
  const base = Math.max(total, 100);
  let eu = 0;
  let nonEu = 0;
  for (const entry of list) {
    const weight = percentageOf(entry.percentage) / base;
    const member = entry.countryId ? isEu(entry.countryId) : undefined;
    if (member === true) eu += weight;
    else if (member === false) nonEu += weight;
  }
  return { eu, nonEu, unknown: Math.max(0, 1 - eu - nonEu) };
}

/** Rule 2, one node of a route tree: its manufacturers (rule 1); none at all is all unknown. */
export function nodeShare(node: TreeNodeDraft, isEu: IsEuCountry): Share {
  return weightedShare(node.manufacturers, isEu);
}

/** The plain mean of several figures; no figure is all unknown. */
export function meanShare(shares: readonly Share[]): Share {
  if (shares.length === 0) return ALL_UNKNOWN;
  const sum = shares.reduce(
    (acc, s) => ({ eu: acc.eu + s.eu, nonEu: acc.nonEu + s.nonEu, unknown: acc.unknown + s.unknown }),
    { eu: 0, nonEu: 0, unknown: 0 },
  );
  return {
    eu: sum.eu / shares.length,
    nonEu: sum.nonEu / shares.length,
    unknown: sum.unknown / shares.length,
  };
}

/** The isolated intermediates below the root, in display order (non-isolated ones are skipped). */
function isolatedIntermediates(root: TreeNodeDraft): TreeNodeDraft[] {
  const found: TreeNodeDraft[] = [];
  const stack = [...(root.children ?? [])].reverse();
  while (stack.length > 0) {
    const node = stack.pop()!;
    // Spec 001 §2: 'Isolated' or 'Non isolated intermediate'; a node not marked counts as isolated.
    if (node.isolated !== false) found.push(node);
    stack.push(...[...(node.children ?? [])].reverse());
  }
  return found;
}

export type SubstanceFigures = {
  /** Rule 3: the final API synthesis step, the root of the tree. */
  finalStep: Share;
  /** Rule 4: the isolated intermediates, each counting alike; null when the route has none. */
  intermediates: Share | null;
  /** Rule 5: the whole synthetic route: every isolated step (the root included) counting alike. */
  route: Share;
  /** Each node's own figure (rule 2), by node id, so the editor shows which supplier moves the number. */
  nodes: Record<string, Share>;
};

/**
 * The figures of one drug substance from its route tree. A non-isolated intermediate is made in
 * the same run as the step that follows it, so it is not a stage of its own: it shows its own
 * node figure but weighs in no stage. An empty tree is all unknown.
 */
export function substanceFigures(
  tree: TreeNodeDraft | null | undefined,
  isEu: IsEuCountry,
): SubstanceFigures {
  if (!tree) return { finalStep: ALL_UNKNOWN, intermediates: null, route: ALL_UNKNOWN, nodes: {} };
  const nodes: Record<string, Share> = {};
  const stack = [tree];
  while (stack.length > 0) {
    const node = stack.pop()!;
    nodes[node.id] = nodeShare(node, isEu);
    stack.push(...(node.children ?? []));
  }
  const finalStep = nodes[tree.id]!;
  const intermediateShares = isolatedIntermediates(tree).map((node) => nodes[node.id]!);
  return {
    finalStep,
    intermediates: intermediateShares.length > 0 ? meanShare(intermediateShares) : null,
    route: meanShare([finalStep, ...intermediateShares]),
    nodes,
  };
}

export type ProductFigures = {
  substances: SubstanceFigures[];
  /** Rule 6: the drug substances together, each substance's route counting alike. */
  activeSubstances: Share;
  formulation: Share;
  packaging: Share;
  /** Rule 7: the product: active substances, formulation and primary packaging, a third each. */
  product: Share;
};

/** The figures of a drug product (spec 001 §3 'Drug product (origin)'). */
export function productFigures(
  product: {
    api?: readonly { tree?: TreeNodeDraft | null | undefined }[] | undefined;
    productionCountriesDrugFormulation?: readonly Weighted[] | undefined;
    productionCountriesPrimaryPackaging?: readonly Weighted[] | undefined;
  },
  isEu: IsEuCountry,
): ProductFigures {
  const substances = (product.api ?? []).map((entry) => substanceFigures(entry.tree, isEu));
  const activeSubstances = meanShare(substances.map((s) => s.route));
  const formulation = weightedShare(product.productionCountriesDrugFormulation, isEu);
  const packaging = weightedShare(product.productionCountriesPrimaryPackaging, isEu);
  return {
    substances,
    activeSubstances,
    formulation,
    packaging,
    product: meanShare([activeSubstances, formulation, packaging]),
  };
}

/** A share as a whole percentage for display; the three parts of a figure round to a total of 100. */
export function sharePercentages(share: Share): { eu: number; nonEu: number; unknown: number } {
  const eu = Math.round(share.eu * 100);
  const unknown = Math.round(share.unknown * 100);
  return { eu, unknown, nonEu: Math.max(0, 100 - eu - unknown) };
}
