import Chip from '@mui/material/Chip';
import type { StaffPactFootprint } from '@pharmatrace/domain';
import { type DataColumn, DataTable } from '@/components/ui/data-table';
import { PageHeader } from '@/components/ui/page-header';
import { EmptyState, QueryError } from '@/components/ui/query-state';
import { formatDateOrDash } from '@/lib/format';
import { useT } from '@/lib/language';
import { useStaffFootprints } from '../api/get-staff-footprints';

const columns = (t: ReturnType<typeof useT>): DataColumn<StaffPactFootprint>[] => [
  { key: 'product', header: t('pact.staff.footprint'), isRowHeader: true, render: (f) => f.productName },
  { key: 'company', header: t('pact.staff.company'), render: (f) => f.companyName },
  {
    key: 'status',
    header: t('pact.staff.status'),
    render: (f) => (
      <Chip
        label={t(`pact.staff.${f.status}`)}
        size="small"
        variant="outlined"
        color={f.status === 'Active' ? 'success' : 'default'}
      />
    ),
  },
  { key: 'published', header: t('pact.staff.published'), render: (f) => formatDateOrDash(f.publishedAt) },
  { key: 'connections', header: t('pact.staff.connections'), align: 'right', render: (f) => f.connections },
  { key: 'id', header: t('pact.staff.id'), render: (f) => <code>{f.id}</code> },
];

/** /admin/pact_footprints: which footprints are published over PACT, to how many connections. */
export function StaffPactFootprints() {
  const query = useStaffFootprints();
  const t = useT();
  return (
    <>
      <PageHeader title={t('pact.staff.title')} description={t('pact.staff.description')} />
      {query.isError ? <QueryError error={query.error} onRetry={() => query.refetch()} /> : null}
      {query.isSuccess && query.data.length === 0 ? <EmptyState title={t('pact.staff.none')} /> : null}
      {query.isPending || (query.isSuccess && query.data.length > 0) ? (
        <DataTable
          label={t('pact.staff.title')}
          columns={columns(t)}
          rows={query.data}
          isPending={query.isPending}
          getRowKey={(f) => f.id}
        />
      ) : null}
    </>
  );
}
