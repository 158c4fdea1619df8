import ReceiptLong from '@mui/icons-material/ReceiptLong';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { uiMessages } from '@pharmatrace/domain';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { PageHeader } from '@/components/ui/page-header';
import { paths } from '@/config/paths';
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

  return (
    <>
      <PageHeader
        title="Medicine carbon footprint"
        description="The cradle-to-gate carbon footprint of medicines sold in France, per box, with its breakdown. Tablets and capsules only."
        back={{ to: paths.app.home.getHref(), label: 'Back home' }}
        actions={
          <Button
            component={Link}
            to={paths.app.medicinePurchases.getHref()}
            variant="outlined"
            startIcon={<ReceiptLong aria-hidden />}
          >
            Purchases footprint
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
          <Typography color="text.secondary">{uiMessages.medicine.onlyTabletsAndCapsules}</Typography>
        )}
      </Box>
    </>
  );
}
