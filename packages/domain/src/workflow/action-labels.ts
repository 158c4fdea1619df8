import type { ProjectStatus } from './status';

/**
 * How every recorded action reads on a screen (issue #29): the project versions' actions (the
 * workflow table's moves and the saves) in a project's history, and the audit log's actions on the
 * staff screens. One table, so that no screen shows a raw key ('secondPart.saved').
 */
export const actionLabels: Readonly<Record<string, string>> = {
  // A project's versions: the saves, the workflow table's moves (workflow.ts), delete and restore.
  'draft.created': 'Draft created',
  'draft.saved': 'Saved',
  'secondPart.saved': 'Second part saved',
  'demo.seeded': 'Demonstration data created',
  submit: 'Submitted',
  acceptAmendments: 'Amendments validated',
  submitWithoutProduction: 'Submitted without production data',
  submitSecondPart: 'Second part submitted',
  amended: 'Amended',
  complete: 'Completed',
  askClientToCheck: 'Sent to the client to check',
  openSecondPart: 'First part completed',
  completeWithoutProduction: 'Completed without production data',
  deleted: 'Deleted',
  restored: 'Restored',
  // The audit log.
  'account.validated': 'Validated the account',
  'account.subscription_set': 'Set the subscription',
  'account.pricing_uploaded': 'Uploaded the pricing document',
  'account.subscription_invoice_uploaded': 'Uploaded a subscription invoice',
  'project.amended': 'Amended the project',
  'project.moved': 'Changed the status',
  'project.deleted': 'Deleted the project',
  'project.restored': 'Restored the project',
  'project.report_uploaded': 'Uploaded the report',
  'project.invoice_uploaded': 'Uploaded the invoice',
  'project.invoice_status_set': 'Set the invoice status',
  'project.footprint_result_set': 'Recorded the footprint result',
  'project.footprint_estimate_adopted': 'Adopted the preliminary estimate',
  'project.upload_added': 'Uploaded a file for the client',
  'client.general_information_updated': 'Changed the general information',
  'client.invoicing_information_updated': 'Changed the invoicing information',
};

/** Said of an action no one has labelled yet: plain words, never the key. */
export const UNLABELLED_ACTION = 'Other change';

/**
 * The labelled code of an action: the key of `actionLabels` it reads as, or 'other'. `statusBefore`
 * (a version's) words the client's validation of the provider's amendments alike for both parts
 * of a footprint: sending the second part back from CHECK2 is 'Amendments validated', as accepting
 * the first part's amendments is (issue #29). The catalogue says it as `staff.action.<code>`
 * (`actionLabelIn`, issue #40).
 */
export function actionLabelCode(action: string, statusBefore?: ProjectStatus | null): string {
  if (action === 'submitSecondPart' && statusBefore === 'CHECK2') return 'acceptAmendments';
  return Object.hasOwn(actionLabels, action) ? action : 'other';
}

/** The English label of an action (what the catalogue's `staff.action.*` entries read). */
export function actionLabel(action: string, statusBefore?: ProjectStatus | null): string {
  const code = actionLabelCode(action, statusBefore);
  return code === 'other' ? UNLABELLED_ACTION : actionLabels[code]!;
}
