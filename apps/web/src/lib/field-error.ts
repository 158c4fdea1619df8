import { type IssueLike, type Locale, phraseOfIssue, phraseOfWire, sayPhrase } from '@pharmatrace/domain';

/**
 * A form field's error in a language (issue #40): its phrase said there (`said`, kept by
 * `saidResolver` and by `applyFieldErrors` from a 400's `fieldsSaid`), else its words as they are
 * (a message the catalogue has no key for is shown as written, never read back into a key).
 */
export function fieldErrorIn(
  error: { message?: string | undefined; said?: unknown } | undefined,
  language: Locale,
): string | undefined {
  if (!error) return undefined;
  const said = phraseOfWire(error.said);
  if (said) return sayPhrase(language, said);
  return error.message || undefined;
}

/**
 * A zod issue (or a rule's issue carrying `said`) in a language: its phrase (`phraseOfIssue`) said
 * there, else its words as written (issue #40).
 */
export function issueIn(issue: IssueLike, language: Locale): string {
  const said = phraseOfIssue(issue);
  return said ? sayPhrase(language, said) : (issue.message ?? '');
}
