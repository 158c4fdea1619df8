import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  carbonUploadFieldLabels,
  type FootprintUpload,
  footprintResultBodySchema,
  formatDate,
  invoiceStatuses,
  invoiceStatusLabel,
  invoiceStatusOf,
  type ProjectApiPath,
  type ProjectDocuments,
  projectStatusLabel,
  projectTypeLabel,
  uploadTypeLabel,
} from '@pharmatrace/domain';
import { useState } from 'react';
import { AppLink } from '@/components/ui/app-link';
import { type DataColumn, DataTable } from '@/components/ui/data-table';
import { useNotify } from '@/components/ui/notifications';
import { PageHeader } from '@/components/ui/page-header';
import { QueryPageFallback } from '@/components/ui/query-state';
import { paths } from '@/config/paths';
import { serverMessageOf } from '@/lib/errors';
import { formatFileSize } from '@/lib/format';
import {
  useProjectDocuments,
  useSetFootprintResult,
  useSetInvoiceStatus,
  useUploadProjectDocument,
} from '../api/project-documents';
import { AuditLogTable } from './audit-log-table';
import { PdfUploadButton } from './pdf-upload-button';
import { Section } from './section';

function FootprintForm({ project }: { project: ProjectDocuments }) {
  const notify = useNotify();
  const save = useSetFootprintResult(project.projectId);
  const [value, setValue] = useState(project.footprint ? String(project.footprint.value) : '');
  const [uncertainty, setUncertainty] = useState(
    project.footprint ? String(project.footprint.uncertainty) : '',
  );
  const body = {
    value: value.trim() === '' ? Number.NaN : Number(value),
    uncertainty: uncertainty.trim() === '' ? Number.NaN : Number(uncertainty),
  };
  const checked = footprintResultBodySchema.safeParse(body);
  const errors: Record<string, string> = {};
  if (!checked.success)
    for (const issue of checked.error.issues) errors[String(issue.path[0])] = issue.message;
  const touched = value !== '' || uncertainty !== '';
  return (
    <Box
      component="form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (!checked.success) return;
        save.mutate(checked.data, {
          onSuccess: () => notify('Footprint result saved', 'success'),
          onError: (error) => notify(serverMessageOf(error), 'error'),
        });
      }}
      sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'flex-start' }}
    >
      <TextField
        label="Footprint (kgCO2e per kg of product)"
        value={value}
        onChange={(e) => setValue(e.target.value)}
        error={touched && Boolean(errors.value)}
        helperText={touched ? errors.value : undefined}
        slotProps={{ htmlInput: { inputMode: 'decimal', maxLength: 20 } }}
      />
      <TextField
        label="Uncertainty (± kgCO2e per kg)"
        value={uncertainty}
        onChange={(e) => setUncertainty(e.target.value)}
        error={touched && Boolean(errors.uncertainty)}
        helperText={touched ? errors.uncertainty : undefined}
        slotProps={{ htmlInput: { inputMode: 'decimal', maxLength: 20 } }}
      />
      <Button type="submit" variant="contained" disabled={!checked.success || save.isPending}>
        Save result
      </Button>
    </Box>
  );
}

/**
 * The files a footprint's first part names (issue #22): what the client uploaded, or staff put
 * in its place, with the ones they replaced; each name is a signed download link.
 */
const uploadColumns: readonly DataColumn<FootprintUpload>[] = [
  {
    key: 'file',
    header: 'File',
    isRowHeader: true,
    render: (u) => (
      <Link href={u.url} target="_blank" rel="noopener" sx={{ overflowWrap: 'anywhere' }}>
        {u.filename}
      </Link>
    ),
  },
  { key: 'field', header: 'Field', render: (u) => carbonUploadFieldLabels[u.field] },
  { key: 'type', header: 'Type', render: (u) => uploadTypeLabel(u.contentType) },
  { key: 'size', header: 'Size', render: (u) => formatFileSize(u.sizeBytes) },
  { key: 'uploaded', header: 'Uploaded', render: (u) => formatDate(u.uploadedAt) },
  { key: 'by', header: 'By', render: (u) => u.uploadedBy ?? '-' },
  { key: 'inUse', header: 'In use', render: (u) => (u.current ? 'Current' : 'Replaced') },
];

function FootprintUploads({ uploads }: { uploads: FootprintUpload[] }) {
  if (uploads.length === 0) return <Typography color="text.secondary">No file uploaded yet.</Typography>;
  return (
    <DataTable
      label="Uploaded files"
      columns={uploadColumns}
      rows={uploads}
      getRowKey={(u) => u.fileId}
      size="small"
    />
  );
}

/**
 * /admin/documents/{kind}/{id} (issue #13): a project's report and invoice (uploads, history),
 * the invoice status, a completed footprint's result and its uploaded files, and the project's
 * audit log.
 */
export function ProjectDocumentsPage({ kind, id }: { kind: ProjectApiPath; id: string }) {
  const documents = useProjectDocuments(kind, id);
  const upload = useUploadProjectDocument(kind, id);
  const invoiceStatus = useSetInvoiceStatus(kind, id);
  const notify = useNotify();
  const back = { to: paths.admin.panel.getHref(), label: 'Admin Panel' };

  if (documents.isPending || documents.isError) {
    return (
      <QueryPageFallback
        title="Project documents"
        back={back}
        query={documents}
        loadingLabel="Loading the project"
      />
    );
  }
  const p = documents.data;
  const completed = p.status === 'COMPLETED';
  const current = (which: 'REPORT' | 'INVOICE') => p.documents.find((d) => d.kind === which && d.current);
  const send = (which: 'report' | 'invoice') => (file: File) =>
    upload.mutate(
      { which, file },
      {
        onSuccess: () => notify(which === 'report' ? 'Report uploaded' : 'Invoice uploaded', 'success'),
        onError: (error) => notify(serverMessageOf(error), 'error'),
      },
    );
  const report = current('REPORT');
  const invoice = current('INVOICE');

  return (
    <>
      <PageHeader
        title={p.name || 'Project'}
        back={back}
        description={
          <>
            {projectTypeLabel(p.kind)} · {projectStatusLabel(p.status)}
            {p.status.endsWith('2') ? ' (second part)' : ''} ·{' '}
            <AppLink to={paths.admin.account.getHref(p.client.id)}>{p.client.companyName}</AppLink>
          </>
        }
      />
      <Box sx={{ display: 'grid', gap: 3 }}>
        <Section title="Report">
          {completed ? null : (
            <Alert severity="info" sx={{ mb: 2 }}>
              The report is uploaded once the project is Completed.
            </Alert>
          )}
          <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
            {report ? (
              <Link href={report.url} target="_blank" rel="noopener">
                {report.filename}
              </Link>
            ) : (
              <Typography color="text.secondary">No report yet.</Typography>
            )}
            <PdfUploadButton
              label={report ? 'Replace report' : 'Upload report'}
              disabled={!completed}
              busy={upload.isPending && upload.variables?.which === 'report'}
              onFile={send('report')}
            />
          </Box>
        </Section>
        <Section title="Invoice">
          <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
            {invoice ? (
              <Link href={invoice.url} target="_blank" rel="noopener">
                {invoice.filename}
              </Link>
            ) : (
              <Typography color="text.secondary">No invoice yet.</Typography>
            )}
            <PdfUploadButton
              label={invoice ? 'Replace invoice' : 'Upload invoice'}
              busy={upload.isPending && upload.variables?.which === 'invoice'}
              onFile={send('invoice')}
            />
            <TextField
              select
              size="small"
              label="Invoice status"
              value={invoiceStatusOf(p.invoiceStatus)}
              disabled={!invoice || invoiceStatus.isPending}
              onChange={(e) =>
                invoiceStatus.mutate(invoiceStatusOf(e.target.value), {
                  onSuccess: (next) =>
                    notify(`Invoice marked ${invoiceStatusLabel(next.invoiceStatus)}`, 'success'),
                  onError: (error) => notify(serverMessageOf(error), 'error'),
                })
              }
              sx={{ minWidth: 160 }}
            >
              {invoiceStatuses.map((status) => (
                <MenuItem key={status} value={status}>
                  {invoiceStatusLabel(status)}
                </MenuItem>
              ))}
            </TextField>
          </Box>
        </Section>
        {p.kind === 'CARBON' ? (
          <Section title="Footprint result">
            {completed ? (
              <FootprintForm key={`${p.footprint?.value}-${p.footprint?.uncertainty}`} project={p} />
            ) : (
              <Typography color="text.secondary">
                The result is recorded once the footprint is Completed.
              </Typography>
            )}
          </Section>
        ) : null}
        {p.kind === 'CARBON' ? (
          <Section title="Uploaded files">
            <FootprintUploads uploads={p.uploads} />
          </Section>
        ) : null}
        <Section title="Document history">
          {p.documents.length === 0 ? (
            <Typography color="text.secondary">No document uploaded yet.</Typography>
          ) : (
            <Table size="small" aria-label="Document history">
              <TableHead>
                <TableRow>
                  <TableCell>Document</TableCell>
                  <TableCell>File</TableCell>
                  <TableCell>Uploaded</TableCell>
                  <TableCell>By</TableCell>
                  <TableCell>In use</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {p.documents.map((d) => (
                  <TableRow key={d.fileId}>
                    <TableCell>{d.kind === 'REPORT' ? 'Report' : 'Invoice'}</TableCell>
                    <TableCell>
                      <Link href={d.url} target="_blank" rel="noopener">
                        {d.filename}
                      </Link>
                    </TableCell>
                    <TableCell>{formatDate(d.uploadedAt)}</TableCell>
                    <TableCell>{d.uploadedBy ?? '-'}</TableCell>
                    <TableCell>{d.current ? 'Current' : 'Replaced'}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          )}
        </Section>
      </Box>
      <AuditLogTable projectId={p.projectId} />
    </>
  );
}
