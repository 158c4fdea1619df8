import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { MedicineComparison } from '@pharmatrace/domain';
import { useCarbonFormat } from '@/lib/format-carbon';
import { useT } from '@/lib/language';

/** 1st, 2nd, 3rd, 4th, 11th, 12th, 13th, 21st… (the English ordinals; the screen takes the catalogue's). */
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
  const t = useT();
  const format = useCarbonFormat();
  const { inn, rank, count, median, min, max } = comparison;
  if (count <= 1) {
    return <Typography>{t('medicines.inn.only', { inn })}</Typography>;
  }
  const ratio = carbon / median;
  const versusMedian =
    Math.abs(ratio - 1) < 0.005
      ? t('medicines.inn.sameAsMedian')
      : ratio < 1
        ? t('medicines.inn.lessThanMedian', { percent: Math.round((1 - ratio) * 100) })
        : ratio < 2
          ? t('medicines.inn.moreThanMedian', { percent: Math.round((ratio - 1) * 100) })
          : t('medicines.inn.timesMedian', { times: format.ratio(ratio) });
  // Position on a scale from the lowest (left) to the highest (right) footprint of the INN.
  const position = (rank - 1) / (count - 1);
  // The count and the rank stand out in bold. The sentence is translated whole, with a marker
  // (a private-use character) in place of each, so that each language orders its words its own way; the markers are then
  // replaced by the bold elements.
  const COUNT = '\uE000';
  const RANK = '\uE001';
  const sentence = t('medicines.inn.rank', {
    count: COUNT,
    rank: RANK,
    inn,
    versusMedian,
    median: format.grams(median),
  })
    .split(/([\uE000\uE001])/)
    .map((part, index) =>
      part === COUNT ? (
        // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed sentence, never reordered.
        <strong key={index}>{format.quantity(count)}</strong>
      ) : part === RANK ? (
        // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed sentence, never reordered.
        <strong key={index}>{t('medicines.inn.ordinal', { rank })}</strong>
      ) : (
        part
      ),
    );

  return (
    <>
      <Typography>{sentence}</Typography>
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
          <Typography variant="body2" color="textSecondary">
            {t('medicines.inn.lowest', { value: format.grams(min) })}
          </Typography>
          <Typography variant="body2" color="textSecondary">
            {t('medicines.inn.highest', { value: format.grams(max) })}
          </Typography>
        </Box>
      </Box>
    </>
  );
}
