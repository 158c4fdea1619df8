import Download from '@mui/icons-material/Download';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import TablePagination from '@mui/material/TablePagination';
import Typography from '@mui/material/Typography';
import {
  type PurchaseLine,
  type PurchaseMatchLevel,
  type PurchasesAnswer,
  purchaseMatchLevels,
} from '@pharmatrace/domain';
import { type ReactNode, useId, useState } from 'react';
import { type DataColumn, DataTable } from '@/components/ui/data-table';
import { useNotify } from '@/components/ui/notifications';
import { errorText } from '@/components/ui/query-state';
import { downloadPurchases, type ExportFormat } from '../../api/purchases';
import { formatGrams, formatKgCO2e, formatQuantity, formatTonnes } from '../../utils/format-carbon';
import { AlternativesList } from '../alternatives-list';
import { DemoNotice } from '../demo-notice';
import { PurchasesBreakdown } from './purchases-breakdown';

export const matchLevelLabels: Record<PurchaseMatchLevel, string> = {
  CIP13: 'CIP13 code',
  CIS: 'CIS code',
  NAME: 'Name and strength',
  MONETARY: 'Monetary fallback',
  NONE: 'Not matched',
};

const PAGE_SIZES = [25, 50, 100];

/**
 * A purchases answer (issue #25), fresh from a file or from a basket: totals in tCO2e with their
 * charts, the bad lines, the lines with their match level and greener alternatives, the export.
 */
export function PurchasesResults({
  answer,
  exportName,
  actions,
}: {
  answer: PurchasesAnswer;
  exportName: string;
  actions?: ReactNode;
}) {
  const { totals, monetaryFactor } = answer;
  const sourceId = useId();
  const hasMonetary = totals.byMatchLevel.MONETARY.lines > 0;

  return (
    <Box sx={{ display: 'grid', gap: 3, minWidth: 0 }}>
      {answer.isDemo ? <DemoNotice /> : null}
      <Card component="section" aria-labelledby="purchases-total-heading">
        <CardContent sx={{ p: 3 }}>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'flex-start' }}>
            <Box sx={{ flexGrow: 1, minWidth: 0 }}>
              <Typography id="purchases-total-heading" variant="h3" component="h2">
                Total
              </Typography>
              <Typography sx={{ fontSize: '2.25rem', fontWeight: 700 }} data-testid="purchases-total">
                {formatTonnes(totals.kgCO2e)}
              </Typography>
              <Typography color="text.secondary">
                {answer.lines.length} {answer.lines.length === 1 ? 'line' : 'lines'} read
                {answer.errors.length > 0 ? `, ${answer.errors.length} refused` : ''}.
                {totals.possibleSavingKgCO2e > 0
                  ? ` Buying the greenest alternative of every line would save ${formatTonnes(totals.possibleSavingKgCO2e)} a year.`
                  : ''}
              </Typography>
            </Box>
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
              <ExportButton answer={answer} format="csv" filename={exportName} />
              <ExportButton answer={answer} format="xlsx" filename={exportName} />
              {actions}
            </Box>
          </Box>
          {hasMonetary ? (
            <Alert severity="info" sx={{ mt: 2 }} id={sourceId}>
              <strong>Monetary fallback:</strong> {totals.byMatchLevel.MONETARY.lines}{' '}
              {totals.byMatchLevel.MONETARY.lines === 1 ? 'line' : 'lines'} matched by price only, at{' '}
              {monetaryFactor.kgCO2ePerKEur} kgCO2e per k€ spent. Source: {monetaryFactor.source}
            </Alert>
          ) : null}
        </CardContent>
      </Card>

      <Card component="section" aria-labelledby="purchases-breakdowns-heading">
        <CardContent sx={{ p: 3 }}>
          <Typography id="purchases-breakdowns-heading" variant="h3" component="h2" sx={{ mb: 2 }}>
            Totals
          </Typography>
          <Box
            sx={{
              display: 'grid',
              gap: 3,
              gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'repeat(3, minmax(0, 1fr))' },
            }}
          >
            <PurchasesBreakdown
              title="By match level"
              keyHeader="Match level"
              entries={purchaseMatchLevels.map((level) => ({
                label: matchLevelLabels[level],
                ...totals.byMatchLevel[level],
              }))}
            />
            <PurchasesBreakdown
              title="By supplier"
              keyHeader="Supplier"
              entries={totals.bySupplier.map((s) => ({ ...s, label: s.supplier ?? 'No supplier' }))}
            />
            <PurchasesBreakdown
              title="By ATC class"
              keyHeader="ATC class"
              entries={totals.byAtc.map((a) => ({ ...a, label: a.atc ?? 'Unknown' }))}
            />
          </Box>
        </CardContent>
      </Card>

      {answer.errors.length > 0 ? <BadLines errors={answer.errors} /> : null}

      <LinesTable answer={answer} />
    </Box>
  );
}

function ExportButton({
  answer,
  format,
  filename,
}: {
  answer: PurchasesAnswer;
  format: ExportFormat;
  filename: string;
}) {
  const notify = useNotify();
  const [pending, setPending] = useState(false);
  return (
    <Button
      variant="outlined"
      startIcon={<Download aria-hidden />}
      disabled={pending}
      onClick={async () => {
        setPending(true);
        try {
          await downloadPurchases(answer, format, filename);
        } catch (error) {
          notify(errorText(error), 'error');
        } finally {
          setPending(false);
        }
      }}
    >
      {`Export ${format.toUpperCase()}`}
    </Button>
  );
}

function BadLines({ errors }: { errors: PurchasesAnswer['errors'] }) {
  return (
    <Alert severity="warning" component="section" aria-labelledby="purchases-bad-lines">
      <Typography id="purchases-bad-lines" component="h2" sx={{ fontWeight: 700 }}>
        {errors.length === 1 ? '1 line could not be read' : `${errors.length} lines could not be read`}
      </Typography>
      <Typography variant="body2">
        They are counted nowhere. Correct them in the file and upload it again.
      </Typography>
      <Box
        component="ul"
        aria-label="Lines that could not be read"
        tabIndex={0}
        sx={{ mt: 1, mb: 0, pl: 2.5, maxHeight: 240, overflowY: 'auto' }}
      >
        {errors.map((e) => (
          <li key={`${e.line}-${e.message}`}>
            Line {e.line}: {e.message}
          </li>
        ))}
      </Box>
    </Alert>
  );
}

function MatchChip({ level }: { level: PurchaseMatchLevel }) {
  const color = level === 'NONE' ? 'default' : 'success';
  // The theme's warning orange is too light for text on white (WCAG AA): a darker amber.
  const sx = level === 'MONETARY' ? { color: '#8a4500', borderColor: '#8a4500' } : undefined;
  return <Chip size="small" color={color} variant="outlined" label={matchLevelLabels[level]} sx={sx} />;
}

function LinesTable({ answer }: { answer: PurchasesAnswer }) {
  const [page, setPage] = useState(0);
  const [pageSize, setPageSize] = useState(PAGE_SIZES[0]!);
  const factor = answer.monetaryFactor.kgCO2ePerKEur;
  const columns: DataColumn<PurchaseLine>[] = [
    {
      key: 'input',
      header: 'Input',
      isRowHeader: true,
      render: (l) => (
        <>
          <Box component="span" sx={{ overflowWrap: 'anywhere' }}>
            {l.input}
          </Box>
          <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block' }}>
            Line {l.line}
            {l.medicineName ? ` · ${l.medicineName}` : ''}
            {l.supplier ? ` · ${l.supplier}` : ''}
          </Typography>
        </>
      ),
    },
    { key: 'match', header: 'Match', label: 'Match', render: (l) => <MatchChip level={l.matchLevel} /> },
    { key: 'quantity', header: 'Boxes', align: 'right', render: (l) => formatQuantity(l.quantity) },
    {
      key: 'perBox',
      header: 'gCO2e per box',
      align: 'right',
      render: (l) => (l.gCO2ePerBox === null ? '-' : formatGrams(l.gCO2ePerBox)),
    },
    {
      key: 'kg',
      header: 'kgCO2e',
      align: 'right',
      render: (l) =>
        l.kgCO2e === null ? (
          'Not counted'
        ) : l.matchLevel === 'MONETARY' ? (
          <>
            {formatKgCO2e(l.kgCO2e)}
            <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block' }}>
              price × {factor} kgCO2e/k€ (source above)
            </Typography>
          </>
        ) : (
          formatKgCO2e(l.kgCO2e)
        ),
    },
    {
      key: 'alternatives',
      header: 'Greener alternatives',
      render: (l) =>
        l.alternatives.length > 0 ? (
          <AlternativesList alternatives={l.alternatives} label={`Greener alternatives for line ${l.line}`} />
        ) : (
          '-'
        ),
    },
  ];
  const rows = answer.lines.slice(page * pageSize, (page + 1) * pageSize);
  return (
    <Box component="section" aria-labelledby="purchases-lines-heading" sx={{ minWidth: 0 }}>
      <Typography id="purchases-lines-heading" variant="h3" component="h2" sx={{ mb: 2 }}>
        Lines
      </Typography>
      <DataTable
        label="Purchase lines"
        columns={columns}
        rows={rows}
        getRowKey={(l) => String(l.line)}
        size="small"
      />
      <TablePagination
        component="div"
        count={answer.lines.length}
        page={page}
        rowsPerPage={pageSize}
        rowsPerPageOptions={PAGE_SIZES}
        onPageChange={(_event, next) => setPage(next)}
        onRowsPerPageChange={(event) => {
          setPageSize(Number(event.target.value));
          setPage(0);
        }}
      />
    </Box>
  );
}
