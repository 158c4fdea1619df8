import { translate } from '@pharmatrace/domain';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { useSearchParams } from 'react-router';
import { useNotify } from '@/components/ui/notifications';
import { type UnsavedChangesGuard, useUnsavedChanges } from '@/components/ui/unsaved-changes';
import { type PersistedFormDraft, usePersistedFormDraft } from '@/hooks/use-persisted-form-draft';
import { isStaleSave, serverMessageOf } from '@/lib/errors';
import { useLanguage } from '@/lib/language';
import { useProjectReload } from './project-reload';

/** One step of a project wizard (spec 001 §4: 'Advancing requires the step's validation to pass'). */
export type WizardStep = {
  /** Kept in the URL (?step=key), so that a reload stays on the step. */
  key: string;
  /** The side tracker's label. */
  label: string;
  /**
   * The spec's number of the step ('Step 3 Build your synthetic route tree'), shown by the tracker
   * in its circle; absent for the screens the spec does not number ('Before step 3', the intro, the
   * final submission), so that the tracker and the spec's titles agree (issue #29).
   */
  number?: number;
  /** The step's checks; resolves true when the person may go on. Absent: nothing to check. */
  validate?: () => Promise<boolean> | boolean;
};

/** The final screen (spec 001 §2, §8): a spinner, then 'Thank you!' or 'An error happened'. */
export type SubmitState =
  | { status: 'idle' }
  | { status: 'pending' }
  | { status: 'success' }
  | { status: 'error'; message: string };

export type ProjectWizardOptions<TValues extends FieldValues> = {
  form: UseFormReturn<TValues, unknown, unknown>;
  steps: readonly WizardStep[];
  /** The stored project's id; null for a new project not saved yet. */
  projectId: string | null;
  /**
   * The stored project's revision as read (GET {kind}/{id}); absent for a new project. Every save
   * names the revision it started from, and each answer gives the next (decision 0027).
   */
  revision?: number | undefined;
  /** Names this kind of form in local storage: `{storageName}:new` or `{storageName}:{id}`. */
  storageName: string;
  /** Bump when the shape of the form's values changes (older local drafts are then dropped). */
  storageVersion: number;
  /** The step stored with the draft (GET {kind}/{id} wizardStep), used when the URL names none. */
  savedStepIndex?: number | undefined;
  /** Checks the draft's own rule (the name is required) and shows its message; true when it holds. */
  canSaveDraft: () => Promise<boolean>;
  /**
   * POST {kind}/draft/create or {kind}/update/{id} from `revision` (null for a new project):
   * resolves with the project's id and its new revision.
   */
  saveDraft: (values: TValues, stepIndex: number, revision: number | null) => Promise<SavedProject>;
  /** POST {kind}/create or {kind}/validate/{id}, from `revision` (null for a new project). */
  submit: (values: TValues, revision: number | null) => Promise<unknown>;
  /**
   * A new project got its id from its first draft save: show it in the URL, keeping `search`
   * (the current step), with the state of useCreatedProjectNavigationState.
   */
  onCreated: (id: string, search: string) => void;
  /** The notice once saved (default 'Your draft has been saved'; staff amend a project). */
  savedMessage?: string;
};

/** What a save answers that the wizard keeps: the id (a new project's first save) and the revision. */
export type SavedProject = { id: string; revision?: number | undefined };

/**
 * A submission other than the wizard's usual one: spec 001 §4 'Validate' on step 1 of a footprint
 * without production data checks step 1 only, sends it through its own call and goes to the list.
 */
export type SubmitOptions<TValues extends FieldValues> = {
  /** The last step to check (default: all). */
  throughStep?: number;
  /** The call to make instead of the wizard's `submit`, from `revision` (null for a new project). */
  send?: (values: TValues, revision: number | null) => Promise<unknown>;
  /** Called once sent, instead of showing 'Thank you!' (e.g. to go to a list). */
  onSent?: () => void;
};

export type ProjectWizard<TValues extends FieldValues = FieldValues> = {
  steps: readonly WizardStep[];
  stepIndex: number;
  /** Validates the current step, then moves on; resolves false when the step's checks failed. */
  next: () => Promise<boolean>;
  /** Back one step, without checks: nothing typed is lost by going back. */
  back: () => void;
  /** Moves to an earlier step, or to a later one if every step before it passes its checks. */
  goTo: (index: number) => Promise<void>;
  /**
   * 'Save as draft'; resolves true once the server has it. `isLeaving`: the person is leaving the
   * page (the unsaved-changes dialog's 'Save'), so a new project's URL is not renamed: that
   * navigation would cancel the one being held.
   */
  saveDraft: (options?: { isLeaving?: boolean }) => Promise<boolean>;
  isSavingDraft: boolean;
  /** Why the last draft save failed, said where shown (`serverMessageOf`, in the page's language then). */
  draftError: { error: unknown } | null;
  /** Checks the steps (going to the first that fails), then sends the project. */
  // Method syntax: a wizard of any form fits <ProjectWizardLayout>, which only calls submit().
  submit(options?: SubmitOptions<TValues>): Promise<void>;
  submitState: SubmitState;
  /** From 'An error happened' back to the last step, everything typed kept. */
  dismissSubmitError: () => void;
  guard: UnsavedChangesGuard;
  localDraft: PersistedFormDraft;
  isDirty: boolean;
  /**
   * The revision the next save starts from (decision 0027): the stored one as read, then each
   * save's answer. A wizard that saves by itself (the second part's autosave) reads and moves it.
   */
  revision: { current: number | null };
  /** A save answered 409 STALE_SAVE: someone saved meanwhile; <StaleSaveNotice> offers 'Reload'. */
  isStale: boolean;
  /** For a save made outside saveDraft and submit (an autosave) that answered STALE_SAVE. */
  markStale: () => void;
  /** Opens the stored project afresh; what was typed is kept and offered back (decision 0027). */
  reload: () => Promise<void>;
};

const STEP_PARAM = 'step';

/**
 * The behaviour every project wizard shares (issue #9 'Wizard frame'): steps with their checks,
 * the step in the URL, 'Save as draft', the final submission and its result, the unsaved-changes
 * question when leaving, and the in-progress form kept in local storage per user and project,
 * so that a reload, a closed tab or a lapsed session loses nothing typed.
 * Every save names the revision it started from: a save someone else's overtook (409 STALE_SAVE)
 * writes nothing, shows 'Reload', and the typing waits in this browser to be restored on top of
 * the latest version (decision 0027).
 * The screens are drawn by <ProjectWizardLayout>; each wizard supplies its steps and calls.
 */
export function useProjectWizard<TValues extends FieldValues>(
  options: ProjectWizardOptions<TValues>,
): ProjectWizard<TValues> {
  const { form, steps, projectId, storageName, storageVersion, savedStepIndex } = options;
  const notify = useNotify();
  const language = useLanguage();
  const [searchParams, setSearchParams] = useSearchParams();
  // The query when a save resolves (the person may have moved on meanwhile).
  const searchRef = useRef(searchParams.toString());
  searchRef.current = searchParams.toString();
  const [isSavingDraft, setIsSavingDraft] = useState(false);
  const [draftError, setDraftError] = useState<{ error: unknown } | null>(null);
  const [submitState, setSubmitState] = useState<SubmitState>({ status: 'idle' });
  const revision = useRef<number | null>(options.revision ?? null);
  const [isStale, setIsStale] = useState(false);
  const markStale = useCallback(() => setIsStale(true), []);

  // The latest options, for callbacks that must not change identity on every render.
  const optionsRef = useRef(options);
  optionsRef.current = options;

  const urlStep = steps.findIndex((step) => step.key === searchParams.get(STEP_PARAM));
  const fallbackStep =
    savedStepIndex !== undefined && savedStepIndex >= 0 && savedStepIndex < steps.length ? savedStepIndex : 0;
  const stepIndex = urlStep >= 0 ? urlStep : fallbackStep;

  const showStep = useCallback(
    (index: number) => {
      setSearchParams(
        (params) => {
          const next = new URLSearchParams(params);
          next.set(STEP_PARAM, steps[index]!.key);
          return next;
        },
        // Each step is a history entry: the browser's back button goes back one step.
        { replace: false, preventScrollReset: false },
      );
      window.scrollTo({ top: 0 });
    },
    [setSearchParams, steps],
  );

  const { isDirty } = form.formState;
  const isSubmitted = submitState.status === 'success';
  const guard = useUnsavedChanges(isDirty && !isSubmitted);
  const localDraft = usePersistedFormDraft({
    key: `${storageName}:${projectId ?? 'new'}`,
    form,
    version: storageVersion,
    enabled: !isSubmitted,
    revision,
  });

  const loaderReload = useProjectReload();
  const reload = useCallback(async () => {
    if (loaderReload) return loaderReload();
    // A project this page created (no loader holds it): the browser reloads its URL, now the
    // project's own; the typing is saved on the way out (usePersistedFormDraft) and offered back.
    guard.allowNavigation();
    window.location.reload();
  }, [guard, loaderReload]);

  const validateStep = useCallback(async (index: number) => {
    const step = optionsRef.current.steps[index];
    return step?.validate ? await step.validate() : true;
  }, []);

  const next = useCallback(async () => {
    if (!(await validateStep(stepIndex))) return false;
    if (stepIndex < steps.length - 1) showStep(stepIndex + 1);
    return true;
  }, [showStep, stepIndex, steps.length, validateStep]);

  const back = useCallback(() => {
    if (stepIndex > 0) showStep(stepIndex - 1);
  }, [showStep, stepIndex]);

  const goTo = useCallback(
    async (index: number) => {
      if (index <= stepIndex) return showStep(index);
      for (let i = stepIndex; i < index; i++) {
        if (!(await validateStep(i))) return showStep(i);
      }
      showStep(index);
    },
    [showStep, stepIndex, validateStep],
  );

  const saveDraft = useCallback(
    async ({ isLeaving = false }: { isLeaving?: boolean } = {}) => {
      const current = optionsRef.current;
      setDraftError(null);
      if (!(await current.canSaveDraft())) {
        if (stepIndex !== 0) showStep(0);
        return false;
      }
      const values = current.form.getValues();
      setIsSavingDraft(true);
      try {
        const saved = await current.saveDraft(values, stepIndex, revision.current);
        if (typeof saved.revision === 'number') revision.current = saved.revision;
        const { id } = saved;
        // The local copy is accounted for (and, for a new project, about to change key).
        localDraft.clear();
        current.form.reset(values);
        if (current.projectId === null && !isLeaving) current.onCreated(id, `?${searchRef.current}`);
        notify(current.savedMessage ?? translate(language, 'wizard.draftSaved'));
        return true;
      } catch (error) {
        if (isStaleSave(error)) setIsStale(true);
        else setDraftError({ error });
        return false;
      } finally {
        setIsSavingDraft(false);
      }
    },
    [localDraft, notify, showStep, stepIndex, language],
  );

  const submit = useCallback(
    async (submitOptions: SubmitOptions<TValues> = {}) => {
      const current = optionsRef.current;
      const lastStep = submitOptions.throughStep ?? current.steps.length - 1;
      for (let i = 0; i <= lastStep; i++) {
        if (!(await validateStep(i))) return showStep(i);
      }
      const values = current.form.getValues();
      setSubmitState({ status: 'pending' });
      try {
        await (submitOptions.send ?? current.submit)(values, revision.current);
        localDraft.clear();
        guard.allowNavigation();
        current.form.reset(values);
        setSubmitState({ status: 'success' });
        submitOptions.onSent?.();
      } catch (error) {
        if (isStaleSave(error)) {
          // Not 'An error happened': nothing is wrong with what was typed, it needs the latest version.
          setSubmitState({ status: 'idle' });
          setIsStale(true);
        } else {
          setSubmitState({ status: 'error', message: serverMessageOf(error) });
        }
      }
    },
    [guard, localDraft, showStep, validateStep],
  );

  const dismissSubmitError = useCallback(() => setSubmitState({ status: 'idle' }), []);

  // A step given in the URL beyond the range falls back to the saved or first step.
  useEffect(() => {
    if (searchParams.has(STEP_PARAM) && urlStep < 0) {
      setSearchParams(
        (params) => {
          const next = new URLSearchParams(params);
          next.delete(STEP_PARAM);
          return next;
        },
        { replace: true },
      );
    }
  }, [searchParams, setSearchParams, urlStep]);

  return {
    steps,
    stepIndex,
    next,
    back,
    goTo,
    saveDraft,
    isSavingDraft,
    draftError,
    submit,
    submitState,
    dismissSubmitError,
    guard,
    localDraft,
    isDirty,
    revision,
    isStale,
    markStale,
    reload,
  };
}
