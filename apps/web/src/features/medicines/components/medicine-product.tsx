import OpenInNew from '@mui/icons-material/OpenInNew';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import {
  MEDICINE_BOOTSTRAP_ITERATIONS,
  MEDICINE_UNCERTAINTY_SD_FACTOR,
  type MedicineInfo,
} from '@pharmatrace/domain';
import type { ReactNode } from 'react';
import { Navigate, useLocation, useSearchParams } from 'react-router';
import { AlternativesList } from '@/components/medicines/alternatives-list';
import { DemoNotice } from '@/components/medicines/demo-notice';
import { AppLink, ExternalLink } from '@/components/ui/app-link';
import { PageHeader } from '@/components/ui/page-header';
import { EmptyState, PageLoader } from '@/components/ui/query-state';
import { paths } from '@/config/paths';
import { isApiError } from '@/lib/api-client';
import { formatDateOrDash } from '@/lib/format';
import { useCarbonFormat } from '@/lib/format-carbon';
import { useT } from '@/lib/language';
import { useMedicine } from '../api/get-medicine';
import { medicineErrorMessage } from '../utils/search-error';
import { FootprintPieChart } from './footprint-pie-chart';
import { InnComparison } from './inn-comparison';

/** /medicine_footprint/product?id=… (spec 001 §2 Medicine database): one medicine's footprint. */
export function MedicineProduct() {
  const [searchParams] = useSearchParams();
  const location = useLocation();
  const id = searchParams.get('id');
  const medicineQuery = useMedicine(id);
  const t = useT();
  // The search this page was opened from, to go back to its results.
  const search = (location.state as { search?: unknown } | null)?.search;
  const back = {
    to: paths.app.medicineFootprint.getHref(typeof search === 'string' ? search : null),
    label: t('medicines.product.back'),
  };

  if (!id) return <Navigate to={paths.app.medicineFootprint.getHref()} replace />;

  if (medicineQuery.isPending) return <PageLoader label={t('medicines.product.loading')} />;

  if (medicineQuery.isError) {
    const notFound = isApiError(medicineQuery.error) && medicineQuery.error.status === 404;
    return (
      <>
        <PageHeader title={t('medicines.title')} back={back} />
        {notFound ? (
          <EmptyState
            title={t('medicines.product.notFound')}
            action={<AppLink to={back.to}>{t('medicines.product.searchAnother')}</AppLink>}
          >
            {t('medicines.product.notFoundText')}
          </EmptyState>
        ) : (
          <Alert severity="error">{medicineErrorMessage(medicineQuery.error)}</Alert>
        )}
      </>
    );
  }

  const medicine = medicineQuery.data;
  return (
    <>
      <PageHeader title={medicine.name} back={back} />
      {medicine.isDemo ? <DemoNotice /> : null}
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 5fr) minmax(0, 7fr)' },
        }}
      >
        <FootprintCard medicine={medicine} />
        <Section title={t('medicines.product.breakdown')}>
          <FootprintPieChart medicine={medicine} />
        </Section>
      </Box>
      <Box sx={{ mt: 3 }}>
        <Section title={t('medicines.product.alternatives')}>
          {medicine.alternatives.length > 0 ? (
            <>
              <Typography sx={{ mb: 1.5 }}>{t('medicines.product.alternativesText')}</Typography>
              <AlternativesList
                alternatives={medicine.alternatives}
                label={t('medicines.product.alternatives')}
              />
            </>
          ) : (
            <Typography color="textSecondary">{t('medicines.product.noAlternative')}</Typography>
          )}
        </Section>
      </Box>
      {medicine.comparison ? (
        <Box sx={{ mt: 3 }}>
          <Section title={t('medicines.product.comparedWith', { inn: medicine.comparison.inn })}>
            <InnComparison comparison={medicine.comparison} carbon={medicine.carbon} />
          </Section>
        </Box>
      ) : null}
    </>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  const headingId = `section-${title.replace(/\W+/g, '-').toLowerCase()}`;
  return (
    <Card component="section" aria-labelledby={headingId}>
      <CardContent sx={{ p: 3 }}>
        <Typography id={headingId} variant="h3" component="h2" sx={{ mb: 2 }}>
          {title}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
}

function FootprintCard({ medicine }: { medicine: MedicineInfo }) {
  const t = useT();
  const format = useCarbonFormat();
  return (
    <Section title={t('medicines.results.carbonPerBox')}>
      <Typography
        sx={{ fontSize: '2.25rem', fontWeight: 700, lineHeight: 1.2 }}
        data-testid="medicine-carbon"
      >
        {format.grams(medicine.carbon)}
      </Typography>
      {medicine.carbon >= 1000 ? (
        <Typography color="textSecondary" sx={{ fontSize: '1.1rem' }}>
          {t('medicines.product.thatIs', { value: format.kilograms(medicine.carbon) })}
        </Typography>
      ) : null}
      {medicine.uncertainty !== null ? (
        <Typography sx={{ mt: 1.5 }}>
          ± {format.grams(medicine.uncertainty)}{' '}
          <Typography component="span" color="textSecondary">
            {t('medicines.product.interval')}
          </Typography>
        </Typography>
      ) : null}
      <Typography sx={{ mt: 1.5 }} data-testid="medicine-source">
        {medicine.study
          ? t('medicineStudy.product.source.study', {
              date: formatDateOrDash(medicine.study.date),
              method: medicine.study.methodVersion,
            })
          : t('medicineStudy.product.source.imported')}
      </Typography>
      <Typography variant="body2" color="textSecondary" sx={{ mt: 1.5 }}>
        {t('medicines.product.method', {
          factor: MEDICINE_UNCERTAINTY_SD_FACTOR,
          iterations: MEDICINE_BOOTSTRAP_ITERATIONS,
        })}
      </Typography>
      <Box
        component="dl"
        sx={{ mt: 2.5, mb: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 1 }}
      >
        <Fact term={t('medicines.product.inn')}>{medicine.inn ?? '-'}</Fact>
        <Fact term={t('medicines.product.form')}>
          {medicine.form ? t(`medicines.product.form.${medicine.form}`) : '-'}
        </Fact>
        <Fact term={t('medicines.product.country')}>
          {medicine.commercializationCountry}{' '}
          <Typography component="span" variant="body2" color="textSecondary">
            {t('medicines.product.onlyCountry')}
          </Typography>
        </Fact>
        {medicine.wiselist ? (
          <Fact term={t('medicines.product.wiseList')}>
            <ExternalLink
              href={medicine.wiselist}
              sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, whiteSpace: 'nowrap' }}
            >
              {t('medicines.product.openWiseList')}
              <OpenInNew fontSize="small" aria-hidden />
            </ExternalLink>
          </Fact>
        ) : null}
      </Box>
    </Section>
  );
}

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <>
      <Typography component="dt" color="textSecondary">
        {term}
      </Typography>
      <Typography component="dd" sx={{ m: 0, fontWeight: 500 }}>
        {children}
      </Typography>
    </>
  );
}
