import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { HorizontalBarChart } from '@/components/ui/horizontal-bar-chart';
import { wrapWords } from '@/components/ui/wrap-words';
import { useCarbonFormat } from '@/lib/format-carbon';
import { useT } from '@/lib/language';

/** The unit's symbol, the same in every language. */
const TONNES = 'tCO2e';

export interface BreakdownEntry {
  label: string;
  lines: number;
  kgCO2e: number;
}

/** The chart shows the largest groups; the table below it lists them all. */
const CHART_BARS = 10;

/**
 * One breakdown of a purchases total (issue #25): a horizontal bar chart in tCO2e (@mui/x-charts,
 * as decision 0034) and the same figures in a table, so that nothing is told by the drawing alone.
 */
export function PurchasesBreakdown({
  title,
  keyHeader,
  entries,
}: {
  title: string;
  keyHeader: string;
  entries: readonly BreakdownEntry[];
}) {
  const headingId = useId();
  const t = useT();
  const format = useCarbonFormat();
  const bars = entries.slice(0, CHART_BARS);
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ minWidth: 0 }}>
      <Typography id={headingId} variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
        {title}
      </Typography>
      <Box
        role="figure"
        aria-label={t('medicines.purchases.chart', { title })}
        sx={{ width: '100%', minWidth: 0 }}
      >
        <HorizontalBarChart
          bars={bars.map((b) => ({ label: b.label, value: b.kgCO2e / 1000 }))}
          unit={TONNES}
          axisFormat={(v) => format.number(Math.round(v * 1000) / 1000)}
          valueFormat={(v) => format.tonnes(v * 1000)}
          labelWidth={120}
          labelChars={18}
          barHeight={34}
          color="#0b5d57"
        />
      </Box>
      <Table size="small" aria-labelledby={headingId}>
        <TableHead>
          <TableRow>
            <TableCell>{keyHeader}</TableCell>
            <TableCell align="right">{t('medicines.purchases.lines')}</TableCell>
            <TableCell align="right">{TONNES}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {entries.map((e) => (
            <TableRow key={e.label}>
              <TableCell sx={wrapWords}>{e.label}</TableCell>
              <TableCell align="right">{format.quantity(e.lines)}</TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                {format.tonnes(e.kgCO2e)}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}
