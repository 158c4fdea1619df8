import { z } from 'zod';
import {
  MAX_MANUFACTURERS,
  type ManufacturerDraft,
  OTHER_TRANSFORMATION_TYPE,
  type TreeNodeDraft,
  type TreeType,
  treeNodeIssues,
} from './tree';

/**
 * The route tree dialog (spec 001 §2 'Route tree dialog', §4 dialog modes, §5 'Tree dialog').
 * Its form holds text as typed; its schema checks the node with treeNodeIssues, the very rules
 * completeTreeIssues applies to a whole tree on the server, and gives the node's fields back.
 */

/** A transformation type of a natural or biologic scheme (GET transformationType/natural|biologic). */
export const transformationTypeSchema = z.object({ id: z.number().int(), name: z.string() });
export type TransformationType = z.infer<typeof transformationTypeSchema>;

/**
 * Longest text each field takes: the bounds of treeNodeDraftSchema and manufacturerDraftSchema,
 * so the dialog never produces a node a draft save would refuse. Percentage: spec 001 §9, at most
 * 3 characters.
 */
export const treeDialogMaxLength = {
  cas: 60,
  ce: 60,
  name: 200,
  otherStep: 200,
  companyName: 200,
  city: 200,
  percentage: 3,
} as const;

export interface TreeDialogManufacturerValues {
  /** Set when the block was filled from an existing plant; cleared when its fields are edited. */
  plantId: string | null;
  companyName: string;
  /** ISO alpha-2 id; '' when none is chosen. */
  countryId: string;
  percentage: string;
  city: string;
}

export interface TreeDialogValues {
  cas: string;
  ce: string;
  name: string;
  isolated: boolean;
  /** The select's value: '' none, '-1' other, else a transformation type id. */
  transformationType: string;
  otherStep: string;
  manufacturers: TreeDialogManufacturerValues[];
}

export const emptyManufacturerValues = (): TreeDialogManufacturerValues => ({
  plantId: null,
  companyName: '',
  countryId: '',
  percentage: '',
  city: '',
});

/** What the dialog shows for a node; a new node (undefined) starts isolated with one empty block. */
export function toTreeDialogValues(node: TreeNodeDraft | undefined): TreeDialogValues {
  const manufacturers = (node?.manufacturers ?? []).slice(0, MAX_MANUFACTURERS).map(
    (m): TreeDialogManufacturerValues => ({
      plantId: m.plantId ?? null,
      companyName: m.companyName ?? '',
      countryId: m.countryId ?? '',
      percentage: m.percentage === null || m.percentage === undefined ? '' : String(m.percentage),
      city: m.city ?? '',
    }),
  );
  const type = node?.transformationType;
  return {
    cas: node?.cas ?? '',
    ce: node?.ce ?? '',
    name: node?.name ?? '',
    isolated: node?.isolated ?? true,
    transformationType: type === null || type === undefined ? '' : String(type),
    otherStep: node?.otherStep ?? '',
    // The first block cannot be removed (spec 001 §5), so there is always one.
    manufacturers: manufacturers.length > 0 ? manufacturers : [emptyManufacturerValues()],
  };
}

/** The node fields a dialog's values stand for (percentages as typed, before the checks). */
function nodeFieldsOf(values: TreeDialogValues, treeType: TreeType, isRoot: boolean) {
  const manufacturers: ManufacturerDraft[] = values.manufacturers.map((m) => ({
    percentage: m.percentage.trim(),
    plantId: m.plantId,
    companyName: m.companyName.trim(),
    city: m.city.trim(),
    countryId: m.countryId,
  }));
  // The root shows only manufacturers (spec 001 §2): its name and CAS are the product's.
  if (isRoot) return { manufacturers };
  if (treeType === 'CHEMICAL') {
    return {
      type: treeType,
      cas: values.cas.trim(),
      ce: values.ce.trim(),
      name: values.name.trim(),
      isolated: values.isolated,
      manufacturers,
    };
  }
  const typeText = values.transformationType.trim();
  const transformationType = /^-?\d+$/.test(typeText) ? Number(typeText) : null;
  return {
    type: treeType,
    transformationType,
    otherStep: transformationType === OTHER_TRANSFORMATION_TYPE ? values.otherStep.trim() : '',
    isolated: values.isolated,
    manufacturers,
  };
}

const boundedText = (max: number) => z.string().max(max);

const manufacturerValuesSchema = z.object({
  plantId: z.string().max(100).nullable(),
  companyName: boundedText(treeDialogMaxLength.companyName),
  countryId: z.string().max(10),
  percentage: boundedText(treeDialogMaxLength.percentage),
  city: boundedText(treeDialogMaxLength.city),
});

/**
 * The dialog's schema for a node of a tree of `treeType` (the root when `isRoot`): every message
 * of spec 001 §5 'Tree dialog', from treeNodeIssues. Its output is the patch to apply to the node
 * (tree-ops updateNode), percentages as numbers.
 */
export function treeDialogSchema({ treeType, isRoot }: { treeType: TreeType; isRoot: boolean }) {
  return z
    .object({
      cas: boundedText(treeDialogMaxLength.cas),
      ce: boundedText(treeDialogMaxLength.ce),
      name: boundedText(treeDialogMaxLength.name),
      isolated: z.boolean(),
      transformationType: z.string().max(12),
      otherStep: boundedText(treeDialogMaxLength.otherStep),
      manufacturers: z.array(manufacturerValuesSchema).min(1).max(MAX_MANUFACTURERS),
    })
    .superRefine((values, ctx) => {
      for (const issue of treeNodeIssues(nodeFieldsOf(values, treeType, isRoot), { treeType, isRoot }))
        ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message });
    })
    .transform((values) => {
      const fields = nodeFieldsOf(values, treeType, isRoot);
      // The checks passed, so every percentage is 1 to 100.
      return {
        ...fields,
        manufacturers: fields.manufacturers.map((m) => ({ ...m, percentage: Number(m.percentage) })),
      };
    });
}

export type TreeDialogSchema = ReturnType<typeof treeDialogSchema>;
export type TreeNodePatch = z.output<TreeDialogSchema>;
