import type { EuOriginFigure, OriginDetail, SubstanceDetail } from '@pharmatrace/domain';
import { type ReactNode, useMemo, useState } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import {
  type ClientProjectCallsOptions,
  type ProjectWizardProps,
  useClientProjectCalls,
} from '@/components/wizard/use-client-project-calls';
import { type KindWizardOptions, useKindWizard } from '@/components/wizard/use-kind-wizard';
import type { WizardStep } from '@/components/wizard/use-project-wizard';
import { useT } from '@/lib/language';
import { EuOriginConfirmation, euOriginInput, useEuOriginOverrides } from './eu-origin-confirmation';
import { LabelReview, type ReviewedSubstance } from './label-review';

/**
 * The wizard's own: its form, its steps (the label's first steps and the one that builds the
 * route tree(s); the methodology before the tree and 'Submit' last are added here), and the
 * European-origin figures staff confirm (issue #14).
 */
type LabelWizardParts<TValues extends FieldValues> = ProjectWizardProps<OriginDetail | SubstanceDetail> & {
  form: UseFormReturn<TValues, unknown, unknown>;
  steps: { first: readonly WizardStep[]; tree: WizardStep };
  euProposed: EuOriginFigure[];
};

/** How the label's kind saves, and the label of the tree step's button. */
type LabelWizardKind<TValues extends FieldValues> = Omit<
  ClientProjectCallsOptions<TValues>,
  'project' | 'back'
> &
  Pick<KindWizardOptions<TValues>, 'storageName' | 'storageVersion' | 'canSaveDraft'> & {
    validateTreeLabel: string;
  };

/** What the submission step shows of the label. */
type SubmitStepContent = {
  /** The drug product's own facts (drug product wizard only). */
  product?: [string, ReactNode][];
  substances: ReviewedSubstance[];
};

/**
 * The wiring of a label wizard, shared by the drug substance and the drug product wizards
 * (spec 001 §2, issue #26): the client's calls (useClientProjectCalls) in the one project wizard
 * frame (useKindWizard); the methodology and submission steps; the main button of each step
 * ('Got it', the tree's validation, 'Next step', and on the last step 'Submit' or 'Validate
 * amendments', which asks for confirmation first); and the last step: the review with its
 * confirmation and, for staff completing the label, the European-origin figures they confirm or
 * override with a reason, sent with the COMPLETED move.
 */
export function useLabelWizard<TValues extends FieldValues>(
  { project, back, staff, form, steps: ownSteps, euProposed }: LabelWizardParts<TValues>,
  { validateTreeLabel, storageName, storageVersion, canSaveDraft, ...kind }: LabelWizardKind<TValues>,
) {
  const t = useT();
  const [euOverrides, setEuOverrides] = useEuOriginOverrides();
  const [isConfirming, setIsConfirming] = useState(false);
  // The steps' names, in the page's language.
  const methodologyLabel = t('labels.methodology');
  const submitLabel = t('labels.submitLabel');
  const steps = useMemo<WizardStep[]>(
    () => [
      ...ownSteps.first,
      { key: 'methodology', label: methodologyLabel },
      ownSteps.tree,
      { key: 'submit', label: submitLabel },
    ],
    [ownSteps, methodologyLabel, submitLabel],
  );
  const calls = useClientProjectCalls<TValues>({ ...kind, project });
  const { wizard, step, actions, isCheck, providerChanges, layout } = useKindWizard<TValues>({
    ...calls,
    staff,
    // The confirmed figures go with the COMPLETED move only.
    moveExtras: (status) =>
      status === 'COMPLETED' ? { euOrigin: euOriginInput(euProposed, euOverrides) } : {},
    moveStep: 'submit',
    form,
    steps,
    storageName,
    storageVersion,
    canSaveDraft,
  });

  const next = () => void wizard.next();
  const { primaryAction, otherActions } = actions(() =>
    step === 'methodology'
      ? { label: t('wizard.gotIt'), onClick: next }
      : step === ownSteps.tree.key
        ? { label: validateTreeLabel, onClick: next }
        : step === 'submit'
          ? {
              label: isCheck ? t('wizard.validateAmendments') : t('wizard.submit'),
              onClick: () => setIsConfirming(true),
            }
          : { label: t('wizard.nextStep'), onClick: next },
  );

  const submitStep = ({ product, substances }: SubmitStepContent) => (
    <>
      {staff?.moves.some((move) => move.status === 'COMPLETED') ? (
        <EuOriginConfirmation proposed={euProposed} overrides={euOverrides} onChange={setEuOverrides} />
      ) : null}
      <LabelReview
        product={product}
        substances={substances}
        isConfirming={isConfirming}
        isCheck={isCheck}
        onCancel={() => setIsConfirming(false)}
        onConfirm={() => {
          setIsConfirming(false);
          void wizard.submit();
        }}
      />
    </>
  );

  return {
    step,
    providerChanges,
    /** The props of <ProjectWizardLayout> but its title. */
    layout: { ...layout, wizard, back, successText: t('ui.submission.label'), primaryAction, otherActions },
    submitStep,
  };
}
