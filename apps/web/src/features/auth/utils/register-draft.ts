import { accountTypes, type RegisterInput } from '@pharmatrace/domain';

/**
 * The register wizard's draft survives a reload (sessionStorage, this tab only).
 * The password is never stored, nor the acceptance of the terms: both are asked again.
 */
const DRAFT_KEY = 'pharmatrace.registerDraft';

const draftTextFields = [
  'companyName',
  'contactName',
  'phone',
  'email',
  'companylegalName',
  'addressLine1',
  'addressLine2',
  'addressLine3',
] as const;

export type RegisterDraft = Partial<Pick<RegisterInput, (typeof draftTextFields)[number] | 'accountType'>>;

export function loadRegisterDraft(): RegisterDraft {
  try {
    const raw = window.sessionStorage.getItem(DRAFT_KEY);
    if (!raw) return {};
    const parsed: unknown = JSON.parse(raw);
    if (!parsed || typeof parsed !== 'object') return {};
    const record = parsed as Record<string, unknown>;
    const draft: RegisterDraft = {};
    for (const key of draftTextFields) {
      const value = record[key];
      if (typeof value === 'string') draft[key] = value;
    }
    const accountType = accountTypes.find((type) => type === record.accountType);
    if (accountType) draft.accountType = accountType;
    return draft;
  } catch {
    return {};
  }
}

export function saveRegisterDraft(values: Partial<Record<string, unknown>>): void {
  const draft: Record<string, unknown> = {};
  for (const key of draftTextFields) {
    if (typeof values[key] === 'string') draft[key] = values[key];
  }
  if (values.accountType) draft.accountType = values.accountType;
  try {
    window.sessionStorage.setItem(DRAFT_KEY, JSON.stringify(draft));
  } catch {
    // Storage full or disabled: the wizard still works, only the reload safety net is lost.
  }
}

export function clearRegisterDraft(): void {
  try {
    window.sessionStorage.removeItem(DRAFT_KEY);
  } catch {
    // nothing to clear
  }
}
