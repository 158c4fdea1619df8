import type { FieldValues, Resolver } from 'react-hook-form';

type AnyResolver = Resolver<FieldValues, unknown, FieldValues>;

/**
 * A react-hook-form resolver whose rules load on first use (issue #17): the login page paints
 * without zod and the domain's schemas, which then load at once in the background (`preload`,
 * called after the first paint), well before anyone can type and submit. Validation is the same
 * resolver, only awaited.
 */
export function lazyResolver<R>(load: () => Promise<R>): { resolver: R; preload: () => void } {
  let loading: Promise<R> | null = null;
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
    resolver: (async (...args: Parameters<AnyResolver>) =>
      ((await get()) as unknown as AnyResolver)(...args)) as unknown as R,
    preload: () => {
      get().catch(() => {});
    },
  };
}
