import { zodResolver } from '@hookform/resolvers/zod';
import {
  proposedEuOriginFigures,
  type SubstanceDetail,
  substanceFigures,
  substanceIdentitySchema,
  type TreeNodeDraft,
} from '@pharmatrace/domain';
import { useMemo, useState } from 'react';
import { type Resolver, useController, useForm, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { NodeProviderChanges } from '@/components/project-changes/provider-changes';
import { treeWording } from '@/components/route-tree/tree-wording';
import { ProjectWizardLayout } from '@/components/wizard/project-wizard-layout';
import type { StaffWizardMode } from '@/components/wizard/staff-mode';
import { useKindWizard } from '@/components/wizard/use-kind-wizard';
import type { WizardStep } from '@/components/wizard/use-project-wizard';
import { type BackTarget, useCreatedProjectNavigationState } from '@/components/wizard/wizard-navigation';
import { isTreeComplete, WizardTreeStep } from '@/components/wizard/wizard-tree-step';
import { paths } from '@/config/paths';
import { useLanguage, useT } from '@/lib/language';
import { useSaveProjectDraft } from '@/lib/project-api/save-project-draft';
import { useSubmitProject } from '@/lib/project-api/submit-project';
import {
  SUBSTANCE_FORM_VERSION,
  type SubstanceFormValues,
  toSubstanceBody,
  toSubstanceFormValues,
} from '../utils/substance-form-values';
import { EuOriginConfirmation, euOriginInput, useEuOriginOverrides } from './eu-origin-confirmation';
import {
  EuOriginPanel,
  NodeEuShare,
  substanceRows,
  substanceStageNames,
  useIsEuCountry,
} from './eu-origin-panel';
import { LabelMethodology } from './label-methodology';
import { LabelReview } from './label-review';
import { SubstanceIdentityFields } from './substance-identity-fields';

/** The identity fields are checked on change; the tree by its own rules, at its step. */
const identityResolver = zodResolver(substanceIdentitySchema) as unknown as Resolver<SubstanceFormValues>;

/**
 * The drug substance wizard (spec 001 §2): step 1 identify (INN, CAS, type, HS code), step 2 the
 * methodology ('Got it'), step 3 the route tree, step 4 submit with confirmation. Works for a new
 * project (`project` undefined) and for a stored DRAFT or CHECK; with `staff`, the provider's
 * validation screen of an ONGOING or CHECK project (spec 001 §4 'Staff validation').
 */
export function SubstanceWizard({
  project,
  back,
  staff,
}: {
  project?: SubstanceDetail;
  back: BackTarget;
  staff?: StaffWizardMode;
}) {
  const navigate = useNavigate();
  const [projectId, setProjectId] = useState<string | null>(project?.id ?? null);
  // Computed once: a refetch must never overwrite what the person is typing.
  const [defaultValues] = useState(() => toSubstanceFormValues(project));
  const form = useForm<SubstanceFormValues>({ resolver: identityResolver, mode: 'onChange', defaultValues });
  const treeField = useController({ control: form.control, name: 'tree' });
  const [inn, cas, type] = useWatch({ control: form.control, name: ['inn', 'cas', 'type'] });
  const [showTreeIssues, setShowTreeIssues] = useState(false);
  const saveDraft = useSaveProjectDraft<'SUBSTANCE'>();
  const submit = useSubmitProject<'SUBSTANCE'>();
  const createdState = useCreatedProjectNavigationState(back);
  const [isConfirming, setIsConfirming] = useState(false);
  const language = useLanguage();
  const t = useT();
  const wording = treeWording(type || 'CHEMICAL', language);
  const isEu = useIsEuCountry();
  const euFigures = useMemo(
    () => substanceFigures(treeField.field.value, isEu),
    [treeField.field.value, isEu],
  );

  // The steps' names, in the page's language.
  const identifyLabel = t('labels.substance.identify');
  const methodologyLabel = t('labels.methodology');
  const submitLabel = t('labels.submitLabel');
  const steps = useMemo<WizardStep[]>(
    () => [
      {
        key: 'identify',
        label: identifyLabel,
        validate: () => form.trigger(['inn', 'cas', 'type', 'codeHs'], { shouldFocus: true }),
      },
      { key: 'methodology', label: methodologyLabel },
      {
        key: 'tree',
        label: wording.build,
        validate: () => {
          setShowTreeIssues(true);
          return isTreeComplete(form.getValues('tree'));
        },
      },
      { key: 'submit', label: submitLabel },
    ],
    [form, identifyLabel, methodologyLabel, wording.build, submitLabel],
  );

  // Staff completing a label confirm its European-origin figures, or override them with a reason (issue #14).
  const euProposed = useMemo(
    () => (staff ? proposedEuOriginFigures('SUBSTANCE', { tree: treeField.field.value, type }, isEu) : []),
    [staff, treeField.field.value, type, isEu],
  );
  const [euOverrides, setEuOverrides] = useEuOriginOverrides();
  const { wizard, step, actions, isCheck, providerChanges, layout } = useKindWizard<SubstanceFormValues>({
    staff,
    kind: 'SUBSTANCE',
    inCheck: project?.status === 'CHECK',
    toBody: toSubstanceBody,
    moveExtras: (status) =>
      status === 'COMPLETED' ? { euOrigin: euOriginInput(euProposed, euOverrides) } : {},
    moveStep: 'submit',
    form,
    steps,
    projectId,
    revision: project?.revision,
    storageName: 'substance',
    storageVersion: SUBSTANCE_FORM_VERSION,
    savedStepIndex: project?.wizardStep,
    canSaveDraft: () => form.trigger('inn', { shouldFocus: true }),
    saveDraft: async (values, stepIndex, revision) =>
      saveDraft.mutateAsync({
        kind: 'SUBSTANCE',
        id: projectId,
        revision,
        body: toSubstanceBody(values, stepIndex),
      }),
    submit: (values, revision) =>
      submit.mutateAsync({ kind: 'SUBSTANCE', id: projectId, revision, body: toSubstanceBody(values) }),
    onCreated: (id, search) => {
      setProjectId(id);
      navigate(
        { pathname: paths.app.drugSubstance.edit.getHref(id), search },
        { replace: true, state: createdState },
      );
    },
  });

  const { primaryAction, otherActions } = actions(() =>
    step === 'methodology'
      ? { label: t('wizard.gotIt'), onClick: () => void wizard.next() }
      : step === 'tree'
        ? { label: wording.validate, onClick: () => void wizard.next() }
        : step === 'submit'
          ? {
              label: isCheck ? t('wizard.validateAmendments') : t('wizard.submit'),
              onClick: () => setIsConfirming(true),
            }
          : { label: t('wizard.nextStep'), onClick: () => void wizard.next() },
  );

  return (
    <ProjectWizardLayout
      wizard={wizard}
      title={project ? t('labels.substance.title', { name: project.inn }) : t('labels.substance.newTitle')}
      back={back}
      successText={t('ui.submission.label')}
      primaryAction={primaryAction}
      otherActions={otherActions}
      {...layout}
    >
      <form noValidate onSubmit={(event) => event.preventDefault()}>
        {step === 'identify' ? <SubstanceIdentityFields control={form.control} /> : null}
        {step === 'methodology' ? <LabelMethodology what="drug substance" /> : null}
        {step === 'tree' ? (
          <WizardTreeStep
            renderNodeAddon={(node) => (
              <>
                <NodeEuShare share={euFigures.nodes[node.id]} />
                <NodeProviderChanges changes={providerChanges.byNode.get(node.id)} />
              </>
            )}
            aside={
              <EuOriginPanel
                title={t('labels.eu.title')}
                figures={substanceRows(euFigures, substanceStageNames(type))}
              />
            }
            tree={treeField.field.value}
            onChange={(tree: TreeNodeDraft) => treeField.field.onChange(tree)}
            treeType={type || 'CHEMICAL'}
            product={{ name: inn, cas }}
            plants={staff?.plants}
            showIssues={showTreeIssues}
            label={wording.treeOf(inn || t('labels.substance.theSubstance'))}
          />
        ) : null}
        {step === 'submit' && staff?.moves.some((move) => move.status === 'COMPLETED') ? (
          <EuOriginConfirmation proposed={euProposed} overrides={euOverrides} onChange={setEuOverrides} />
        ) : null}
        {step === 'submit' ? (
          <LabelReview
            substances={[form.getValues()]}
            isConfirming={isConfirming}
            isCheck={isCheck}
            onCancel={() => setIsConfirming(false)}
            onConfirm={() => {
              setIsConfirming(false);
              void wizard.submit();
            }}
          />
        ) : null}
      </form>
    </ProjectWizardLayout>
  );
}
