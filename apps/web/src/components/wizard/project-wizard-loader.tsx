import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import {
  clientCanEdit,
  type ProjectDetailByKind,
  type ProjectKind,
  type ProjectPart,
  projectStatusLabel,
  translate,
} from '@pharmatrace/domain';
import { type ReactNode, useEffect } from 'react';
import { Navigate } from 'react-router';
import { AppLink } from '@/components/ui/app-link';
import { useNotify } from '@/components/ui/notifications';
import { PageHeader } from '@/components/ui/page-header';
import { errorText, PageLoader } from '@/components/ui/query-state';
import { useLanguage, useT } from '@/lib/language';
import { useProject } from '@/lib/project-api/get-project';
import { useReloadableProject } from './project-reload';
import type { BackTarget } from './wizard-navigation';

/**
 * Opens a stored project in its wizard (spec 001 §2): loads it, and on a load error goes to the
 * kind's new-project route (spec 001 §2 'Load errors redirect') with a message saying why. A
 * project the client may no longer change (it is with the provider, or completed) is not opened
 * for editing: the page says where it stands instead.
 */
export function ProjectWizardLoader<K extends ProjectKind>({
  kind,
  id,
  part = 'first',
  title,
  back,
  newProjectHref,
  renderLocked,
  children,
}: {
  kind: K;
  id: string;
  part?: ProjectPart;
  title: string;
  back: BackTarget;
  newProjectHref: string;
  /** Under the notice of a project the client cannot change (a completed label's confirmed figures). */
  renderLocked?: (project: ProjectDetailByKind[K]) => ReactNode;
  children: (project: ProjectDetailByKind[K]) => ReactNode;
}) {
  const query = useProject(kind, id);
  const notify = useNotify();
  const t = useT();
  const language = useLanguage();
  // The project as first read decides what the page is: the wizard's own saves refresh the query
  // (a submission makes it ONGOING), and that must not swap its thank-you screen for this notice.
  // 'Reload' after a stale save reads it again and opens it afresh (decision 0027).
  const { project, withReload } = useReloadableProject(query.data, query.refetch);

  useEffect(() => {
    if (query.isError && !project)
      notify(translate(language, 'wizard.openFailed', { error: errorText(query.error) }), 'error');
  }, [query.isError, query.error, notify, project, language]);

  if (!project && query.isError) return <Navigate to={newProjectHref} replace />;
  if (!project) {
    return (
      <>
        <PageHeader title={title} back={back} />
        <PageLoader label={t('wizard.loadingProject')} />
      </>
    );
  }
  if (!clientCanEdit(kind, project.status, part)) {
    return (
      <>
        <PageHeader title={title} back={back} />
        <Alert
          severity="info"
          action={
            <Button component={AppLink} to={back.to} color="inherit">
              {back.label}
            </Button>
          }
        >
          {`${t('wizard.locked', { status: t(`status.${projectStatusLabel(project.status)}`) })} `}
          {project.status !== 'COMPLETED' ? (
            t('wizard.lockedWithTeam')
          ) : project.reportUrl ? (
            // Issue #39: said as it stands, the report already issued or not yet.
            <>
              {`${t('wizard.lockedReportIssued')} `}
              <Link href={project.reportUrl} target="_blank" rel="noopener" color="inherit">
                {t('wizard.downloadReport')}
              </Link>
            </>
          ) : (
            t('wizard.lockedCompleted')
          )}
        </Alert>
        {renderLocked?.(project)}
      </>
    );
  }
  return withReload(children(project));
}
