import type { SubstanceDetail, TreeNodeDraft, TreeType } from '@pharmatrace/domain';

/** What the drug substance wizard holds (spec 001 §2 'Drug substance wizard', §3 'Drug substance'). */
export type SubstanceFormValues = {
  inn: string;
  cas: string;
  codeHs: string;
  type: TreeType | '';
  tree: TreeNodeDraft | null;
};

/** The shape of SubstanceFormValues, for the copies kept in local storage: bump it when it changes. */
export const SUBSTANCE_FORM_VERSION = 1;

export function toSubstanceFormValues(detail?: SubstanceDetail): SubstanceFormValues {
  return {
    inn: detail?.inn ?? '',
    cas: detail?.cas ?? '',
    codeHs: detail?.codeHs ?? '',
    type: detail?.type ?? '',
    tree: detail?.tree ?? null,
  };
}

/** The body of substance/draft/create, substance/update/{id}, substance/create and substance/validate/{id}. */
export function toSubstanceBody(values: SubstanceFormValues, wizardStep?: number): Record<string, unknown> {
  return {
    inn: values.inn,
    cas: values.cas,
    codeHs: values.codeHs,
    type: values.type === '' ? null : values.type,
    tree: values.tree,
    ...(wizardStep === undefined ? {} : { wizardStep }),
  };
}
