import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { SxProps, Theme } from '@mui/material/styles';
import { type ReactNode, useRef, useState } from 'react';
import {
  type DefaultValues,
  type FieldPath,
  type FieldValues,
  type Resolver,
  type UseFormReturn,
  useForm,
} from 'react-hook-form';
import type { z } from 'zod';
import { applyFieldErrors, serverMessageOf } from '@/lib/errors';
import { useLanguage } from '@/lib/language';
import { saidResolver } from '@/lib/said-resolver';
import { useTypedBeforeHydration } from '@/lib/typed-before-hydration';

export type SchemaForm<TValues extends FieldValues, TOutput> = UseFormReturn<TValues, unknown, TOutput>;

/**
 * The form's rules: the domain schema (the browser checks what the server checks, with the same
 * words), or a resolver built from it elsewhere (the login form loads its rules after the first
 * paint, lib/lazy-resolver.ts).
 */
export type FormRules<TValues extends FieldValues, TOutput> =
  | { schema: z.ZodType<TOutput, TValues>; resolver?: never }
  | { resolver: Resolver<TValues, unknown, TOutput>; schema?: never };

export type FormProps<TValues extends FieldValues, TOutput> = FormRules<TValues, TOutput> & {
  defaultValues: DefaultValues<TValues>;
  /** Sends the checked values; a rejection is shown (see placeError and the alert rule). */
  onSubmit: (values: TOutput, form: SchemaForm<TValues, TOutput>) => Promise<unknown>;
  /**
   * An answer the form puts on a field itself (a 409 on the e-mail, a wrong current password):
   * return true when placed, and no alert is shown for it.
   */
  placeError?: (error: unknown, form: SchemaForm<TValues, TOutput>) => boolean;
  /**
   * Whether a 400's `fields` go on the form's fields (default: always). The login form shows
   * every failure in its alert; a wrong reset code is an alert although the server names the field.
   */
  fieldErrors?: boolean | ((error: unknown) => boolean);
  /**
   * The alert's words for a failure, in the page's language (called when the alert is drawn, so a
   * language switch says it again); by default the server's message, from its phrase.
   */
  alertMessage?: (error: unknown) => string;
  /** The fields a 400's `fields` may name; by default the keys of defaultValues. */
  fieldNames?: readonly FieldPath<TValues>[];
  /** The fields, given the form (its control, its values). */
  children: (form: SchemaForm<TValues, TOutput>) => ReactNode;
  submitLabel: ReactNode;
  /** Account forms save changes only: the button waits for a valid change. */
  requireChange?: boolean;
  /** Auth screens use one large full-width button. */
  wideSubmit?: boolean;
  /** Shown above the fields (what the form is for). */
  header?: ReactNode;
  /** Shown under the button (links to the other auth screens…). */
  footer?: ReactNode;
  sx?: SxProps<Theme>;
};

/**
 * The one form skeleton of the web app (issue #15), used by the account, user and auth forms:
 * react-hook-form checked on change by the domain schema; a fieldset disabled while sending; a
 * 400's per-field messages on their fields; any other failure in one alert with the server's
 * message as is ('Internal Server Error' when no answer came, spec 000 §8); a submit button
 * that shows it is working. What each form does differently is in its props.
 */
export function Form<TValues extends FieldValues, TOutput>({
  schema,
  resolver,
  defaultValues,
  onSubmit,
  placeError,
  fieldErrors = true,
  alertMessage = serverMessageOf,
  fieldNames,
  children,
  submitLabel,
  requireChange = false,
  wideSubmit = false,
  header,
  footer,
  sx,
}: FormProps<TValues, TOutput>) {
  const form = useForm<TValues, unknown, TOutput>({
    // The schemas read typed text through preprocess steps, so their input type is wider than
    // the form's values; the checks and the output are exactly the schema's.
    resolver: resolver ?? (saidResolver(schema as never) as unknown as Resolver<TValues, unknown, TOutput>),
    mode: 'onChange',
    defaultValues,
  });
  // The failure itself, said when drawn: `useLanguage` redraws the form when the language changes.
  const [failure, setFailure] = useState<{ error: unknown } | null>(null);
  useLanguage();
  const { isDirty, isValid, isSubmitting } = form.formState;
  const names = fieldNames ?? (Object.keys(defaultValues ?? {}) as FieldPath<TValues>[]);
  const formRef = useRef<HTMLFormElement>(null);
  // What was typed into a prerendered form before the JS arrived (decision 0022).
  useTypedBeforeHydration(formRef, form, names);

  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      await onSubmit(values, form);
    } catch (error) {
      if (placeError?.(error, form)) return;
      const onFields = typeof fieldErrors === 'function' ? fieldErrors(error) : fieldErrors;
      if (onFields && applyFieldErrors(error, form.setError, names)) return;
      setFailure({ error });
    }
  });

  return (
    <Box component="form" ref={formRef} noValidate onSubmit={submit} sx={sx}>
      {header}
      <Box component="fieldset" disabled={isSubmitting} sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
        {children(form)}
      </Box>
      {failure ? (
        <Alert severity="error" role="alert" sx={{ mt: 2 }}>
          {alertMessage(failure.error)}
        </Alert>
      ) : null}
      <Button
        type="submit"
        variant="contained"
        size={wideSubmit ? 'large' : 'medium'}
        fullWidth={wideSubmit}
        sx={{ mt: wideSubmit ? 3 : 2 }}
        disabled={requireChange && (!isDirty || !isValid)}
        loading={isSubmitting}
      >
        {submitLabel}
      </Button>
      {footer}
    </Box>
  );
}
