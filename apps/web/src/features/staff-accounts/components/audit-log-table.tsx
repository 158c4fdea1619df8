import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  type AuditEntry,
  actionLabel,
  carbonUploadFieldLabels,
  carbonUploadFieldSchema,
  type FootprintResult,
  formatFootprintResult,
} from '@pharmatrace/domain';
import { useMemo, useState } from 'react';
import { type ServerColumn, ServerTable } from '@/components/ui/server-table';
import { useAuditActors, useAuditLog } from '../api/audit';

function detailText(entry: AuditEntry): string {
  const d = entry.details as Record<string, unknown>;
  if (typeof d.statusBefore === 'string') return `${d.statusBefore} → ${String(d.statusAfter)}`;
  if (entry.action === 'project.upload_added') {
    const field = carbonUploadFieldSchema.safeParse(d.field);
    return `${field.success ? carbonUploadFieldLabels[field.data] : '-'}: ${String(d.filename)}`;
  }
  if (typeof d.filename === 'string') return d.year ? `${String(d.year)}: ${d.filename}` : d.filename;
  if (entry.action === 'project.invoice_status_set')
    return `${String(d.before ?? 'none')} → ${String(d.after)}`;
  if (entry.action === 'project.footprint_result_set') {
    return formatFootprintResult(d.after as FootprintResult);
  }
  if (entry.action === 'account.subscription_set') {
    const after = d.after as Record<string, unknown>;
    return `${String(after.subscriptionStartDate ?? '-')} to ${String(after.subscriptionEndDate ?? '-')}, ${String(after.prepaidAmount ?? '-')}`;
  }
  return '';
}

const dateTime = (iso: string) =>
  new Date(iso).toLocaleString('en-GB', { dateStyle: 'short', timeStyle: 'short' });

/** The log's columns, newest first (the server's only order); the project's own log leaves out 'Project'. */
function auditColumns(withProject: boolean): ServerColumn<AuditEntry>[] {
  const project: ServerColumn<AuditEntry> = {
    id: 'project',
    header: 'Project',
    accessorFn: (entry) => entry.project?.name ?? '-',
  };
  return [
    { id: 'at', header: 'When', accessorFn: (entry) => dateTime(entry.at), meta: { nowrap: true } },
    { id: 'actor', header: 'Who', accessorFn: (entry) => entry.actor.name ?? 'Deleted user' },
    { id: 'action', header: 'What', accessorFn: (entry) => actionLabel(entry.action) },
    ...(withProject ? [project] : []),
    { id: 'details', header: 'Details', accessorFn: detailText },
  ];
}

const auditPageSizes: readonly number[] = [25, 50, 100];

/**
 * The audit log of an account or a project (issue #13), read only: filtered by person and by a
 * date range, newest first, paged by the server.
 */
export function AuditLogTable({ clientId, projectId }: { clientId?: string; projectId?: string }) {
  const [actorUserId, setActor] = useState('');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(25);
  const actors = useAuditActors();
  const log = useAuditLog({
    clientId,
    projectId,
    actorUserId: actorUserId || undefined,
    from: from || undefined,
    to: to || undefined,
    page,
    pageSize,
  });
  const columns = useMemo(() => auditColumns(!projectId), [projectId]);

  return (
    <Box component="section" aria-labelledby="audit-heading" sx={{ mt: 4 }}>
      <Typography id="audit-heading" variant="h2" sx={{ fontSize: '1.25rem', mb: 2 }}>
        Audit log
      </Typography>
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', mb: 2 }}>
        <TextField
          select
          size="small"
          label="Person"
          value={actorUserId}
          onChange={(e) => {
            setActor(e.target.value);
            setPage(1);
          }}
          sx={{ minWidth: 220 }}
        >
          <MenuItem value="">Everyone</MenuItem>
          {(actors.data ?? []).map((a) => (
            <MenuItem key={a.id} value={a.id}>
              {a.name} ({a.email})
            </MenuItem>
          ))}
        </TextField>
        <TextField
          type="date"
          size="small"
          label="From"
          value={from}
          onChange={(e) => {
            setFrom(e.target.value);
            setPage(1);
          }}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <TextField
          type="date"
          size="small"
          label="To"
          value={to}
          onChange={(e) => {
            setTo(e.target.value);
            setPage(1);
          }}
          slotProps={{ inputLabel: { shrink: true } }}
        />
      </Box>
      <ServerTable
        label="Audit log"
        columns={columns}
        rows={log.data?.items}
        getRowId={(entry) => String(entry.id)}
        page={page}
        pageSize={pageSize}
        pageSizes={auditPageSizes}
        total={log.data?.total ?? 0}
        onPageChange={setPage}
        onPageSizeChange={(size) => {
          setPageSize(size);
          setPage(1);
        }}
        isPending={log.isPending}
        isFetching={log.isFetching}
        loadingLabel="Loading the audit log"
        error={log.isError ? log.error : undefined}
        onRetry={() => void log.refetch()}
        empty={{ title: 'Nothing recorded', text: 'No staff action matches these filters.' }}
      />
    </Box>
  );
}
