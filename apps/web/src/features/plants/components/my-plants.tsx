import AddCircleOutlined from '@mui/icons-material/AddCircleOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import Button from '@mui/material/Button';
import type { Country, Locale, Plant } from '@pharmatrace/domain';
import { Link as RouterLink } from 'react-router';
import { AppLink } from '@/components/ui/app-link';
import { type DataColumn, DataTable } from '@/components/ui/data-table';
import { PageHeader } from '@/components/ui/page-header';
import { EmptyState, QueryError } from '@/components/ui/query-state';
import { VisuallyHidden } from '@/components/ui/visually-hidden';
import { paths } from '@/config/paths';
import { countryNameIn } from '@/lib/countries';
import { useLanguage, useT } from '@/lib/language';
import { usePlants } from '@/lib/plants';

/** Spec 001 §2 'My Plants': Company name, Country, City, Data year (reporting year), Update information. */
function plantColumns(t: ReturnType<typeof useT>, language: Locale): DataColumn<Plant>[] {
  return [
    {
      key: 'company',
      header: t('plants.companyName'),
      isRowHeader: true,
      render: (plant) => plant.companyName,
    },
    {
      key: 'country',
      header: t('plants.country'),
      // The API's name is English: the page's language says it (issue #39: 'India' on a French page).
      render: (plant) =>
        plant.country && plant.countryId
          ? countryNameIn(language, {
              name: plant.country.name,
              id: plant.countryId,
              isEuEea: false,
            } satisfies Country)
          : (plant.country?.name ?? plant.countryId ?? '-'),
    },
    { key: 'city', header: t('plants.city'), render: (plant) => plant.city || '-' },
    {
      key: 'year',
      header: (
        <>
          {t('plants.dataYear')}
          <VisuallyHidden> {t('plants.reportingYear')}</VisuallyHidden>
        </>
      ),
      label: t('plants.dataYear'),
      render: (plant) => plant.reportingYear ?? '-',
    },
    {
      key: 'edit',
      header: t('plants.update'),
      render: (plant) => (
        <AppLink
          to={paths.app.plant.edit.getHref(plant.id)}
          sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, fontWeight: 600 }}
        >
          <EditOutlined fontSize="small" aria-hidden />
          {t('plants.edit')}
          <VisuallyHidden>
            {' '}
            {plant.companyName}, {plant.city}
          </VisuallyHidden>
        </AppLink>
      ),
    },
  ];
}

function NewPlantButton() {
  const t = useT();
  return (
    <Button
      component={RouterLink}
      to={paths.app.plant.new.getHref()}
      variant="contained"
      startIcon={<AddCircleOutlined aria-hidden />}
    >
      {t('plants.new')}
    </Button>
  );
}

/** /my_plants (spec 001 §2 'My Plants'). */
export function MyPlants() {
  const t = useT();
  const language = useLanguage();
  const plantsQuery = usePlants();
  const hasPlants = plantsQuery.isSuccess && plantsQuery.data.length > 0;

  return (
    <>
      <PageHeader
        title={t('nav.myPlants')}
        description={t('plants.description')}
        back={{ to: paths.app.home.getHref(), label: t('plants.backHome') }}
        // Spec 001 §2: the 'New Plant' button is always shown.
        actions={<NewPlantButton />}
      />

      {plantsQuery.isError ? (
        <QueryError error={plantsQuery.error} onRetry={() => plantsQuery.refetch()} />
      ) : null}

      {plantsQuery.isSuccess && plantsQuery.data.length === 0 ? (
        <EmptyState title={t('plants.empty')}>{t('plants.emptyText')}</EmptyState>
      ) : null}

      {plantsQuery.isPending || hasPlants ? (
        <DataTable
          label={t('nav.myPlants')}
          columns={plantColumns(t, language)}
          rows={plantsQuery.data}
          isPending={plantsQuery.isPending}
          getRowKey={(plant) => plant.id}
        />
      ) : null}
    </>
  );
}
