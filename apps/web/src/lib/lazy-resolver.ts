import type { FieldValues, Resolver } from 'react-hook-form';

/**
 * A react-hook-form resolver whose rules load on first use (issue #17): the login page paints
 * without zod and the domain's schemas, which then load at once in the background (`preload`,
 * called after the first paint), well before anyone can type and submit. Validation is the same
 * resolver, only awaited.
 */
export function lazyResolver<TValues extends FieldValues, TContext, TOutput>(
  load: () => Promise<Resolver<TValues, TContext, TOutput>>,
): { resolver: Resolver<TValues, TContext, TOutput>; preload: () => void } {
  let loading: Promise<Resolver<TValues, TContext, TOutput>> | null = null;
  const get = () => {
    loading ??= load().catch((error: unknown) => {
      // A failed chunk download is tried again on the next validation.
      loading = null;
      throw error;
    });
    return loading;
  };
  return {
    // Typed as the loaded resolver, so that useForm infers the form's values from its schema.
    resolver: async (values, context, options) => (await get())(values, context, options),
    preload: () => {
      get().catch(() => {});
    },
  };
}
