import ArrowForward from '@mui/icons-material/ArrowForward';
import Alert from '@mui/material/Alert';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { MEDICINE_LIST_LIMIT, uiMessages } from '@pharmatrace/domain';
import { AppLink } from '@/components/ui/app-link';
import { EmptyState } from '@/components/ui/query-state';
import { SkeletonRows } from '@/components/ui/skeleton-rows';
import { VisuallyHidden } from '@/components/ui/visually-hidden';
import { paths } from '@/config/paths';
import { useMedicineSearch } from '../api/search-medicines';
import { formatCarbon, formatGrams } from '../utils/format-carbon';
import { medicineErrorMessage } from '../utils/search-error';
import { DemoNotice } from './demo-notice';

const columns = ['Medicine', 'Carbon footprint per box', 'Details'] as const;

/** The result table of a submitted search (spec 001 §2 Medicine database). */
export function MedicineResults({ search }: { search: string }) {
  const query = useMedicineSearch(search);

  if (query.isError) {
    return (
      <Alert severity="error" sx={{ mt: 3 }}>
        {medicineErrorMessage(query.error)}
      </Alert>
    );
  }

  if (query.isSuccess && query.data.results.length === 0) {
    return (
      <EmptyState title={`No medicine found for “${search}”`}>
        {uiMessages.medicine.onlyTabletsAndCapsules}
      </EmptyState>
    );
  }

  const rows = query.data?.results;
  return (
    <>
      {query.data?.isDemo ? <DemoNotice /> : null}
      <Typography component="p" color="text.secondary" sx={{ mb: 1.5 }} aria-live="polite">
        {rows
          ? query.data?.approximate
            ? `No medicine name contains “${search}”; here are the closest spellings. ${uiMessages.medicine.onlyTabletsAndCapsules}`
            : query.data?.truncated
              ? `The first ${MEDICINE_LIST_LIMIT} medicines matching “${search}”: type more of the name to narrow the search.`
              : `${rows.length} medicine${rows.length === 1 ? '' : 's'} matching “${search}”.`
          : `Searching for “${search}”…`}
      </Typography>
      <TableContainer component={Paper} variant="outlined">
        <Table aria-label="Medicines found" size="small">
          <TableHead>
            <TableRow>
              {columns.map((column) => (
                <TableCell key={column} align={column === 'Carbon footprint per box' ? 'right' : 'left'}>
                  {column}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody aria-busy={query.isPending}>
            {!rows ? (
              <SkeletonRows columns={columns.length} />
            ) : (
              rows.map((medicine) => (
                <TableRow key={medicine.id} hover>
                  <TableCell component="th" scope="row" sx={{ fontWeight: 500 }}>
                    {medicine.name}
                  </TableCell>
                  <TableCell align="right" title={formatGrams(medicine.carbon)} sx={{ whiteSpace: 'nowrap' }}>
                    {formatCarbon(medicine.carbon)}
                  </TableCell>
                  <TableCell>
                    <AppLink
                      to={paths.app.medicineProduct.getHref(medicine.id)}
                      state={{ search }}
                      sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, fontWeight: 600 }}
                    >
                      See footprint
                      <VisuallyHidden> of {medicine.name}</VisuallyHidden>
                      <ArrowForward fontSize="small" aria-hidden />
                    </AppLink>
                  </TableCell>
                </TableRow>
              ))
            )}
          </TableBody>
        </Table>
      </TableContainer>
    </>
  );
}
