import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Typography from '@mui/material/Typography';
import {
  MAX_MEDICINE_TRANSPORT_LEGS,
  medicineTransportLegs,
  medicineTransportModes,
} from '@pharmatrace/domain';
import { type UseFormReturn, useFieldArray, useWatch } from 'react-hook-form';
import { FormSelectField } from '@/components/ui/form-select-field';
import { FormTextField } from '@/components/ui/form-text-field';
import { RepeatableRows } from '@/components/ui/repeatable-rows';
import { useT } from '@/lib/language';
import { emptyLeg, type StudyFormValues } from '../utils/study-form-values';

/**
 * Step 'Transport and distribution' (issue #37): the legs to the formulation site and to France
 * (default distances by region where none is given), the cold chain, and what end of life counts.
 */
export function TransportStep({ form }: { form: UseFormReturn<StudyFormValues> }) {
  const t = useT();
  const rows = useFieldArray({ control: form.control, name: 'transport' });
  const coldChain = useWatch({ control: form.control, name: 'coldChain' });
  return (
    <>
      <Typography sx={{ mb: 1, maxWidth: '70ch' }}>{t('medicineStudy.transport.intro')}</Typography>
      <RepeatableRows
        rows={rows.fields}
        legend={(n) => t('medicineStudy.transport.item', { number: n })}
        removeLabel={(n) => t('medicineStudy.transport.remove', { number: n })}
        emptyText={t('medicineStudy.rows.empty')}
        addLabel={t('medicineStudy.transport.add')}
        max={MAX_MEDICINE_TRANSPORT_LEGS}
        onAdd={() => rows.append(emptyLeg())}
        onRemove={(index) => rows.remove(index)}
        renderFields={(index) => (
          <>
            <FormSelectField
              control={form.control}
              name={`transport.${index}.leg`}
              label={t('medicineStudy.transport.leg')}
              options={[
                { value: '', label: t('medicineStudy.transport.leg.none') },
                ...medicineTransportLegs.map((l) => ({
                  value: l,
                  label: t(`medicineStudy.transport.leg.${l}`),
                })),
              ]}
            />
            <FormSelectField
              control={form.control}
              name={`transport.${index}.mode`}
              label={t('medicineStudy.transport.mode')}
              options={medicineTransportModes.map((m) => ({
                value: m,
                label: t(`medicineStudy.transport.mode.${m}`),
              }))}
            />
            <FormTextField
              control={form.control}
              name={`transport.${index}.km`}
              label={t('medicineStudy.transport.km')}
              slotProps={{ htmlInput: { inputMode: 'decimal' } }}
            />
          </>
        )}
      />
      <FormControlLabel
        sx={{ mt: 2, display: 'flex' }}
        control={
          <Checkbox
            checked={coldChain}
            onChange={(event) => form.setValue('coldChain', event.target.checked, { shouldDirty: true })}
          />
        }
        label={t('medicineStudy.transport.coldChain')}
      />
      <Typography variant="body2" color="textSecondary" sx={{ mt: 2, maxWidth: '70ch' }}>
        {t('medicineStudy.transport.endOfLife')}
      </Typography>
    </>
  );
}
