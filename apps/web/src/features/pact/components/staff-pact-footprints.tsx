import Chip from '@mui/material/Chip';
import type { StaffPactFootprint } from '@pharmatrace/domain';
import { type DataColumn, DataTable } from '@/components/ui/data-table';
import { PageHeader } from '@/components/ui/page-header';
import { EmptyState, QueryError } from '@/components/ui/query-state';
import { formatDateOrDash } from '@/lib/format';
import { useStaffFootprints } from '../api/get-staff-footprints';

const columns: DataColumn<StaffPactFootprint>[] = [
  { key: 'product', header: 'Footprint', isRowHeader: true, render: (f) => f.productName },
  { key: 'company', header: 'Company', render: (f) => f.companyName },
  {
    key: 'status',
    header: 'Status',
    render: (f) => (
      <Chip
        label={f.status}
        size="small"
        variant="outlined"
        color={f.status === 'Active' ? 'success' : 'default'}
      />
    ),
  },
  { key: 'published', header: 'Published', render: (f) => formatDateOrDash(f.publishedAt) },
  { key: 'connections', header: 'Connections', align: 'right', render: (f) => f.connections },
  { key: 'id', header: 'PACT id', render: (f) => <code>{f.id}</code> },
];

/** /admin/pact_footprints: which footprints are published over PACT, to how many connections. */
export function StaffPactFootprints() {
  const query = useStaffFootprints();
  return (
    <>
      <PageHeader
        title="PACT footprints"
        description="Footprints the clients published over PACT, newest first; a deprecated one was replaced by a newer version. Connections: the client's live connections, each able to read it."
      />
      {query.isError ? <QueryError error={query.error} onRetry={() => query.refetch()} /> : null}
      {query.isSuccess && query.data.length === 0 ? <EmptyState title="No footprint published yet" /> : null}
      {query.isPending || (query.isSuccess && query.data.length > 0) ? (
        <DataTable
          label="PACT footprints"
          columns={columns}
          rows={query.data}
          isPending={query.isPending}
          getRowKey={(f) => f.id}
        />
      ) : null}
    </>
  );
}
