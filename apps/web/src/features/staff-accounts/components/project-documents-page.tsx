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
  type FootprintUpload,
  footprintResultBodySchema,
  formatDate,
  formatFootprintHeadline,
  headlineOfResultDetail,
  type IssueLike,
  invoiceStatuses,
  invoiceStatusLabel,
  invoiceStatusOf,
  type ProjectApiPath,
  type ProjectDocuments,
  projectStatusLabel,
  uploadTypeLabel,
} from '@pharmatrace/domain';
import { useState } from 'react';
import { AppLink } from '@/components/ui/app-link';
import { type DataColumn, DataTable } from '@/components/ui/data-table';
import { useNotify } from '@/components/ui/notifications';
import { PageHeader } from '@/components/ui/page-header';
import { QueryPageFallback } from '@/components/ui/query-state';
import { Section } from '@/components/ui/section';
import { paths } from '@/config/paths';
import { decimalText, parseDecimal } from '@/lib/decimal';
import { fieldIssuesOf, serverMessageOf } from '@/lib/errors';
import { issueIn } from '@/lib/field-error';
import { formatFileSize } from '@/lib/format';
import { useLanguage, useT } from '@/lib/language';
import {
  useProjectDocuments,
  useSetFootprintResult,
  useSetInvoiceStatus,
  useUploadProjectDocument,
} from '../api/project-documents';
import { AuditLogTable } from './audit-log-table';
import { PdfUploadButton } from './pdf-upload-button';

type Translator = ReturnType<typeof useT>;

/** What a stored result rests on (issue #23), in one line. */
function footprintBasis(t: Translator, detail: NonNullable<ProjectDocuments['footprintDetail']>): string {
  const date = formatDate(detail.setAt);
  if (detail.origin === 'ESTIMATE') {
    return detail.methodVersion
      ? t('staff.documents.adoptedVersions', {
          date,
          method: detail.methodVersion,
          factors: String(detail.factorLibraryVersion),
        })
      : t('staff.documents.adopted', { date });
  }
  return detail.reason
    ? t('staff.documents.enteredReason', { date, reason: detail.reason })
    : t('staff.documents.entered', { date });
}

function FootprintForm({ project }: { project: ProjectDocuments }) {
  const t = useT();
  const language = useLanguage();
  const notify = useNotify();
  const save = useSetFootprintResult(project.projectId);
  const [value, setValue] = useState(project.footprint ? decimalText(language, project.footprint.value) : '');
  const [uncertainty, setUncertainty] = useState(
    project.footprint ? decimalText(language, project.footprint.uncertainty) : '',
  );
  const [reason, setReason] = useState('');
  const [serverErrors, setServerErrors] = useState<Record<string, IssueLike>>({});
  const body = {
    value: parseDecimal(value),
    uncertainty: parseDecimal(uncertainty),
    ...(reason.trim() !== '' ? { reason } : {}),
  };
  const checked = footprintResultBodySchema.safeParse(body);
  const errors: Record<string, IssueLike> = { ...serverErrors };
  if (!checked.success) for (const issue of checked.error.issues) errors[String(issue.path[0])] = issue;
  // Each check's or the server's message, said from its phrase in the page's language (issue #40).
  const shown = (issue: IssueLike | undefined) => (issue ? issueIn(issue, language) : undefined);
  const touched = value !== '' || uncertainty !== '';
  return (
    <Box>
      {project.footprintDetail ? (
        <Typography variant="body2" color="textSecondary" sx={{ mb: 2 }}>
          {footprintBasis(t, project.footprintDetail)}
        </Typography>
      ) : null}
      <Box
        component="form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (!checked.success) return;
          save.mutate(checked.data, {
            onSuccess: () => {
              setServerErrors({});
              setReason('');
              notify(t('staff.documents.resultSaved'), 'success');
            },
            onError: (error) => {
              // A figure that differs from the estimate needs a reason (issue #23): shown on its field.
              setServerErrors(fieldIssuesOf(error));
              notify(serverMessageOf(error), 'error');
            },
          });
        }}
        sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'flex-start' }}
      >
        <TextField
          label={t('staff.documents.footprint')}
          value={value}
          onChange={(e) => setValue(e.target.value)}
          error={touched && Boolean(errors.value)}
          helperText={touched ? shown(errors.value) : undefined}
          slotProps={{ htmlInput: { inputMode: 'decimal', maxLength: 20 } }}
        />
        <TextField
          label={t('staff.documents.uncertainty')}
          value={uncertainty}
          onChange={(e) => setUncertainty(e.target.value)}
          error={touched && Boolean(errors.uncertainty)}
          helperText={touched ? shown(errors.uncertainty) : undefined}
          slotProps={{ htmlInput: { inputMode: 'decimal', maxLength: 20 } }}
        />
        <TextField
          label={t('staff.documents.reason')}
          value={reason}
          onChange={(e) => {
            setReason(e.target.value);
            setServerErrors({});
          }}
          error={Boolean(errors.reason)}
          helperText={shown(errors.reason)}
          multiline
          sx={{ minWidth: { sm: 320 }, flex: 1 }}
          slotProps={{ htmlInput: { maxLength: 1000 } }}
        />
        <Button type="submit" variant="contained" disabled={!checked.success || save.isPending}>
          {t('staff.documents.saveResult')}
        </Button>
      </Box>
    </Box>
  );
}

/**
 * Before Completed (issue #39): the estimate staff adopted during the review is the result already,
 * shown here where they look for it; a figure of their own is entered once the footprint is completed.
 */
function AdoptedBeforeCompletion({ project }: { project: ProjectDocuments }) {
  const t = useT();
  const language = useLanguage();
  const detail = project.footprintDetail;
  return (
    <Box>
      {detail ? (
        <>
          <Typography data-testid="footprint-result">
            {formatFootprintHeadline(headlineOfResultDetail(detail), language)}
          </Typography>
          <Typography variant="body2" color="textSecondary" sx={{ mb: 1 }}>
            {footprintBasis(t, detail)}
          </Typography>
        </>
      ) : null}
      <Typography color="textSecondary">
        {detail ? t('staff.documents.ownResultWhenCompleted') : t('staff.documents.resultWhenCompleted')}
      </Typography>
    </Box>
  );
}

/**
 * The files a footprint's first part names (issue #22): what the client uploaded, or staff put
 * in its place, with the ones they replaced; each name is a signed download link.
 */
const uploadColumns = (t: Translator): readonly DataColumn<FootprintUpload>[] => [
  {
    key: 'file',
    header: t('staff.documents.file'),
    isRowHeader: true,
    render: (u) => (
      <Link href={u.url} target="_blank" rel="noopener" sx={{ overflowWrap: 'anywhere' }}>
        {u.filename}
      </Link>
    ),
  },
  { key: 'field', header: t('staff.documents.field'), render: (u) => t(`staff.uploadField.${u.field}`) },
  { key: 'type', header: t('projectList.type'), render: (u) => uploadTypeLabel(u.contentType) },
  { key: 'size', header: t('staff.documents.size'), render: (u) => formatFileSize(u.sizeBytes) },
  { key: 'uploaded', header: t('staff.documents.uploaded'), render: (u) => formatDate(u.uploadedAt) },
  { key: 'by', header: t('staff.documents.by'), render: (u) => u.uploadedBy ?? '-' },
  {
    key: 'inUse',
    header: t('staff.documents.inUse'),
    // Which file is current at each moment (issue #39): one staff sent with 'Replace' is listed
    // at once, not in use until the footprint is saved with it.
    render: (u) =>
      u.current
        ? t('staff.documents.current')
        : u.pending
          ? t('staff.documents.pending')
          : t('staff.documents.replaced'),
  },
];

function FootprintUploads({ uploads }: { uploads: FootprintUpload[] }) {
  const t = useT();
  if (uploads.length === 0)
    return <Typography color="textSecondary">{t('staff.documents.noUpload')}</Typography>;
  return (
    <>
      {uploads.some((u) => u.pending) ? (
        <Alert severity="warning" sx={{ mb: 2 }}>
          {t('staff.documents.pendingNote')}
        </Alert>
      ) : null}
      <DataTable
        label={t('staff.documents.uploadedFiles')}
        columns={uploadColumns(t)}
        rows={uploads}
        getRowKey={(u) => u.fileId}
        size="small"
      />
    </>
  );
}

/**
 * /admin/documents/{kind}/{id} (issue #13): a project's report and invoice (uploads, history),
 * the invoice status, a completed footprint's result and its uploaded files, and the project's
 * audit log.
 */
export function ProjectDocumentsPage({ kind, id }: { kind: ProjectApiPath; id: string }) {
  const t = useT();
  const documents = useProjectDocuments(kind, id);
  const upload = useUploadProjectDocument(kind, id);
  const invoiceStatus = useSetInvoiceStatus(kind, id);
  const notify = useNotify();
  const back = { to: paths.admin.panel.getHref(), label: t('nav.adminPanel') };

  if (documents.isPending || documents.isError) {
    return (
      <QueryPageFallback
        title={t('staff.documents.title')}
        back={back}
        query={documents}
        loadingLabel={t('staff.loadingProject')}
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
        onSuccess: () =>
          notify(
            which === 'report' ? t('staff.documents.reportUploaded') : t('staff.documents.invoiceUploaded'),
            'success',
          ),
        onError: (error) => notify(serverMessageOf(error), 'error'),
      },
    );
  const report = current('REPORT');
  const invoice = current('INVOICE');
  const statusWords = t(`status.${projectStatusLabel(p.status)}`);

  return (
    <>
      <PageHeader
        title={p.name || t('staff.project')}
        back={back}
        description={
          <>
            {t(`kind.${p.kind}.type`)} ·{' '}
            {p.status.endsWith('2') ? t('staff.statusSecondPart', { status: statusWords }) : statusWords} ·{' '}
            <AppLink to={paths.admin.account.getHref(p.client.id)}>{p.client.companyName}</AppLink>
          </>
        }
      />
      <Box sx={{ display: 'grid', gap: 3 }}>
        <Section title={t('projectList.report')}>
          {completed ? null : (
            <Alert severity="info" sx={{ mb: 2 }}>
              {t('staff.documents.reportWhenCompleted')}
            </Alert>
          )}
          <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
            {report ? (
              <Link href={report.url} target="_blank" rel="noopener">
                {report.filename}
              </Link>
            ) : (
              <Typography color="textSecondary">{t('staff.documents.noReport')}</Typography>
            )}
            <PdfUploadButton
              label={report ? t('staff.documents.replaceReport') : t('staff.documents.uploadReport')}
              disabled={!completed}
              busy={upload.isPending && upload.variables?.which === 'report'}
              onFile={send('report')}
            />
          </Box>
        </Section>
        <Section title={t('projectList.invoice')}>
          <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
            {invoice ? (
              <Link href={invoice.url} target="_blank" rel="noopener">
                {invoice.filename}
              </Link>
            ) : (
              <Typography color="textSecondary">{t('staff.documents.noInvoice')}</Typography>
            )}
            <PdfUploadButton
              label={invoice ? t('staff.documents.replaceInvoice') : t('staff.documents.uploadInvoice')}
              busy={upload.isPending && upload.variables?.which === 'invoice'}
              onFile={send('invoice')}
            />
            <TextField
              select
              size="small"
              label={t('staff.documents.invoiceStatus')}
              value={invoiceStatusOf(p.invoiceStatus)}
              disabled={!invoice || invoiceStatus.isPending}
              onChange={(e) =>
                invoiceStatus.mutate(invoiceStatusOf(e.target.value), {
                  onSuccess: (next) =>
                    notify(
                      t('staff.documents.invoiceMarked', {
                        status: t(`invoiceStatus.${invoiceStatusLabel(next.invoiceStatus)}`),
                      }),
                      'success',
                    ),
                  onError: (error) => notify(serverMessageOf(error), 'error'),
                })
              }
              sx={{ minWidth: 160 }}
            >
              {invoiceStatuses.map((status) => (
                <MenuItem key={status} value={status}>
                  {t(`invoiceStatus.${invoiceStatusLabel(status)}`)}
                </MenuItem>
              ))}
            </TextField>
          </Box>
        </Section>
        {p.kind === 'CARBON' ? (
          <Section title={t('staff.documents.result')}>
            {completed ? (
              <FootprintForm key={`${p.footprint?.value}-${p.footprint?.uncertainty}`} project={p} />
            ) : (
              <AdoptedBeforeCompletion project={p} />
            )}
          </Section>
        ) : null}
        {p.kind === 'CARBON' ? (
          <Section title={t('staff.documents.uploadedFiles')}>
            <FootprintUploads uploads={p.uploads} />
          </Section>
        ) : null}
        <Section title={t('staff.documents.history')}>
          {p.documents.length === 0 ? (
            <Typography color="textSecondary">{t('staff.documents.noDocument')}</Typography>
          ) : (
            <Table size="small" aria-label={t('staff.documents.history')}>
              <TableHead>
                <TableRow>
                  <TableCell>{t('staff.documents.document')}</TableCell>
                  <TableCell>{t('staff.documents.file')}</TableCell>
                  <TableCell>{t('staff.documents.uploaded')}</TableCell>
                  <TableCell>{t('staff.documents.by')}</TableCell>
                  <TableCell>{t('staff.documents.inUse')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {p.documents.map((d) => (
                  <TableRow key={d.fileId}>
                    <TableCell>
                      {d.kind === 'REPORT' ? t('projectList.report') : t('projectList.invoice')}
                    </TableCell>
                    <TableCell>
                      <Link href={d.url} target="_blank" rel="noopener">
                        {d.filename}
                      </Link>
                    </TableCell>
                    <TableCell>{formatDate(d.uploadedAt)}</TableCell>
                    <TableCell>{d.uploadedBy ?? '-'}</TableCell>
                    <TableCell>
                      {d.current ? t('staff.documents.current') : t('staff.documents.replaced')}
                    </TableCell>
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
