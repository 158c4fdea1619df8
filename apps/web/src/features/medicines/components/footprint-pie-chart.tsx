import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { type MedicineInfo, medicineSegments } from '@pharmatrace/domain';
import { useId } from 'react';
import { formatGrams, formatShare } from '../utils/format-carbon';

/** One colour per segment, from the theme's greens plus an amber that stays distinct for colour-blind readers. */
const segmentColors = ['#0b5d57', '#7fb77e', '#d99a1e'] as const;

interface Slice {
  label: string;
  share: number;
  grams: number;
  color: string;
}

/** The SVG path of a slice of the unit circle from angle `start` to `end` (radians, 0 = 12 o'clock). */
function slicePath(start: number, end: number): string {
  const point = (angle: number) => `${Math.sin(angle).toFixed(5)} ${(-Math.cos(angle)).toFixed(5)}`;
  const largeArc = end - start > Math.PI ? 1 : 0;
  return `M 0 0 L ${point(start)} A 1 1 0 ${largeArc} 1 ${point(end)} Z`;
}

/**
 * The footprint's three segments (spec 001 §2) as a pie chart with its legend. Drawn as plain SVG:
 * three slices do not need a chart library. Shares are rescaled to their sum, which the importer
 * only guarantees to ±0.01.
 */
export function FootprintPieChart({ medicine }: { medicine: MedicineInfo }) {
  const titleId = useId();
  const total = medicineSegments.reduce((sum, segment) => sum + medicine[segment.key], 0) || 1;
  const slices: Slice[] = medicineSegments.map((segment, index) => ({
    label: segment.label,
    share: medicine[segment.key] / total,
    grams: (medicine[segment.key] / total) * medicine.carbon,
    color: segmentColors[index]!,
  }));
  const description = slices.map((s) => `${s.label}: ${formatShare(s.share)}`).join('; ');

  let angle = 0;
  const shapes = slices
    .filter((slice) => slice.share > 0)
    .map((slice) => {
      const start = angle;
      angle += slice.share * 2 * Math.PI;
      // A single slice of 100% is a circle: an arc cannot start and end on the same point.
      return slice.share >= 0.9999 ? (
        <circle key={slice.label} cx="0" cy="0" r="1" fill={slice.color} />
      ) : (
        <path
          key={slice.label}
          d={slicePath(start, angle)}
          fill={slice.color}
          stroke="#ffffff"
          strokeWidth="0.015"
        />
      );
    });

  return (
    <Box sx={{ display: 'flex', gap: 3, alignItems: 'center', flexWrap: 'wrap' }}>
      <Box
        component="svg"
        viewBox="-1.02 -1.02 2.04 2.04"
        role="img"
        aria-labelledby={titleId}
        data-testid="footprint-pie-chart"
        sx={{ width: 200, height: 200, flexShrink: 0 }}
      >
        <title id={titleId}>{`Breakdown of the footprint per box: ${description}`}</title>
        {shapes}
      </Box>
      <Box
        component="ul"
        aria-label="Footprint breakdown"
        sx={{ listStyle: 'none', p: 0, m: 0, flex: '1 1 240px' }}
      >
        {slices.map((slice) => (
          <Box
            component="li"
            key={slice.label}
            sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start', mb: 1.5 }}
          >
            <Box
              aria-hidden
              sx={{ width: 14, height: 14, mt: 0.5, borderRadius: 0.5, bgcolor: slice.color, flexShrink: 0 }}
            />
            <Box>
              <Typography sx={{ fontWeight: 600 }}>{slice.label}</Typography>
              <Typography color="text.secondary">
                {formatShare(slice.share)} · {formatGrams(slice.grams)}
              </Typography>
            </Box>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
