import Download from '@mui/icons-material/Download';
import Chip from '@mui/material/Chip';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { formatDate, invoiceStatusLabel, projectKinds, projectTypeLabel } from '@pharmatrace/domain';
import { ExternalLink } from '@/components/ui/app-link';
import { EmptyState, PageLoader, QueryError } from '@/components/ui/query-state';
import { useProjectRows } from '../api/get-project-rows';

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
        <TableContainer>
          <Table aria-label="Invoices" size="small">
            <TableHead>
              <TableRow>
                <TableCell>Name of product</TableCell>
                <TableCell>Type</TableCell>
                <TableCell>Date</TableCell>
                <TableCell>Status</TableCell>
                <TableCell>Invoice</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {invoiced.map((row) => {
                const label = invoiceStatusLabel(row.invoiceStatus);
                return (
                  <TableRow key={`${row.kind}-${row.id}`}>
                    <TableCell>{row.name}</TableCell>
                    <TableCell>{projectTypeLabel(row.kind)}</TableCell>
                    <TableCell>{formatDate(row.createdAt)}</TableCell>
                    <TableCell>
                      <Chip
                        size="small"
                        variant="outlined"
                        label={label}
                        color={label === 'Paid' ? 'success' : 'default'}
                      />
                    </TableCell>
                    <TableCell>
                      <ExternalLink
                        href={row.invoiceUrl!}
                        sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}
                      >
                        <Download fontSize="small" aria-hidden />
                        Download invoice
                      </ExternalLink>
                    </TableCell>
                  </TableRow>
                );
              })}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </>
  );
}
