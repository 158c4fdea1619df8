import AddCircleOutlined from '@mui/icons-material/AddCircleOutlined';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

const rowFieldset = { border: 0, p: 0, m: 0, minWidth: 0 } as const;
const rowGrid = {
  display: 'grid',
  gridTemplateColumns: { xs: 'minmax(0, 1fr) auto', sm: 'minmax(0, 1fr) minmax(0, 1fr) auto' },
  columnGap: 1.5,
  alignItems: 'start',
} as const;
// The remove button sits beside the first field on phones and at the end of the line otherwise.
const removeButtonPlacement = { mt: 2.5, gridColumn: { xs: 2, sm: 3 }, gridRow: { xs: 1, sm: 1 } } as const;

/**
 * A list of rows the user adds and removes (a field array of react-hook-form): one fieldset per
 * row, named '{legend} {n}', with the row's two fields and a 'Remove …' button, a line saying
 * the list is empty, and an add button that stops at `max` rows.
 */
export function RepeatableRows({
  rows,
  legend,
  removeLabel,
  emptyText,
  addLabel,
  max,
  onAdd,
  onRemove,
  renderFields,
}: {
  /** The field array's rows (`fields`): only their ids are read. */
  rows: readonly { id: string }[];
  /** The name of row n, as its fieldset's legend: 'Refrigerant gas 1'. */
  legend: (n: number) => string;
  /** The remove button's accessible name for row n: 'Remove refrigerant gas 1'. */
  removeLabel: (n: number) => string;
  emptyText: string;
  addLabel: string;
  max: number;
  onAdd: () => void;
  onRemove: (index: number) => void;
  /** The fields of the row at `index` (two, drawn side by side from the tablet width up). */
  renderFields: (index: number) => ReactNode;
}) {
  return (
    <>
      {rows.length === 0 ? (
        <Typography color="textSecondary" sx={{ mt: 2 }}>
          {emptyText}
        </Typography>
      ) : null}
      {rows.map((row, index) => (
        <Box key={row.id} component="fieldset" sx={rowFieldset}>
          <Typography component="legend" variant="subtitle2" color="textSecondary" sx={{ pt: 1 }}>
            {legend(index + 1)}
          </Typography>
          <Box sx={rowGrid}>
            {renderFields(index)}
            <IconButton
              aria-label={removeLabel(index + 1)}
              onClick={() => onRemove(index)}
              sx={removeButtonPlacement}
            >
              <DeleteOutlined />
            </IconButton>
          </Box>
        </Box>
      ))}
      <Button
        startIcon={<AddCircleOutlined aria-hidden />}
        onClick={onAdd}
        disabled={rows.length >= max}
        sx={{ mt: 1 }}
      >
        {addLabel}
      </Button>
    </>
  );
}
