import ReceiptLong from '@mui/icons-material/ReceiptLong';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { PageHeader } from '@/components/ui/page-header';
import { paths } from '@/config/paths';
import { useT } from '@/lib/language';
import { MedicineResults } from './medicine-results';
import { MedicineSearchField } from './medicine-search-field';

/**
 * /medicine_footprint?product=… (spec 001 §2 Medicine database): search by name with
 * autocomplete, then the result table. The search lives in the URL, so it can be shared and
 * survives a reload.
 */
export function MedicineFootprint() {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const search = searchParams.get('product')?.trim() || null;
  const t = useT();

  return (
    <>
      <PageHeader
        title={t('medicines.title')}
        description={t('medicines.description')}
        back={{ to: paths.app.home.getHref(), label: t('medicines.backHome') }}
        actions={
          <Button
            component={Link}
            to={paths.app.medicinePurchases.getHref()}
            variant="outlined"
            startIcon={<ReceiptLong aria-hidden />}
          >
            {t('medicines.purchasesFootprint')}
          </Button>
        }
      />
      <MedicineSearchField
        initialValue={search ?? ''}
        onSearch={(name) => navigate(paths.app.medicineFootprint.getHref(name))}
        onPick={({ name, id }, typed) => {
          if (id === null) {
            // Several medicines (or none any more) have this name: its results, as a search shows them.
            navigate(paths.app.medicineFootprint.getHref(name));
            return;
          }
          // Keep what was typed in this page's URL, so that Back returns to the search.
          navigate(paths.app.medicineFootprint.getHref(typed), { replace: true });
          navigate(paths.app.medicineProduct.getHref(id), { state: { search: typed } });
        }}
      />
      <Box sx={{ mt: 4 }}>
        {search ? (
          <MedicineResults search={search} />
        ) : (
          <Typography color="textSecondary">{t('ui.medicine.onlyTabletsAndCapsules')}</Typography>
        )}
      </Box>
    </>
  );
}
