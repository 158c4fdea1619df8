import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { MedicineComparison } from '@pharmatrace/domain';
import { formatGrams } from '../utils/format-carbon';

/** 1st, 2nd, 3rd, 4th, 11th, 12th, 13th, 21st… */
export function ordinal(n: number): string {
  const tens = n % 100;
  if (tens >= 11 && tens <= 13) return `${n}th`;
  return `${n}${({ 1: 'st', 2: 'nd', 3: 'rd' } as Record<number, string>)[n % 10] ?? 'th'}`;
}

/**
 * What makes the number meaningful to a pharmacist choosing between equivalent boxes: where this
 * one stands among the medicines of the same active substance (INN), and against their median.
 */
export function InnComparison({ comparison, carbon }: { comparison: MedicineComparison; carbon: number }) {
  const { inn, rank, count, median, min, max } = comparison;
  if (count <= 1) {
    return (
      <Typography>
        This is the only {inn} medicine in the database, so there is nothing to compare it with yet.
      </Typography>
    );
  }
  const ratio = carbon / median;
  const versusMedian =
    Math.abs(ratio - 1) < 0.005
      ? 'the same as the median'
      : ratio < 1
        ? `${Math.round((1 - ratio) * 100)}% less than the median`
        : `${ratio < 2 ? `${Math.round((ratio - 1) * 100)}% more than` : `${ratio.toFixed(1)} times`} the median`;
  // Position on a scale from the lowest (left) to the highest (right) footprint of the INN.
  const position = (rank - 1) / (count - 1);

  return (
    <>
      <Typography>
        Among the <strong>{count}</strong> {inn} medicines in the database, this one ranks{' '}
        <strong>{ordinal(rank)}</strong> (1st = the lowest footprint per box). It emits {versusMedian} of{' '}
        {inn} medicines ({formatGrams(median)} per box).
      </Typography>
      <Box sx={{ mt: 2.5, mb: 1 }} aria-hidden>
        <Box
          sx={{
            position: 'relative',
            height: 10,
            borderRadius: 5,
            background: 'linear-gradient(90deg, #7fb77e 0%, #f2d46b 50%, #d9822b 100%)',
          }}
        >
          <Box
            data-testid="inn-rank-marker"
            sx={{
              position: 'absolute',
              top: -5,
              left: `calc(${(position * 100).toFixed(1)}% - 2px)`,
              width: 4,
              height: 20,
              borderRadius: 1,
              bgcolor: 'text.primary',
            }}
          />
        </Box>
        <Box sx={{ display: 'flex', justifyContent: 'space-between', mt: 1 }}>
          <Typography variant="body2" color="text.secondary">
            lowest: {formatGrams(min)}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            highest: {formatGrams(max)}
          </Typography>
        </Box>
      </Box>
    </>
  );
}
