import Box from '@mui/material/Box';
import type { Control, FieldValues, Path } from 'react-hook-form';
import { FormSelectField } from '@/components/ui/form-select-field';
import { FormTextField } from '@/components/ui/form-text-field';
import { twoColumns } from '@/components/ui/two-columns';
import { useT } from '@/lib/language';
import { treeTypeOptions } from './tree-type-options';

/**
 * A drug substance's identity (spec 001 §2 'Drug substance wizard' step 1, and each
 * 'Drug substance #n' of the drug product wizard): INN, CAS number, type and HS code.
 * `prefix` names where the fields live in the form ('' or 'api.0.').
 */
export function SubstanceIdentityFields<TValues extends FieldValues>({
  control,
  prefix = '',
}: {
  control: Control<TValues, unknown, unknown>;
  prefix?: string;
}) {
  const name = (field: string) => `${prefix}${field}` as Path<TValues>;
  const t = useT();
  return (
    <Box sx={twoColumns}>
      <FormTextField
        control={control}
        name={name('inn')}
        label={t('labels.inn')}
        hint={t('labels.innHint')}
      />
      <FormTextField control={control} name={name('cas')} label={t('tree.casNumber')} />
      <FormSelectField
        control={control}
        name={name('type')}
        label={t('projectList.type')}
        options={treeTypeOptions.map((option) => ({
          value: option.value,
          label: t(`labels.type.${option.value}`),
        }))}
        emptyOption=""
      />
      <FormTextField
        control={control}
        name={name('codeHs')}
        label={t('originField.drugProductCodeHs')}
        hint={t('labels.hsCodeHint')}
        slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 12 } }}
      />
    </Box>
  );
}
