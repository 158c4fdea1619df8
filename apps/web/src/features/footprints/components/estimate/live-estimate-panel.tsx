import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import {
  type EstimateRowPointer,
  FOOTPRINT_UNIT,
  formatNumberIn,
  type Plant,
  sayPhrase,
  type TreeNodeDraft,
  unitSpace,
} from '@pharmatrace/domain';
import type { PhrasedEstimate } from '@pharmatrace/footprint';
import { useId, useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { DataGapOwner, LiveSummaryPanel } from '@/components/ui/live-summary-panel';
import { useLanguage, useT } from '@/lib/language';
import { LIVE_ITERATIONS } from '../../utils/live-estimate';
import type { SecondPartFormValues } from '../../utils/second-part-form-values';
import { estimateHeadline, formatKg, rowWords, shareOf } from './estimate-figures';
import { heaviestRawMaterial } from './heaviest-row';
import { type LiveEstimateRunner, useLiveEstimate } from './use-live-estimate';

/** The warnings whose cause is most often one absurd weight: the heaviest raw material is named. */
const weightWarnings = new Set(['PMI_OUT_OF_RANGE', 'MASS_BALANCE_NOT_CLOSED']);

/** The warnings and data gaps, each by name, each a link to its row (issue #36). */
function WarningsAndGaps({
  estimate,
  form,
  onGoToRow,
}: {
  estimate: PhrasedEstimate;
  form: UseFormReturn<SecondPartFormValues>;
  onGoToRow: (at: EstimateRowPointer) => void;
}) {
  const language = useLanguage();
  const t = useT();
  const warningsId = useId();
  const gapsId = useId();
  const rowLink = (at: EstimateRowPointer, text: string) => (
    <Link component="button" type="button" onClick={() => onGoToRow(at)} sx={{ textAlign: 'start' }}>
      {text}
    </Link>
  );
  return (
    <>
      {estimate.warnings.length > 0 ? (
        <Box component="section" aria-labelledby={warningsId} sx={{ mt: 1 }}>
          <Typography id={warningsId} variant="subtitle2" component="h4">
            {t('footprints.estimate.warningsTitle')}
          </Typography>
          {estimate.warnings.map((w) => {
            const heaviest = weightWarnings.has(w.code)
              ? heaviestRawMaterial(form.getValues(), w.reaction)
              : null;
            const message = sayPhrase(language, w.phrase);
            return (
              <Alert key={`${w.code}-${w.reaction}-${message}`} severity="warning" sx={{ mt: 1 }}>
                {message}
                {heaviest ? (
                  <Box component="span" sx={{ display: 'block', mt: 0.5 }}>
                    {t('footprints.estimate.heaviestLine')}{' '}
                    {rowLink(
                      heaviest.at,
                      t('footprints.estimate.heaviestLineValue', {
                        row: rowWords(heaviest.at, language),
                        name: heaviest.name,
                        weight: formatNumberIn(language, heaviest.weight),
                      }),
                    )}
                  </Box>
                ) : null}
              </Alert>
            );
          })}
        </Box>
      ) : null}
      {estimate.dataGaps.length > 0 ? (
        <Box component="section" aria-labelledby={gapsId} sx={{ mt: 1 }}>
          <Typography id={gapsId} variant="subtitle2" component="h4">
            {t('footprints.estimate.gapsTitle')}
          </Typography>
          <Box component="ul" sx={{ pl: 2.5, my: 0.5, '& li': { mb: 0.75 } }}>
            {estimate.dataGaps.map((gap) => {
              const message = sayPhrase(language, gap.phrase);
              return (
                <li key={`${gap.at?.path ?? gap.plantId ?? ''}|${message}`} data-owner={gap.owner}>
                  {gap.at ? (
                    <>
                      {rowLink(gap.at, rowWords(gap.at, language))}
                      {t('footprints.staffEstimate.gapAfterLink', { message })}
                    </>
                  ) : (
                    message
                  )}
                  <DataGapOwner owner={gap.owner} />
                </li>
              );
            })}
          </Box>
        </Box>
      ) : null}
    </>
  );
}

/**
 * 'Preliminary estimate, before our team's review' (issue #23 'Client, second-part wizard'):
 * the footprint of what the client has typed so far, computed in a Web Worker by the method the
 * server runs. Issue #39: it stays in view above the reaction's tables as one summary line (the
 * headline, the number of warnings and data gaps), so that the tables get the page's width; its
 * details (what weighs most, every warning and every data gap by name, each linking to its row)
 * open on demand. `data-state` says whether the figure on screen is the one of what is typed
 * ('ready') or an update is on its way ('updating').
 */
export function LiveEstimatePanel({
  form,
  tree,
  productionCountry,
  plants,
  reactionIndex,
  onGoToRow,
  createRunner,
}: {
  form: UseFormReturn<SecondPartFormValues>;
  tree: TreeNodeDraft | null;
  productionCountry: string | null;
  plants: readonly Plant[];
  /** The reaction on screen (0-based), whose own part is shown. */
  reactionIndex: number | null;
  /** Opens the reaction page of a row and puts the cursor in it. */
  onGoToRow: (at: EstimateRowPointer) => void;
  createRunner?: () => LiveEstimateRunner;
}) {
  const language = useLanguage();
  const t = useT();
  const [open, setOpen] = useState(false);
  const { estimate, isUpdating, error, ms } = useLiveEstimate({
    form,
    tree,
    productionCountry,
    plants,
    enabled: true,
    ...(createRunner ? { createRunner } : {}),
  });
  const figures = estimate?.byReaction.some((r) => r.value !== 0) ? estimate : null;
  const driver = figures
    ? figures.byReaction.reduce((a, b) => (Math.abs(b.value) > Math.abs(a.value) ? b : a))
    : null;
  const topRow = figures ? (figures.contributors[0] ?? null) : null;
  const thisReaction =
    figures && reactionIndex !== null
      ? figures.byReaction.find((r) => r.reaction === reactionIndex + 1)
      : undefined;
  const goToRow = (at: EstimateRowPointer) => {
    setOpen(false);
    onGoToRow(at);
  };

  return (
    <LiveSummaryPanel
      testId="live-estimate"
      title={t('footprints.estimate.livePanelTitle')}
      updatingLabel={t('footprints.estimate.updating')}
      isUpdating={isUpdating}
      open={open}
      onOpenChange={setOpen}
      canOpen={figures !== null}
      dataAttributes={{ 'data-compute-ms': ms === null ? undefined : ms.toFixed(1) }}
      message={
        error ? (
          <Alert severity="warning">{t('footprints.estimate.failed', { error })}</Alert>
        ) : !estimate ? (
          <Typography variant="body2">{t('footprints.estimate.computing')}</Typography>
        ) : !figures ? (
          <Typography variant="body2">{t('footprints.estimate.needWeights')}</Typography>
        ) : null
      }
      summary={
        figures ? (
          <>
            <Typography
              variant="body1"
              component="p"
              sx={{ fontWeight: 700 }}
              data-testid="live-estimate-value"
            >
              {estimateHeadline(figures, language)}
            </Typography>
            <Typography
              variant="body2"
              component="p"
              data-testid="live-estimate-counts"
              color={figures.warnings.length > 0 ? 'warning.dark' : 'textSecondary'}
            >
              {t('footprints.estimate.summaryCounts', {
                warnings: figures.warningCount,
                gaps: figures.dataGapCount,
              })}
            </Typography>
          </>
        ) : null
      }
      details={
        figures ? (
          <>
            <Box component="dl" sx={{ m: 0, '& dt': { fontWeight: 600, mt: 1 }, '& dd': { m: 0 } }}>
              {thisReaction ? (
                <>
                  <dt>{t('footprints.estimate.thisReaction')}</dt>
                  <dd>
                    {formatKg(thisReaction.value, language)}
                    {unitSpace(language)}
                    {FOOTPRINT_UNIT} ({shareOf(thisReaction.value, figures.value)})
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
                      share: shareOf(driver.value, figures.value),
                    })}
                  </dd>
                </>
              ) : null}
              {topRow ? (
                <>
                  <dt>{t('footprints.estimate.topRow')}</dt>
                  <dd data-testid="live-estimate-row">
                    {/* The language's own colon ('ligne 1) : 40 %' in French, issue #39). */}
                    {t('footprints.estimate.rowShare', {
                      row: `${sayPhrase(language, topRow.label)}${topRow.at ? ` (${rowWords(topRow.at, language)})` : ''}`,
                      share: shareOf(topRow.value, figures.value),
                    })}
                  </dd>
                </>
              ) : null}
            </Box>
            <WarningsAndGaps estimate={figures} form={form} onGoToRow={goToRow} />
            <Typography variant="caption" color="textSecondary" component="p" sx={{ mt: 1 }}>
              {t('footprints.estimate.liveNote', { iterations: formatNumberIn(language, LIVE_ITERATIONS) })}
            </Typography>
          </>
        ) : null
      }
    />
  );
}
