import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { type ReactNode, useId, useRef } from 'react';
import { useT } from '@/lib/language';
import { useScrollPadding } from '@/lib/scroll-padding';

/**
 * The layout of a live estimate (issue #39): a panel that stays in view above the wizard's
 * steps as one summary line (its title, a details button, a thin progress bar while an update is
 * on its way, then the headline figures), the details opening below on demand. The substance's
 * reaction page and the medicine study share it; each says its own figures.
 *
 * `message` replaces the summary and the details while there is no figure to show (computing,
 * failed, nothing typed yet). `data-state` says whether the figure on screen is the one of what is
 * typed ('ready') or an update is on its way ('updating'): the journeys wait on it.
 */
export function LiveSummaryPanel({
  testId,
  title,
  updatingLabel,
  isUpdating,
  open,
  onOpenChange,
  canOpen,
  message,
  summary,
  details,
  dataAttributes,
}: {
  testId: string;
  title: string;
  /** The progress bar's accessible name. */
  updatingLabel: string;
  isUpdating: boolean;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Whether there are details to open (the button is disabled otherwise). */
  canOpen: boolean;
  message: ReactNode | null;
  summary: ReactNode;
  details: ReactNode;
  /** More `data-*` attributes of the panel (the reaction page's compute time). */
  dataAttributes?: Record<`data-${string}`, string | undefined>;
}) {
  const titleId = useId();
  const detailsId = useId();
  const t = useT();
  const summaryRef = useRef<HTMLDivElement>(null);
  useScrollPadding(summaryRef, 'top');
  return (
    <Paper
      ref={summaryRef}
      variant="outlined"
      component="aside"
      aria-labelledby={titleId}
      aria-busy={isUpdating}
      data-testid={testId}
      data-state={isUpdating ? 'updating' : 'ready'}
      {...dataAttributes}
      sx={{ px: 1.5, py: 1, position: 'sticky', top: { xs: 56, sm: 64 }, zIndex: 3, mb: 2 }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap', rowGap: 0 }}>
        <Typography id={titleId} variant="subtitle2" component="h3" sx={{ fontWeight: 700 }}>
          {title}
        </Typography>
        <Box sx={{ flexGrow: 1 }} />
        <Button
          size="small"
          onClick={() => onOpenChange(!open)}
          aria-expanded={open}
          aria-controls={detailsId}
          endIcon={open ? <ExpandLess aria-hidden /> : <ExpandMore aria-hidden />}
          disabled={!canOpen}
        >
          {open ? t('footprints.estimate.hideDetails') : t('footprints.estimate.showDetails')}
        </Button>
      </Box>
      <Box sx={{ height: 3 }}>
        {isUpdating ? <LinearProgress aria-label={updatingLabel} sx={{ height: 3 }} /> : null}
      </Box>
      {message ?? (
        <>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 2, alignItems: 'baseline' }}>
            {summary}
          </Box>
          <Collapse in={open} id={detailsId}>
            <Box sx={{ maxHeight: '55vh', overflowY: 'auto', pt: 0.5 }}>{details}</Box>
          </Collapse>
        </>
      )}
    </Paper>
  );
}

/** Under a data gap of a live estimate: who can fill it, the client or the provider's team. */
export function DataGapOwner({ owner }: { owner: 'client' | 'provider' }) {
  const t = useT();
  return (
    <Typography variant="caption" component="span" color="textSecondary" sx={{ display: 'block' }}>
      {owner === 'client'
        ? t('footprints.estimate.gapOwnerClient')
        : t('footprints.estimate.gapOwnerProvider')}
    </Typography>
  );
}
