import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { type ProjectListName, projectEditPath, showsDeleteIcon } from '@pharmatrace/domain';
import type { ReactNode } from 'react';
import { SkeletonCards } from '@/components/ui/skeleton-rows';
import { useT } from '@/lib/language';
import type { ProjectRow } from '../api/get-project-rows';
import { DocumentLinks, RowActions } from './project-row-parts';
import { StatusChip } from './status-chip';

function hasDocumentsOrActions(row: ProjectRow, list: ProjectListName): boolean {
  return Boolean(
    row.reportUrl ||
      row.invoiceUrl ||
      projectEditPath(row.kind, row.status, row.id) ||
      showsDeleteIcon(list, row.kind, row.status),
  );
}

/**
 * The projects on a phone: one card per project with the same content as a table row
 * (five columns cannot fit 360 px without scrolling sideways). The sort is a select above it.
 */
export function ProjectCards({
  title,
  list,
  rows,
  isPending,
  onDelete,
  noMatch,
}: {
  title: string;
  list: ProjectListName;
  rows: ProjectRow[];
  isPending: boolean;
  onDelete: (row: ProjectRow) => void;
  noMatch: ReactNode;
}) {
  const t = useT();
  if (!isPending && rows.length === 0) {
    return (
      <Paper variant="outlined" sx={{ p: 3, textAlign: 'center' }}>
        {noMatch}
      </Paper>
    );
  }
  return (
    <Box
      component="ul"
      aria-label={title}
      aria-busy={isPending}
      sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}
    >
      {isPending ? (
        <SkeletonCards lines={['60%', '40%', '30%']} spacing={0} />
      ) : (
        rows.map((row) => (
          <Paper key={`${row.kind}-${row.id}`} component="li" variant="outlined" sx={{ p: 2 }}>
            <Box
              sx={{ display: 'flex', justifyContent: 'space-between', gap: 1.5, alignItems: 'flex-start' }}
            >
              <Box sx={{ minWidth: 0 }}>
                <Typography component="h2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                  {row.name}
                </Typography>
                <Typography variant="body2" color="textSecondary">
                  {t(`kind.${row.kind}.type`)}
                </Typography>
              </Box>
              <StatusChip kind={row.kind} status={row.status} />
            </Box>
            {hasDocumentsOrActions(row, list) ? (
              <Box
                sx={{
                  display: 'flex',
                  justifyContent: 'space-between',
                  alignItems: 'flex-end',
                  gap: 1.5,
                  mt: 1.5,
                }}
              >
                <DocumentLinks row={row} hasDash={false} />
                <RowActions row={row} list={list} onDelete={onDelete} hasDash={false} />
              </Box>
            ) : null}
          </Paper>
        ))
      )}
    </Box>
  );
}
