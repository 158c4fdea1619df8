import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { type ProjectKind, projectStatusLabel, type StatusLabel } from '@pharmatrace/domain';
import { useT } from '@/lib/language';

/**
 * Tinted backgrounds with dark text: every pair passes WCAG AA (MUI's filled warning and info
 * chips do not), and the label, not the colour, carries the meaning.
 */
const chipColors: Record<StatusLabel, { bgcolor: string; color: string; borderColor: string }> = {
  Draft: { bgcolor: '#eceff1', color: '#37474f', borderColor: '#b0bec5' },
  'On-going': { bgcolor: '#e3f2fd', color: '#0d47a1', borderColor: '#90caf9' },
  // Check: the provider amended the data and waits for the client (spec 000 §4), so it stands out.
  Check: { bgcolor: '#fff3e0', color: '#7a3e00', borderColor: '#ffb74d' },
  Completed: { bgcolor: '#e8f5e9', color: '#1b5e20', borderColor: '#81c784' },
};

/** Spec 000 §4: the status label; footprints in their second part (…2) say so under it. */
export function StatusChip({ kind, status }: { kind: ProjectKind; status: string }) {
  const t = useT();
  const label = projectStatusLabel(status);
  const isSecondPart = kind === 'CARBON' && /^(DRAFT|ONGOING|CHECK)2$/.test(status);
  return (
    <Box sx={{ display: 'inline-flex', flexDirection: 'column', alignItems: 'flex-start', gap: 0.25 }}>
      <Chip
        label={t(`status.${label}`)}
        size="small"
        variant="outlined"
        sx={{ fontWeight: 600, ...chipColors[label] }}
      />
      {isSecondPart ? (
        <Typography variant="caption" color="textSecondary">
          {t('status.secondPart')}
        </Typography>
      ) : null}
    </Box>
  );
}
