import { describe, expect, it } from 'vitest';
import type { TreeNodeDraft } from '../schemas/tree';
import {
  addChild,
  countTreeNodes,
  findNode,
  flattenTree,
  isTreeStarted,
  newNodeId,
  newRootNode,
  pathToNode,
  removeSubtree,
  syncRootWithProduct,
  treeLevels,
  updateNode,
} from './tree-ops';

//   root
//   ├── a
//   │   ├── a1
//   │   └── a2
//   │       └── a2x
//   └── b
const tree: TreeNodeDraft = {
  id: 'root',
  name: 'Product',
  children: [
    {
      id: 'a',
      name: 'A',
      children: [
        { id: 'a1', name: 'A1' },
        { id: 'a2', name: 'A2', children: [{ id: 'a2x', name: 'A2x' }] },
      ],
    },
    { id: 'b', name: 'B', children: [] },
  ],
};

describe('newNodeId (spec 001 §3: ids prefixed substance_)', () => {
  it('makes distinct substance_ ids', () => {
    const ids = new Set(Array.from({ length: 1000 }, newNodeId));
    expect(ids.size).toBe(1000);
    for (const id of ids) expect(id).toMatch(/^substance_[0-9a-f]{16}$/);
  });
});

describe('finding nodes', () => {
  it('finds a node anywhere, and nothing for an unknown id', () => {
    expect(findNode(tree, 'a2x')?.name).toBe('A2x');
    expect(findNode(tree, 'root')).toBe(tree);
    expect(findNode(tree, 'zzz')).toBeUndefined();
  });

  it('gives the path of ids from the root', () => {
    expect(pathToNode(tree, 'a2x')).toEqual(['root', 'a', 'a2', 'a2x']);
    expect(pathToNode(tree, 'root')).toEqual(['root']);
    expect(pathToNode(tree, 'zzz')).toBeUndefined();
  });
});

describe('addChild', () => {
  it('appends a child under the parent and leaves the old tree as it was', () => {
    const next = addChild(tree, 'a2', { id: 'new', name: 'New' });
    expect(findNode(next, 'a2')?.children?.map((c) => c.id)).toEqual(['a2x', 'new']);
    expect(findNode(tree, 'new')).toBeUndefined();
    // Untouched branches are shared, changed ones are new objects.
    expect(findNode(next, 'b')).toBe(findNode(tree, 'b'));
    expect(findNode(next, 'a1')).toBe(findNode(tree, 'a1'));
    expect(findNode(next, 'a')).not.toBe(findNode(tree, 'a'));
  });

  it('adds the first child of a leaf and of the root', () => {
    expect(findNode(addChild(tree, 'a1', { id: 'n' }), 'a1')?.children).toEqual([{ id: 'n' }]);
    expect(addChild(tree, 'root', { id: 'n' }).children?.at(-1)).toEqual({ id: 'n' });
  });

  it('returns the same tree for an unknown parent', () => {
    expect(addChild(tree, 'zzz', { id: 'n' })).toBe(tree);
  });
});

describe('updateNode', () => {
  it('merges the patch and keeps the id and the children', () => {
    const next = updateNode(tree, 'a', { name: 'A renamed', cas: '1-2-3' });
    const a = findNode(next, 'a');
    expect(a).toMatchObject({ id: 'a', name: 'A renamed', cas: '1-2-3' });
    expect(a?.children).toBe(findNode(tree, 'a')?.children);
    expect(findNode(tree, 'a')?.name).toBe('A');
  });

  it('updates the root', () => {
    const manufacturers = [{ percentage: 100, companyName: 'X', city: 'Y', countryId: 'FR' }];
    expect(updateNode(tree, 'root', { manufacturers }).manufacturers).toEqual(manufacturers);
  });

  it('returns the same tree for an unknown id', () => {
    expect(updateNode(tree, 'zzz', { name: 'x' })).toBe(tree);
  });
});

describe('removeSubtree (spec 001 §4: deleting a node removes its subtree)', () => {
  it('removes the node with everything under it', () => {
    const next = removeSubtree(tree, 'a2');
    expect(flattenTree(next).map((n) => n.node.id)).toEqual(['root', 'a', 'a1', 'b']);
    expect(countTreeNodes(tree)).toBe(6);
  });

  it('removes a first-level branch', () => {
    expect(flattenTree(removeSubtree(tree, 'a')).map((n) => n.node.id)).toEqual(['root', 'b']);
  });

  it('never removes the root, and ignores unknown ids', () => {
    expect(removeSubtree(tree, 'root')).toBe(tree);
    expect(removeSubtree(tree, 'zzz')).toBe(tree);
  });
});

describe('flattenTree and treeLevels', () => {
  it('lists the nodes in display order with depth, parent and path', () => {
    expect(flattenTree(tree).map(({ node, depth, parentId }) => [node.id, depth, parentId])).toEqual([
      ['root', 0, null],
      ['a', 1, 'root'],
      ['a1', 2, 'a'],
      ['a2', 2, 'a'],
      ['a2x', 3, 'a2'],
      ['b', 1, 'root'],
    ]);
    expect(flattenTree(tree).find((n) => n.node.id === 'a2x')?.path).toEqual(['root', 'a', 'a2', 'a2x']);
  });

  it('counts the levels', () => {
    expect(treeLevels(tree)).toBe(4);
    expect(treeLevels({ id: 'r' })).toBe(1);
    expect(treeLevels(null)).toBe(0);
  });
});

describe('the root and the product', () => {
  it('creates a root from the product, with no manufacturers yet', () => {
    const root = newRootNode({ name: ' Paracetamol ', cas: '103-90-2' }, 'CHEMICAL');
    expect(root).toMatchObject({ name: 'Paracetamol', cas: '103-90-2', type: 'CHEMICAL', manufacturers: [] });
    expect(root.id).toMatch(/^substance_/);
  });

  it('makes the root follow the product and the tree type', () => {
    const root = newRootNode({ name: 'Old', cas: '' }, 'CHEMICAL', 'r');
    const synced = syncRootWithProduct(root, { name: 'New', cas: '1-1-1' }, 'NATURAL');
    expect(synced).toMatchObject({ id: 'r', name: 'New', cas: '1-1-1', type: 'NATURAL' });
    expect(syncRootWithProduct(synced, { name: 'New', cas: '1-1-1' }, 'NATURAL')).toBe(synced);
  });

  it('says a tree is started once the root has a manufacturer or a child', () => {
    expect(isTreeStarted(null)).toBe(false);
    expect(isTreeStarted(newRootNode({ name: 'P' }, 'CHEMICAL'))).toBe(false);
    expect(isTreeStarted({ id: 'r', manufacturers: [{ percentage: 100 }] })).toBe(true);
    expect(isTreeStarted({ id: 'r', children: [{ id: 'c' }] })).toBe(true);
  });
});
