import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { PieChart } from '@mui/x-charts/PieChart';
import { type MedicineInfo, medicineSegments } from '@pharmatrace/domain';
import { useCarbonFormat } from '@/lib/format-carbon';
import { useT } from '@/lib/language';

/** One colour per segment, from the theme's greens plus an amber that stays distinct for colour-blind readers. */
const segmentColors = ['#0b5d57', '#7fb77e', '#d99a1e', '#8a8f98'] as const;

interface Slice {
  label: string;
  share: number;
  grams: number;
  color: string;
}

/**
 * The footprint's three segments (spec 001 §2), four where a study gives end of life (issue #37), as a pie chart (@mui/x-charts, decision 0040) with
 * its legend. The drawing is one image named by its figures; the legend under it says the same
 * in words and grams, so that nothing is told by the colours alone. Shares are rescaled to their
 * sum, which the importer only guarantees to ±0.01.
 */
export function FootprintPieChart({ medicine }: { medicine: MedicineInfo }) {
  const t = useT();
  const format = useCarbonFormat();
  // Issue #37: a study's row gives end of life as a fourth share; an imported row has three.
  const shares = [
    ...medicineSegments.map((segment) => ({
      label: t(`medicines.segment.${segment.key}`),
      share: medicine[segment.key],
    })),
    ...(medicine.emEndOfLife === null
      ? []
      : [{ label: t('medicineStudy.segment.emEndOfLife'), share: medicine.emEndOfLife }]),
  ];
  const total = shares.reduce((sum, s) => sum + s.share, 0) || 1;
  const slices: Slice[] = shares.map((s, index) => ({
    label: s.label,
    share: s.share / total,
    grams: (s.share / total) * medicine.carbon,
    color: segmentColors[index]!,
  }));
  const description = slices
    .map((s) => t('medicines.chart.slice', { label: s.label, share: format.share(s.share) }))
    .join('; ');

  return (
    <Box sx={{ display: 'flex', gap: 3, alignItems: 'center', flexWrap: 'wrap' }}>
      <Box
        role="img"
        aria-label={t('medicines.chart.label', { description })}
        data-testid="footprint-pie-chart"
        sx={{ width: 200, height: 200, flexShrink: 0 }}
      >
        {/* inert: the figures are read from the image's name and the legend; the drawing takes no focus. */}
        <Box inert sx={{ width: 200, height: 200 }}>
          <PieChart
            width={200}
            height={200}
            margin={0}
            hideLegend
            skipAnimation
            series={[
              {
                data: slices.map((slice) => ({
                  id: slice.label,
                  label: slice.label,
                  value: slice.share,
                  color: slice.color,
                })),
                paddingAngle: 0.5,
                valueFormatter: (item) => format.share(item.value),
              },
            ]}
          />
        </Box>
      </Box>
      <Box
        component="ul"
        aria-label={t('medicines.chart.legend')}
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
              <Typography color="textSecondary">
                {format.share(slice.share)} · {format.grams(slice.grams)}
              </Typography>
            </Box>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
