import { countTreeNodes, type TreeNodeDraft } from '@pharmatrace/domain';
import { startTransition, useEffect, useMemo, useState } from 'react';

/**
 * Rows the editor paints before the rest: about what its box (70% of a laptop screen) shows, the
 * tree opening fully expanded. Issue #28, decision 0044.
 */
export const FIRST_SCREEN_ROWS = 8;

/**
 * The tree cut to its first `rows` nodes in reading order (pre-order, the order of the rows when
 * every branch is open); the tree itself is untouched. A node kept with its whole subtree is the
 * tree's own object, so that between two cuts only the nodes on the cut's edge change identity
 * (and MUI X re-renders only their rows, decision 0050).
 */
export function firstRowsOf(tree: TreeNodeDraft, rows: number): TreeNodeDraft {
  let left = Math.max(1, rows);
  const cut = (node: TreeNodeDraft): TreeNodeDraft => {
    const whole = countTreeNodes(node);
    if (whole <= left) {
      left -= whole;
      return node;
    }
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
 * browser has painted them, `rows` more after each paint, each slice in a transition, until the
 * whole tree is shown; from then on the tree as given, so that edits, focus moves and 'Expand
 * all' always see every row. The tree view renders every row (virtualisation is in MUI X Pro
 * only), so a 40-node route used to delay the step's first paint by its 32 rows below the fold
 * (decisions 0044 and 0046); rendered all at once after that paint, they then made one long task
 * (about 60 ms on a quiet 2-core machine: their commit, style and layout) that held the next
 * frames and any input or call into the page for its length (issue #28, decision 0050). Slices of
 * a screen's worth keep each task short; keyboard moves and find in page reach every row a few
 * frames after the first paint.
 */
export function useFirstScreenFirst(tree: TreeNodeDraft, rows = FIRST_SCREEN_ROWS): TreeNodeDraft {
  const total = countTreeNodes(tree);
  // How many rows are shown, in reading order; null once the whole tree is.
  const [shown, setShown] = useState<number | null>(() => (total <= rows ? null : rows));
  useEffect(() => {
    if (shown === null) return;
    return afterNextPaint(() =>
      startTransition(() =>
        setShown((count) => (count === null || count + rows >= total ? null : count + rows)),
      ),
    );
  }, [shown, rows, total]);
  return useMemo(() => (shown === null ? tree : firstRowsOf(tree, shown)), [shown, tree]);
}
