import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import {
  type ProjectKind,
  type ProjectPart,
  projectStatusLabel,
  type StaffMoveCall,
  staffCanEdit,
  staffMovesOffered,
  translate,
} from '@pharmatrace/domain';
import { type ReactNode, useEffect } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { AppLink } from '@/components/ui/app-link';
import { useNotify } from '@/components/ui/notifications';
import { PageHeader } from '@/components/ui/page-header';
import { errorText, PageLoader } from '@/components/ui/query-state';
import { useReloadableProject } from '@/components/wizard/project-reload';
import type { StaffWizardMode } from '@/components/wizard/staff-mode';
import type { BackTarget } from '@/components/wizard/wizard-navigation';
import { paths } from '@/config/paths';
import { useLanguage, useT } from '@/lib/language';
import { type StaffDetailByKind, useStaffProject, useStaffProjectWrites } from '../api/staff-project';
import { StaffProjectNotice } from './staff-project-notice';

/** Which staff call validates this screen (workflow.ts `staffMoveActions`). */
function moveCall(kind: ProjectKind, part: ProjectPart): StaffMoveCall {
  if (kind !== 'CARBON') return 'labelValidation';
  return part === 'second' ? 'secondPartValidation' : 'firstPartValidation';
}

/**
 * A staff validation screen (spec 001 §2, §4; issue #12): loads the project through
 * GET admin/{kind}/{id} and hands the wizard its staff mode: the client's plants, the staff
 * amendment and validation calls, and only the buttons the workflow table allows from the
 * project's status. A load error goes back to /admin/panel with a message; a project staff may
 * not amend (spec 001 §2: ONGOING or CHECK, ONGOING2 or CHECK2 for the second part) says so.
 * The title names the kind of project, in the page's language.
 */
export function StaffProjectScreen<K extends ProjectKind>({
  kind,
  id,
  part = 'first',
  children,
}: {
  kind: K;
  id: string;
  part?: ProjectPart;
  children: (project: StaffDetailByKind[K], staff: StaffWizardMode, back: BackTarget) => ReactNode;
}) {
  const t = useT();
  const language = useLanguage();
  const title = t(`staff.projectTitle.${kind as ProjectKind}`);
  const panelBackTarget: BackTarget = { to: paths.admin.panel.getHref(), label: t('nav.adminPanel') };
  const query = useStaffProject(kind, id);
  const writes = useStaffProjectWrites(kind, id);
  const notify = useNotify();
  const navigate = useNavigate();
  // The project as first read decides the screen: a save refreshes the query, and must not
  // replace what staff are typing. 'Reload' after a stale save reads it again (decision 0027).
  const { project, withReload } = useReloadableProject(query.data, query.refetch);

  useEffect(() => {
    if (query.isError && !project)
      notify(
        translate(language, 'staff.projectScreen.openFailed', { error: errorText(query.error) }),
        'error',
      );
  }, [query.isError, query.error, notify, project, language]);

  const { update, validate, withoutProduction } = writes;
  const staff = ((): StaffWizardMode | null => {
    if (!project) return null;
    const moves = staffMovesOffered(kind, moveCall(kind, part), project.status);
    const canCompleteWithoutProduction =
      kind === 'CARBON' &&
      part === 'first' &&
      staffMovesOffered(kind, 'withoutProduction', project.status).length > 0;
    return {
      plants: project.plantOptions.map(({ id: plantId, companyName, city, countryId }) => ({
        id: plantId,
        companyName,
        city,
        countryId: countryId ?? '',
      })),
      moves,
      save: (body) => update.mutateAsync({ kind, part, id, body }),
      validate: (body, status) => validate.mutateAsync({ kind, part, id, body, status }),
      validateWithoutProduction: canCompleteWithoutProduction
        ? (body) => withoutProduction.mutateAsync(body)
        : undefined,
      onMoved: (status, how) => {
        notify(
          t('staff.projectScreen.savedAs', { title, status: t(`status.${projectStatusLabel(status)}`) }),
        );
        navigate(how === 'withoutProduction' ? paths.admin.root.getHref() : paths.admin.panel.getHref());
      },
      notice: <StaffProjectNotice kind={kind} project={project} />,
    };
  })();

  if (!project && query.isError) return <Navigate to={paths.admin.panel.getHref()} replace />;
  if (!project || !staff) {
    return (
      <>
        <PageHeader title={title} back={panelBackTarget} />
        <PageLoader label={t('staff.loadingProject')} />
      </>
    );
  }
  if (!staffCanEdit(kind, project.status, part)) {
    return (
      <>
        <PageHeader title={title} back={panelBackTarget} />
        <Alert
          severity="info"
          action={
            <Button component={AppLink} to={panelBackTarget.to} color="inherit">
              {panelBackTarget.label}
            </Button>
          }
        >
          {t('staff.projectScreen.nothingToValidate', {
            status: t(`status.${projectStatusLabel(project.status)}`),
          })}
        </Alert>
      </>
    );
  }
  return withReload(children(project, staff, panelBackTarget));
}
