import type { ProjectKind, ProjectStatus } from '@pharmatrace/domain';
import { useState } from 'react';
import type { FieldValues } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { useSaveProjectDraft } from '@/lib/project-api/save-project-draft';
import { useSubmitProject } from '@/lib/project-api/submit-project';
import type { StaffWizardMode } from './staff-mode';
import type { KindWizardOptions } from './use-kind-wizard';
import { type BackTarget, useCreatedProjectNavigationState } from './wizard-navigation';

/** The props of a wizard that opens one project of a kind, new or stored, for a client or for staff. */
export type ProjectWizardProps<TDetail> = {
  /** The stored project (GET {kind}/{id}); absent for a new one. */
  project?: TDetail | undefined;
  back: BackTarget;
  /** The staff screen's calls (features/admin); absent for a client. */
  staff?: StaffWizardMode | undefined;
};

/** What the calls read of the stored project. */
type StoredProject = { id: string; revision: number; wizardStep?: number | undefined; status: ProjectStatus };

export type ClientProjectCallsOptions<TValues extends FieldValues> = {
  kind: ProjectKind;
  project: StoredProject | undefined;
  /** The body of a save or a submission, from the form's values (and the step, for a draft save). */
  toBody: (values: TValues, stepIndex?: number) => Record<string, unknown>;
  /** The wizard's own address once the project has an id (the first draft save gives it). */
  editHref: (id: string) => string;
};

/** The part of useKindWizard's options that comes from the project and the client's calls. */
export type ClientProjectCalls<TValues extends FieldValues> = Pick<
  KindWizardOptions<TValues>,
  | 'kind'
  | 'toBody'
  | 'inCheck'
  | 'projectId'
  | 'revision'
  | 'savedStepIndex'
  | 'saveDraft'
  | 'submit'
  | 'onCreated'
>;

/**
 * The client's calls of a project wizard (issue #26), written once for the wizards that save
 * drafts: the project's id (null until the first draft save creates it), 'Save as draft' and the
 * submission from the revision the form started from, and, once created, the wizard's own URL in
 * place of /new without a remount. Spread into useKindWizard, which swaps in the staff calls.
 */
export function useClientProjectCalls<TValues extends FieldValues>({
  kind,
  project,
  toBody,
  editHref,
}: ClientProjectCallsOptions<TValues>): ClientProjectCalls<TValues> {
  const navigate = useNavigate();
  const [projectId, setProjectId] = useState<string | null>(project?.id ?? null);
  const saveDraft = useSaveProjectDraft();
  const submit = useSubmitProject();
  const createdState = useCreatedProjectNavigationState();
  return {
    kind,
    toBody,
    inCheck: project?.status === 'CHECK',
    projectId,
    revision: project?.revision,
    savedStepIndex: project?.wizardStep,
    saveDraft: (values, stepIndex, revision) =>
      saveDraft.mutateAsync({ kind, id: projectId, revision, body: toBody(values, stepIndex) }),
    submit: (values, revision) => submit.mutateAsync({ kind, id: projectId, revision, body: toBody(values) }),
    onCreated: (id, search) => {
      setProjectId(id);
      navigate({ pathname: editHref(id), search }, { replace: true, state: createdState });
    },
  };
}
