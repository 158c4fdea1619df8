import ExpandMore from '@mui/icons-material/ExpandMore';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { formatDate, type ProjectKind, type ProjectVersion, projectStatusLabel } from '@pharmatrace/domain';
import { useState } from 'react';
import { ChangeList, versionActionLabel } from '@/components/project-changes/change-list';
import { PageLoader, QueryError } from '@/components/ui/query-state';
import { useStaffVersionChanges } from '../api/staff-project';

type NoticeProject = {
  id: string;
  status: string;
  client: { companyName: string };
  versions: ProjectVersion[];
};

const roleWords: Record<string, string> = { MAIN: 'client', SUB: 'client sub-user', STAFF: 'staff' };

/** When a version was written: the day and the time, in the reader's time zone. */
function writtenAt(value: string): string {
  const time = new Date(value).toLocaleTimeString(undefined, { hour: '2-digit', minute: '2-digit' });
  return `${formatDate(value)} ${time}`;
}

function authorOf(version: ProjectVersion): string {
  const role = roleWords[version.author.role] ?? version.author.role.toLowerCase();
  return `${version.author.name ?? 'a deleted user'} (${role})`;
}

/** The changes of one version, read when staff open it. */
function VersionChanges({ kind, id, version }: { kind: ProjectKind; id: string; version: number }) {
  const query = useStaffVersionChanges(kind, id, version, true);
  if (query.isPending) return <PageLoader label={`Loading the changes of version ${version}`} />;
  if (query.isError) return <QueryError error={query.error} onRetry={() => void query.refetch()} />;
  if (query.data.total === 0) {
    return <Typography color="text.secondary">No change to the data in this version.</Typography>;
  }
  return <ChangeList changes={query.data.changes} total={query.data.total} />;
}

/**
 * Above a staff validation screen: whose project it is, where it stands, and its history version by
 * version (issue #12 'Staff see the same history, version by version, with who made each change
 * and when'); opening a version shows what it changed against the one before.
 */
export function StaffProjectNotice({ kind, project }: { kind: ProjectKind; project: NoticeProject }) {
  const [open, setOpen] = useState<number | null>(null);
  return (
    <Paper variant="outlined" sx={{ p: 2, mb: 3 }}>
      <Typography>
        Client: <strong>{project.client.companyName}</strong> · Status:{' '}
        <strong>{projectStatusLabel(project.status)}</strong>
      </Typography>
      <Typography variant="h6" component="h2" sx={{ mt: 2, mb: 1 }}>
        Version history
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
                Version {version.version}: {versionActionLabel(version.action, version.statusBefore)} by{' '}
                {authorOf(version)}, {writtenAt(version.createdAt)}
                {version.statusBefore !== version.statusAfter
                  ? ` (${projectStatusLabel(version.statusBefore)} → ${projectStatusLabel(version.statusAfter)})`
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
