import { sayPhrase, uiMessages } from '@pharmatrace/domain';
import type { FieldPath, FieldValues, UseFormSetError } from 'react-hook-form';
import { isApiError } from './api-client';
import { getLanguage, inLanguage } from './language';

/**
 * What to show for a failed call when the spec says 'the server message as is':
 * no answer is 'Internal Server Error' (spec 000 §8), a silent failure is 'Unexpected Error'.
 * In the page's language (issue #27) when the catalogue has the words.
 */
export function serverMessageOf(error: unknown, fallback: string = uiMessages.login.unexpected): string {
  if (isApiError(error)) {
    if (error.isNetworkError) return inLanguage(uiMessages.login.noResponse);
    // Issue #40: the server's message is said from its phrase, never read back from its words.
    if (error.said) return sayPhrase(getLanguage(), error.said);
    return inLanguage(error.serverMessage ?? fallback);
  }
  return inLanguage(fallback);
}

/**
 * A save refused because someone else saved the project since it was read (409 STALE_SAVE,
 * decision 0027): nothing was written; the page offers to reload the stored project.
 */
export function isStaleSave(error: unknown): boolean {
  return isApiError(error) && error.status === 409 && error.code === 'STALE_SAVE';
}

/**
 * Puts a 400's per-field messages on the form's fields (only on fields the form has).
 * `toFieldName` translates a server path when the form's shape differs from the body sent
 * (e.g. lines dropped before sending). Returns true when at least one field got a message.
 */
export function applyFieldErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fieldNames: readonly FieldPath<T>[],
  toFieldName: (serverPath: string) => string = (serverPath) => serverPath,
): boolean {
  if (!isApiError(error) || !error.fields) return false;
  let applied = false;
  for (const [serverPath, message] of Object.entries(error.fields)) {
    const field = toFieldName(serverPath);
    const name = fieldNames.find((candidate) => candidate === field);
    if (name) {
      setError(name, { type: 'server', message }, { shouldFocus: !applied });
      applied = true;
    }
  }
  return applied;
}
