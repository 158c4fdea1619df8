import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import Typography from '@mui/material/Typography';
import type { ProjectListName } from '@pharmatrace/domain';
import type { ReactNode } from 'react';
import { SkeletonRows } from '@/components/ui/skeleton-rows';
import { useT } from '@/lib/language';
import type { ProjectRow } from '../api/get-project-rows';
import type { SortKey, TableView } from '../utils/project-table';
import { DocumentLinks, RowActions } from './project-row-parts';
import { StatusChip } from './status-chip';

function SortableHeader({
  label,
  sortKey,
  view,
  onSort,
}: {
  label: string;
  sortKey: SortKey;
  view: TableView;
  onSort: (key: SortKey) => void;
}) {
  const isActive = view.sort === sortKey;
  // sortDirection sets aria-sort on the header cell, which announces the order.
  return (
    <TableCell sortDirection={isActive ? view.order : false}>
      <TableSortLabel
        active={isActive}
        direction={isActive ? view.order : 'asc'}
        onClick={() => onSort(sortKey)}
      >
        {label}
      </TableSortLabel>
    </TableCell>
  );
}

/**
 * The projects as a table (spec 000 §2 columns: Name of product, Type, Status, Document, Access).
 * `isCompact` (tablets) moves the type under the name to save a column.
 */
export function ProjectTable({
  title,
  list,
  rows,
  isPending,
  isCompact,
  view,
  onSort,
  onDelete,
  noMatch,
}: {
  title: string;
  list: ProjectListName;
  rows: ProjectRow[];
  isPending: boolean;
  isCompact: boolean;
  view: TableView;
  onSort: (key: SortKey) => void;
  onDelete: (row: ProjectRow) => void;
  /** Shown in place of the rows when the search matches nothing. */
  noMatch: ReactNode;
}) {
  const t = useT();
  const columns = isCompact
    ? ['name', 'status', 'document', 'access']
    : ['name', 'type', 'status', 'document', 'access'];

  let body: ReactNode;
  if (isPending) {
    body = <SkeletonRows columns={columns.length} rows={4} />;
  } else if (rows.length === 0) {
    body = (
      <TableRow>
        <TableCell colSpan={columns.length} sx={{ py: 4, textAlign: 'center' }}>
          {noMatch}
        </TableCell>
      </TableRow>
    );
  } else {
    body = rows.map((row) => (
      <TableRow key={`${row.kind}-${row.id}`} hover>
        <TableCell component="th" scope="row" sx={{ fontWeight: 500 }}>
          {row.name}
          {isCompact ? (
            <Typography variant="body2" color="textSecondary">
              {t(`kind.${row.kind}.type`)}
            </Typography>
          ) : null}
        </TableCell>
        {isCompact ? null : <TableCell>{t(`kind.${row.kind}.type`)}</TableCell>}
        <TableCell>
          <StatusChip kind={row.kind} status={row.status} />
        </TableCell>
        <TableCell>
          <DocumentLinks row={row} />
        </TableCell>
        <TableCell>
          <RowActions row={row} list={list} onDelete={onDelete} />
        </TableCell>
      </TableRow>
    ));
  }

  return (
    // Positioned, so that the screen-reader-only text of a scrolled-away cell stays inside it.
    <TableContainer component={Paper} variant="outlined" sx={{ position: 'relative' }}>
      <Table aria-label={title} size={isCompact ? 'small' : 'medium'}>
        <TableHead>
          <TableRow>
            <SortableHeader label={t('projectList.name')} sortKey="name" view={view} onSort={onSort} />
            {isCompact ? null : <TableCell>{t('projectList.type')}</TableCell>}
            <SortableHeader label={t('projectList.status')} sortKey="status" view={view} onSort={onSort} />
            <TableCell>{t('projectList.document')}</TableCell>
            <TableCell>{t('projectList.access')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody aria-busy={isPending}>{body}</TableBody>
      </Table>
    </TableContainer>
  );
}
