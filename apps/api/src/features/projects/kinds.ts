import {
  carbonDetailSchema,
  carbonDraftSchema,
  carbonSummarySchema,
  originDetailSchema,
  originDraftSchema,
  originSummarySchema,
  type ProjectKind,
  substanceDetailSchema,
  substanceDraftSchema,
  substanceSummarySchema,
} from '@pharmatrace/domain';

/**
 * What differs between the three kinds of project: the URL segment, the document field that
 * names the project, and the schemas. Everything else (store, routes, rules) is shared.
 */
export const projectKindConfig = {
  ORIGIN: {
    path: 'origin',
    nameField: 'drugProductName',
    label: 'Origin label',
    draftSchema: originDraftSchema,
    detailSchema: originDetailSchema,
    summarySchema: originSummarySchema,
  },
  SUBSTANCE: {
    path: 'substance',
    nameField: 'inn',
    label: 'Substance label',
    draftSchema: substanceDraftSchema,
    detailSchema: substanceDetailSchema,
    summarySchema: substanceSummarySchema,
  },
  CARBON: {
    path: 'carbon',
    nameField: 'name',
    label: 'Carbon footprint',
    draftSchema: carbonDraftSchema,
    detailSchema: carbonDetailSchema,
    summarySchema: carbonSummarySchema,
  },
} as const satisfies Record<ProjectKind, unknown>;

export type NameField = (typeof projectKindConfig)[ProjectKind]['nameField'];
