import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import {
  type EstimateRowPointer,
  FOOTPRINT_UNIT,
  type FootprintEstimate,
  formatDate,
} from '@pharmatrace/domain';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { errorText } from '@/components/ui/query-state';
import { TableScrollBox } from '@/components/ui/table-scroll-box';
import { wrapWords } from '@/components/ui/wrap-words';
import { useLanguage, useT } from '@/lib/language';
import { staffEstimateQueryOptions, staffResultQueryOptions, useAdoptEstimate } from '../../api/estimate';
import { isAdoptedEstimate } from '../../utils/adoption';
import {
  EstimateBreakdowns,
  EstimateHeadline,
  estimateHeadline,
  formatKg,
  resultHeadline,
  rowWords,
} from './estimate-figures';

function SubHeading({ id, children }: { id: string; children: string }) {
  return (
    <Typography id={id} variant="subtitle1" component="h4" sx={{ fontWeight: 700, mt: 3 }}>
      {children}
    </Typography>
  );
}

/** The hot spots: the rows that weigh most, each with the source of its factor (and the factor, for staff). */
function HotSpots({ estimate }: { estimate: FootprintEstimate }) {
  const id = useId();
  const language = useLanguage();
  const t = useT();
  return (
    <Box component="section" aria-labelledby={id}>
      <SubHeading id={id}>{t('footprints.staffEstimate.hotSpots')}</SubHeading>
      <TableScrollBox labelledBy={id}>
        <Table size="small" aria-labelledby={id}>
          <TableHead>
            <TableRow>
              <TableCell>{t('footprints.staffEstimate.row')}</TableCell>
              <TableCell>{t('footprints.staffEstimate.category')}</TableCell>
              <TableCell align="right">{FOOTPRINT_UNIT}</TableCell>
              <TableCell>{t('footprints.staffEstimate.source')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {estimate.contributors.map((c) => (
              <TableRow key={`${c.category}|${c.at?.path ?? ''}|${c.label}`}>
                <TableCell sx={wrapWords}>
                  {c.label}
                  {c.primary ? (
                    <Chip size="small" label={t('footprints.staffEstimate.primaryData')} sx={{ ml: 1 }} />
                  ) : null}
                </TableCell>
                <TableCell>{t(`footprints.category.${c.category}`)}</TableCell>
                <TableCell align="right">{formatKg(c.value, language)}</TableCell>
                <TableCell sx={wrapWords}>
                  {c.source}
                  {c.factor ? (
                    <Typography
                      variant="caption"
                      color="textSecondary"
                      component="span"
                      sx={{ display: 'block' }}
                    >
                      {t(
                        c.factor.imported
                          ? 'footprints.staffEstimate.factorImported'
                          : 'footprints.staffEstimate.factor',
                        {
                          name: c.factor.name,
                          value: formatKg(c.factor.value, language),
                          unit: c.factor.unit,
                          geography: c.factor.geography,
                        },
                      )}
                    </Typography>
                  ) : null}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableScrollBox>
    </Box>
  );
}

/**
 * The estimate on the staff validation screen of a footprint's second part (issue #23 'Screens'):
 * the value with its uncertainty and 95 % interval, the breakdowns by reaction and by category,
 * the hot spots with their sources, the data gaps as links to their rows, the plausibility
 * warnings, and 'Adopt as the footprint result' (after a confirmation; POST …/estimate/adopt).
 * What is adopted is what the server computes from the stored document, so the screen's pending
 * autosave is flushed first (`beforeAdopt`); a footprint changed meanwhile is the server's 409.
 */
export function StaffEstimateSection({
  projectId,
  onGoToRow,
  beforeAdopt,
}: {
  projectId: string;
  /** Opens the reaction page of a row and puts the cursor in it. */
  onGoToRow: (at: EstimateRowPointer) => void;
  /** Saves what is typed before the estimate is read and adopted. */
  beforeAdopt?: () => Promise<unknown>;
}) {
  const query = useQuery(staffEstimateQueryOptions(projectId));
  const adopt = useAdoptEstimate(projectId);
  const resultQuery = useQuery(staffResultQueryOptions(projectId));
  // The result as it stands: the adoption just made until the documents are read again after it.
  const result = adopt.data && adopt.submittedAt > resultQuery.dataUpdatedAt ? adopt.data : resultQuery.data;
  const [confirming, setConfirming] = useState(false);
  const headingId = useId();
  const gapsId = useId();
  const warningsId = useId();
  const estimate = query.data;
  const isAdopted = estimate ? isAdoptedEstimate(estimate, result) : false;
  const language = useLanguage();
  const t = useT();

  const confirm = async () => {
    setConfirming(false);
    await beforeAdopt?.();
    adopt.mutate();
  };

  return (
    <Paper variant="outlined" component="section" aria-labelledby={headingId} sx={{ p: 2, mt: 3 }}>
      <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 2, flexWrap: 'wrap' }}>
        <Typography id={headingId} variant="h6" component="h3">
          {t('footprints.staffEstimate.title')}
        </Typography>
        <Box sx={{ flexGrow: 1 }} />
        <Button size="small" onClick={() => void query.refetch()} loading={query.isFetching}>
          {t('footprints.staffEstimate.computeAgain')}
        </Button>
      </Box>
      {query.isPending ? (
        <Typography role="status">{t('footprints.staffEstimate.computing')}</Typography>
      ) : query.isError ? (
        <Alert severity="error">
          {t('footprints.staffEstimate.failed', { error: errorText(query.error) })}
        </Alert>
      ) : estimate ? (
        <>
          <EstimateHeadline {...estimate} />
          <Typography variant="caption" color="textSecondary" component="p">
            {t('footprints.staffEstimate.versions', {
              method: estimate.methodVersion,
              library: estimate.factorLibraryVersion,
            })}
          </Typography>

          {estimate.warnings.length > 0 ? (
            <Box component="section" aria-labelledby={warningsId}>
              <SubHeading id={warningsId}>{t('footprints.staffEstimate.warnings')}</SubHeading>
              {estimate.warnings.map((w) => (
                <Alert key={`${w.code}-${w.reaction}-${w.message}`} severity="warning" sx={{ mt: 1 }}>
                  {/* The method's message names its reaction itself ('Reaction 2: …'). */}
                  {w.message}
                </Alert>
              ))}
            </Box>
          ) : null}

          {estimate.byReaction.length > 0 ? (
            <EstimateBreakdowns
              value={estimate.value}
              byReaction={estimate.byReaction}
              byCategory={estimate.byCategory}
            />
          ) : null}
          {estimate.contributors.length > 0 ? <HotSpots estimate={estimate} /> : null}

          {estimate.dataGaps.length > 0 ? (
            <Box component="section" aria-labelledby={gapsId}>
              <SubHeading id={gapsId}>
                {t('footprints.staffEstimate.dataGaps', { count: estimate.dataGapCount })}
              </SubHeading>
              <Box component="ul" sx={{ pl: 3, my: 1 }}>
                {estimate.dataGaps.map((gap) => (
                  <li key={`${gap.at?.path ?? gap.plantId ?? ''}|${gap.message}`}>
                    {gap.at ? (
                      <>
                        <Link component="button" type="button" onClick={() => onGoToRow(gap.at!)}>
                          {rowWords(gap.at, language)}
                        </Link>
                        {/* After the link to the row: ': message' (' : message' in French). */}
                        {t('footprints.staffEstimate.gapAfterLink', { message: gap.message })}
                      </>
                    ) : (
                      gap.message
                    )}
                  </li>
                ))}
              </Box>
            </Box>
          ) : null}

          {adopt.isSuccess && isAdopted ? (
            <Alert severity="success" sx={{ mt: 2 }}>
              {t('footprints.staffEstimate.adopted', { result: resultHeadline(adopt.data, language) })}
            </Alert>
          ) : result && isAdopted ? (
            // Where staff look for it (issue #39): the result this estimate already is.
            <Alert severity="info" sx={{ mt: 2 }}>
              {t('footprints.staffEstimate.isTheResult', {
                date: formatDate(result.setAt),
                result: resultHeadline(result, language),
              })}
            </Alert>
          ) : result ? (
            <Alert severity="info" sx={{ mt: 2 }}>
              {t('footprints.staffEstimate.currentResult', { result: resultHeadline(result, language) })}
            </Alert>
          ) : null}
          {adopt.isError ? (
            <Alert severity="error" sx={{ mt: 2 }}>
              {errorText(adopt.error)}
            </Alert>
          ) : null}
          <Box sx={{ mt: 2 }}>
            <Button
              variant="contained"
              onClick={() => setConfirming(true)}
              loading={adopt.isPending}
              disabled={estimate.byReaction.length === 0 || isAdopted}
              aria-describedby={isAdopted ? `${headingId}-adopted` : undefined}
            >
              {t('footprints.staffEstimate.adopt')}
            </Button>
            {isAdopted ? (
              <Typography id={`${headingId}-adopted`} variant="body2" color="textSecondary" sx={{ mt: 1 }}>
                {t('footprints.staffEstimate.adoptWhenChanged')}
              </Typography>
            ) : null}
          </Box>
          <Dialog
            open={confirming}
            onClose={() => setConfirming(false)}
            aria-labelledby={`${headingId}-confirm`}
          >
            <DialogTitle id={`${headingId}-confirm`}>
              {t('footprints.staffEstimate.adoptConfirmTitle')}
            </DialogTitle>
            <DialogContent>
              <DialogContentText>
                {t('footprints.staffEstimate.confirmBecomes')}{' '}
                <strong data-testid="adopt-headline">{estimateHeadline(estimate, language)}</strong>
                {t('footprints.staffEstimate.confirmDetails', {
                  method: estimate.methodVersion,
                  library: estimate.factorLibraryVersion,
                })}
              </DialogContentText>
            </DialogContent>
            <DialogActions>
              <Button onClick={() => setConfirming(false)}>{t('terms.cancel')}</Button>
              <Button variant="contained" onClick={() => void confirm()}>
                {t('footprints.staffEstimate.confirmAdopt')}
              </Button>
            </DialogActions>
          </Dialog>
        </>
      ) : null}
    </Paper>
  );
}
