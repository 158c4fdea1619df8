import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { useEffect, useRef, useState } from 'react';
import type { FieldPath, FieldValues, UseControllerProps } from 'react-hook-form';
import { type DecimalValue, decimalValue, shownDecimal } from '@/lib/decimal';
import { useLanguage } from '@/lib/language';
import { useFormField, withoutControllerProps } from './use-form-field';

export type DecimalFieldProps = {
  value: DecimalValue | undefined;
  /** Every change: the number the text reads as, null when empty, the text while it is no number. */
  onValue: (value: DecimalValue) => void;
  /** A count: the phone's numeric keypad, without a separator. */
  wholeNumber?: boolean;
} & Omit<TextFieldProps, 'value' | 'onChange' | 'type' | 'defaultValue'>;

/**
 * The one numeric field of the forms (issue #39, decision 0060): the user types with their own
 * decimal separator, ',' or '.'; the form holds the number, never the text '109,13'; a held
 * number is shown in the page's language ('151,16' in French). What is typed stays as typed while
 * the field is edited ('12,' on the way to '12,5'), and is shown again from the value when the
 * value changes from elsewhere (a reset, a restored draft) or the language changes.
 */
export function DecimalField({
  value,
  onValue,
  wholeNumber = false,
  slotProps,
  ...props
}: DecimalFieldProps) {
  const language = useLanguage();
  const [text, setText] = useState(() => shownDecimal(language, value));
  /** The value this field last handed on: any other one came from elsewhere. */
  const handedOn = useRef<DecimalValue | undefined>(value);
  const shownIn = useRef(language);

  useEffect(() => {
    if (Object.is(value, handedOn.current) && shownIn.current === language) return;
    handedOn.current = value;
    shownIn.current = language;
    setText(shownDecimal(language, value));
  }, [value, language]);

  return (
    <TextField
      {...props}
      value={text}
      onChange={(event) => {
        const next = decimalValue(event.target.value);
        setText(event.target.value);
        handedOn.current = next;
        onValue(next);
      }}
      slotProps={{
        ...slotProps,
        htmlInput: {
          inputMode: wholeNumber ? 'numeric' : 'decimal',
          ...(slotProps?.htmlInput as object),
        },
      }}
    />
  );
}

export type FormDecimalFieldProps<
  TFieldValues extends FieldValues,
  TName extends FieldPath<TFieldValues>,
  TTransformedValues,
> = UseControllerProps<TFieldValues, TName, TTransformedValues> & {
  label: string;
  hint?: string;
  wholeNumber?: boolean;
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
    | 'type'
  >;

/**
 * DecimalField bound to react-hook-form, as FormTextField is: label, error and hint in one place.
 * A change goes through the form's onChange, so the form is dirty ('Unsaved') at once.
 */
export function FormDecimalField<
  TFieldValues extends FieldValues,
  TName extends FieldPath<TFieldValues>,
  TTransformedValues = TFieldValues,
>(props: FormDecimalFieldProps<TFieldValues, TName, TTransformedValues>) {
  const { label, hint, slotProps, ...fieldProps } = withoutControllerProps(props);
  const { field, errorMessage, helperText } = useFormField(props, { hint });
  return (
    <DecimalField
      {...fieldProps}
      name={field.name}
      value={field.value as DecimalValue | undefined}
      onValue={field.onChange}
      onBlur={field.onBlur}
      inputRef={field.ref}
      disabled={field.disabled}
      label={label}
      error={Boolean(errorMessage)}
      helperText={helperText}
      slotProps={{
        ...slotProps,
        htmlInput: { 'aria-invalid': Boolean(errorMessage), ...(slotProps?.htmlInput as object) },
      }}
    />
  );
}
