import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';
import {
  type EstimateByCategory,
  type EstimateRowPointer,
  FOOTPRINT_UNIT,
  footprintCategories,
  footprintCategoryLabels,
  footprintEstimateTexts,
} from '@pharmatrace/domain';
import { useId } from 'react';

const significant = new Intl.NumberFormat('en', { maximumSignificantDigits: 3 });
/** A figure of the estimate as screens write it: three significant digits (an estimate, not a measurement). */
export const formatKg = (value: number) => significant.format(value);
/** `value ± uncertainty kgCO2e/kg`, three significant digits each. */
export const formatEstimate = (value: number, uncertainty: number) =>
  `${formatKg(value)} ± ${formatKg(uncertainty)} ${FOOTPRINT_UNIT}`;
/** A part of the total in percent, no decimals ('< 1 %' for a small non-zero part). */
export function shareOf(part: number, total: number): string {
  if (!(total > 0) || part === 0) return '0 %';
  const share = (100 * part) / total;
  return Math.abs(share) < 1 ? '< 1 %' : `${Math.round(share)} %`;
}

/** Where a row pointer points, in words: 'Reaction 2, raw materials line 3'. */
const listWords: Record<EstimateRowPointer['list'], string> = {
  carbonReactionRawMaterials: 'raw materials',
  carbonReactionAqueousWastes: 'aqueous wastes',
  carbonReactionOrganicWastes: 'organic wastes',
  carbonReactionGasWastes: 'gas wastes',
  carbonReactionSolventRecyclings: 'solvent recycling',
  carbonReactionCleanings: 'cleanings',
  reaction: 'the whole reaction',
  finishedProduct: 'finished product',
  byProduct: 'by-product',
  packaging: 'packaging',
  productionSite: 'production site',
};
export const rowWords = (at: EstimateRowPointer) =>
  `Reaction ${at.reaction}, ${listWords[at.list]}${at.row === null ? '' : ` line ${at.row + 1}`}`;

export type BreakdownRow = { label: string; value: number };

/** The rows of the breakdown by reaction: 'Reaction N: name'. */
export const reactionRows = (byReaction: readonly { reaction: number; name: string; value: number }[]) =>
  byReaction.map((r) => ({ label: `Reaction ${r.reaction}: ${r.name}`, value: r.value }));
/** The rows of the breakdown by category, in the domain's order. */
export const categoryRows = (byCategory: EstimateByCategory) =>
  footprintCategories.map((c) => ({ label: footprintCategoryLabels[c], value: byCategory[c] }));

/**
 * One breakdown: a horizontal bar chart (@mui/x-charts, decision 0034) and, beside the drawing,
 * the same figures in a table with their share, so that nothing is told by the drawing alone.
 */
export function BreakdownChart({
  title,
  rows,
  total,
}: {
  title: string;
  rows: readonly BreakdownRow[];
  total: number;
}) {
  const headingId = useId();
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ minWidth: 0 }}>
      <Typography id={headingId} variant="subtitle1" component="h4" sx={{ fontWeight: 700 }}>
        {title}
      </Typography>
      {/* inert: the figures are read from the table below; the drawing takes no focus. */}
      <Box inert sx={{ width: '100%', minWidth: 0 }}>
        <BarChart
          layout="horizontal"
          height={Math.max(120, rows.length * 36 + 50)}
          yAxis={[
            {
              scaleType: 'band',
              data: rows.map((r) => r.label),
              width: 150,
              tickLabelStyle: { fontSize: 11 },
              valueFormatter: (label: string) => (label.length > 24 ? `${label.slice(0, 23)}…` : label),
            },
          ]}
          xAxis={[{ label: FOOTPRINT_UNIT, valueFormatter: (v: number) => formatKg(v) }]}
          series={[
            { data: rows.map((r) => r.value), valueFormatter: (v) => (v === null ? '' : formatKg(v)) },
          ]}
          hideLegend
          skipAnimation
          margin={{ left: 4, right: 16, top: 8, bottom: 4 }}
        />
      </Box>
      <Table size="small" aria-labelledby={headingId}>
        <TableHead>
          <TableRow>
            <TableCell>Part</TableCell>
            <TableCell align="right">{FOOTPRINT_UNIT}</TableCell>
            <TableCell align="right">Share</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.label}>
              <TableCell sx={{ overflowWrap: 'anywhere' }}>{row.label}</TableCell>
              <TableCell align="right">{formatKg(row.value)}</TableCell>
              <TableCell align="right">{shareOf(row.value, total)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}

/** The two breakdowns of an estimate or an adopted result, side by side on wide screens. */
export function EstimateBreakdowns({
  value,
  byReaction,
  byCategory,
}: {
  value: number;
  byReaction: readonly { reaction: number; name: string; value: number }[];
  byCategory: EstimateByCategory;
}) {
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 3,
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'repeat(2, minmax(0, 1fr))' },
        mt: 2,
      }}
    >
      <BreakdownChart
        title={footprintEstimateTexts.byReaction}
        rows={reactionRows(byReaction)}
        total={value}
      />
      <BreakdownChart
        title={footprintEstimateTexts.byCategory}
        rows={categoryRows(byCategory)}
        total={value}
      />
    </Box>
  );
}

/** The headline: value ± uncertainty, the 95 % interval, and what the figure rests on. */
export function EstimateHeadline({
  value,
  uncertainty,
  p2_5,
  p97_5,
  iterations,
  primaryDataShare,
}: {
  value: number;
  uncertainty: number;
  p2_5: number;
  p97_5: number;
  iterations: number;
  primaryDataShare: number;
}) {
  return (
    <Box>
      <Typography variant="h5" component="p" sx={{ fontWeight: 700 }} data-testid="estimate-value">
        {formatEstimate(value, uncertainty)}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        95 % interval (p2.5–p97.5): {formatKg(p2_5)} to {formatKg(p97_5)} {FOOTPRINT_UNIT} ·{' '}
        {iterations.toLocaleString('en')} Monte Carlo iterations · primary data {Math.round(primaryDataShare)}{' '}
        %
      </Typography>
    </Box>
  );
}
