import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** One labelled value of a staff page's section ('-' when empty). */
export function Field({ label, value }: { label: string; value: ReactNode }) {
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 200px) minmax(0, 1fr)', gap: 1, py: 0.5 }}>
      <Typography color="textSecondary">{label}</Typography>
      <Typography component="div" sx={{ overflowWrap: 'anywhere' }}>
        {value || '-'}
      </Typography>
    </Box>
  );
}
