import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { useState } from 'react';
import { type FieldPath, type FieldValues, type UseControllerProps, useController } from 'react-hook-form';
import { inLanguage, useLanguage, useT } from '@/lib/language';

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
>({
  name,
  control,
  rules,
  shouldUnregister,
  defaultValue,
  disabled,
  label,
  hint,
  deps,
  type,
  slotProps,
  ...textFieldProps
}: FormTextFieldProps<TFieldValues, TName, TTransformedValues>) {
  const { field, fieldState } = useController<TFieldValues, TName, TTransformedValues>({
    name,
    control,
    rules: deps ? { ...rules, deps } : rules,
    shouldUnregister,
    defaultValue,
    disabled,
  });
  const [isRevealed, setIsRevealed] = useState(false);
  const isPassword = type === 'password';
  // The rules write the spec's English; the page may be in French (issue #27).
  const language = useLanguage();
  const t = useT();
  const errorMessage = fieldState.error?.message ? inLanguage(fieldState.error.message, language) : undefined;

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
      helperText={errorMessage ?? (hint ? inLanguage(hint, language) : hint)}
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
