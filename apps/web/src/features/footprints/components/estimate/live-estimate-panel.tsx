import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import {
  FOOTPRINT_UNIT,
  formatNumberIn,
  type Plant,
  sayPhrase,
  type TreeNodeDraft,
} from '@pharmatrace/domain';
import { useId } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { useLanguage, useT } from '@/lib/language';
import { LIVE_ITERATIONS } from '../../utils/live-estimate';
import type { SecondPartFormValues } from '../../utils/second-part-form-values';
import { estimateHeadline, formatKg, rowWords, shareOf } from './estimate-figures';
import { type LiveEstimateRunner, useLiveEstimate } from './use-live-estimate';

/**
 * 'Preliminary estimate, before our team's review' (issue #23 'Client, second-part wizard'),
 * beside the reaction pages like the European-origin panel beside a route tree: the footprint of
 * what the client has typed so far, computed in a Web Worker by the method the server runs, with
 * the reaction and the row that weigh most. `data-state` says whether the figure on screen is the
 * one of what is typed ('ready') or an update is on its way ('updating').
 */
export function LiveEstimatePanel({
  form,
  tree,
  productionCountry,
  plants,
  reactionIndex,
  createRunner,
}: {
  form: UseFormReturn<SecondPartFormValues>;
  tree: TreeNodeDraft | null;
  productionCountry: string | null;
  plants: readonly Plant[];
  /** The reaction on screen (0-based), whose own part is shown. */
  reactionIndex: number | null;
  createRunner?: () => LiveEstimateRunner;
}) {
  const titleId = useId();
  const language = useLanguage();
  const t = useT();
  const { estimate, isUpdating, error, ms } = useLiveEstimate({
    form,
    tree,
    productionCountry,
    plants,
    enabled: true,
    ...(createRunner ? { createRunner } : {}),
  });
  const figures = estimate?.byReaction.some((r) => r.value !== 0) ? estimate : null;
  const hasFigure = figures !== null;
  const driver = figures
    ? figures.byReaction.reduce((a, b) => (Math.abs(b.value) > Math.abs(a.value) ? b : a))
    : null;
  const topRow = figures ? (figures.contributors[0] ?? null) : null;
  const thisReaction =
    figures && reactionIndex !== null
      ? figures.byReaction.find((r) => r.reaction === reactionIndex + 1)
      : undefined;

  return (
    <Paper
      variant="outlined"
      component="aside"
      aria-labelledby={titleId}
      aria-busy={isUpdating}
      data-testid="live-estimate"
      data-state={isUpdating ? 'updating' : 'ready'}
      data-compute-ms={ms === null ? undefined : ms.toFixed(1)}
      sx={{ p: 2 }}
    >
      <Typography id={titleId} variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
        {t('footprints.estimate.livePanelTitle')}
      </Typography>
      <Box sx={{ height: 4, my: 0.5 }}>
        {isUpdating ? (
          <LinearProgress aria-label={t('footprints.estimate.updating')} sx={{ height: 4 }} />
        ) : null}
      </Box>
      {error ? (
        <Alert severity="warning">{t('footprints.estimate.failed', { error })}</Alert>
      ) : !estimate ? (
        <Typography variant="body2">{t('footprints.estimate.computing')}</Typography>
      ) : !hasFigure ? (
        <Typography variant="body2">{t('footprints.estimate.needWeights')}</Typography>
      ) : (
        <>
          <Typography variant="h6" component="p" sx={{ fontWeight: 700 }} data-testid="live-estimate-value">
            {estimateHeadline(estimate, language)}
          </Typography>
          <Box component="dl" sx={{ m: 0, mt: 1, '& dt': { fontWeight: 600, mt: 1 }, '& dd': { m: 0 } }}>
            {thisReaction ? (
              <>
                <dt>{t('footprints.estimate.thisReaction')}</dt>
                <dd>
                  {formatKg(thisReaction.value, language)} {FOOTPRINT_UNIT} (
                  {shareOf(thisReaction.value, estimate.value)})
                </dd>
              </>
            ) : null}
            {driver ? (
              <>
                <dt>{t('footprints.estimate.driver')}</dt>
                <dd data-testid="live-estimate-reaction">
                  {t('footprints.estimate.driverValue', {
                    reaction: driver.reaction,
                    name: driver.name,
                    share: shareOf(driver.value, estimate.value),
                  })}
                </dd>
              </>
            ) : null}
            {topRow ? (
              <>
                <dt>{t('footprints.estimate.topRow')}</dt>
                <dd data-testid="live-estimate-row">
                  {sayPhrase(language, topRow.label)}
                  {topRow.at ? ` (${rowWords(topRow.at, language)})` : ''}:{' '}
                  {shareOf(topRow.value, estimate.value)}
                </dd>
              </>
            ) : null}
          </Box>
          {estimate.dataGaps.length > 0 ? (
            <Typography variant="body2" sx={{ mt: 1 }}>
              {t('footprints.estimate.dataGaps', { count: estimate.dataGaps.length })}
            </Typography>
          ) : null}
        </>
      )}
      <Typography variant="caption" color="textSecondary" component="p" sx={{ mt: 1 }}>
        {t('footprints.estimate.liveNote', { iterations: formatNumberIn(language, LIVE_ITERATIONS) })}
      </Typography>
    </Paper>
  );
}
