import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import {
  defaultLocale,
  type EstimateByCategory,
  type EstimateRowPointer,
  FOOTPRINT_UNIT,
  type FootprintResultDetail,
  footprintCategories,
  formatFootprintHeadline,
  formatNumberIn,
  headlineOfEstimate,
  headlineOfResultDetail,
  type Locale,
  translate,
} from '@pharmatrace/domain';
import { useId } from 'react';
import { HorizontalBarChart } from '@/components/ui/horizontal-bar-chart';
import { TableScrollBox } from '@/components/ui/table-scroll-box';
import { wrapWords } from '@/components/ui/wrap-words';
import { useLanguage, useT } from '@/lib/language';

/**
 * A figure of the estimate as screens write it: three significant digits (an estimate, not a
 * measurement), in the page's language's own digits ('1,230' in English, '1 230' in French; the
 * shared lib/format.ts is another engineer's, so the footprint's figures are formatted here).
 */
export const formatKg = (value: number, language: Locale = defaultLocale) =>
  formatNumberIn(language, value, { maximumSignificantDigits: 3 });
/** An estimate's headline (issue #36): '16 kgCO2e/kg, 95 % interval 8.2 to 37', through the domain's one formatter. */
export const estimateHeadline = (
  estimate: { value: number; p2_5: number; p97_5: number },
  language: Locale = defaultLocale,
) => formatFootprintHeadline(headlineOfEstimate(estimate), language);
/** A stored result's headline: an adopted estimate as adopted, staff's own figure as given. */
export const resultHeadline = (detail: FootprintResultDetail, language: Locale = defaultLocale) =>
  formatFootprintHeadline(headlineOfResultDetail(detail), language);
/** A part of the total in percent, no decimals ('< 1 %' for a small non-zero part). */
export function shareOf(part: number, total: number): string {
  // A no-break space: '40' and '%' never on two lines (issue #39).
  if (!(total > 0) || part === 0) return '0\u00a0%';
  const share = (100 * part) / total;
  return Math.abs(share) < 1 ? '<\u00a01\u00a0%' : `${Math.round(share)}\u00a0%`;
}

/** Where a row pointer points, in words: 'Reaction 2, raw materials line 3'. */
export function rowWords(at: EstimateRowPointer, language: Locale = defaultLocale): string {
  const list = translate(language, `footprints.estimate.list.${at.list}`);
  return at.row === null
    ? translate(language, 'footprints.estimate.rowAt', { reaction: at.reaction, list })
    : translate(language, 'footprints.estimate.rowAtLine', { reaction: at.reaction, list, line: at.row + 1 });
}

export type BreakdownRow = { label: string; value: number };

/** The rows of the breakdown by reaction: 'Reaction N: name'. */
export const reactionRows = (
  byReaction: readonly { reaction: number; name: string; value: number }[],
  language: Locale = defaultLocale,
) =>
  byReaction.map((r) => ({
    label: translate(language, 'footprints.estimate.reactionRow', { reaction: r.reaction, name: r.name }),
    value: r.value,
  }));
/** The rows of the breakdown by category, in the domain's order (its labels are the catalogue's English). */
export const categoryRows = (byCategory: EstimateByCategory, language: Locale = defaultLocale) =>
  footprintCategories.map((c) => ({
    label: translate(language, `footprints.category.${c}`),
    value: byCategory[c],
  }));

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
  const language = useLanguage();
  const t = useT();
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ minWidth: 0 }}>
      <Typography id={headingId} variant="subtitle1" component="h4" sx={{ fontWeight: 700 }}>
        {title}
      </Typography>
      <HorizontalBarChart
        bars={rows}
        unit={FOOTPRINT_UNIT}
        axisFormat={(v) => formatKg(v, language)}
        valueFormat={(v) => formatKg(v, language)}
        labelWidth={150}
        labelChars={24}
        barHeight={36}
      />
      {/* Its own scroll box: a name wider than the column scrolls the table, never the page (issue #39). */}
      <TableScrollBox labelledBy={headingId}>
        <Table size="small" aria-labelledby={headingId}>
          <TableHead>
            <TableRow>
              <TableCell>{t('footprints.estimate.part')}</TableCell>
              <TableCell align="right">{FOOTPRINT_UNIT}</TableCell>
              <TableCell align="right">{t('footprints.estimate.share')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((row) => (
              <TableRow key={row.label}>
                <TableCell sx={wrapWords}>{row.label}</TableCell>
                <TableCell align="right">{formatKg(row.value, language)}</TableCell>
                <TableCell align="right">{shareOf(row.value, total)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableScrollBox>
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
  const language = useLanguage();
  const t = useT();
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
        title={t('footprints.estimate.byReaction')}
        rows={reactionRows(byReaction, language)}
        total={value}
      />
      <BreakdownChart
        title={t('footprints.estimate.byCategory')}
        rows={categoryRows(byCategory, language)}
        total={value}
      />
    </Box>
  );
}

/** The headline: the value and its 95 % interval, and what the figure rests on. */
export function EstimateHeadline({
  value,
  p2_5,
  p97_5,
  iterations,
  primaryDataShare,
}: {
  value: number;
  p2_5: number;
  p97_5: number;
  iterations: number;
  primaryDataShare: number;
}) {
  const language = useLanguage();
  const t = useT();
  return (
    <Box>
      <Typography variant="h5" component="p" sx={{ fontWeight: 700 }} data-testid="estimate-value">
        {estimateHeadline({ value, p2_5, p97_5 }, language)}
      </Typography>
      <Typography variant="body2" color="textSecondary">
        {t('footprints.estimate.headlineDetails', {
          iterations: formatNumberIn(language, iterations),
          share: Math.round(primaryDataShare),
        })}
      </Typography>
    </Box>
  );
}
