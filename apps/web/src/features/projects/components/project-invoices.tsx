import Download from '@mui/icons-material/Download';
import Chip from '@mui/material/Chip';
import { formatDate, invoiceStatusLabel, isInvoicePaid, projectKinds } from '@pharmatrace/domain';
import { ExternalLink } from '@/components/ui/app-link';
import { type DataColumn, DataTable } from '@/components/ui/data-table';
import { EmptyState, PageLoader, QueryError } from '@/components/ui/query-state';
import { VisuallyHidden } from '@/components/ui/visually-hidden';
import { ofNameValues } from '@/lib/format';
import { useT } from '@/lib/language';
import { type ProjectRow, useProjectRows } from '../api/get-project-rows';

/** The table's columns, in the page's language. */
function invoiceColumns(t: ReturnType<typeof useT>): DataColumn<ProjectRow>[] {
  return [
    { key: 'name', header: t('projectList.name'), isRowHeader: true, render: (row) => row.name },
    { key: 'type', header: t('projectList.type'), render: (row) => t(`kind.${row.kind}.type`) },
    { key: 'date', header: t('account.projectInvoices.date'), render: (row) => formatDate(row.createdAt) },
    {
      key: 'status',
      header: t('projectList.status'),
      render: (row) => (
        <Chip
          size="small"
          variant="outlined"
          label={t(`invoiceStatus.${invoiceStatusLabel(row.invoiceStatus)}`)}
          color={isInvoicePaid(row.invoiceStatus) ? 'success' : 'default'}
        />
      ),
    },
    {
      key: 'invoice',
      header: t('projectList.invoice'),
      render: (row) => (
        <ExternalLink
          href={row.invoiceUrl ?? ''}
          sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}
        >
          <Download fontSize="small" aria-hidden />
          {t('account.projectInvoices.download')}
          <VisuallyHidden> {t('projectList.ofName', ofNameValues(row.name))}</VisuallyHidden>
        </ExternalLink>
      ),
    },
  ];
}

/**
 * The Invoices tab of /my_account/invoices: every project of the account that has an invoice,
 * with its status (spec 000 §4 Invoice status: PAID is 'Paid', anything else 'Not Paid').
 */
export function ProjectInvoices() {
  const t = useT();
  const { rows, isPending, failedKinds, error, retry } = useProjectRows(projectKinds);
  const invoiced = rows.filter((row) => row.invoiceUrl);

  if (isPending) return <PageLoader label={t('account.projectInvoices.loading')} />;
  return (
    <>
      {failedKinds.length > 0 ? <QueryError error={error} onRetry={retry} /> : null}
      {invoiced.length === 0 ? (
        <EmptyState title={t('account.projectInvoices.empty')}>
          {t('account.projectInvoices.emptyText')}
        </EmptyState>
      ) : (
        <DataTable
          label={t('account.invoices')}
          size="small"
          columns={invoiceColumns(t)}
          rows={invoiced}
          getRowKey={(row) => `${row.kind}-${row.id}`}
        />
      )}
    </>
  );
}
