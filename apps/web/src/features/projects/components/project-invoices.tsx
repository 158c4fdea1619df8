import Download from '@mui/icons-material/Download';
import Chip from '@mui/material/Chip';
import { formatDate, invoiceStatusLabel, projectKinds, projectTypeLabel } from '@pharmatrace/domain';
import { ExternalLink } from '@/components/ui/app-link';
import { type DataColumn, DataTable } from '@/components/ui/data-table';
import { EmptyState, PageLoader, QueryError } from '@/components/ui/query-state';
import { VisuallyHidden } from '@/components/ui/visually-hidden';
import { type ProjectRow, useProjectRows } from '../api/get-project-rows';

const invoiceColumns: DataColumn<ProjectRow>[] = [
  { key: 'name', header: 'Name of product', isRowHeader: true, render: (row) => row.name },
  { key: 'type', header: 'Type', render: (row) => projectTypeLabel(row.kind) },
  { key: 'date', header: 'Date', render: (row) => formatDate(row.createdAt) },
  {
    key: 'status',
    header: 'Status',
    render: (row) => {
      const label = invoiceStatusLabel(row.invoiceStatus);
      return (
        <Chip
          size="small"
          variant="outlined"
          label={label}
          color={label === 'Paid' ? 'success' : 'default'}
        />
      );
    },
  },
  {
    key: 'invoice',
    header: 'Invoice',
    render: (row) => (
      <ExternalLink
        href={row.invoiceUrl ?? ''}
        sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}
      >
        <Download fontSize="small" aria-hidden />
        Download invoice<VisuallyHidden> of {row.name}</VisuallyHidden>
      </ExternalLink>
    ),
  },
];

/**
 * The Invoices tab of /my_account/invoices: every project of the account that has an invoice,
 * with its status (spec 000 §4 Invoice status: PAID is 'Paid', anything else 'Not Paid').
 */
export function ProjectInvoices() {
  const { rows, isPending, failedKinds, error, retry } = useProjectRows(projectKinds);
  const invoiced = rows.filter((row) => row.invoiceUrl);

  if (isPending) return <PageLoader label="Loading your invoices" />;
  return (
    <>
      {failedKinds.length > 0 ? <QueryError error={error} onRetry={retry} /> : null}
      {invoiced.length === 0 ? (
        <EmptyState title="No invoice yet">
          Invoices of your projects will be listed here once they are issued.
        </EmptyState>
      ) : (
        <DataTable
          label="Invoices"
          size="small"
          columns={invoiceColumns}
          rows={invoiced}
          getRowKey={(row) => `${row.kind}-${row.id}`}
        />
      )}
    </>
  );
}
