import Typography from '@mui/material/Typography';
import {
  MAX_MEDICINE_PACKAGING,
  medicinePackagingLevels,
  medicinePackagingMaterials,
} from '@pharmatrace/domain';
import { type UseFormReturn, useFieldArray } from 'react-hook-form';
import { FormSelectField } from '@/components/ui/form-select-field';
import { FormTextField } from '@/components/ui/form-text-field';
import { RepeatableRows } from '@/components/ui/repeatable-rows';
import { useT } from '@/lib/language';
import { emptyPackaging, type StudyFormValues } from '../utils/study-form-values';

/** Step 'Packaging per box': primary and secondary, each with its grams per box (issue #37). */
export function PackagingStep({ form }: { form: UseFormReturn<StudyFormValues> }) {
  const t = useT();
  const rows = useFieldArray({ control: form.control, name: 'packaging' });
  return (
    <>
      <Typography sx={{ mb: 1, maxWidth: '70ch' }}>{t('medicineStudy.packaging.intro')}</Typography>
      <RepeatableRows
        rows={rows.fields}
        legend={(n) => t('medicineStudy.packaging.item', { number: n })}
        removeLabel={(n) => t('medicineStudy.packaging.remove', { number: n })}
        emptyText={t('medicineStudy.rows.empty')}
        addLabel={t('medicineStudy.packaging.add')}
        max={MAX_MEDICINE_PACKAGING}
        onAdd={() => rows.append(emptyPackaging())}
        onRemove={(index) => rows.remove(index)}
        renderFields={(index) => (
          <>
            <FormSelectField
              control={form.control}
              name={`packaging.${index}.level`}
              label={t('medicineStudy.packaging.level')}
              options={medicinePackagingLevels.map((l) => ({
                value: l,
                label: t(`medicineStudy.packaging.level.${l}`),
              }))}
            />
            <FormSelectField
              control={form.control}
              name={`packaging.${index}.material`}
              label={t('medicineStudy.packaging.material')}
              options={medicinePackagingMaterials.map((m) => ({
                value: m,
                label: t(`medicineStudy.packaging.material.${m}`),
              }))}
            />
            <FormTextField
              control={form.control}
              name={`packaging.${index}.gramsPerBox`}
              label={t('medicineStudy.packaging.grams')}
              slotProps={{ htmlInput: { inputMode: 'decimal' } }}
            />
          </>
        )}
      />
    </>
  );
}
