import { english } from '../messages';
import { flattenTree } from '../projects/tree-ops';
import { type CarbonDetail, carbonDetailSchema } from '../schemas/projects';
import type { TreeNodeDraft } from '../schemas/tree';

/**
 * A footprint's second part (spec 001 §2 'Carbon footprint wizard, second part', issue #11): the
 * reactions of its route, and what GET carbon/second_part/{id} answers.
 */

/** One reaction of the route: a precursor turned into its parent (the reaction's product). */
export type RouteReaction = {
  /** The precursor's node id: the entry's `usedInReactionId`. */
  id: string;
  precursor: TreeNodeDraft;
  product: TreeNodeDraft;
};

/**
 * The reactions of a route tree, one per node below the root (spec 001 §2: M, the number of
 * reactions, is the number of substances minus one), in the tree's display order: reaction 1
 * makes the product, and each reaction is followed by those of its precursor's own precursors.
 */
export function routeReactions(tree: TreeNodeDraft | null | undefined): RouteReaction[] {
  if (!tree) return [];
  const flat = flattenTree(tree);
  const byId = new Map(flat.map((f) => [f.node.id, f.node]));
  return flat
    .filter((f) => f.parentId !== null)
    .map((f) => ({ id: f.node.id, precursor: f.node, product: byId.get(f.parentId!)! }));
}

/** GET carbon/second_part/{id}: the footprint, with the revision a save names (as every detail). */
export const carbonSecondPartDetailSchema = carbonDetailSchema;
export type CarbonSecondPartDetail = CarbonDetail;

export const secondPartMessages = {
  /** 400: the mass balance must cover each reaction of the route, known or marked Unknown data. */
  reactionsMissing: (count: number) => english('reactionsMissing', { count }),
} as const;
