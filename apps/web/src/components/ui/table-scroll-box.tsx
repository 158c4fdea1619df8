import TableContainer from '@mui/material/TableContainer';
import type { ReactNode } from 'react';

/**
 * A table's own sideways scroll box (issue #39): names wrap at spaces (`wrapWords`), and a word
 * wider than its column makes the table scroll inside this box, never the page nor the name cut
 * mid-word. The box takes focus so that a keyboard can scroll it (WCAG 2.1.1, axe
 * 'scrollable-region-focusable'); it is named after the table's heading.
 */
export function TableScrollBox({ labelledBy, children }: { labelledBy: string; children: ReactNode }) {
  return (
    <TableContainer role="group" tabIndex={0} aria-labelledby={labelledBy}>
      {children}
    </TableContainer>
  );
}
