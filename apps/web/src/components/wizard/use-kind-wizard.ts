import type { ProjectKind, ProjectStatus } from '@pharmatrace/domain';
import { createElement, type ReactNode } from 'react';
import type { FieldValues } from 'react-hook-form';
import { ProviderChangesNotice, useProviderChanges } from '@/components/project-changes/provider-changes';
import { useLanguage, useT } from '@/lib/language';
import type { WizardPrimaryAction } from './project-wizard-layout';
import { type StaffWizardMode, staffWizardParts, useStaffWizardCalls } from './staff-mode';
import { type ProjectWizard, type ProjectWizardOptions, useProjectWizard } from './use-project-wizard';

/** The staff calls that replace the client's `saveDraft` and `submit` in staff mode. */
export type StaffCalls<TValues extends FieldValues> = Pick<
  ProjectWizardOptions<TValues>,
  'saveDraft' | 'submit'
>;

export type KindWizardOptions<TValues extends FieldValues> = Omit<
  ProjectWizardOptions<TValues>,
  'savedMessage'
> & {
  /** The staff screen's calls (features/admin); absent for a client. */
  staff: StaffWizardMode | undefined;
  /** The project's kind, for the provider's changes a client checks (issue #12). */
  kind: ProjectKind;
  /** Whether the stored project is in its client check (CHECK, or CHECK2 for the second part). */
  inCheck: boolean;
  /** The body of a save or a move, from the form's values (and the step, for a draft save). */
  toBody: (values: TValues, stepIndex?: number) => Record<string, unknown>;
  /** What a staff move sends beside the document (a label's confirmed EU-origin figures). */
  moveExtras?: (status: ProjectStatus) => Record<string, unknown>;
  /**
   * The step whose buttons are the staff moves the workflow table offers (the final one); on it a
   * staff screen shows one button per move instead of the client's submission.
   */
  moveStep: string;
  /**
   * How the staff calls plug into the frame (default: both replace the client's). A wizard that
   * saves by itself (the second part's autosave) keeps its own save and wraps the move.
   */
  staffCalls?: (calls: StaffCalls<TValues>) => Partial<StaffCalls<TValues>>;
};

/** The buttons under a step: the main one, and the others beside it. */
export type WizardActions = {
  primaryAction: WizardPrimaryAction;
  otherActions: readonly WizardPrimaryAction[];
};

export type KindWizard<TValues extends FieldValues> = {
  /** The wizard to hand to <ProjectWizardLayout> (in staff mode, 'Try again' repeats the last move). */
  wizard: ProjectWizard<TValues>;
  /** The key of the step on screen. */
  step: string;
  /**
   * The buttons of the step on screen: on `moveStep` of a staff screen, one per staff move (main
   * move first); elsewhere the wizard's own, from `client` (called only then).
   */
  actions: (client: () => WizardPrimaryAction | WizardActions) => WizardActions;
  /** A client checking the provider's amendments (spec 001 §4 CHECK). */
  isCheck: boolean;
  /** The provider's changes while `isCheck` (the summary, and the changes of each tree node). */
  providerChanges: ReturnType<typeof useProviderChanges>;
  /**
   * The props every wizard gives <ProjectWizardLayout>: the notice (staff's, or the provider's
   * changes a client checks) and, for staff, the 'Save changes' label of the draft save.
   */
  layout: { notice: ReactNode; saveDraftLabel?: string };
};

/**
 * The one wiring of a project wizard (issue #26), for the client and for staff alike: the frame
 * (useProjectWizard: steps, drafts, revision on every save, 409 STALE_SAVE with 'Reload', typing
 * kept in this browser), the staff calls in place of the client's (useStaffWizardCalls), the
 * staff move buttons (staffWizardParts), the storage name (`staff-` first for staff) and the
 * saved notice, the choice of the step's main button, and the layout's notice and save label.
 */
export function useKindWizard<TValues extends FieldValues>(
  options: KindWizardOptions<TValues>,
): KindWizard<TValues> {
  const {
    staff,
    kind,
    inCheck,
    toBody,
    moveExtras,
    moveStep,
    staffCalls: plugStaffCalls,
    ...frame
  } = options;
  const isCheck = !staff && inCheck;
  const t = useT();
  const language = useLanguage();
  // Spec 001 §4 CHECK: the client checks the provider's amendments (issue #12 'What changed').
  const providerChanges = useProviderChanges(kind, frame.projectId, isCheck);
  const staffCalls = useStaffWizardCalls<TValues>(staff, frame.projectId, toBody, moveExtras);
  const overrides = staffCalls.overrides
    ? (plugStaffCalls?.(staffCalls.overrides) ?? staffCalls.overrides)
    : {};
  const clientWizard = useProjectWizard<TValues>({
    ...frame,
    storageName: staff ? `staff-${frame.storageName}` : frame.storageName,
    ...overrides,
    ...(staff ? { savedMessage: t('wizard.changesSaved') } : {}),
  });
  const staffParts = staff
    ? staffWizardParts(staff, clientWizard, staffCalls.move, frame.canSaveDraft, language)
    : null;
  const wizard = staffParts?.wizard ?? clientWizard;
  const step = frame.steps[wizard.stepIndex]!.key;

  const actions = (client: () => WizardPrimaryAction | WizardActions): WizardActions => {
    if (step === moveStep && staffParts && staffParts.actions.length > 0) {
      return { primaryAction: staffParts.actions[0]!, otherActions: staffParts.actions.slice(1) };
    }
    const chosen = client();
    return 'primaryAction' in chosen ? chosen : { primaryAction: chosen, otherActions: [] };
  };

  const notice = staff
    ? staff.notice
    : isCheck
      ? createElement(ProviderChangesNotice, {
          text: t('ui.checkNotice'),
          changes: providerChanges.data,
          isError: providerChanges.isError,
        })
      : null;
  const layout = staff ? { notice, saveDraftLabel: t('wizard.saveChanges') } : { notice };

  return { wizard, step, actions, isCheck, providerChanges, layout };
}
