import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { formatNumberIn, type MedicineFootprintForm, sayPhrase } from '@pharmatrace/domain';
import type { ApiFootprintResult, FootprintPlant } from '@pharmatrace/footprint';
import { useState } from 'react';
import { type UseFormReturn, useWatch } from 'react-hook-form';
import { DataGapOwner, LiveSummaryPanel } from '@/components/ui/live-summary-panel';
import { useLanguage, useT } from '@/lib/language';
import { LIVE_STUDY_ITERATIONS } from '../utils/live-study-estimate';
import { perBoxHeadline, perUnitLine, segmentLines } from '../utils/study-figures';
import type { StudyFormValues } from '../utils/study-form-values';
import { type LiveStudyRunner, useLiveStudyEstimate } from './use-live-study-estimate';

/**
 * 'Estimate, before our team's review' (issue #37 'a live estimate panel like the API's'): the
 * per-box figure with its 95 % interval, the four segments and the data gaps by name, as the
 * client types. As the reaction page's (issue #39), it stays in view above the steps as one
 * summary line (the headline and the number of data gaps), on a phone too; the segments and the
 * gaps open on demand. `data-state` says whether the figure on screen is that of what is typed.
 */
export function LiveStudyPanel({
  form,
  apiFootprints,
  plants,
  createRunner,
}: {
  form: UseFormReturn<StudyFormValues>;
  apiFootprints: ReadonlyMap<string, ApiFootprintResult>;
  plants: readonly FootprintPlant[] | null;
  createRunner?: () => LiveStudyRunner;
}) {
  const language = useLanguage();
  const t = useT();
  const [open, setOpen] = useState(false);
  const formChoice = useWatch({ control: form.control, name: 'form' });
  const { estimate, isUpdating, error } = useLiveStudyEstimate({
    form,
    apiFootprints,
    plants,
    ...(createRunner ? { createRunner } : {}),
  });
  const studyForm: MedicineFootprintForm | undefined = formChoice === '' ? undefined : formChoice;

  return (
    <LiveSummaryPanel
      testId="live-study-estimate"
      title={t('medicineStudy.estimate.title')}
      updatingLabel={t('medicineStudy.estimate.updating')}
      isUpdating={isUpdating}
      open={open}
      onOpenChange={setOpen}
      canOpen={estimate !== null}
      message={
        error ? (
          <Alert severity="warning">{t('medicineStudy.estimate.failed', { error })}</Alert>
        ) : !estimate ? (
          <Typography variant="body2">{t('medicineStudy.estimate.computing')}</Typography>
        ) : null
      }
      summary={
        estimate ? (
          <>
            <Typography variant="body1" component="p" sx={{ fontWeight: 700 }} data-testid="live-study-value">
              {perBoxHeadline(estimate.perBox, language)}
            </Typography>
            <Typography variant="body2" component="p" color="textSecondary" data-testid="live-study-gaps">
              {t('medicineStudy.estimate.gapCount', { gaps: estimate.dataGaps.length })}
            </Typography>
          </>
        ) : null
      }
      details={
        estimate ? (
          <>
            <Typography variant="body2" data-testid="live-study-per-unit">
              {perUnitLine(estimate.perUnit, studyForm, language)}
            </Typography>
            <Typography variant="subtitle2" component="h4" sx={{ mt: 1 }}>
              {t('medicineStudy.estimate.segments')}
            </Typography>
            <Box component="ul" sx={{ pl: 2.5, my: 0.5 }} data-testid="live-study-segments">
              {segmentLines(estimate.segments, language).map((line) => (
                <li key={line}>{line}</li>
              ))}
            </Box>
            {estimate.warnings.length > 0 ? (
              <>
                <Typography variant="subtitle2" component="h4" sx={{ mt: 1 }}>
                  {t('medicineStudy.estimate.warnings')}
                </Typography>
                {estimate.warnings.map((w) => {
                  const message = sayPhrase(language, w.phrase);
                  return (
                    <Alert key={`${w.path}|${message}`} severity="warning" sx={{ mt: 1 }}>
                      {message}
                    </Alert>
                  );
                })}
              </>
            ) : null}
            {estimate.dataGaps.length > 0 ? (
              <>
                <Typography variant="subtitle2" component="h4" sx={{ mt: 1 }}>
                  {t('medicineStudy.estimate.gaps')}
                </Typography>
                <Box
                  component="ul"
                  sx={{ pl: 2.5, my: 0.5, '& li': { mb: 0.75 } }}
                  data-testid="live-study-gap-list"
                >
                  {estimate.dataGaps.map((gap) => {
                    const message = sayPhrase(language, gap.phrase);
                    return (
                      <li key={`${gap.path}|${message}`} data-owner={gap.owner}>
                        {message}
                        <DataGapOwner owner={gap.owner} />
                      </li>
                    );
                  })}
                </Box>
              </>
            ) : null}
            <Typography variant="caption" color="textSecondary" component="p" sx={{ mt: 1 }}>
              {t('medicineStudy.estimate.liveNote', {
                iterations: formatNumberIn(language, LIVE_STUDY_ITERATIONS),
              })}
            </Typography>
          </>
        ) : null
      }
    />
  );
}
