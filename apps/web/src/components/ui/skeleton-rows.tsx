import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';

/** The rows a loading table shows (inside its `<TableBody aria-busy>`): one grey bar per cell. */
export function SkeletonRows({ columns, rows = 3 }: { columns: number; rows?: number }) {
  return Array.from({ length: rows }, (_, row) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: placeholders without identity, never reordered
    <TableRow key={row}>
      {Array.from({ length: columns }, (_, column) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: same
        <TableCell key={column}>
          <Skeleton />
        </TableCell>
      ))}
    </TableRow>
  ));
}

/** The cards a loading list of cards shows (phone screens): one bar per line, of these widths. */
export function SkeletonCards({
  lines,
  cards = 3,
  spacing = 1.5,
}: {
  lines: readonly string[];
  cards?: number;
  /** The space under each card, where the list is not a grid with its own gap. */
  spacing?: number;
}) {
  return Array.from({ length: cards }, (_, card) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: placeholders without identity, never reordered
    <Paper component="li" key={card} variant="outlined" sx={{ p: 2, mb: spacing }}>
      {lines.map((width, line) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: same
        <Skeleton key={line} width={width} />
      ))}
    </Paper>
  ));
}
