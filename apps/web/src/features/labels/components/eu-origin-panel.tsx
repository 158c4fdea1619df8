import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import {
  type IsEuCountry,
  type Share,
  type SubstanceFigures,
  sharePercentages,
  substanceStageNamesIn,
} from '@pharmatrace/domain';
import { useCallback } from 'react';
import { useCountries } from '@/lib/countries';
import { useT } from '@/lib/language';

/** EU/EEA membership from GET /api/countries; undefined while a country is not known (or the list loads). */
export function useIsEuCountry(): IsEuCountry {
  const countries = useCountries();
  const list = countries.data;
  return useCallback((id: string) => list?.find((country) => country.id === id)?.isEuEea, [list]);
}

export type FigureRow = readonly [label: string, share: Share];

/** The panel's words for a substance's stages: the domain's, shared with staff's confirmation. */
export { substanceStageNamesIn };

/** The rows of one drug substance: its final step, its isolated intermediates (if any), its route. */
export function substanceRows(
  figures: SubstanceFigures,
  names: { finalStep: string; intermediates: string; route: string },
): FigureRow[] {
  return [
    [names.finalStep, figures.finalStep],
    ...(figures.intermediates ? [[names.intermediates, figures.intermediates] as const] : []),
    [names.route, figures.route],
  ];
}

/** One figure as a bar (EU, outside, unknown) with its words, so that colour never carries it alone. */
function ShareLine({ label, share }: { label: string; share: Share }) {
  const p = sharePercentages(share);
  const t = useT();
  return (
    <Box sx={{ mt: 1.5 }}>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1 }}>
        {/* The rows arrive said in the page's language (issue #40). */}
        <Typography variant="body2">{label}</Typography>
        <Typography variant="body2" sx={{ fontWeight: 700 }}>
          {t('labels.eu.share', { eu: p.eu })}
        </Typography>
      </Box>
      <Box
        aria-hidden
        sx={{ display: 'flex', height: 8, borderRadius: 4, overflow: 'hidden', bgcolor: 'grey.200', mt: 0.5 }}
      >
        <Box sx={{ width: `${p.eu}%`, bgcolor: 'primary.main' }} />
        <Box sx={{ width: `${p.nonEu}%`, bgcolor: 'grey.500' }} />
      </Box>
      <Typography variant="caption" color="textSecondary">
        {t('labels.eu.outside', { share: p.nonEu })}
        {p.unknown > 0 ? ` · ${t('labels.eu.unknownPart', { share: p.unknown })}` : ''}
      </Typography>
    </Box>
  );
}

/**
 * The European-origin figures beside a route tree (issue #14), computed live by the domain's
 * rules (eu-origin.ts) as the client edits: unknown (no manufacturer, no country, percentages
 * short of 100) is shown apart and never counted as European.
 */
export function EuOriginPanel({ title, figures }: { title: string; figures: readonly FigureRow[] }) {
  const t = useT();
  return (
    <Paper variant="outlined" component="aside" aria-label={title} sx={{ p: 2 }}>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
        {title}
      </Typography>
      <Typography variant="caption" color="textSecondary">
        {t('labels.eu.caption')}
      </Typography>
      {figures.map(([label, share]) => (
        <ShareLine key={label} label={label} share={share} />
      ))}
    </Paper>
  );
}

/** A node's own share, beside its name in the tree: which supplier moves the number. */
export function NodeEuShare({ share }: { share: Share | undefined }) {
  const t = useT();
  if (!share) return null;
  const p = sharePercentages(share);
  const label =
    p.unknown === 100
      ? t('labels.eu.nodeUnknown')
      : `${t('labels.eu.node', { eu: p.eu })}${p.unknown > 0 ? ` · ${t('labels.eu.unknownPart', { share: p.unknown })}` : ''}`;
  return (
    <Chip
      size="small"
      variant="outlined"
      label={label}
      sx={{
        ml: 1,
        fontWeight: 600,
        // Never cut to 'EU…' in a deep node on a phone (issue #29): the words wrap instead.
        maxWidth: 'none',
        height: 'auto',
        '& .MuiChip-label': { whiteSpace: 'normal', overflow: 'visible', py: 0.25 },
        ...(p.eu === 100 ? { borderColor: 'primary.main', color: 'primary.dark' } : {}),
      }}
    />
  );
}
