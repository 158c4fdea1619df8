import Alert from '@mui/material/Alert';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { FOOTPRINT_UNIT, footprintEstimateTexts, formatFootprintResult } from '@pharmatrace/domain';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { errorText } from '@/components/ui/query-state';
import { footprintResultQueryOptions } from '../../api/estimate';
import { EstimateBreakdowns, formatKg } from './estimate-figures';

/**
 * A completed footprint's result for its client (issue #23 'Client, completed footprint'): the
 * figure staff adopted or gave, and, when it is the method's estimate, its 95 % interval and its
 * breakdowns by reaction and by category (GET carbon/{id}/result).
 */
export function FootprintResultView({ projectId }: { projectId: string }) {
  const query = useQuery(footprintResultQueryOptions(projectId));
  const headingId = useId();
  const result = query.data;
  return (
    <Paper variant="outlined" component="section" aria-labelledby={headingId} sx={{ p: 2, mt: 2 }}>
      <Typography id={headingId} variant="h6" component="h2">
        {footprintEstimateTexts.resultTitle}
      </Typography>
      {query.isPending ? (
        <Typography role="status">Loading the result…</Typography>
      ) : query.isError ? (
        <Alert severity="error">The result could not be loaded: {errorText(query.error)}</Alert>
      ) : !result ? (
        <Typography color="text.secondary">Our team has not given this footprint's result yet.</Typography>
      ) : (
        <>
          <Typography variant="h5" component="p" sx={{ fontWeight: 700 }} data-testid="footprint-result">
            {formatFootprintResult(result)}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            Cradle-to-gate, per kg of the substance.{' '}
            {result.origin === 'ESTIMATE'
              ? `Computed by our method (version ${result.methodVersion ?? '–'}, factor library ${
                  result.factorLibraryVersion ?? '–'
                }) and checked by our team.`
              : 'Given by our team after its review.'}
          </Typography>
          {result.estimate ? (
            <>
              <Typography variant="body2" color="text.secondary">
                95 % interval (p2.5–p97.5): {formatKg(result.estimate.p2_5)} to{' '}
                {formatKg(result.estimate.p97_5)} {FOOTPRINT_UNIT} · primary data{' '}
                {Math.round(result.estimate.primaryDataShare)} %
              </Typography>
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
