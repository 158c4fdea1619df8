import { z } from 'zod';
import { MAX_TREE_CHILDREN, MAX_TREE_DEPTH, MAX_TREE_NODES } from '../limits';
import { messages } from '../messages';
import type { WirePhrase } from './common';
import { whenMissing } from './fields';

/** Tree types (spec 001 §3 Enumerations). */
export const treeTypes = ['CHEMICAL', 'BIOLOGIC', 'NATURAL'] as const;
export const treeTypeSchema = z.enum(treeTypes, { error: messages.label.typeEmpty });
export type TreeType = z.infer<typeof treeTypeSchema>;

/** transformationType -1 means "other", described in otherStep (spec 001 §3 Tree node). */
export const OTHER_TRANSFORMATION_TYPE = -1;

/** At most 3 manufacturers per node and 3 production countries per list (spec 001 §9). */
export const MAX_MANUFACTURERS = 3;

/**
 * Spec 001 §5 percentages: integers above 0 and at most 100, at most 3 characters.
 * Accepts what a form holds (text) as well as numbers.
 */
export const percentageSchema = z
  .union([z.number(), z.string().max(20)], {
    error: messages.percentage.empty,
  })
  .transform((v, ctx) => {
    const text = String(v).trim();
    if (text === '') {
      ctx.addIssue({ code: 'custom', message: messages.percentage.empty });
      return z.NEVER;
    }
    if (!/^-?\d{1,3}$/.test(text)) {
      ctx.addIssue({ code: 'custom', message: messages.percentage.notNumber });
      return z.NEVER;
    }
    const n = Number(text);
    if (n > 100) {
      ctx.addIssue({ code: 'custom', message: messages.percentage.above100 });
      return z.NEVER;
    }
    if (n <= 0) {
      ctx.addIssue({ code: 'custom', message: messages.percentage.zeroOrUnder });
      return z.NEVER;
    }
    return n;
  });

/** A draft keeps whatever percentage was typed, even unfinished. */
const draftPercentage = z
  .union([z.number().int().min(-999).max(999), z.string().max(3)])
  .nullable()
  .optional();

const text = (max = 200) => z.string().trim().max(max);

/** A manufacturer of a node: a plant reference, with the dialog's plant fields (spec 001 §3). */
export const manufacturerDraftSchema = z.object({
  percentage: draftPercentage,
  plantId: z.string().max(100).nullable().optional(),
  companyName: text().optional(),
  city: text().optional(),
  countryId: z.string().max(10).nullable().optional(),
});
export type ManufacturerDraft = z.infer<typeof manufacturerDraftSchema>;

/** The fields of one node, without its children (see treeNodeShapeSchema). */
const treeNodeFieldsSchema = z.object({
  id: z.string().min(1).max(100),
  name: text().optional(),
  cas: text(60).optional(),
  ce: text(60).optional(),
  isolated: z.boolean().optional(),
  type: z.enum(treeTypes).optional(),
  transformationType: z.number().int().nullable().optional(),
  otherStep: text().optional(),
  manufacturers: z.array(manufacturerDraftSchema).max(MAX_MANUFACTURERS).optional(),
  plants: z.array(z.string().max(100)).max(50).optional(),
});

// The node types are named interfaces, not z.infer of the recursive schema: a declaration file
// cannot print a recursive inferred type, and elides it to `any` a few levels down (the packages
// are type-checked once and read through declarations, decision 0078).
/** A node of a route tree as drafts store it (see treeNodeDraftSchema). */
export interface TreeNodeDraft extends z.output<typeof treeNodeFieldsSchema> {
  children?: TreeNodeDraft[] | undefined;
}
/** What treeNodeDraftSchema accepts. */
export interface TreeNodeDraftInput extends z.input<typeof treeNodeFieldsSchema> {
  children?: TreeNodeDraftInput[] | undefined;
}

/** The shape of one node; its children are nodes of the same shape (see treeNodeDraftSchema). */
const treeNodeShapeSchema: z.ZodType<TreeNodeDraft, TreeNodeDraftInput> = z.object({
  ...treeNodeFieldsSchema.shape,
  get children() {
    return z.array(treeNodeShapeSchema).max(MAX_TREE_CHILDREN).optional();
  },
});

/**
 * Where a tree breaks the bounds, found with an explicit stack (never recursion), so that a
 * hostile 10,000-level document costs one loop that stops at the first level too many.
 * Anything that is not a node is left to the schema to report.
 */
export function treeBoundsIssue(root: unknown): string | null {
  const stack: { node: unknown; depth: number }[] = [{ node: root, depth: 1 }];
  let nodes = 0;
  while (stack.length > 0) {
    const { node, depth } = stack.pop()!;
    if (typeof node !== 'object' || node === null) continue;
    if (depth > MAX_TREE_DEPTH) return messages.tree.tooDeep;
    nodes += 1;
    if (nodes > MAX_TREE_NODES) return messages.tree.tooManyNodes;
    const children = 'children' in node ? node.children : undefined;
    if (Array.isArray(children)) for (const child of children) stack.push({ node: child, depth: depth + 1 });
  }
  return null;
}

/**
 * A node of a synthetic route tree / production scheme, as drafts store it: every field may
 * still be missing, but the shape and the sizes are bounded. The bounds are checked first, and
 * only a tree within them reaches the (recursive) shape check: a failed check stops the pipe.
 */
export const treeNodeDraftSchema = z
  .custom<TreeNodeDraftInput>()
  .superRefine((root, ctx) => {
    const issue = treeBoundsIssue(root);
    if (issue) ctx.addIssue({ code: 'custom', message: issue });
  })
  .pipe(treeNodeShapeSchema);

/** A required text of a manufacturer: missing or blank, it says `message`. */
const requiredText = (message: string) =>
  z
    .string({ error: whenMissing(message) })
    .trim()
    .min(1, message)
    .max(200);

/** The complete manufacturer block of the tree dialog (spec 001 §5 Tree dialog). */
export const manufacturerSchema = z.object({
  percentage: percentageSchema,
  plantId: z.string().max(100).nullable().optional(),
  companyName: requiredText(messages.tree.companyNameEmpty),
  city: requiredText(messages.tree.cityEmpty),
  countryId: z
    .string({ error: whenMissing(messages.tree.productionCountryEmpty) })
    .min(1, messages.tree.productionCountryEmpty)
    .max(10),
});

/** 1 to 3 manufacturers whose percentages total 100 (spec 001 §5). */
export const manufacturersSchema = z
  .array(manufacturerSchema)
  .min(1)
  .max(MAX_MANUFACTURERS)
  .refine((list) => list.reduce((sum, m) => sum + m.percentage, 0) === 100, messages.percentage.totalNot100);

export interface TreeIssue {
  /** Path from the root, e.g. ['children', 0, 'cas'] or ['manufacturers', 1, 'percentage']. */
  path: (string | number)[];
  message: string;
  /** The message as a phrase, when zod attached one (issue #40, `phraseOfIssue`). */
  said?: WirePhrase | undefined;
}

function manufacturerIssues(list: ManufacturerDraft[], at: (string | number)[]): TreeIssue[] {
  const issues: TreeIssue[] = [];
  list.forEach((manufacturer, index) => {
    const parsed = manufacturerSchema.safeParse(manufacturer);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        issues.push({
          path: [...at, 'manufacturers', index, ...(issue.path as (string | number)[])],
          message: issue.message,
          said: (issue as { said?: WirePhrase }).said,
        });
      }
    }
  });
  const total = list.reduce((sum, m) => sum + (Number(m.percentage) || 0), 0);
  if (list.length > 0 && total !== 100)
    issues.push({ path: [...at, 'manufacturers'], message: messages.percentage.totalNot100 });
  return issues;
}

/**
 * The rules one node must meet (spec 001 §5 Tree dialog), with paths relative to the node. The
 * tree dialog validates with them (schemas/tree-dialog.ts) and completeTreeIssues applies them to
 * every node, so the form and the server refuse the same things with the same words.
 * - The root shows only manufacturers (spec 001 §2) and needs at least one.
 * - A chemical node needs its CAS number and its name; a step of a natural or biologic scheme
 *   needs its transformation type, and its 'Other step' text when the type is other (-1).
 * - Every node has 1 to 3 manufacturers, complete, totalling 100. A node below the root without
 *   any is judged as the dialog shows it: one empty first block, which cannot be removed.
 */
export function treeNodeIssues(
  node: Omit<TreeNodeDraft, 'id'>,
  { treeType, isRoot }: { treeType: TreeType; isRoot: boolean },
): TreeIssue[] {
  const issues: TreeIssue[] = [];
  if (!isRoot) {
    if ((node.type ?? treeType) === 'CHEMICAL') {
      if (!node.cas?.trim()) issues.push({ path: ['cas'], message: messages.tree.casEmpty });
      if (!node.name?.trim()) issues.push({ path: ['name'], message: messages.tree.nameEmpty });
    } else if (node.transformationType === undefined || node.transformationType === null) {
      issues.push({ path: ['transformationType'], message: messages.tree.transformationTypeEmpty });
    } else if (node.transformationType === OTHER_TRANSFORMATION_TYPE && !node.otherStep?.trim()) {
      issues.push({ path: ['otherStep'], message: messages.tree.otherStepEmpty });
    }
  }
  const manufacturers = node.manufacturers ?? [];
  if (manufacturers.length === 0 && isRoot) {
    issues.push({ path: ['manufacturers'], message: messages.tree.rootManufacturerMissing });
  } else {
    issues.push(...manufacturerIssues(manufacturers.length > 0 ? manufacturers : [{}], []));
  }
  return issues;
}

/**
 * The rules a tree must meet to be submitted (treeNodeIssues on every node), as a list of issues
 * with their paths from the root, so a form can point at the node and the server can refuse with
 * the same words. The tree type is the root's (CHEMICAL when unset).
 */
export function completeTreeIssues(root: TreeNodeDraft): TreeIssue[] {
  const treeType = root.type ?? 'CHEMICAL';
  const issues: TreeIssue[] = [];
  const visit = (node: TreeNodeDraft, at: (string | number)[], isRoot: boolean) => {
    for (const issue of treeNodeIssues(node, { treeType, isRoot }))
      issues.push({ path: [...at, ...issue.path], message: issue.message, said: issue.said });
    for (const [index, child] of (node.children ?? []).entries())
      visit(child, [...at, 'children', index], false);
  };
  visit(root, [], true);
  return issues;
}

/** A percentage that was typed: anything but missing, null or blank text. */
export const isPercentageGiven = (value: unknown) =>
  value !== undefined && value !== null && !(typeof value === 'string' && value.trim() === '');

/** The message of a percentage given but not one of spec 001 §5 (a whole number above 0, at most 100). */
export function percentageIssue(value: unknown): string | null {
  if (!isPercentageGiven(value)) return null;
  return percentageSchema.safeParse(value).error?.issues[0]?.message ?? null;
}

/**
 * Every percentage given in a tree that is not a percentage ('-999', 'NaN'), with its path from
 * the root; blanks are left alone. What a staff save checks (issue #22): a draft may be
 * unfinished, but its numbers are numbers. An explicit stack, like treeBoundsIssue.
 */
export function treeNumberIssues(root: TreeNodeDraft): TreeIssue[] {
  const issues: TreeIssue[] = [];
  const stack: { node: TreeNodeDraft; at: (string | number)[] }[] = [{ node: root, at: [] }];
  while (stack.length > 0) {
    const { node, at } = stack.pop()!;
    for (const [index, manufacturer] of (node.manufacturers ?? []).entries()) {
      const message = percentageIssue(manufacturer.percentage);
      if (message) issues.push({ path: [...at, 'manufacturers', index, 'percentage'], message });
    }
    for (const [index, child] of (node.children ?? []).entries())
      stack.push({ node: child, at: [...at, 'children', index] });
  }
  return issues;
}

/** A tree as staff save it: the draft shape, and every percentage given a percentage. */
export const treeCheckedSchema = treeNodeDraftSchema.superRefine((root, ctx) => {
  for (const issue of treeNumberIssues(root))
    ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message });
});

/** A tree ready for submission: the draft shape plus completeTreeIssues. */
export const treeCompleteSchema = treeNodeDraftSchema.superRefine((root, ctx) => {
  for (const issue of completeTreeIssues(root))
    ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message });
});
