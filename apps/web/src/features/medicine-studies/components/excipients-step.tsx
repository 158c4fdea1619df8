import Typography from '@mui/material/Typography';
import { excipientPlaces, MAX_MEDICINE_EXCIPIENTS } from '@pharmatrace/domain';
import { type UseFormReturn, useFieldArray } from 'react-hook-form';
import { FormSelectField } from '@/components/ui/form-select-field';
import { FormTextField } from '@/components/ui/form-text-field';
import { RepeatableRows } from '@/components/ui/repeatable-rows';
import { useT } from '@/lib/language';
import { emptyExcipient, type StudyFormValues } from '../utils/study-form-values';

/** Step 'Excipients': name, CAS if known, mg per unit and production region (issue #37). */
export function ExcipientsStep({ form }: { form: UseFormReturn<StudyFormValues> }) {
  const t = useT();
  const rows = useFieldArray({ control: form.control, name: 'excipients' });
  return (
    <>
      <Typography sx={{ mb: 1, maxWidth: '70ch' }}>{t('medicineStudy.excipients.intro')}</Typography>
      <RepeatableRows
        rows={rows.fields}
        legend={(n) => t('medicineStudy.excipients.item', { number: n })}
        removeLabel={(n) => t('medicineStudy.excipients.remove', { number: n })}
        emptyText={t('medicineStudy.rows.empty')}
        addLabel={t('medicineStudy.excipients.add')}
        max={MAX_MEDICINE_EXCIPIENTS}
        onAdd={() => rows.append(emptyExcipient())}
        onRemove={(index) => rows.remove(index)}
        renderFields={(index) => (
          <>
            <FormTextField
              control={form.control}
              name={`excipients.${index}.name`}
              label={t('medicineStudy.rows.name')}
            />
            <FormTextField
              control={form.control}
              name={`excipients.${index}.cas`}
              label={t('medicineStudy.rows.casOptional')}
            />
            <FormTextField
              control={form.control}
              name={`excipients.${index}.mgPerUnit`}
              label={t('medicineStudy.rows.mgPerUnit')}
              slotProps={{ htmlInput: { inputMode: 'decimal' } }}
            />
            <FormSelectField
              control={form.control}
              name={`excipients.${index}.productionPlace`}
              label={t('medicineStudy.excipients.place')}
              options={excipientPlaces.map((p) => ({ value: p, label: t(`footprints.mb.option.${p}`) }))}
            />
          </>
        )}
      />
    </>
  );
}
