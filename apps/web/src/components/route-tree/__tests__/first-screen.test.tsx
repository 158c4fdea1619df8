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

  it("keeps the nodes whose whole subtree fits as the tree's own objects", () => {
    const tree = routeOf(40);
    const cut = firstRowsOf(tree, 8);
    // Node 1's subtree (13 nodes) does not fit in the 7 rows left after the root; Node 4's
    // (4, 13, 14, 15) does.
    expect(cut).not.toBe(tree);
    const node1 = cut.children![0]!;
    expect(node1).not.toBe(tree.children![0]);
    expect(node1.children![0]).toBe(tree.children![0]!.children![0]);
    expect(names(cut)).toEqual(names(tree).slice(0, 8));
    expect(firstRowsOf(tree, 40)).toBe(tree);
  });

  it('renders the first screen first, then a screen more after each paint, then follows the tree as given', async () => {
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
    // Slice by slice, in reading order: never the 32 rows below the first screen in one render.
    expect([...new Set(seen)]).toEqual([8, 16, 24, 32, 40]);
    expect(names(result.current)).toEqual(names(tree));

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
