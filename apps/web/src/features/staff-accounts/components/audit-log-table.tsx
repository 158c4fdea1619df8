import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
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
import { useState } from 'react';
import { EmptyState, QueryError } from '@/components/ui/query-state';
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

/**
 * The audit log of an account or a project (issue #13), read only: filtered by person and by a
 * date range, newest first, paged by the server.
 */
export function AuditLogTable({ clientId, projectId }: { clientId?: string; projectId?: string }) {
  const [actorUserId, setActor] = useState('');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [page, setPage] = useState(0);
  const [pageSize, setPageSize] = useState(25);
  const actors = useAuditActors();
  const log = useAuditLog({
    clientId,
    projectId,
    actorUserId: actorUserId || undefined,
    from: from || undefined,
    to: to || undefined,
    page: page + 1,
    pageSize,
  });
  const rows = log.data?.items ?? [];

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
            setPage(0);
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
            setPage(0);
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
            setPage(0);
          }}
          slotProps={{ inputLabel: { shrink: true } }}
        />
      </Box>
      {log.isError ? (
        <QueryError error={log.error} onRetry={() => void log.refetch()} />
      ) : !log.isPending && rows.length === 0 ? (
        <EmptyState title="Nothing recorded">No staff action matches these filters.</EmptyState>
      ) : (
        <Paper variant="outlined">
          {/* Scrolls sideways on a phone: focusable, so a keyboard can scroll it (axe scrollable-region-focusable). */}
          <TableContainer tabIndex={0} role="region" aria-labelledby="audit-heading">
            <Table size="small" aria-label="Audit log">
              <TableHead>
                <TableRow>
                  <TableCell>When</TableCell>
                  <TableCell>Who</TableCell>
                  <TableCell>What</TableCell>
                  {projectId ? null : <TableCell>Project</TableCell>}
                  <TableCell>Details</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {rows.map((entry) => (
                  <TableRow key={entry.id}>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>{dateTime(entry.at)}</TableCell>
                    <TableCell>{entry.actor.name ?? 'Deleted user'}</TableCell>
                    <TableCell>{actionLabel(entry.action)}</TableCell>
                    {projectId ? null : <TableCell>{entry.project?.name ?? '-'}</TableCell>}
                    <TableCell>{detailText(entry)}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
          <TablePagination
            component="div"
            count={log.data?.total ?? 0}
            page={page}
            rowsPerPage={pageSize}
            rowsPerPageOptions={[25, 50, 100]}
            onPageChange={(_, next) => setPage(next)}
            onRowsPerPageChange={(e) => {
              setPageSize(Number(e.target.value));
              setPage(0);
            }}
          />
        </Paper>
      )}
    </Box>
  );
}
