import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { useState } from 'react';
import type { FieldPath, FieldValues, UseControllerProps } from 'react-hook-form';
import { useT } from '@/lib/language';
import { useFormField, withoutControllerProps } from './use-form-field';

export type FormTextFieldProps<
  TFieldValues extends FieldValues,
  TName extends FieldPath<TFieldValues>,
  TTransformedValues,
> = UseControllerProps<TFieldValues, TName, TTransformedValues> & {
  label: string;
  /** Shown under the field while it has no error (e.g. the password rules). */
  hint?: string;
  /** Other fields to validate again when this one changes (e.g. a confirmation). */
  deps?: FieldPath<TFieldValues>[];
} & Omit<
    TextFieldProps,
    'name' | 'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'error' | 'helperText' | 'label' | 'inputRef'
  >;

/**
 * A labelled MUI text field bound to react-hook-form: label, error and hint in one place
 * (STYLE.md habit 12). The label is the accessible name, so tests find it with getByLabel.
 * Password fields get a reveal button whose name avoids the word 'password' so that
 * `getByLabel('Password')` stays unambiguous.
 */
export function FormTextField<
  TFieldValues extends FieldValues,
  TName extends FieldPath<TFieldValues>,
  TTransformedValues = TFieldValues,
>(props: FormTextFieldProps<TFieldValues, TName, TTransformedValues>) {
  const { label, hint, deps, type, slotProps, ...textFieldProps } = withoutControllerProps(props);
  const { field, errorMessage, helperText } = useFormField(props, { hint, deps });
  const [isRevealed, setIsRevealed] = useState(false);
  const isPassword = type === 'password';
  const t = useT();

  return (
    <TextField
      {...textFieldProps}
      name={field.name}
      value={field.value ?? ''}
      onChange={field.onChange}
      onBlur={field.onBlur}
      inputRef={field.ref}
      disabled={field.disabled}
      label={label}
      type={isPassword && isRevealed ? 'text' : type}
      error={Boolean(errorMessage)}
      helperText={helperText}
      slotProps={{
        ...slotProps,
        htmlInput: { 'aria-invalid': Boolean(errorMessage), ...(slotProps?.htmlInput as object) },
        input: isPassword
          ? {
              endAdornment: (
                <InputAdornment position="end">
                  <IconButton
                    aria-label={isRevealed ? t('field.hideTyped') : t('field.showTyped')}
                    aria-pressed={isRevealed}
                    onClick={() => setIsRevealed((v) => !v)}
                    edge="end"
                    disabled={field.disabled}
                  >
                    {isRevealed ? <VisibilityOff /> : <Visibility />}
                  </IconButton>
                </InputAdornment>
              ),
              ...(slotProps?.input as object),
            }
          : slotProps?.input,
      }}
    />
  );
}
