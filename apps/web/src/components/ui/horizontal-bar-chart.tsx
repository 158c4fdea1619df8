import Box from '@mui/material/Box';
import { BarChart } from '@mui/x-charts/BarChart';
import { wrapAxisLabel } from './axis-label';

/**
 * A horizontal bar chart of labelled figures (@mui/x-charts, decision 0034), drawn inert: every
 * screen that shows one also lists the same figures in a table, so nothing is told by the drawing
 * alone and the drawing takes no focus. Long labels wrap to two lines at spaces, then end with '…'
 * (the table has them whole).
 */
export function HorizontalBarChart({
  bars,
  unit,
  axisFormat,
  valueFormat,
  labelWidth,
  labelChars,
  barHeight,
  color,
}: {
  bars: readonly { label: string; value: number }[];
  unit: string;
  /** The axis' ticks, in the page's language. */
  axisFormat: (value: number) => string;
  /** A bar's figure, in the page's language. */
  valueFormat: (value: number) => string;
  labelWidth: number;
  /** A label's line holds this many characters; a label takes two lines, then ends with '…'. */
  labelChars: number;
  /** Height given to each bar (the chart adds its axes' own). */
  barHeight: number;
  color?: string;
}) {
  return (
    <Box inert sx={{ width: '100%', minWidth: 0 }}>
      <BarChart
        layout="horizontal"
        height={Math.max(120, bars.length * barHeight + 50)}
        yAxis={[
          {
            scaleType: 'band',
            data: bars.map((b) => b.label),
            width: labelWidth,
            tickLabelStyle: { fontSize: 11 },
            // Two lines broken at spaces before any ellipsis (issue #39).
            valueFormatter: (label: string) => wrapAxisLabel(label, labelChars),
          },
        ]}
        xAxis={[{ label: unit, valueFormatter: axisFormat }]}
        series={[
          {
            data: bars.map((b) => b.value),
            valueFormatter: (v) => (v === null ? '' : valueFormat(v)),
            ...(color ? { color } : {}),
          },
        ]}
        hideLegend
        skipAnimation
        margin={{ left: 4, right: 16, top: 8, bottom: 4 }}
      />
    </Box>
  );
}
