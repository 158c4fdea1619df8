import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import type { Country } from '@pharmatrace/domain';
import type { FieldPath, FieldValues, UseControllerProps } from 'react-hook-form';
import { useCountries } from '@/lib/countries';
import { useT } from '@/lib/language';
import { useFormField } from './use-form-field';

export type FormCountryAutocompleteProps<
  TFieldValues extends FieldValues,
  TName extends FieldPath<TFieldValues>,
  TTransformedValues,
> = UseControllerProps<TFieldValues, TName, TTransformedValues> & {
  label: string;
  autoComplete?: string;
};

/**
 * A country field (GET /api/countries) bound to react-hook-form: the form holds the country id
 * (ISO alpha-2, as the API stores it), the person types and picks a name. Clearing it gives ''
 * so that the schema's "can't be empty" message applies.
 */
export function FormCountryAutocomplete<
  TFieldValues extends FieldValues,
  TName extends FieldPath<TFieldValues>,
  TTransformedValues = TFieldValues,
>(props: FormCountryAutocompleteProps<TFieldValues, TName, TTransformedValues>) {
  const { label, autoComplete } = props;
  const { field, fieldState, errorMessage: fieldError } = useFormField(props);
  const countriesQuery = useCountries();
  const t = useT();
  const options = countriesQuery.data ?? [];
  const value = options.find((country) => country.id === field.value) ?? null;
  const errorMessage = fieldError ?? (countriesQuery.isError ? t('common.countriesFailed') : undefined);

  return (
    <Autocomplete<Country>
      options={options}
      value={value}
      onChange={(_event, country) => field.onChange(country?.id ?? '')}
      onBlur={field.onBlur}
      getOptionLabel={(country) => country.name}
      isOptionEqualToValue={(option, selected) => option.id === selected.id}
      loading={countriesQuery.isPending}
      disabled={field.disabled}
      autoHighlight
      renderInput={(params) => (
        <TextField
          {...params}
          name={field.name}
          inputRef={field.ref}
          label={label}
          error={Boolean(fieldState.error) || countriesQuery.isError}
          helperText={errorMessage}
          slotProps={{
            ...params.slotProps,
            htmlInput: {
              ...params.slotProps.htmlInput,
              autoComplete,
              'aria-invalid': Boolean(fieldState.error),
            },
          }}
        />
      )}
    />
  );
}
