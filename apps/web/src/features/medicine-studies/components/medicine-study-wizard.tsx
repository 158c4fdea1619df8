import Typography from '@mui/material/Typography';
import { translate } from '@pharmatrace/domain';
import type { ApiFootprintResult } from '@pharmatrace/footprint';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { type FieldPath, useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { ProviderChangesNotice, useProviderChanges } from '@/components/project-changes/provider-changes';
import { AutosaveConflict, AutosaveStatus } from '@/components/wizard/autosave-status';
import { ProjectWizardLayout } from '@/components/wizard/project-wizard-layout';
import {
  type ProjectWizard,
  type SavedProject,
  useProjectWizard,
  type WizardStep,
} from '@/components/wizard/use-project-wizard';
import { useServerAutosave } from '@/components/wizard/use-server-autosave';
import { type BackTarget, useCreatedProjectNavigationState } from '@/components/wizard/wizard-navigation';
import { paths } from '@/config/paths';
import { useLanguage, useT } from '@/lib/language';
import { getPlantsQueryOptions } from '@/lib/plants';
import { useActionKeys } from '@/lib/project-api/action-keys';
import { useCompletedApiFootprints } from '../api/get-api-footprints';
import { documentOf, type MedicineStudy } from '../api/medicine-study';
import { createMedicineStudy, saveMedicineStudy, submitMedicineStudy } from '../api/save-medicine-study';
import {
  STUDY_FORM_VERSION,
  type StudyFormValues,
  studyResolver,
  toStudyFormValues,
  toStudySaveBody,
} from '../utils/study-form-values';
import { ActivesStep } from './actives-step';
import { ExcipientsStep } from './excipients-step';
import { LiveStudyPanel } from './live-study-panel';
import { ManufacturingStep } from './manufacturing-step';
import { MedicineStep } from './medicine-step';
import { PackagingStep } from './packaging-step';
import { TransportStep } from './transport-step';
import type { LiveStudyRunner } from './use-live-study-estimate';

/** The steps in the method's order, each with the fields its 'Next step' checks. */
const stepFields: Record<string, (values: StudyFormValues) => FieldPath<StudyFormValues>[]> = {
  medicine: () => ['name', 'cis', 'cip13', 'form', 'unitsPerBox'],
  actives: (v) => v.actives.map((_, i) => `actives.${i}` as const),
  excipients: (v) => v.excipients.map((_, i) => `excipients.${i}` as const),
  manufacturing: () => ['plantId', 'energyKWhPer1000Units'],
  packaging: (v) => v.packaging.map((_, i) => `packaging.${i}` as const),
  transport: (v) => v.transport.map((_, i) => `transport.${i}` as const),
  submission: () => [],
};
const stepKeys = Object.keys(stepFields);

/**
 * The medicine footprint study's wizard (issue #37), in the style of the others (issue #9's
 * frame): the medicine; its actives, each with its footprint's source; excipients; formulation
 * and packaging; packaging per box; transport and the cold chain; then the submission. The study
 * saves itself as the client types (useServerAutosave, naming the revision it started from: a
 * save someone else's overtook answers 409 and the frame offers 'Reload'), the typing is kept in
 * this browser meanwhile, and the live panel shows the estimate of what is typed.
 */
export function MedicineStudyWizard({
  study,
  back,
  createRunner,
}: {
  study?: MedicineStudy | undefined;
  back: BackTarget;
  /** The live panel's runner (the component tests give one that computes at once). */
  createRunner?: () => LiveStudyRunner;
}) {
  const t = useT();
  const language = useLanguage();
  const navigate = useNavigate();
  const [defaultValues] = useState(() => toStudyFormValues(study));
  const form = useForm<StudyFormValues>({ defaultValues, mode: 'onChange', resolver: studyResolver });
  const [projectId, setProjectId] = useState<string | null>(study?.id ?? null);
  const idRef = useRef(projectId);
  idRef.current = projectId;
  const [isSent, setIsSent] = useState(false);
  const createdState = useCreatedProjectNavigationState();
  const creation = useActionKeys();
  const submission = useActionKeys();
  const apiFootprints = useCompletedApiFootprints();
  // A study staff handed back for checking: what they changed since it was sent (issue #12).
  const isCheck = study?.status === 'CHECK';
  const providerChanges = useProviderChanges('MEDICINE', study?.id, isCheck);
  const plants = useQuery(getPlantsQueryOptions());

  const onCreated = useCallback(
    (id: string, search: string) => {
      setProjectId(id);
      navigate(
        { pathname: paths.app.medicineStudy.edit.getHref(id), search },
        { replace: true, state: createdState },
      );
    },
    [navigate, createdState],
  );

  const steps = useMemo<WizardStep[]>(
    () =>
      stepKeys.map((key, index) => ({
        key,
        label: translate(language, `medicineStudy.step.${key}` as 'medicineStudy.step.medicine'),
        ...(key === 'submission' ? {} : { number: index + 1 }),
        validate: async () => {
          const fields = stepFields[key]!(form.getValues());
          return fields.length === 0 ? true : form.trigger(fields, { shouldFocus: true });
        },
      })),
    [form, language],
  );

  /** The revision the next save starts from: the frame's, moved on by every save (decision 0027). */
  const revisionNow = () => wizard.revision.current ?? study?.revision ?? null;
  const stepRef = useRef(0);
  const autosave = useServerAutosave({
    enabled: !isSent,
    save: async () => {
      const values = structuredClone(form.getValues());
      const doc = toStudySaveBody(values);
      // A draft needs its name: until then the typing waits in this browser.
      if (!doc) return;
      const body = { ...doc, wizardStep: stepRef.current };
      const id = idRef.current;
      const saved =
        id === null
          ? await creation.send(body, (key) => createMedicineStudy(body, key))
          : await saveMedicineStudy(id, body, revisionNow());
      wizard.revision.current = saved.revision;
      if (id === null) onCreated(saved.id, window.location.search);
      // What the server has is the new baseline; anything typed meanwhile stays, and stays dirty.
      form.reset(values, { keepValues: true });
    },
  });

  const wizard: ProjectWizard<StudyFormValues> = useProjectWizard<StudyFormValues>({
    form,
    steps,
    projectId,
    revision: study?.revision,
    storageName: 'medicine-study',
    storageVersion: STUDY_FORM_VERSION,
    savedStepIndex: study ? documentOf(study).wizardStep : undefined,
    canSaveDraft: () => form.trigger('name', { shouldFocus: true }),
    // 'Save as draft' and the leave dialog's 'Save': the autosave, now.
    saveDraft: async (): Promise<SavedProject> => {
      autosave.schedule();
      if (!(await autosave.flush()) || idRef.current === null)
        throw new Error(t('footprints.secondPart.notSavedYet'));
      return { id: idRef.current, revision: wizard.revision.current ?? undefined };
    },
    submit: async (values) => {
      autosave.schedule();
      await autosave.flush();
      const id = idRef.current;
      if (id === null) throw new Error(t('footprints.secondPart.notSavedYet'));
      const revision = revisionNow();
      await submission.send({ id, revision, values }, (key) => submitMedicineStudy(id, revision, key));
      setIsSent(true);
    },
    onCreated,
  });
  stepRef.current = wizard.stepIndex;

  // An autosave someone else's save overtook: the frame's 'Reload' notice (decision 0027).
  const { markStale } = wizard;
  useEffect(() => {
    if (autosave.state.status === 'conflict' && autosave.state.isStale) markStale();
  }, [autosave.state, markStale]);
  // Typing put back from this browser is not on the server yet: the autosave takes it.
  const isRestored = wizard.localDraft.isRestored;
  useEffect(() => {
    if (isRestored) autosave.schedule();
  }, [isRestored, autosave.schedule]);
  // Every change: save soon.
  useEffect(() => {
    const subscription = form.watch((_values, { name }) => {
      if (name) autosave.schedule();
    });
    return () => subscription.unsubscribe();
  }, [form, autosave.schedule]);

  // The live panel reads the linked footprints' adopted results and the plants by id.
  const results = useMemo(() => {
    const map = new Map<string, ApiFootprintResult>();
    for (const f of apiFootprints.data ?? [])
      if (f.footprint)
        map.set(f.id, { name: f.name, value: f.footprint.value, uncertainty: f.footprint.uncertainty });
    return map;
  }, [apiFootprints.data]);

  const step = steps[wizard.stepIndex]!.key;
  const primaryAction =
    step === 'submission'
      ? { label: t('medicineStudy.action.submit'), onClick: () => void wizard.submit() }
      : {
          label: t('medicineStudy.action.next'),
          onClick: () => void wizard.next().then((passed) => (passed ? autosave.flush() : false)),
        };
  // 'Previous step' saves and goes back, as the other wizards.
  const framed = useMemo(
    () => ({
      ...wizard,
      back: () => {
        void autosave.flush();
        wizard.back();
      },
    }),
    [wizard, autosave.flush],
  );

  return (
    <ProjectWizardLayout
      wizard={framed}
      title={study ? t('medicineStudy.wizard.titleOf', { name: study.name }) : t('medicineStudy.newStudy')}
      back={back}
      successText={t('medicineStudy.sent')}
      primaryAction={primaryAction}
      saveStatus={<AutosaveStatus state={autosave.state} />}
      notice={
        <>
          {isCheck ? (
            <ProviderChangesNotice
              text={t('ui.checkNotice')}
              changes={providerChanges.data}
              isError={providerChanges.isError}
            />
          ) : null}
          <AutosaveConflict state={autosave.state} onReload={() => void wizard.reload()} />
        </>
      }
    >
      <LiveStudyPanel
        form={form}
        apiFootprints={results}
        plants={plants.data ?? null}
        {...(createRunner ? { createRunner } : {})}
      />
      <form noValidate onSubmit={(event) => event.preventDefault()}>
        {step === 'medicine' ? <MedicineStep form={form} /> : null}
        {step === 'actives' ? <ActivesStep form={form} apiFootprints={apiFootprints.data ?? []} /> : null}
        {step === 'excipients' ? <ExcipientsStep form={form} /> : null}
        {step === 'manufacturing' ? <ManufacturingStep form={form} plants={plants.data ?? []} /> : null}
        {step === 'packaging' ? <PackagingStep form={form} /> : null}
        {step === 'transport' ? <TransportStep form={form} /> : null}
        {step === 'submission' ? (
          <Typography sx={{ maxWidth: '70ch' }}>{t('medicineStudy.submissionText')}</Typography>
        ) : null}
      </form>
    </ProjectWizardLayout>
  );
}
