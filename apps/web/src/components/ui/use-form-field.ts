import {
  type FieldPath,
  type FieldValues,
  type UseControllerProps,
  type UseControllerReturn,
  useController,
} from 'react-hook-form';
import { fieldErrorIn } from '@/lib/field-error';
import { useLanguage } from '@/lib/language';

/** The props every form field hands to react-hook-form's controller, and never to its input. */
type ControllerKey = 'name' | 'control' | 'rules' | 'shouldUnregister' | 'defaultValue' | 'disabled';

/** A form field's own props: what it gives its MUI input, without the controller's. */
export function withoutControllerProps<P extends Partial<Record<ControllerKey, unknown>>>(
  props: P,
): Omit<P, ControllerKey> {
  const {
    name: _n,
    control: _c,
    rules: _r,
    shouldUnregister: _s,
    defaultValue: _d,
    disabled: _x,
    ...rest
  } = props;
  return rest;
}

export type FormFieldState<
  TFieldValues extends FieldValues,
  TName extends FieldPath<TFieldValues>,
> = UseControllerReturn<TFieldValues, TName> & {
  /** The field's error in the page's language, or undefined. */
  errorMessage: string | undefined;
  /** What shows under the field: its error, else its hint (in the page's language). */
  helperText: string | undefined;
};

/**
 * How every field of the forms (FormTextField, FormSelectField, FormDecimalField,
 * FormCountryAutocomplete) is bound to react-hook-form, in one place (issue #40): the controller,
 * and the field's error said in the page's language from its phrase (issue #40: the rules and
 * schemas write the spec's English, and the resolver keeps each message's key and values).
 */
export function useFormField<
  TFieldValues extends FieldValues,
  TName extends FieldPath<TFieldValues>,
  TTransformedValues = TFieldValues,
>(
  {
    name,
    control,
    rules,
    shouldUnregister,
    defaultValue,
    disabled,
  }: UseControllerProps<TFieldValues, TName, TTransformedValues>,
  {
    hint,
    deps,
  }: {
    /** Shown under the field while it has no error, in the page's language (`t(key)`). */
    hint?: string | undefined;
    /** Other fields to validate again when this one changes (e.g. a confirmation). */
    deps?: FieldPath<TFieldValues>[] | undefined;
  } = {},
): FormFieldState<TFieldValues, TName> {
  const controller = useController<TFieldValues, TName, TTransformedValues>({
    name,
    control,
    rules: deps ? { ...rules, deps } : rules,
    shouldUnregister,
    defaultValue,
    disabled,
  });
  const language = useLanguage();
  // Issue #40: the error's phrase (saidResolver, applyFieldErrors) said in the page's language now,
  // so a language switch changes it without validating again.
  const errorMessage = fieldErrorIn(controller.fieldState.error, language);
  return {
    ...controller,
    errorMessage,
    helperText: errorMessage ?? hint,
  };
}
