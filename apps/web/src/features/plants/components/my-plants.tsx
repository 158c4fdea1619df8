import AddCircleOutlined from '@mui/icons-material/AddCircleOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import Button from '@mui/material/Button';
import type { Plant } from '@pharmatrace/domain';
import { Link as RouterLink } from 'react-router';
import { AppLink } from '@/components/ui/app-link';
import { type DataColumn, DataTable } from '@/components/ui/data-table';
import { PageHeader } from '@/components/ui/page-header';
import { EmptyState, QueryError } from '@/components/ui/query-state';
import { VisuallyHidden } from '@/components/ui/visually-hidden';
import { paths } from '@/config/paths';
import { usePlants } from '@/lib/plants';

/** Spec 001 §2 'My Plants': Company name, Country, City, Data year (reporting year), Update information. */
const plantColumns: DataColumn<Plant>[] = [
  { key: 'company', header: 'Company name', isRowHeader: true, render: (plant) => plant.companyName },
  { key: 'country', header: 'Country', render: (plant) => plant.country?.name ?? plant.countryId ?? '-' },
  { key: 'city', header: 'City', render: (plant) => plant.city || '-' },
  {
    key: 'year',
    header: (
      <>
        Data year<VisuallyHidden> (reporting year)</VisuallyHidden>
      </>
    ),
    label: 'Data year',
    render: (plant) => plant.reportingYear ?? '-',
  },
  {
    key: 'edit',
    header: 'Update information',
    render: (plant) => (
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
    ),
  },
];

function NewPlantButton() {
  return (
    <Button
      component={RouterLink}
      to={paths.app.plant.new.getHref()}
      variant="contained"
      startIcon={<AddCircleOutlined aria-hidden />}
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
        <DataTable
          label="My Plants"
          columns={plantColumns}
          rows={plantsQuery.data}
          isPending={plantsQuery.isPending}
          getRowKey={(plant) => plant.id}
        />
      ) : null}
    </>
  );
}
