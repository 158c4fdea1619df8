import type { TreeNodeDraft, TreeType } from '../schemas/tree';

/**
 * Pure, immutable operations on a route tree (spec 001 §3 'Tree node'). Every change returns a
 * new tree that shares the untouched branches with the old one, so a React editor can hand the
 * whole tree to its parent on each change and memoise on node identity. Nodes are found by id.
 */

/** Spec 001 §3: node ids are generated with the prefix `substance_`. */
export const NODE_ID_PREFIX = 'substance_';

/**
 * A new node id: `substance_` and 16 random hex digits (64 bits, from the platform's CSPRNG,
 * which browsers also offer outside secure contexts, unlike randomUUID).
 */
export function newNodeId(): string {
  const bytes = globalThis.crypto.getRandomValues(new Uint8Array(8));
  return NODE_ID_PREFIX + Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** The node with this id, or undefined. */
export function findNode(root: TreeNodeDraft, id: string): TreeNodeDraft | undefined {
  if (root.id === id) return root;
  for (const child of root.children ?? []) {
    const found = findNode(child, id);
    if (found) return found;
  }
  return undefined;
}

/** The ids from the root down to the node (both included), or undefined when it is absent. */
export function pathToNode(root: TreeNodeDraft, id: string): string[] | undefined {
  if (root.id === id) return [root.id];
  for (const child of root.children ?? []) {
    const below = pathToNode(child, id);
    if (below) return [root.id, ...below];
  }
  return undefined;
}

/**
 * Rebuilds only the branch that holds `id`, applying `change` to that node; returns the same
 * object when the id is absent, so callers can tell a no-op by identity.
 */
function mapNode(
  node: TreeNodeDraft,
  id: string,
  change: (node: TreeNodeDraft) => TreeNodeDraft,
): TreeNodeDraft {
  if (node.id === id) return change(node);
  const children = node.children;
  if (!children?.length) return node;
  let changed = false;
  const next = children.map((child) => {
    const mapped = mapNode(child, id, change);
    if (mapped !== child) changed = true;
    return mapped;
  });
  return changed ? { ...node, children: next } : node;
}

/** Appends `child` under the node `parentId` (spec 001 §4 dialog mode 'create'). */
export function addChild(root: TreeNodeDraft, parentId: string, child: TreeNodeDraft): TreeNodeDraft {
  return mapNode(root, parentId, (parent) => ({ ...parent, children: [...(parent.children ?? []), child] }));
}

/**
 * Merges `patch` into the node `id` (dialog modes 'update' and 'updateRoot'). The node keeps its
 * id and its children whatever the patch says.
 */
export function updateNode(
  root: TreeNodeDraft,
  id: string,
  patch: Partial<Omit<TreeNodeDraft, 'id' | 'children'>>,
): TreeNodeDraft {
  return mapNode(root, id, (node) => ({ ...node, ...patch, id: node.id, children: node.children }));
}

/**
 * Removes the node `id` with its whole subtree (spec 001 §4: 'Deleting a node removes it with
 * its subtree'). The root cannot be removed: asking for it returns the tree unchanged.
 */
export function removeSubtree(root: TreeNodeDraft, id: string): TreeNodeDraft {
  if (root.id === id) return root;
  const children = root.children;
  if (!children?.length) return root;
  const kept = children.filter((child) => child.id !== id);
  if (kept.length !== children.length) return { ...root, children: kept };
  let changed = false;
  const next = children.map((child) => {
    const mapped = removeSubtree(child, id);
    if (mapped !== child) changed = true;
    return mapped;
  });
  return changed ? { ...root, children: next } : root;
}

export interface FlatTreeNode {
  node: TreeNodeDraft;
  /** 0 for the root. */
  depth: number;
  parentId: string | null;
  /** Ids from the root down to this node, both included. */
  path: string[];
}

/** Every node in display order (depth first, children in order), with its depth and parent. */
export function flattenTree(root: TreeNodeDraft): FlatTreeNode[] {
  const out: FlatTreeNode[] = [];
  const visit = (node: TreeNodeDraft, depth: number, parentPath: string[]) => {
    const path = [...parentPath, node.id];
    out.push({ node, depth, parentId: parentPath.at(-1) ?? null, path });
    for (const child of node.children ?? []) visit(child, depth + 1, path);
  };
  visit(root, 0, []);
  return out;
}

/** Number of nodes, the root included; 0 for no tree (trees are bounded, the walk is a loop). */
export function countTreeNodes(root: TreeNodeDraft | null | undefined): number {
  let count = 0;
  const stack = root ? [root] : [];
  while (stack.length > 0) {
    const node = stack.pop()!;
    count += 1;
    stack.push(...(node.children ?? []));
  }
  return count;
}

/** Number of levels: 1 for a lone root, 2 when the root has children, and so on. */
export function treeLevels(root: TreeNodeDraft | null | undefined): number {
  if (!root) return 0;
  let deepest = 0;
  for (const child of root.children ?? []) deepest = Math.max(deepest, treeLevels(child));
  return 1 + deepest;
}

/**
 * Whether the person has begun the tree: the root has a manufacturer or a precursor / step.
 * A tree that is null, or a root alone and empty, is 'no tree' for spec 001 §5 ('A tree must
 * exist before leaving step 3'); the wizards use this to allow 'Next'.
 */
export function isTreeStarted(tree: TreeNodeDraft | null | undefined): boolean {
  if (!tree) return false;
  return (tree.manufacturers?.length ?? 0) > 0 || (tree.children?.length ?? 0) > 0;
}

export interface TreeProduct {
  name?: string | null | undefined;
  cas?: string | null | undefined;
}

/**
 * A root created from the product (spec 001 §2: 'the product at the root'): no manufacturers
 * yet, so it is drawn 'not completed' and its dialog opens by itself.
 */
export function newRootNode(
  product: TreeProduct,
  treeType: TreeType,
  id: string = newNodeId(),
): TreeNodeDraft {
  return {
    id,
    name: product.name?.trim() ?? '',
    cas: product.cas?.trim() ?? '',
    type: treeType,
    manufacturers: [],
    children: [],
  };
}

/**
 * The tree with its root naming the product and carrying the tree type (the root's name and
 * CAS follow the product typed in the wizard; its type is the one completeTreeIssues reads).
 * Returns the same object when nothing differs.
 */
export function syncRootWithProduct(
  root: TreeNodeDraft,
  product: TreeProduct,
  treeType: TreeType,
): TreeNodeDraft {
  const name = product.name?.trim() ?? '';
  const cas = product.cas?.trim() ?? '';
  if (root.name === name && root.cas === cas && root.type === treeType) return root;
  return { ...root, name, cas, type: treeType };
}
