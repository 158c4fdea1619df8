import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { PageLoader, QueryError } from '@/components/ui/query-state';
import { useT } from '@/lib/language';
import { useCompletedApiFootprints } from '../api/get-api-footprints';
import { useStudyEstimate } from '../api/get-study-estimate';
import { documentOf, type MedicineStudy } from '../api/medicine-study';
import { StudyApiFootprints } from './study-api-footprints';
import { StudyBreakdown } from './study-breakdown';
import { StudySheetButtons } from './study-sheet-buttons';

/** A completed study's result for its client (issue #37 'The result page'). */
export function StudyResult({ study }: { study: MedicineStudy }) {
  const t = useT();
  const estimate = useStudyEstimate(study.id);
  const footprints = useCompletedApiFootprints();
  const nameOf = (id: string) => footprints.data?.find((f) => f.id === id)?.name;
  return (
    <Card component="section" aria-label={t('medicineStudy.result.title')} sx={{ mt: 3 }}>
      <CardContent sx={{ display: 'grid', gap: 3 }}>
        <Typography variant="h2" sx={{ fontSize: '1.3rem' }}>
          {t('medicineStudy.result.title')}
        </Typography>
        <StudySheetButtons id={study.id} name={study.name} />
        {estimate.isPending ? (
          <PageLoader label={t('medicineStudy.result.loading')} />
        ) : estimate.isError ? (
          <QueryError error={estimate.error} onRetry={() => void estimate.refetch()} />
        ) : (
          <StudyBreakdown estimate={estimate.data} form={documentOf(study).form} />
        )}
        <StudyApiFootprints study={study} nameOf={nameOf} />
      </CardContent>
    </Card>
  );
}
