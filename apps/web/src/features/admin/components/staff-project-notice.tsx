import ExpandMore from '@mui/icons-material/ExpandMore';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import {
  actionLabelIn,
  formatDate,
  type Locale,
  type ProjectKind,
  type ProjectVersion,
  projectStatusLabel,
} from '@pharmatrace/domain';
import { useState } from 'react';
import { ChangeList } from '@/components/project-changes/change-list';
import { PageLoader, QueryError } from '@/components/ui/query-state';
import { formatTime } from '@/lib/format';
import { useLanguage, useT } from '@/lib/language';
import { useStaffVersionChanges } from '../api/staff-project';

type NoticeProject = {
  id: string;
  status: string;
  client: { companyName: string };
  versions: ProjectVersion[];
};

type Translator = ReturnType<typeof useT>;
const roles = ['MAIN', 'SUB', 'STAFF'] as const;

/**
 * When a version was written: the day and the time, in the reader's time zone; the time as the
 * page's language writes it ('08:57' on a French screen, never the browser's '08:57 AM').
 */
function writtenAt(value: string, language: Locale): string {
  return `${formatDate(value)} ${formatTime(value, language)}`;
}

function authorOf(t: Translator, version: ProjectVersion): string {
  const known = roles.find((role) => role === version.author.role);
  const role = known ? t(`staff.notice.role.${known}`) : version.author.role.toLowerCase();
  return t('staff.notice.author', { name: version.author.name ?? t('staff.notice.deletedUser'), role });
}

/** The changes of one version, read when staff open it. */
function VersionChanges({ kind, id, version }: { kind: ProjectKind; id: string; version: number }) {
  const t = useT();
  const query = useStaffVersionChanges(kind, id, version, true);
  if (query.isPending) return <PageLoader label={t('staff.notice.loadingChanges', { version })} />;
  if (query.isError) return <QueryError error={query.error} onRetry={() => void query.refetch()} />;
  if (query.data.total === 0) {
    return <Typography color="textSecondary">{t('staff.notice.noChange')}</Typography>;
  }
  return (
    <ChangeList
      changes={query.data.changes}
      total={query.data.total}
      // A footprint's files are read through staff's routes for its client (issue #22).
      uploadScope={kind === 'CARBON' ? { staffProjectId: id } : null}
    />
  );
}

/**
 * Above a staff validation screen: whose project it is, where it stands, and its history version by
 * version (issue #12 'Staff see the same history, version by version, with who made each change
 * and when'); opening a version shows what it changed against the one before.
 */
export function StaffProjectNotice({ kind, project }: { kind: ProjectKind; project: NoticeProject }) {
  const t = useT();
  const language = useLanguage();
  const status = (value: string | null) => t(`status.${projectStatusLabel(value)}`);
  const [open, setOpen] = useState<number | null>(null);
  return (
    <Paper variant="outlined" sx={{ p: 2, mb: 3 }}>
      <Typography>
        {t('staff.notice.client')} <strong>{project.client.companyName}</strong> · {t('staff.notice.status')}{' '}
        <strong>{status(project.status)}</strong>
      </Typography>
      <Typography variant="h6" component="h2" sx={{ mt: 2, mb: 1 }}>
        {t('staff.notice.history')}
      </Typography>
      <Box>
        {project.versions.map((version) => (
          <Accordion
            key={version.version}
            disableGutters
            variant="outlined"
            expanded={open === version.version}
            onChange={(_event, expanded) => setOpen(expanded ? version.version : null)}
            slotProps={{ transition: { unmountOnExit: true } }}
          >
            <AccordionSummary expandIcon={<ExpandMore />}>
              <Typography>
                {t('staff.notice.version', {
                  version: version.version,
                  action: actionLabelIn(language, version.action, version.statusBefore),
                  author: authorOf(t, version),
                  when: writtenAt(version.createdAt, language),
                })}
                {version.statusBefore !== version.statusAfter
                  ? ` (${status(version.statusBefore)} → ${status(version.statusAfter)})`
                  : ''}
              </Typography>
            </AccordionSummary>
            <AccordionDetails>
              <VersionChanges kind={kind} id={project.id} version={version.version} />
            </AccordionDetails>
          </Accordion>
        ))}
      </Box>
    </Paper>
  );
}
