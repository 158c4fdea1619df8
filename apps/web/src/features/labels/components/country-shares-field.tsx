import AddCircleOutlined from '@mui/icons-material/AddCircleOutlined';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Typography from '@mui/material/Typography';
import { MAX_MANUFACTURERS } from '@pharmatrace/domain';
import { useId } from 'react';
import { type Control, useFieldArray, useFormState } from 'react-hook-form';
import { FormCountryAutocomplete } from '@/components/ui/form-country-autocomplete';
import { FormTextField } from '@/components/ui/form-text-field';
import { fieldErrorIn } from '@/lib/field-error';
import { useLanguage, useT } from '@/lib/language';
import { emptyCountryShare, type OriginFormValues } from '../utils/origin-form-values';

type ShareListName = 'productionCountriesDrugFormulation' | 'productionCountriesPrimaryPackaging';

/**
 * One list of production countries of a drug product (spec 001 §3, §5): 1 to 3 countries, each
 * with its percentage, totalling 100. The first row cannot be removed. The list's own message
 * (the total) shows under it.
 */
export function CountrySharesField({
  control,
  name,
  legend,
}: {
  control: Control<OriginFormValues>;
  name: ShareListName;
  legend: string;
}) {
  const legendId = useId();
  const language = useLanguage();
  const t = useT();
  const rows = useFieldArray({ control, name });
  const { errors } = useFormState({ control, name });
  const listError = errors[name];
  // zod reports the total on the list itself; react-hook-form keeps such a message under `root`.
  // Said from its phrase in the page's language (issue #40, `saidResolver`).
  const listMessage = fieldErrorIn(listError?.root ?? listError, language);

  return (
    <Box component="fieldset" aria-labelledby={legendId} sx={{ border: 0, p: 0, m: 0, mt: 2, minWidth: 0 }}>
      <Typography id={legendId} component="legend" variant="subtitle1" sx={{ fontWeight: 600 }}>
        {legend}
      </Typography>
      {rows.fields.map((row, index) => (
        <Box
          key={row.id}
          sx={{
            display: 'grid',
            gridTemplateColumns: { xs: 'minmax(0, 1fr) auto', sm: 'minmax(0, 2fr) minmax(0, 1fr) auto' },
            columnGap: 1.5,
            alignItems: 'start',
          }}
        >
          <FormCountryAutocomplete
            control={control}
            name={`${name}.${index}.countryId`}
            label={t('labels.countryNumber', { number: index + 1 })}
          />
          <FormTextField
            control={control}
            name={`${name}.${index}.percentage`}
            label={t('tree.percentage')}
            deps={[name]}
            slotProps={{
              htmlInput: { inputMode: 'numeric', maxLength: 3 },
              input: { endAdornment: <InputAdornment position="end">%</InputAdornment> },
            }}
            sx={{ gridColumn: { xs: '1', sm: 'auto' } }}
          />
          {index > 0 ? (
            <IconButton
              aria-label={t('labels.removeCountry', { number: index + 1, list: legend.toLowerCase() })}
              onClick={() => rows.remove(index)}
              sx={{ mt: 2.5, gridColumn: { xs: 2, sm: 3 }, gridRow: 1 }}
            >
              <DeleteOutlined />
            </IconButton>
          ) : (
            <Box sx={{ width: 40, gridColumn: { xs: 2, sm: 3 }, gridRow: 1 }} />
          )}
        </Box>
      ))}
      {listMessage ? (
        <FormHelperText error role="alert">
          {listMessage}
        </FormHelperText>
      ) : null}
      <Button
        startIcon={<AddCircleOutlined aria-hidden />}
        onClick={() => rows.append(emptyCountryShare())}
        disabled={rows.fields.length >= MAX_MANUFACTURERS}
        sx={{ mt: 1 }}
      >
        {t('labels.addCountry')}
      </Button>
    </Box>
  );
}
