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
 * Calls `then` once the browser has painted the frame being prepared: a timeout set from that
 * frame's `requestAnimationFrame` callback runs after its paint, never before it (a callback
 * scheduled straight from an effect or a transition may still run before a frame that is not yet
 * due). Returns a cancel function.
 */
export function afterNextPaint(then: () => void): () => void {
  let timeout: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => {
    timeout = setTimeout(then, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    if (timeout !== undefined) clearTimeout(timeout);
  };
}

/**
 * The tree the editor renders: on its first render only the rows of the first screen; once the
 * browser has painted them, the whole tree, in a transition React renders in slices (yielding to
 * the browser between them); from then on the tree as given, so that edits, focus moves and
 * 'Expand all' always see every row. The tree view renders every row (virtualisation is in MUI X
 * Pro only), so a 40-node route used to delay the step's first paint by its 32 rows below the
 * fold (issue #28, decisions 0044 and 0046). Keyboard moves and find in page reach every row a
 * frame or two after that first paint.
 */
export function useFirstScreenFirst(tree: TreeNodeDraft, rows = FIRST_SCREEN_ROWS): TreeNodeDraft {
  const [whole, setWhole] = useState(() => countTreeNodes(tree) <= rows);
  useEffect(() => {
    if (whole) return;
    return afterNextPaint(() => startTransition(() => setWhole(true)));
  }, [whole]);
  return useMemo(() => (whole ? tree : firstRowsOf(tree, rows)), [whole, tree, rows]);
}
