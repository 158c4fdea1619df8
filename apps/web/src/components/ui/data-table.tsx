import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import { useTheme } from '@mui/material/styles';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { ReactNode } from 'react';
import { SkeletonCards, SkeletonRows } from './skeleton-rows';
import { wrapWords } from './wrap-words';

export type DataColumn<T> = {
  key: string;
  header: ReactNode;
  /** The header as plain words, for the cards' labels (when `header` is not a string). */
  label?: string;
  render: (row: T) => ReactNode;
  /** The cell that names the row: a row header in the table, the title of a card. */
  isRowHeader?: boolean;
  align?: 'left' | 'right';
};

/**
 * A list of records as a table, and as cards on a phone (issue #16: a table scrolled sideways
 * hides its last columns, the edit link or the delete button with them). Skeleton rows while
 * loading. One component for the simple lists (plants, users, invoices).
 */
export function DataTable<T>({
  label,
  columns,
  rows,
  isPending = false,
  getRowKey,
  size = 'medium',
}: {
  /** The accessible name of the table (or of the list of cards). */
  label: string;
  columns: readonly DataColumn<T>[];
  rows: readonly T[] | undefined;
  isPending?: boolean;
  getRowKey: (row: T) => string;
  size?: 'small' | 'medium';
}) {
  const theme = useTheme();
  const isPhone = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });

  if (isPhone) {
    const titleColumn = columns.find((column) => column.isRowHeader) ?? columns[0]!;
    const others = columns.filter((column) => column !== titleColumn);
    return (
      <Box component="ul" aria-label={label} aria-busy={isPending} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {isPending ? (
          <SkeletonCards lines={['60%', '100%']} />
        ) : (
          rows?.map((row) => (
            <Paper component="li" key={getRowKey(row)} variant="outlined" sx={{ p: 2, mb: 1.5 }}>
              <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 600, ...wrapWords }}>
                {titleColumn.render(row)}
              </Typography>
              <Box
                component="dl"
                sx={{ m: 0, mt: 1, display: 'grid', gridTemplateColumns: 'auto 1fr', gap: 0.5 }}
              >
                {others.map((column) => (
                  <Box key={column.key} sx={{ display: 'contents' }}>
                    <Typography component="dt" variant="body2" color="textSecondary" sx={{ pr: 1.5 }}>
                      {column.label ?? column.header}
                    </Typography>
                    <Typography component="dd" variant="body2" sx={{ m: 0, ...wrapWords }}>
                      {column.render(row)}
                    </Typography>
                  </Box>
                ))}
              </Box>
            </Paper>
          ))
        )}
      </Box>
    );
  }

  return (
    // Positioned, so that the screen-reader-only text of a scrolled-away cell stays inside it.
    <TableContainer component={Paper} variant="outlined" sx={{ position: 'relative' }}>
      <Table aria-label={label} size={size}>
        <TableHead>
          <TableRow>
            {columns.map((column) => (
              <TableCell key={column.key} align={column.align ?? 'left'}>
                {column.header}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody aria-busy={isPending}>
          {isPending ? (
            <SkeletonRows columns={columns.length} />
          ) : (
            rows?.map((row) => (
              <TableRow key={getRowKey(row)} hover>
                {columns.map((column) =>
                  column.isRowHeader ? (
                    <TableCell key={column.key} component="th" scope="row" sx={{ fontWeight: 500 }}>
                      {column.render(row)}
                    </TableCell>
                  ) : (
                    <TableCell key={column.key} align={column.align ?? 'left'}>
                      {column.render(row)}
                    </TableCell>
                  ),
                )}
              </TableRow>
            ))
          )}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
