import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import type { Plant } from '@pharmatrace/domain';
import { useId } from 'react';
import { type UseFormReturn, useWatch } from 'react-hook-form';
import { AppLink } from '@/components/ui/app-link';
import { FormSelectField } from '@/components/ui/form-select-field';
import { FormTextField } from '@/components/ui/form-text-field';
import { paths } from '@/config/paths';
import { useT } from '@/lib/language';
import type { StudyFormValues } from '../utils/study-form-values';

/**
 * Step 'Formulation and packaging' (issue #37): the plant from My Plants, which gives the site's
 * intensity, or the energy per 1,000 units where the client knows it.
 */
export function ManufacturingStep({
  form,
  plants,
}: {
  form: UseFormReturn<StudyFormValues>;
  plants: readonly Plant[];
}) {
  const t = useT();
  const labelId = useId();
  const how = useWatch({ control: form.control, name: 'manufacturing' });
  return (
    <>
      <Typography sx={{ mb: 2, maxWidth: '70ch' }}>{t('medicineStudy.manufacturing.intro')}</Typography>
      <FormControl>
        <FormLabel id={labelId}>{t('medicineStudy.manufacturing.how')}</FormLabel>
        <RadioGroup
          aria-labelledby={labelId}
          value={how}
          onChange={(event) =>
            form.setValue('manufacturing', event.target.value === 'energy' ? 'energy' : 'plant', {
              shouldDirty: true,
            })
          }
        >
          <FormControlLabel
            value="plant"
            control={<Radio />}
            label={t('medicineStudy.manufacturing.byPlant')}
          />
          <FormControlLabel
            value="energy"
            control={<Radio />}
            label={t('medicineStudy.manufacturing.byEnergy')}
          />
        </RadioGroup>
      </FormControl>
      {how === 'plant' ? (
        plants.length === 0 ? (
          <Typography sx={{ mt: 1 }}>
            <AppLink to={paths.app.myPlants.getHref()}>{t('medicineStudy.manufacturing.noPlant')}</AppLink>
          </Typography>
        ) : (
          <FormSelectField
            control={form.control}
            name="plantId"
            label={t('medicineStudy.manufacturing.plant')}
            emptyOption={t('medicineStudy.manufacturing.plantEmpty')}
            fullWidth
            options={plants.map((p) => ({
              value: p.id,
              label: [p.companyName, p.city].filter(Boolean).join(', ') || p.id,
            }))}
          />
        )
      ) : (
        <FormTextField
          control={form.control}
          name="energyKWhPer1000Units"
          label={t('medicineStudy.manufacturing.energy')}
          slotProps={{ htmlInput: { inputMode: 'decimal' } }}
        />
      )}
    </>
  );
}
