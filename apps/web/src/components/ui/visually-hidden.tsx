import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

/**
 * Text for screen readers only: it completes a short visible label that repeats on every row
 * ('Edit', 'Report') so that each link or button still has a unique accessible name.
 */
export function VisuallyHidden({ children }: { children: ReactNode }) {
  return (
    <Box
      component="span"
      sx={{
        border: 0,
        clip: 'rect(0 0 0 0)',
        height: '1px',
        margin: '-1px',
        overflow: 'hidden',
        padding: 0,
        position: 'absolute',
        whiteSpace: 'nowrap',
        width: '1px',
      }}
    >
      {children}
    </Box>
  );
}
