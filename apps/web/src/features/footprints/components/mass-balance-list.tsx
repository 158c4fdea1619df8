import AddCircleOutlined from '@mui/icons-material/AddCircleOutlined';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import InputBase from '@mui/material/InputBase';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import {
  MAX_MASS_BALANCE_ROWS,
  type MassBalanceField,
  type MassBalanceIssue,
  type MassBalanceListKey,
  type MassBalanceSaid,
  massBalanceEnums,
} from '@pharmatrace/domain';
import { type KeyboardEvent, memo, useId } from 'react';
import { type Control, type UseFormRegister, useFieldArray } from 'react-hook-form';
import { VisuallyHidden } from '@/components/ui/visually-hidden';
import { useLanguage, useT } from '@/lib/language';
import {
  massBalanceLabel,
  massBalanceMessage,
  massBalanceOption,
  massBalanceTitle,
} from '../utils/mass-balance-words';
import { emptyRow, type MassBalanceRow, type SecondPartFormValues } from '../utils/second-part-form-values';

/** Where each field's error is: `path → issue` (its English and its key and values), for the reaction on screen. */
export type IssueMap = ReadonlyMap<string, Pick<MassBalanceIssue, 'message' | 'said'>>;

const cellInput = {
  width: '100%',
  px: 1,
  py: 0.25,
  border: 1,
  borderColor: 'divider',
  borderRadius: 1,
  fontSize: '0.875rem',
  '&.Mui-focused': {
    borderColor: 'primary.main',
    boxShadow: (t: { palette: { primary: { main: string } } }) => `0 0 0 1px ${t.palette.primary.main}`,
  },
  '&.Mui-error': { borderColor: 'error.main' },
  '&.Mui-disabled': { bgcolor: 'action.hover' },
} as const;

/**
 * The line number and the first field (the row's name) stay in view while the table scrolls
 * sideways (issue #39: while a chemist types 'Weight per Batch', the names were out of sight).
 */
const LINE_WIDTH = 56;
const NAME_WIDTH = 200;
const NAME_WIDTH_PHONE = 140;
const stickyLine = {
  position: 'sticky',
  left: 0,
  zIndex: 1,
  bgcolor: 'background.paper',
  width: LINE_WIDTH,
} as const;
const stickyName = {
  position: 'sticky',
  left: LINE_WIDTH,
  zIndex: 1,
  bgcolor: 'background.paper',
  minWidth: { xs: NAME_WIDTH_PHONE, sm: NAME_WIDTH },
  boxShadow: (t: { palette: { divider: string } }) => `inset -1px 0 0 ${t.palette.divider}`,
} as const;

const selectInput = {
  width: '100%',
  px: 0.5,
  py: 0.5,
  border: 1,
  borderRadius: 1,
  font: 'inherit',
  fontSize: '0.875rem',
  bgcolor: 'background.paper',
  color: 'text.primary',
} as const;

/**
 * One input of a table cell: a registered (uncontrolled) text input or native select, so that
 * typing re-renders nothing (issue #11: the page stays quick with dozens of filled lines). Its
 * accessible name says the list, the line and the field.
 */
export function CellInput({
  register,
  name,
  field,
  label,
  error,
  readOnly = false,
  onKeyDown,
}: {
  register: UseFormRegister<SecondPartFormValues>;
  name: string;
  field: MassBalanceField;
  label: string;
  error: { said: MassBalanceSaid } | undefined;
  readOnly?: boolean;
  onKeyDown?: (event: KeyboardEvent<HTMLElement>) => void;
}) {
  const { ref, ...registered } = register(name as never);
  const language = useLanguage();
  const shownError = error ? massBalanceMessage(error.said, language) : undefined;
  const common = {
    inputRef: ref,
    inputProps: {
      ...registered,
      'aria-label': label,
      'aria-invalid': error ? true : undefined,
      title: shownError,
      readOnly,
      maxLength: field.maxLength,
      ...(field.numberMessage ? { inputMode: 'decimal' as const } : {}),
    },
    error: Boolean(error),
    onKeyDown,
    sx: cellInput,
  };
  if (field.options) {
    return (
      <Box
        component="select"
        ref={ref}
        {...registered}
        aria-label={label}
        aria-invalid={error ? true : undefined}
        title={shownError}
        disabled={readOnly}
        onKeyDown={onKeyDown}
        sx={{ ...selectInput, borderColor: error ? 'error.main' : 'divider' }}
      >
        <option value="">—</option>
        {(massBalanceEnums[field.options] as readonly string[]).map((value) => (
          <option key={value} value={value}>
            {massBalanceOption(value, language)}
          </option>
        ))}
      </Box>
    );
  }
  return <InputBase {...common} />;
}

/**
 * A list of the mass balance (spec 001 §3): a table whose lines follow Tab row by row; 'Add a
 * line' below it, and Enter in the last cell of the last line adds one too (issue #11). Lines
 * past the default count can be removed. Errors are listed under the table as 'Line n: …'.
 */
export const MassBalanceList = memo(function MassBalanceList({
  control,
  register,
  reactionIndex,
  listKey,
  titleKey,
  fields,
  defaultRows,
  issues,
  readOnlyFirstRow = [],
}: {
  control: Control<SecondPartFormValues>;
  register: UseFormRegister<SecondPartFormValues>;
  reactionIndex: number;
  listKey: string;
  /** The list's title, as its catalogue key. */
  titleKey: MassBalanceSaid['key'];
  fields: readonly MassBalanceField[];
  defaultRows: number;
  issues: IssueMap;
  /** Fields of the first line that come from the route tree (the precursor's name and CAS number). */
  readOnlyFirstRow?: readonly string[];
}) {
  const headingId = useId();
  const language = useLanguage();
  const t = useT();
  /** The title and labels in the page's language, from their keys. */
  const shownTitle = massBalanceTitle({ titleKey }, language);
  const base = `substances.${reactionIndex}.productBy.${listKey}`;
  // The path is built at run time; the list's rows are plain records of text.
  const rows = useFieldArray({
    control: control as unknown as Control<Record<string, MassBalanceRow[]>>,
    name: base,
  });
  const lineErrors = [...issues.entries()].filter(([path]) => path.startsWith(`${base}.`)).map(([, m]) => m);

  const addLine = (focus: boolean) => {
    const last = fields[0]!.key;
    rows.append(
      emptyRow(listKey as MassBalanceListKey),
      focus
        ? { shouldFocus: true, focusName: `${base}.${rows.fields.length}.${last}` }
        : { shouldFocus: false },
    );
  };

  /** Enter in the last cell of the last line adds a line and moves to it. */
  const onLastCellKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.altKey || event.ctrlKey || event.metaKey) return;
    event.preventDefault();
    if (rows.fields.length < MAX_MASS_BALANCE_ROWS) addLine(true);
  };

  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mt: 3 }}>
      <Typography id={headingId} variant="h6" component="h3">
        {shownTitle}
      </Typography>
      {/* Positioned, so that the hidden "Remove" heading stays inside the box that scrolls. */}
      <TableContainer
        sx={{
          position: 'relative',
          // A cell Tab reaches is scrolled clear of the sticky line and name columns.
          scrollPaddingLeft: { xs: LINE_WIDTH + NAME_WIDTH_PHONE, sm: LINE_WIDTH + NAME_WIDTH },
        }}
      >
        <Table
          size="small"
          aria-labelledby={headingId}
          sx={{ minWidth: LINE_WIDTH + NAME_WIDTH + (fields.length - 1) * 150 }}
        >
          <TableHead>
            <TableRow>
              <TableCell sx={stickyLine}>{t('footprints.list.line')}</TableCell>
              {fields.map((field, fieldIndex) => (
                <TableCell key={field.key} sx={fieldIndex === 0 ? stickyName : undefined}>
                  {massBalanceLabel(field, language)}
                </TableCell>
              ))}
              <TableCell sx={{ width: 48 }}>
                <VisuallyHidden>{t('footprints.list.remove')}</VisuallyHidden>
              </TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.fields.map((row, index) => {
              const isLast = index === rows.fields.length - 1;
              return (
                <TableRow key={row.id}>
                  <TableCell sx={stickyLine}>{index + 1}</TableCell>
                  {fields.map((field, fieldIndex) => {
                    const name = `${base}.${index}.${field.key}`;
                    const isLastCell = isLast && fieldIndex === fields.length - 1;
                    return (
                      <TableCell
                        key={field.key}
                        sx={fieldIndex === 0 ? { ...stickyName, px: 0.5 } : { px: 0.5 }}
                      >
                        <CellInput
                          register={register}
                          name={name}
                          field={field}
                          label={t('footprints.list.cell', {
                            title: shownTitle,
                            line: index + 1,
                            label: massBalanceLabel(field, language),
                          })}
                          error={issues.get(name)}
                          readOnly={index === 0 && readOnlyFirstRow.includes(field.key)}
                          {...(isLastCell ? { onKeyDown: onLastCellKeyDown } : {})}
                        />
                      </TableCell>
                    );
                  })}
                  <TableCell sx={{ px: 0 }}>
                    {index >= defaultRows ? (
                      <IconButton
                        size="small"
                        aria-label={t('footprints.list.removeLine', {
                          title: shownTitle.toLowerCase(),
                          line: index + 1,
                        })}
                        onClick={() => rows.remove(index)}
                      >
                        <DeleteOutlined fontSize="small" />
                      </IconButton>
                    ) : null}
                  </TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </TableContainer>
      {lineErrors.length > 0 ? (
        <Box component="ul" role="alert" sx={{ color: 'error.main', typography: 'body2', my: 1, pl: 3 }}>
          {lineErrors.map((issue) => (
            <li key={issue.message}>{massBalanceMessage(issue.said, language)}</li>
          ))}
        </Box>
      ) : null}
      <Button
        startIcon={<AddCircleOutlined aria-hidden />}
        onClick={() => addLine(true)}
        disabled={rows.fields.length >= MAX_MASS_BALANCE_ROWS}
        aria-label={t('footprints.list.addLineTo', { title: shownTitle.toLowerCase() })}
        sx={{ mt: 0.5 }}
      >
        {t('footprints.list.addLine')}
      </Button>
    </Box>
  );
});
