import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';

/**
 * One react-hook-form resolver made of several, each checking its part of the values (e.g. the
 * domain's schema of each wizard step, one with cross-field rules that cannot be merged into a
 * single object schema). Errors of all of them are reported together.
 */
export function combineResolvers<TValues extends FieldValues>(
  ...resolvers: Resolver<TValues>[]
): Resolver<TValues> {
  return async (values, context, options) => {
    const results = await Promise.all(resolvers.map((resolver) => resolver(values, context, options)));
    const errors = Object.assign({}, ...results.map((result) => result.errors)) as FieldErrors<TValues>;
    return Object.keys(errors).length > 0 ? { values: {}, errors } : { values, errors: {} };
  };
}
