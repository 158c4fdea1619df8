import {
  carbonCheckedSchema,
  carbonCompleteSchema,
  carbonDetailSchema,
  carbonDraftSchema,
  carbonSummarySchema,
  medicineCheckedSchema,
  medicineCompleteSchema,
  medicineDetailSchema,
  medicineDraftSchema,
  medicineSummarySchema,
  originCheckedSchema,
  originCompleteSchema,
  originDetailSchema,
  originDraftSchema,
  originSummarySchema,
  type ProjectKind,
  projectApiPath,
  projectKindNames,
  substanceCheckedSchema,
  substanceCompleteSchema,
  substanceDetailSchema,
  substanceDraftSchema,
  substanceSummarySchema,
  type TreeNodeDraft,
} from '@pharmatrace/domain';
import type { z } from 'zod';
import type { TreeAt } from '../plants';

type Document = Record<string, unknown>;

const isTree = (value: unknown): value is TreeNodeDraft =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The one tree of a substance label or a footprint, under `tree`. */
function rootTree(document: Document): TreeAt[] {
  return isTree(document.tree) ? [{ tree: document.tree, path: ['tree'] }] : [];
}

/** A drug product has one tree per drug substance, under `api[n].tree` (spec 001 §3). */
function apiTrees(document: Document): TreeAt[] {
  const api = Array.isArray(document.api) ? (document.api as Document[]) : [];
  return api.flatMap((entry, index) =>
    entry && isTree(entry.tree) ? [{ tree: entry.tree, path: ['api', index, 'tree'] }] : [],
  );
}

const noTrees = (): TreeAt[] => [];

/**
 * What differs between the kinds of project: the URL segment, the document field that
 * names the project, the schemas (the client's draft, staff saves' checked level, the complete
 * submission, the answers), and where its route trees are. Everything else (store,
 * routes, rules) is shared. The routes of every kind are declared by one loop over this table
 * in routes.ts (so `grep '/origin'` finds nothing: look here).
 */
export const projectKindConfig = {
  ORIGIN: {
    path: projectApiPath.ORIGIN,
    nameField: 'drugProductName',
    label: projectKindNames.ORIGIN.name,
    draftSchema: originDraftSchema,
    checkedSchema: originCheckedSchema,
    completeSchema: originCompleteSchema,
    detailSchema: originDetailSchema,
    summarySchema: originSummarySchema,
    treesOf: apiTrees,
  },
  SUBSTANCE: {
    path: projectApiPath.SUBSTANCE,
    nameField: 'inn',
    label: projectKindNames.SUBSTANCE.name,
    draftSchema: substanceDraftSchema,
    checkedSchema: substanceCheckedSchema,
    completeSchema: substanceCompleteSchema,
    detailSchema: substanceDetailSchema,
    summarySchema: substanceSummarySchema,
    treesOf: rootTree,
  },
  CARBON: {
    path: projectApiPath.CARBON,
    nameField: 'name',
    label: projectKindNames.CARBON.name,
    draftSchema: carbonDraftSchema,
    checkedSchema: carbonCheckedSchema,
    completeSchema: carbonCompleteSchema,
    detailSchema: carbonDetailSchema,
    summarySchema: carbonSummarySchema,
    treesOf: rootTree,
  },
  /** The medicine's own footprint (issue #37): no route tree; its actives link API footprints. */
  MEDICINE: {
    path: projectApiPath.MEDICINE,
    nameField: 'name',
    label: projectKindNames.MEDICINE.name,
    draftSchema: medicineDraftSchema,
    checkedSchema: medicineCheckedSchema,
    completeSchema: medicineCompleteSchema,
    detailSchema: medicineDetailSchema,
    summarySchema: medicineSummarySchema,
    treesOf: noTrees,
  },
} as const satisfies Record<ProjectKind, unknown>;

export type NameField = (typeof projectKindConfig)[ProjectKind]['nameField'];

/**
 * What GET {kind}/{id} answers for a kind, as the route's response schema takes it (the
 * serializer checks it against that schema on the way out). For a union of kinds, the union.
 */
export type ProjectDetailAnswer<K extends ProjectKind> = z.input<
  (typeof projectKindConfig)[K]['detailSchema']
>;
