import { countTreeNodes, type TreeNodeDraft } from '@pharmatrace/domain';
import { startTransition, useEffect, useMemo, useState } from 'react';

/**
 * Rows the editor paints before the rest: about what its box (70% of a laptop screen) shows, the
 * tree opening fully expanded. Issue #28, decision 0044.
 */
export const FIRST_SCREEN_ROWS = 8;

/**
 * The tree cut to its first `rows` nodes in reading order (pre-order, the order of the rows when
 * every branch is open). Copies only the nodes it keeps; the tree itself is untouched.
 */
export function firstRowsOf(tree: TreeNodeDraft, rows: number): TreeNodeDraft {
  let left = Math.max(1, rows);
  const cut = (node: TreeNodeDraft): TreeNodeDraft => {
    left -= 1;
    const children: TreeNodeDraft[] = [];
    for (const child of node.children ?? []) {
      if (left <= 0) break;
      children.push(cut(child));
    }
    return { ...node, children };
  };
  return cut(tree);
}

/**
 * The tree the editor renders: on its first render only the rows of the first screen, then, in a
 * transition React renders in slices after the browser has painted, the whole tree; from then on
 * the tree as given, so that edits, focus moves and 'Expand all' always see every row. The tree
 * view renders every row (virtualisation is in MUI X Pro only), so a 40-node route used to delay
 * the step's first paint by its 32 rows below the fold (issue #28). Keyboard moves and find in
 * page reach every row a frame or two after that first paint.
 */
export function useFirstScreenFirst(tree: TreeNodeDraft, rows = FIRST_SCREEN_ROWS): TreeNodeDraft {
  const [whole, setWhole] = useState(() => countTreeNodes(tree) <= rows);
  useEffect(() => {
    if (!whole) startTransition(() => setWhole(true));
  }, [whole]);
  return useMemo(() => (whole ? tree : firstRowsOf(tree, rows)), [whole, tree, rows]);
}
