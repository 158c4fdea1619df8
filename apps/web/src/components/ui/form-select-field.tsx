import TextField, { type TextFieldProps } from '@mui/material/TextField';
import type { FieldPath, FieldValues, UseControllerProps } from 'react-hook-form';
import { useFormField, withoutControllerProps } from './use-form-field';

export type SelectOption = string | { value: string; label: string };

export type FormSelectFieldProps<
  TFieldValues extends FieldValues,
  TName extends FieldPath<TFieldValues>,
  TTransformedValues,
> = UseControllerProps<TFieldValues, TName, TTransformedValues> & {
  label: string;
  options: readonly SelectOption[];
  /** Text of a first, empty choice (for a field that starts unset); none when omitted. */
  emptyOption?: string;
} & Omit<
    TextFieldProps,
    | 'name'
    | 'value'
    | 'defaultValue'
    | 'onChange'
    | 'onBlur'
    | 'error'
    | 'helperText'
    | 'label'
    | 'inputRef'
    | 'select'
    | 'children'
  >;

/**
 * A labelled select bound to react-hook-form (STYLE.md habit 12). It is a native <select>:
 * its accessible name is exactly its label (MUI's custom select adds the chosen value to it),
 * it is light enough for a form with many of them, and phones show their own picker.
 */
export function FormSelectField<
  TFieldValues extends FieldValues,
  TName extends FieldPath<TFieldValues>,
  TTransformedValues = TFieldValues,
>(props: FormSelectFieldProps<TFieldValues, TName, TTransformedValues>) {
  const { label, options, emptyOption, slotProps, ...textFieldProps } = withoutControllerProps(props);
  const { field, errorMessage } = useFormField(props);
  const value = field.value === null || field.value === undefined ? '' : String(field.value);
  const choices = options.map((option) =>
    typeof option === 'string' ? { value: option, label: option } : option,
  );
  // A value saved before the list changed stays visible instead of being silently replaced.
  if (value !== '' && !choices.some((choice) => choice.value === value)) {
    choices.unshift({ value, label: value });
  }

  return (
    <TextField
      {...textFieldProps}
      select
      name={field.name}
      value={value}
      onChange={field.onChange}
      onBlur={field.onBlur}
      inputRef={field.ref}
      disabled={field.disabled}
      label={label}
      error={Boolean(errorMessage)}
      helperText={errorMessage}
      slotProps={{
        ...slotProps,
        select: { native: true, ...(slotProps?.select as object) },
        htmlInput: { 'aria-invalid': Boolean(errorMessage), ...(slotProps?.htmlInput as object) },
      }}
    >
      {emptyOption !== undefined ? <option value="">{emptyOption}</option> : null}
      {choices.map((choice) => (
        <option key={choice.value} value={choice.value}>
          {choice.label}
        </option>
      ))}
    </TextField>
  );
}
