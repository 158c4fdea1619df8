import { type RefObject, useEffect } from 'react';
import type { FieldPath, FieldValues, UseFormReturn } from 'react-hook-form';
import { isHydratingPrerenderedPage } from './prerendered-page';

/** The fields whose typed value a prerendered form hands over to its values when hydrated. */
const typedFields = new Set(['text', 'email', 'password', 'tel', 'search', 'url', 'checkbox']);

/**
 * A prerendered form (/login, /forgot_password, /set_password, /register: apps/web/scripts/
 * prerender.mjs, decision 0022) can be typed into before React hydrates it: the DOM then holds what
 * was typed while the form's values are the defaults (or a draft put back by an earlier effect).
 * They are taken from the DOM once, on mount, during the hydration only: later changes go through
 * the fields' own handlers. A form sent before the app took over (the page's guard held it and
 * marked it `data-submit-pending`) is sent again once every first effect has run.
 *
 * Call it after any hook that fills the form on mount (a restored draft): what was typed wins.
 */
export function useTypedBeforeHydration<TValues extends FieldValues, TContext, TOutput>(
  formRef: RefObject<HTMLFormElement | null>,
  form: UseFormReturn<TValues, TContext, TOutput>,
  names: readonly FieldPath<TValues>[],
): void {
  // biome-ignore lint/correctness/useExhaustiveDependencies: on mount only
  useEffect(() => {
    const element = formRef.current;
    if (!element || !isHydratingPrerenderedPage()) return;
    for (const name of names) {
      const field = element.elements.namedItem(name);
      if (!(field instanceof HTMLInputElement) || !typedFields.has(field.type)) continue;
      const typed = field.type === 'checkbox' ? field.checked : field.value;
      if (typed !== '' && typed !== false && typed !== form.getValues(name)) {
        form.setValue(name, typed as never, { shouldDirty: true, shouldValidate: true });
      }
    }
    if (element.hasAttribute('data-submit-pending')) {
      element.removeAttribute('data-submit-pending');
      // After the App's first effect, which lets the guard let it through.
      queueMicrotask(() => element.requestSubmit());
    }
  }, []);
}
