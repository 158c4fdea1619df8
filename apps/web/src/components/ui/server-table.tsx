import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import {
  type ColumnDef,
  FlexRender,
  functionalUpdate,
  type PaginationState,
  type RowData,
  rowPaginationFeature,
  rowSortingFeature,
  type SortingState,
  tableFeatures,
  useTable,
} from '@tanstack/react-table';
import type { ReactNode } from 'react';
import { formatNumber } from '@/lib/format';
import { useT } from '@/lib/language';
import { EmptyState, QueryError } from './query-state';
import { SkeletonRows } from './skeleton-rows';

/** How a column is drawn, beside what TanStack Table knows of it. */
export type ServerColumnMeta = {
  /** The cell that names the row: a row header (`<th scope="row">`). */
  rowHeader?: boolean;
  align?: 'left' | 'right';
  /** Keeps the cell on one line (dates, action links). */
  nowrap?: boolean;
};

const features = tableFeatures({
  rowSortingFeature,
  rowPaginationFeature,
  columnMeta: {} as ServerColumnMeta,
});

/**
 * One column: `id` is the sort field the server knows (when `enableSorting` is not false),
 * `header` the words of the header, `cell` what a row shows. `sortDescFirst` for dates.
 */
export type ServerColumn<T extends RowData> = ColumnDef<typeof features, T>;

export type SortOrder = 'asc' | 'desc';

export type ServerTableProps<T extends RowData> = {
  /** The accessible name of the table and of its scrolling region. */
  label: string;
  columns: readonly ServerColumn<T>[];
  rows: readonly T[] | undefined;
  getRowId: (row: T) => string;
  /** The sort the server applied; columns without `enableSorting: false` sort on click. */
  sort?: { field: string; order: SortOrder };
  onSortChange?: (field: string, order: SortOrder) => void;
  /** 1-based, as the URLs and the API count. */
  page: number;
  pageSize: number;
  pageSizes: readonly number[];
  /** The number of matching rows; -1 when it is not known (a capped total, decision 0038). */
  total: number;
  /** Whether there is a page after this one, when the server says so (a keyset cursor). */
  hasNextPage?: boolean;
  onPageChange: (page: number) => void;
  onPageSizeChange: (pageSize: number) => void;
  isPending: boolean;
  isFetching: boolean;
  loadingLabel: string;
  error?: unknown;
  onRetry?: () => void;
  /** What replaces the table when the server found nothing. */
  empty: { title: string; text: ReactNode };
  size?: 'small' | 'medium';
};

/** MUI's pagination buttons, named in the page's language. */
const pageLabels = {
  first: 'common.firstPage',
  last: 'common.lastPage',
  next: 'common.nextPage',
  previous: 'common.previousPage',
} as const;

/**
 * The staff's server-side tables (issue #26, decision 0040): TanStack Table holds the columns,
 * the sort and the page (all manual: the server sorts, filters and pages), MUI draws them as
 * a real `<table>` with sort buttons in the headers and MUI's pagination under it. On a narrow
 * screen the table scrolls inside its own focusable region, never the page.
 */
export function ServerTable<T extends RowData>({
  label,
  columns,
  rows,
  getRowId,
  sort,
  onSortChange,
  page,
  pageSize,
  pageSizes,
  total,
  hasNextPage,
  onPageChange,
  onPageSizeChange,
  isPending,
  isFetching,
  loadingLabel,
  error,
  onRetry,
  empty,
  size = 'small',
}: ServerTableProps<T>) {
  const t = useT();
  const sorting: SortingState = sort ? [{ id: sort.field, desc: sort.order === 'desc' }] : [];
  const pagination: PaginationState = { pageIndex: page - 1, pageSize };
  const table = useTable({
    features,
    columns: columns as ServerColumn<T>[],
    data: (rows ?? []) as T[],
    getRowId: (row) => getRowId(row),
    state: { sorting, pagination },
    manualSorting: true,
    manualPagination: true,
    enableSorting: onSortChange !== undefined,
    enableSortingRemoval: false,
    enableMultiSort: false,
    // A new column sorts ascending unless it says otherwise (dates: newest first).
    sortDescFirst: false,
    rowCount: total,
    onSortingChange: (updater) => {
      const first = functionalUpdate(updater, sorting)[0];
      if (first) onSortChange?.(first.id, first.desc ? 'desc' : 'asc');
    },
    onPaginationChange: (updater) => {
      const next = functionalUpdate(updater, pagination);
      if (next.pageSize !== pageSize) onPageSizeChange(next.pageSize);
      else if (next.pageIndex !== pagination.pageIndex) onPageChange(next.pageIndex + 1);
    },
  });

  if (error) return <QueryError error={error} onRetry={onRetry} />;
  if (!isPending && (rows ?? []).length === 0 && total === 0)
    return <EmptyState title={empty.title}>{empty.text}</EmptyState>;

  const leafColumns = table.getAllLeafColumns();
  return (
    <Paper variant="outlined">
      {isFetching && !isPending ? <LinearProgress aria-label={loadingLabel} /> : null}
      {/* Scrolls sideways on a phone: focusable, so a keyboard can scroll it (axe scrollable-region-focusable). */}
      <TableContainer tabIndex={0} role="region" aria-label={label} sx={{ position: 'relative' }}>
        {/* Busy while a new page, sort or search is on its way and the rows shown are the last answer's. */}
        <Table aria-label={label} size={size} aria-busy={isFetching}>
          <TableHead>
            {table.getHeaderGroups().map((group) => (
              <TableRow key={group.id}>
                {group.headers.map((header) => {
                  const column = header.column;
                  const sorted = column.getIsSorted();
                  return (
                    <TableCell
                      key={header.id}
                      align={column.columnDef.meta?.align ?? 'left'}
                      sortDirection={sorted}
                    >
                      {column.getCanSort() ? (
                        <TableSortLabel
                          active={sorted !== false}
                          direction={sorted === false ? 'asc' : sorted}
                          onClick={column.getToggleSortingHandler()}
                        >
                          <FlexRender header={header} />
                        </TableSortLabel>
                      ) : (
                        <FlexRender header={header} />
                      )}
                    </TableCell>
                  );
                })}
              </TableRow>
            ))}
          </TableHead>
          <TableBody aria-busy={isPending}>
            {isPending ? (
              <SkeletonRows columns={leafColumns.length} rows={4} />
            ) : (
              table.getRowModel().rows.map((row) => (
                <TableRow key={row.id} hover>
                  {row.getAllCells().map((cell) => {
                    const meta = cell.column.columnDef.meta;
                    const nowrap = meta?.nowrap ? { whiteSpace: 'nowrap' } : {};
                    return meta?.rowHeader ? (
                      <TableCell key={cell.id} component="th" scope="row" sx={{ fontWeight: 500, ...nowrap }}>
                        <FlexRender cell={cell} />
                      </TableCell>
                    ) : (
                      <TableCell key={cell.id} align={meta?.align ?? 'left'} sx={nowrap}>
                        <FlexRender cell={cell} />
                      </TableCell>
                    );
                  })}
                </TableRow>
              ))
            )}
          </TableBody>
        </Table>
      </TableContainer>
      <TablePagination
        component="div"
        count={table.getRowCount()}
        page={pagination.pageIndex}
        rowsPerPage={pageSize}
        rowsPerPageOptions={[...pageSizes]}
        {...(hasNextPage === undefined
          ? {}
          : { slotProps: { actions: { nextButton: { disabled: !hasNextPage } } } })}
        onPageChange={(_event, index) => table.setPageIndex(index)}
        onRowsPerPageChange={(event) => table.setPageSize(Number(event.target.value))}
        labelRowsPerPage={t('common.rowsPerPage')}
        labelDisplayedRows={({ from, to, count }) =>
          count === -1
            ? t('common.displayedRowsMore', { from: formatNumber(from), to: formatNumber(to) })
            : t('common.displayedRows', {
                from: formatNumber(from),
                to: formatNumber(to),
                count: formatNumber(count),
              })
        }
        getItemAriaLabel={(type) => t(pageLabels[type])}
      />
    </Paper>
  );
}
