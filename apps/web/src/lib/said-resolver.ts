import { toNestErrors, validateFieldsNatively } from '@hookform/resolvers';
import { type Phrase, phraseOfIssue } from '@pharmatrace/domain';
import type { FieldError, FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';

/**
 * A field's error as the forms keep it (issue #40, decision 0073 'Round 3'): react-hook-form's
 * `{ type, message }`, `message` the spec's English as zod wrote it, and `said`, the same message
 * as a phrase of the catalogue. The field says `said` in the page's language when it is shown, so
 * a language switch changes the words without validating again.
 */
export type SaidFieldError = FieldError & { said?: Phrase | undefined };

/** The first issue of a union: the branch that came closest (fewest issues), as zodResolver picks it. */
function closestIssue(issue: z.core.$ZodIssue): z.core.$ZodIssue {
  if (issue.code !== 'invalid_union' || issue.errors.length === 0) return issue;
  const closest = issue.errors.reduce((best, branch) => (branch.length < best.length ? branch : best));
  const first = closest[0];
  return first ? closestIssue({ ...first, path: [...issue.path, ...first.path] }) : issue;
}

/**
 * The forms' resolver: the domain schema checks the values (as `zodResolver` does: the first issue
 * of each field, a union's closest branch), and each field's error keeps its issue's phrase
 * (`phraseOfIssue`: the installed messages', a rule's `params.said`, or the schema's constant).
 * `@hookform/resolvers`' zod resolver keeps only `{ message, type }`, which is why it is not used.
 */
export function saidResolver<Input extends FieldValues, Output>(
  schema: z.ZodType<Output, Input>,
): Resolver<Input, unknown, Output> {
  return async (values, _context, options) => {
    const result = await schema.safeParseAsync(values);
    if (result.success) {
      if (options.shouldUseNativeValidation) validateFieldsNatively({}, options);
      return { values: result.data, errors: {} };
    }
    const errors: Record<string, SaidFieldError> = Object.create(null);
    for (const raw of result.error.issues) {
      const issue = closestIssue(raw);
      const path = issue.path.join('.');
      if (errors[path]) continue;
      errors[path] = { type: issue.code, message: issue.message, said: phraseOfIssue(issue) };
    }
    return { values: {}, errors: toNestErrors(errors, options) };
  };
}
