import {
  flattenTree,
  type Locale,
  OTHER_TRANSFORMATION_TYPE,
  phraseOfIssue,
  sayPhrase,
  type TransformationType,
  type TreeIssue,
  type TreeNodeDraft,
  type TreeProduct,
  type TreeType,
  translate,
  treeNodeIssues,
} from '@pharmatrace/domain';

/** What the editor shows of one node, computed once per tree change. */
export interface NodeView {
  node: TreeNodeDraft;
  isRoot: boolean;
  depth: number;
  parentId: string | null;
  /** The node's type: its own, else the tree's (the rules and the dialog follow it). */
  type: TreeType;
  /** Spec 001 §2: each node shows its name; a step shows its transformation type's name. */
  name: string;
  /** Rules of spec 001 §5 the node does not meet yet (it is drawn 'not completed'). */
  openRuleCount: number;
  /** Messages handed in by the parent (completeTreeIssues, a server 400), with their field. */
  issues: { field: string; message: string }[];
}

export interface TreeViewModel {
  nodes: Map<string, NodeView>;
  /** In display order. */
  order: NodeView[];
  /** Issues whose path names no node (shown above the tree). */
  unplacedIssues: TreeIssue[];
  incompleteCount: number;
}

/**
 * The name a node shows (spec 001 §2): the product at the root, a precursor's name (its CAS
 * number while it has none), or a step's transformation type, or its 'Other step' text.
 */
export function nodeName(
  node: TreeNodeDraft,
  {
    isRoot,
    type,
    product,
    transformationTypes,
    language = 'en',
  }: {
    isRoot: boolean;
    type: TreeType;
    product: TreeProduct;
    transformationTypes: readonly TransformationType[] | undefined;
    language?: Locale;
  },
): string {
  if (isRoot) return product.name?.trim() || node.name?.trim() || translate(language, 'tree.product');
  if (type === 'CHEMICAL')
    return node.name?.trim() || node.cas?.trim() || translate(language, 'tree.unnamedPrecursor');
  const typeId = node.transformationType;
  if (typeId === OTHER_TRANSFORMATION_TYPE)
    return node.otherStep?.trim() || translate(language, 'tree.otherStep');
  if (typeId === null || typeId === undefined)
    return node.name?.trim() || translate(language, 'tree.stepWithoutType');
  const known = transformationTypes?.find((t) => t.id === typeId);
  if (known) return known.name;
  return transformationTypes
    ? translate(language, 'tree.transformationTypeNumber', { id: typeId })
    : translate(language, 'tree.loadingType');
}

/** Where an issue's path leads: the node (by id) and the field left, or nothing. */
function placeIssue(root: TreeNodeDraft, path: readonly (string | number)[]) {
  let node = root;
  let at = 0;
  while (path[at] === 'children' && typeof path[at + 1] === 'number') {
    const child = node.children?.[path[at + 1] as number];
    if (!child) return undefined;
    node = child;
    at += 2;
  }
  return { nodeId: node.id, field: path.slice(at) };
}

/** 'Manufacturer #2: City can't be empty', or the message alone for a field of the node. */
function issueText(field: readonly (string | number)[], issue: TreeIssue, language: Locale): string {
  // The rules write the spec's English and its phrase; the page may be in French (issues #27, #40).
  const said = phraseOfIssue(issue);
  const text = said ? sayPhrase(language, said) : issue.message;
  if (field[0] === 'manufacturers' && typeof field[1] === 'number')
    return translate(language, 'tree.manufacturerIssue', { number: field[1] + 1, message: text });
  return text;
}

export function buildTreeViewModel({
  tree,
  treeType,
  product,
  transformationTypes,
  issues = [],
  language = 'en',
}: {
  tree: TreeNodeDraft;
  treeType: TreeType;
  product: TreeProduct;
  transformationTypes: readonly TransformationType[] | undefined;
  issues?: readonly TreeIssue[];
  /** The language of the names and messages it writes (issue #27). */
  language?: Locale;
}): TreeViewModel {
  const nodes = new Map<string, NodeView>();
  const order: NodeView[] = [];
  let incompleteCount = 0;
  for (const { node, depth, parentId } of flattenTree(tree)) {
    const isRoot = parentId === null;
    const type = isRoot ? treeType : (node.type ?? treeType);
    const openRuleCount = treeNodeIssues(node, { treeType: type, isRoot }).length;
    if (openRuleCount > 0) incompleteCount += 1;
    const view: NodeView = {
      node,
      isRoot,
      depth,
      parentId,
      type,
      name: nodeName(node, { isRoot, type, product, transformationTypes, language }),
      openRuleCount,
      issues: [],
    };
    nodes.set(node.id, view);
    order.push(view);
  }
  const unplacedIssues: TreeIssue[] = [];
  for (const issue of issues) {
    const place = placeIssue(tree, issue.path);
    const view = place && nodes.get(place.nodeId);
    if (view && place)
      view.issues.push({
        field: place.field.join('.'),
        message: issueText(place.field, issue, language),
      });
    else unplacedIssues.push(issue);
  }
  return { nodes, order, unplacedIssues, incompleteCount };
}

/**
 * The issues of a 400 answer's `fields` that concern one tree, with paths from its root: the
 * server names them from the body (`tree.children.0.cas`, `api.1.tree.manufacturers`), so pass
 * the tree's own path (`tree`, `api.1.tree`).
 */
export function treeIssuesFromFieldErrors(
  fields: Record<string, string> | undefined,
  treePath: string,
): TreeIssue[] {
  const issues: TreeIssue[] = [];
  for (const [name, message] of Object.entries(fields ?? {})) {
    if (name !== treePath && !name.startsWith(`${treePath}.`)) continue;
    const path = name
      .slice(treePath.length + 1)
      .split('.')
      .filter((part) => part !== '')
      .map((part) => (/^\d+$/.test(part) ? Number(part) : part));
    issues.push({ path, message });
  }
  return issues;
}
