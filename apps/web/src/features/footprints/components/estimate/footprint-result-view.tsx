import Alert from '@mui/material/Alert';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { errorText } from '@/components/ui/query-state';
import { useLanguage, useT } from '@/lib/language';
import { footprintResultQueryOptions } from '../../api/estimate';
import { EstimateBreakdowns, resultHeadline } from './estimate-figures';

/**
 * A completed footprint's result for its client (issue #23 'Client, completed footprint'): the
 * figure staff adopted or gave, and, when it is the method's estimate, its 95 % interval and its
 * breakdowns by reaction and by category (GET carbon/{id}/result).
 */
export function FootprintResultView({ projectId }: { projectId: string }) {
  const query = useQuery(footprintResultQueryOptions(projectId));
  const headingId = useId();
  const language = useLanguage();
  const t = useT();
  const result = query.data;
  return (
    <Paper variant="outlined" component="section" aria-labelledby={headingId} sx={{ p: 2, mt: 2 }}>
      <Typography id={headingId} variant="h6" component="h2">
        {t('footprints.estimate.resultTitle')}
      </Typography>
      {query.isPending ? (
        <Typography role="status">{t('footprints.result.loading')}</Typography>
      ) : query.isError ? (
        <Alert severity="error">{t('footprints.result.failed', { error: errorText(query.error) })}</Alert>
      ) : !result ? (
        <Typography color="textSecondary">{t('footprints.result.none')}</Typography>
      ) : (
        <>
          <Typography variant="h5" component="p" sx={{ fontWeight: 700 }} data-testid="footprint-result">
            {resultHeadline(result, language)}
          </Typography>
          <Typography variant="body2" color="textSecondary">
            {t('footprints.result.scope')}{' '}
            {result.origin === 'ESTIMATE'
              ? t('footprints.result.computed', {
                  method: result.methodVersion ?? '–',
                  library: result.factorLibraryVersion ?? '–',
                })
              : t('footprints.result.given')}
          </Typography>
          {result.estimate ? (
            <>
              <Typography variant="body2" color="textSecondary">
                {t('footprints.estimate.primaryData', {
                  share: Math.round(result.estimate.primaryDataShare),
                })}
              </Typography>
              {result.estimate.licensedLines ? (
                // Decision 0067: the lines on licensed factors are told by bands; say so.
                <Typography variant="body2" color="textSecondary" data-testid="licensed-lines">
                  {t('footprints.estimate.licensedLines', { count: result.estimate.licensedLines })}
                </Typography>
              ) : null}
              <EstimateBreakdowns
                value={result.estimate.value}
                byReaction={result.estimate.byReaction}
                byCategory={result.estimate.byCategory}
              />
            </>
          ) : null}
        </>
      )}
    </Paper>
  );
}
