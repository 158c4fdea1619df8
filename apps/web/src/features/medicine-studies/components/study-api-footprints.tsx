import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { AppLink } from '@/components/ui/app-link';
import { paths } from '@/config/paths';
import { useT } from '@/lib/language';
import type { MedicineStudy } from '../api/medicine-study';
import { documentOf } from '../api/medicine-study';

/**
 * The API footprints a study uses (issue #37 'the API footprints it used with links'): each
 * linked active, by name, to its footprint's page; `hrefOf` gives the page (the client's, or the
 * staff's), `nameOf` the footprint's name where it is known.
 */
export function StudyApiFootprints({
  study,
  hrefOf = paths.app.carbonFootprint.firstPart.getHref,
  nameOf,
}: {
  study: MedicineStudy;
  hrefOf?: (id: string) => string;
  nameOf?: (id: string) => string | undefined;
}) {
  const t = useT();
  const linked = (documentOf(study).actives ?? []).flatMap((a) =>
    'carbonFootprintId' in a && a.carbonFootprintId ? [{ active: a.name, id: a.carbonFootprintId }] : [],
  );
  return (
    <Box component="section" aria-label={t('medicineStudy.result.apiFootprints')}>
      <Typography variant="h3" component="h3" sx={{ fontSize: '1.1rem', mb: 1 }}>
        {t('medicineStudy.result.apiFootprints')}
      </Typography>
      {linked.length === 0 ? (
        <Typography color="textSecondary">{t('medicineStudy.result.noApiFootprint')}</Typography>
      ) : (
        <Box component="ul" sx={{ pl: 2.5, m: 0 }} data-testid="study-api-footprints">
          {linked.map((l) => (
            <li key={`${l.active}|${l.id}`}>
              <AppLink to={hrefOf(l.id)}>{nameOf?.(l.id) ?? l.active}</AppLink>
            </li>
          ))}
        </Box>
      )}
    </Box>
  );
}
