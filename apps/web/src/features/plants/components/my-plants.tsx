import AddCircleOutline from '@mui/icons-material/AddCircleOutline';
import EditOutlined from '@mui/icons-material/EditOutlined';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { Link as RouterLink } from 'react-router';
import { AppLink } from '@/components/ui/app-link';
import { PageHeader } from '@/components/ui/page-header';
import { EmptyState, QueryError } from '@/components/ui/query-state';
import { VisuallyHidden } from '@/components/ui/visually-hidden';
import { paths } from '@/config/paths';
import { usePlants } from '@/lib/plants';

const columns = ['Company name', 'Country', 'City', 'Data year', 'Update information'] as const;

function NewPlantButton() {
  return (
    <Button
      component={RouterLink}
      to={paths.app.plant.new.getHref()}
      variant="contained"
      startIcon={<AddCircleOutline aria-hidden />}
    >
      New Plant
    </Button>
  );
}

/** /my_plants (spec 001 §2 'My Plants'). */
export function MyPlants() {
  const plantsQuery = usePlants();
  const hasPlants = plantsQuery.isSuccess && plantsQuery.data.length > 0;

  return (
    <>
      <PageHeader
        title="My Plants"
        description="Here you will find a list of all your saved manufacturing plants"
        back={{ to: paths.app.home.getHref(), label: 'Back home' }}
        // Spec 001 §2: the 'New Plant' button is always shown.
        actions={<NewPlantButton />}
      />

      {plantsQuery.isError ? (
        <QueryError error={plantsQuery.error} onRetry={() => plantsQuery.refetch()} />
      ) : null}

      {plantsQuery.isSuccess && plantsQuery.data.length === 0 ? (
        <EmptyState title="You have no plant yet">
          Describe your manufacturing plants once; your carbon footprints can then reuse them.
        </EmptyState>
      ) : null}

      {plantsQuery.isPending || hasPlants ? (
        // Positioned, so that the screen-reader-only text of a scrolled-away cell stays inside it.
        <TableContainer component={Paper} variant="outlined" sx={{ position: 'relative' }}>
          <Table aria-label="My Plants">
            <TableHead>
              <TableRow>
                {columns.map((column) => (
                  <TableCell key={column}>
                    {column === 'Data year' ? (
                      <>
                        Data year<VisuallyHidden> (reporting year)</VisuallyHidden>
                      </>
                    ) : (
                      column
                    )}
                  </TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody aria-busy={plantsQuery.isPending}>
              {plantsQuery.isPending
                ? [0, 1, 2].map((row) => (
                    <TableRow key={row}>
                      {columns.map((column) => (
                        <TableCell key={column}>
                          <Skeleton />
                        </TableCell>
                      ))}
                    </TableRow>
                  ))
                : plantsQuery.data?.map((plant) => (
                    <TableRow key={plant.id} hover>
                      <TableCell component="th" scope="row" sx={{ fontWeight: 500 }}>
                        {plant.companyName}
                      </TableCell>
                      <TableCell>{plant.country?.name ?? plant.countryId ?? '-'}</TableCell>
                      <TableCell>{plant.city || '-'}</TableCell>
                      <TableCell>{plant.reportingYear ?? '-'}</TableCell>
                      <TableCell>
                        <AppLink
                          to={paths.app.plant.edit.getHref(plant.id)}
                          sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, fontWeight: 600 }}
                        >
                          <EditOutlined fontSize="small" aria-hidden />
                          edit
                          <VisuallyHidden>
                            {' '}
                            {plant.companyName}, {plant.city}
                          </VisuallyHidden>
                        </AppLink>
                      </TableCell>
                    </TableRow>
                  ))}
            </TableBody>
          </Table>
        </TableContainer>
      ) : null}
    </>
  );
}
