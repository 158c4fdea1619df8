import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { AppLink } from '@/components/ui/app-link';
import { paths } from '@/config/paths';
import { useCarbonFormat } from '@/lib/format-carbon';
import { useT } from '@/lib/language';

export interface AlternativeItem {
  id: string;
  name: string;
  carbon: number;
  savingPerBox: number;
  /** Only on a purchase line: the saving at its purchased quantity. */
  savingKgCO2ePerYear?: number;
}

/**
 * Greener alternatives (issue #25): medicines of the same INN, form and strength with a lower
 * footprint per box, each a link to its product page, with what it saves per box (and per year at
 * the purchased quantity on a purchase line).
 */
export function AlternativesList({
  alternatives,
  label,
}: {
  alternatives: readonly AlternativeItem[];
  label: string;
}) {
  const t = useT();
  const format = useCarbonFormat();
  return (
    <Box component="ul" aria-label={label} sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 0.75 }}>
      {alternatives.map((a) => (
        <li key={a.id}>
          <AppLink
            to={paths.app.medicineProduct.getHref(a.id)}
            sx={{ overflowWrap: 'anywhere', fontWeight: 500 }}
          >
            {a.name}
          </AppLink>
          <Typography component="span" variant="body2" color="textSecondary" sx={{ display: 'block' }}>
            {t('medicines.alternative.perBox', {
              carbon: format.grams(a.carbon),
              saving: format.grams(a.savingPerBox),
            })}
            {a.savingKgCO2ePerYear !== undefined
              ? t('medicines.alternative.perYear', { kg: format.kgCO2e(a.savingKgCO2ePerYear) })
              : ''}
          </Typography>
        </li>
      ))}
    </Box>
  );
}
