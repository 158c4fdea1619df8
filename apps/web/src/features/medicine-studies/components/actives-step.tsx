import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import { type CarbonSummary, formatNumberIn, MAX_MEDICINE_ACTIVES } from '@pharmatrace/domain';
import { useId } from 'react';
import { type UseFormReturn, useFieldArray, useWatch } from 'react-hook-form';
import { FormSelectField } from '@/components/ui/form-select-field';
import { FormTextField } from '@/components/ui/form-text-field';
import { RepeatableRows } from '@/components/ui/repeatable-rows';
import { useLanguage, useT } from '@/lib/language';
import {
  type ActiveOrigin,
  activeOrigins,
  emptyActive,
  type StudyFormValues,
} from '../utils/study-form-values';

const decimal = { htmlInput: { inputMode: 'decimal' } } as const;

/** Where one active's footprint comes from, and what that source needs (issue #37 'Active ingredients'). */
function ActiveSource({
  form,
  index,
  apiFootprints,
}: {
  form: UseFormReturn<StudyFormValues>;
  index: number;
  apiFootprints: readonly CarbonSummary[];
}) {
  const t = useT();
  const language = useLanguage();
  const labelId = useId();
  const origin = useWatch({ control: form.control, name: `actives.${index}.origin` });
  const setOrigin = (value: ActiveOrigin) => {
    form.setValue(`actives.${index}.origin`, value, { shouldDirty: true });
    void form.trigger(`actives.${index}`);
  };
  return (
    <FormControl sx={{ gridColumn: '1 / -1', mt: 1 }}>
      <FormLabel id={labelId}>{t('medicineStudy.actives.origin')}</FormLabel>
      <RadioGroup
        aria-labelledby={labelId}
        value={origin}
        onChange={(event) => setOrigin(event.target.value as ActiveOrigin)}
      >
        {activeOrigins.map((o) => (
          <FormControlLabel
            key={o}
            value={o}
            control={<Radio />}
            label={t(`medicineStudy.actives.origin.${o}`)}
          />
        ))}
      </RadioGroup>
      {origin === 'linked' ? (
        apiFootprints.length === 0 ? (
          <Typography color="textSecondary">{t('medicineStudy.actives.noFootprint')}</Typography>
        ) : (
          <>
            <FormSelectField
              control={form.control}
              name={`actives.${index}.carbonFootprintId`}
              label={t('medicineStudy.actives.footprint')}
              emptyOption={t('medicineStudy.actives.footprintEmpty')}
              options={apiFootprints.map((f) => ({
                value: f.id,
                label: f.footprint
                  ? t('medicineStudy.actives.footprintOption', {
                      name: f.name,
                      value: formatNumberIn(language, f.footprint.value),
                    })
                  : f.name,
              }))}
            />
            <Typography variant="body2" color="textSecondary">
              {t('medicineStudy.actives.linkedText')}
            </Typography>
          </>
        )
      ) : null}
      {origin === 'given' ? (
        <>
          <FormTextField
            control={form.control}
            name={`actives.${index}.valueKgPerKg`}
            label={t('medicineStudy.actives.value')}
            slotProps={decimal}
          />
          <FormTextField
            control={form.control}
            name={`actives.${index}.uncertainty`}
            label={t('medicineStudy.actives.uncertainty')}
            slotProps={decimal}
          />
          <FormTextField
            control={form.control}
            name={`actives.${index}.source`}
            label={t('medicineStudy.actives.source')}
          />
        </>
      ) : null}
      {origin === 'default' ? (
        <Typography variant="body2" color="textSecondary">
          {t('medicineStudy.actives.defaultText')}
        </Typography>
      ) : null}
    </FormControl>
  );
}

/** Step 'Active ingredients': each with its name, CAS, mg per unit and its footprint's source. */
export function ActivesStep({
  form,
  apiFootprints,
}: {
  form: UseFormReturn<StudyFormValues>;
  /** The client's completed API footprints an active may link to. */
  apiFootprints: readonly CarbonSummary[];
}) {
  const t = useT();
  const rows = useFieldArray({ control: form.control, name: 'actives' });
  return (
    <>
      <Typography sx={{ mb: 1, maxWidth: '70ch' }}>{t('medicineStudy.actives.intro')}</Typography>
      <RepeatableRows
        rows={rows.fields}
        legend={(n) => t('medicineStudy.actives.item', { number: n })}
        removeLabel={(n) => t('medicineStudy.actives.remove', { number: n })}
        emptyText={t('medicineStudy.rows.empty')}
        addLabel={t('medicineStudy.actives.add')}
        max={MAX_MEDICINE_ACTIVES}
        onAdd={() => rows.append(emptyActive())}
        onRemove={(index) => rows.remove(index)}
        renderFields={(index) => (
          <>
            <FormTextField
              control={form.control}
              name={`actives.${index}.name`}
              label={t('medicineStudy.rows.name')}
            />
            <FormTextField
              control={form.control}
              name={`actives.${index}.cas`}
              label={t('medicineStudy.rows.cas')}
            />
            <FormTextField
              control={form.control}
              name={`actives.${index}.mgPerUnit`}
              label={t('medicineStudy.rows.mgPerUnit')}
              slotProps={decimal}
            />
            <ActiveSource form={form} index={index} apiFootprints={apiFootprints} />
          </>
        )}
      />
    </>
  );
}
