import { countTreeNodes, flattenTree, type TreeNodeDraft } from '@pharmatrace/domain';
import { renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FIRST_SCREEN_ROWS, firstRowsOf, useFirstScreenFirst } from '../first-screen';

/** A route of `count` nodes, three precursors a node, breadth first (as real routes of 10 to 40). */
function routeOf(count: number): TreeNodeDraft {
  const nodes: TreeNodeDraft[] = Array.from({ length: count }, (_, i) => ({
    id: `substance_${i}`,
    type: 'CHEMICAL',
    name: `Node ${i}`,
    cas: `100-00-${i}`,
    manufacturers: [],
    children: [],
  }));
  for (let i = 1; i < count; i += 1) nodes[Math.floor((i - 1) / 3)]!.children!.push(nodes[i]!);
  return nodes[0]!;
}

const names = (tree: TreeNodeDraft) => flattenTree(tree).map((n) => n.node.name);

describe('the first screen of the route tree', () => {
  it('keeps the first rows in reading order and leaves the tree untouched', () => {
    const tree = routeOf(40);
    const cut = firstRowsOf(tree, 8);
    expect(names(cut)).toEqual(names(tree).slice(0, 8));
    expect(countTreeNodes(tree)).toBe(40);
    // Never less than the root, never more than the tree.
    expect(names(firstRowsOf(tree, 0))).toEqual(['Node 0']);
    expect(names(firstRowsOf(tree, 100))).toEqual(names(tree));
  });

  it('renders the first screen first, then the whole tree, then follows the tree as given', async () => {
    const tree = routeOf(40);
    const seen: number[] = [];
    const { result, rerender } = renderHook(
      ({ value }) => {
        const shown = useFirstScreenFirst(value);
        seen.push(countTreeNodes(shown));
        return shown;
      },
      { initialProps: { value: tree } },
    );
    expect(seen[0]).toBe(FIRST_SCREEN_ROWS);
    // The rest waits for the first paint: a frame, then a timeout.
    expect(result.current).not.toBe(tree);
    await waitFor(() => expect(result.current).toBe(tree));

    const edited = { ...tree, name: 'Renamed' };
    rerender({ value: edited });
    expect(result.current).toBe(edited);
  });

  it('renders a small tree whole from the start', () => {
    const tree = routeOf(5);
    const { result } = renderHook(() => useFirstScreenFirst(tree));
    expect(result.current).toBe(tree);
  });
});
