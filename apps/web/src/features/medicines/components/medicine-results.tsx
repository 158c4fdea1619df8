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
import { MEDICINE_LIST_LIMIT } from '@pharmatrace/domain';
import { DemoNotice } from '@/components/medicines/demo-notice';
import { AppLink } from '@/components/ui/app-link';
import { EmptyState } from '@/components/ui/query-state';
import { SkeletonRows } from '@/components/ui/skeleton-rows';
import { VisuallyHidden } from '@/components/ui/visually-hidden';
import { paths } from '@/config/paths';
import { useCarbonFormat } from '@/lib/format-carbon';
import { useT } from '@/lib/language';
import { useMedicineSearch } from '../api/search-medicines';
import { medicineErrorMessage } from '../utils/search-error';

const columns = [
  'medicines.results.medicine',
  'medicines.results.carbonPerBox',
  'medicines.results.details',
] as const;

/** The result table of a submitted search (spec 001 §2 Medicine database). */
export function MedicineResults({ search }: { search: string }) {
  const query = useMedicineSearch(search);
  const t = useT();
  const format = useCarbonFormat();

  if (query.isError) {
    return (
      <Alert severity="error" sx={{ mt: 3 }}>
        {medicineErrorMessage(query.error)}
      </Alert>
    );
  }

  if (query.isSuccess && query.data.results.length === 0) {
    return (
      <EmptyState title={t('medicines.results.none', { search })}>
        {t('ui.medicine.onlyTabletsAndCapsules')}
      </EmptyState>
    );
  }

  const rows = query.data?.results;
  return (
    <>
      {query.data?.isDemo ? <DemoNotice /> : null}
      <Typography component="p" color="textSecondary" sx={{ mb: 1.5 }} aria-live="polite">
        {rows
          ? query.data?.approximate
            ? `${t('medicines.results.approximate', { search })} ${t('ui.medicine.onlyTabletsAndCapsules')}`
            : query.data?.truncated
              ? t('medicines.results.truncated', { limit: MEDICINE_LIST_LIMIT, search })
              : t('medicines.results.count', { count: rows.length, search })
          : t('medicines.results.searching', { search })}
      </Typography>
      <TableContainer component={Paper} variant="outlined">
        <Table aria-label={t('medicines.results.table')} size="small">
          <TableHead>
            <TableRow>
              {columns.map((column) => (
                <TableCell
                  key={column}
                  align={column === 'medicines.results.carbonPerBox' ? 'right' : 'left'}
                >
                  {t(column)}
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
                  <TableCell
                    align="right"
                    title={format.grams(medicine.carbon)}
                    sx={{ whiteSpace: 'nowrap' }}
                  >
                    {format.carbon(medicine.carbon)}
                  </TableCell>
                  <TableCell>
                    <AppLink
                      to={paths.app.medicineProduct.getHref(medicine.id)}
                      state={{ search }}
                      sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, fontWeight: 600 }}
                    >
                      {t('medicines.results.seeFootprint')}
                      <VisuallyHidden>
                        {' '}
                        {t('medicines.results.seeFootprintOf', { name: medicine.name })}
                      </VisuallyHidden>
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
