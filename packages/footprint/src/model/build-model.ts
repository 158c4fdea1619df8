import { flattenTree, phrase, routeReactions, type TreeNodeDraft } from '@pharmatrace/domain';
import type { FactorIndex } from '../factors/library';
import { ModelBuilder } from './builder';
import { listOf, positive, rowOf, text } from './reading';
import type { FootprintPlant, SiteIntensity } from './site';
import { byProductShare } from './substance/allocation';
import { type ReactionContext, siteOf } from './substance/context';
import { packagingTerms } from './substance/packaging';
import { describedReaction, undescribedReaction } from './substance/reaction';
import { siteTerms } from './substance/site';
import type { Model } from './types';

export { DEFAULT_PACKAGE_KG } from './substance/packaging';
export { CLOSURE_TOLERANCE, PMI_RANGE } from './substance/plausibility';
export { DEFAULT_PRECURSOR_PER_KG, DEFAULT_YIELD } from './substance/raw-materials';

/**
 * The method (issue #23; docs/methodology.md): reads a footprint's route tree and mass balance,
 * and the client's plants, into a model of terms per reaction, per kg of each reaction's
 * product. The analytic pass and the Monte Carlo then compute from the model. Each category's
 * rules live in ./substance/ (one module per category, issue #40), which this file orders.
 */

/** What the method reads: the footprint's document as stored (or as the form holds it) and the client's plants. */
export interface FootprintInput {
  document: {
    tree?: TreeNodeDraft | null;
    substances?: readonly unknown[] | null;
    /** Step 1's country of production, where no plant says where the product is made. */
    productionCountry?: string | null;
  };
  plants: readonly FootprintPlant[];
}

/**
 * Each reaction's mass-balance entry: the one that names it (`usedInReactionId`), else the one at
 * its place. Where tree nodes share an id (the tree schema does not refuse it), the n-th reaction
 * of that id takes the n-th entry naming it: matching the first for all of them gave one entry to
 * every reaction of the id, 299 times its lines past the line bound (issue #35). Each entry is
 * then read at most twice (by its id and at its place), so the work of building the model stays
 * within twice the second part's line bound. Linear: entries are indexed by the id they name.
 */
function entriesOf(reactions: readonly { id: string }[], substances: readonly unknown[]) {
  const naming = new Map<string, unknown[]>();
  for (const s of substances) {
    const id = text(rowOf(s).usedInReactionId);
    if (!id) continue;
    const list = naming.get(id) ?? [];
    list.push(s);
    naming.set(id, list);
  }
  const taken = new Map<string, number>();
  return reactions.map((reaction, index) => {
    const nth = taken.get(reaction.id) ?? 0;
    taken.set(reaction.id, nth + 1);
    return rowOf(naming.get(reaction.id)?.[nth] ?? substances[index]);
  });
}

export function buildModel(input: FootprintInput, factors: FactorIndex): Model {
  const tree = input.document.tree ?? null;
  const reactions = routeReactions(tree);
  const substances = listOf(input.document.substances);
  const plantsById = new Map(input.plants.map((p) => [p.id, p]));
  const b = new ModelBuilder(factors);

  const producers = new Map<string, number[]>();
  reactions.forEach((reaction, index) => {
    const list = producers.get(reaction.product.id) ?? [];
    list.push(index);
    producers.set(reaction.product.id, list);
  });
  const depth = new Map(tree ? flattenTree(tree).map((f) => [f.node.id, f.depth]) : []);
  const siteCounted = new Set<string>();
  const intensities = new Map<string, SiteIntensity>();
  const entries = entriesOf(reactions, substances);
  const shares = reactions.map(() => 1);

  reactions.forEach((reaction, r) => {
    const entry = entries[r]!;
    const productBy = rowOf(entry.productBy);
    const site = siteOf(entry, reaction, plantsById, input.document.productionCountry ?? null);
    const firstForProduct = !siteCounted.has(reaction.product.id);
    if (!firstForProduct) {
      const first = producers.get(reaction.product.id)![0]!;
      if (producers.get(reaction.product.id)![1] === r) {
        b.warn(
          'SAME_PRODUCT_TWICE',
          r,
          phrase('footprints.warning.sameProductTwice', {
            reactions: {
              join: 'footprints.word.and',
              items: producers.get(reaction.product.id)!.map((i) => i + 1),
            },
            product: reaction.product.name || phrase('footprints.word.theSameProduct'),
            first: first + 1,
          }),
        );
      }
    }
    siteCounted.add(reaction.product.id);
    const weight = positive(entry.weightPerBatch);
    const described = entry.dataUnknown !== true && weight !== null && Object.keys(entry).length > 0;
    const context: ReactionContext = { b, factors, r, reaction, site, producers, depth };

    if (!described) {
      undescribedReaction(context, entry);
    } else {
      describedReaction(context, entry, productBy, weight);
      shares[r] = byProductShare(b, r, productBy, weight);
    }
    if (firstForProduct) {
      siteTerms(context, text(productBy.processType), intensities, plantsById, entry);
      if (described) packagingTerms(context, productBy);
    }
  });

  const order = reactions
    .map((reaction, index) => ({ index, depth: depth.get(reaction.product.id) ?? 0 }))
    .sort((x, y) => y.depth - x.depth || x.index - y.index)
    .map((x) => x.index);

  b.finish();
  return {
    variables: b.variables,
    terms: b.terms,
    links: b.links,
    reactions: reactions.map((reaction, index) => ({
      index,
      name: reaction.product.name || `Reaction ${index + 1}`,
      productId: reaction.product.id,
      share: shares[index]!,
    })),
    rootId: tree?.id ?? '',
    producers,
    order,
    dataGaps: b.dataGaps,
    warnings: b.warnings,
  };
}
