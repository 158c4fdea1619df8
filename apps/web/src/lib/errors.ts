import { type IssueLike, type MessageKey, sayPhrase, serverMessages, translate } from '@pharmatrace/domain';
import type { ErrorOption, FieldPath, FieldValues, UseFormSetError } from 'react-hook-form';
import { isApiError } from './api-client';
import { getLanguage } from './language';

/** A plain message of the catalogue a failure may fall back on ('Unexpected Error'…). */
type FallbackKey = Extract<MessageKey, `ui.${string}`>;

/**
 * What to show for a failed call when the spec says 'the server message as is':
 * no answer is 'Internal Server Error' (spec 000 §8), a silent failure is 'Unexpected Error'.
 * In the page's language (issue #27): the server's message from its phrase (issue #40), else its
 * words as sent; `null` for no fallback (the empty text).
 */
export function serverMessageOf(
  error: unknown,
  fallback: FallbackKey | null = 'ui.login.unexpected',
): string {
  const language = getLanguage();
  if (isApiError(error)) {
    if (error.isNetworkError) return translate(language, 'ui.login.noResponse');
    // Issue #40: the server's message is said from its phrase, never read back from its words.
    if (error.said) return sayPhrase(language, error.said);
    if (error.serverMessage) return error.serverMessage;
  }
  return fallback === null ? '' : translate(language, fallback as never);
}

/** The server's messages that are plain words (spec 000 §8's 'Incorrect username or password.'…). */
type PlainServerMessage = {
  [K in keyof typeof serverMessages]: (typeof serverMessages)[K] extends string ? K : never;
}[keyof typeof serverMessages];

/**
 * Whether the server answered with one of its spec messages: by the phrase's key where the answer
 * carries one (issue #40), so a reworded or translated message still matches; by the spec's words
 * (spec 000 §8's contract) from a server that sends only `message`.
 */
export function saidByServer(error: unknown, name: PlainServerMessage): boolean {
  if (!isApiError(error) || error.isNetworkError) return false;
  if (error.said) return error.said.key === `server.${name}`;
  return error.serverMessage === serverMessages[name];
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
      // Issue #40: the message's phrase goes with it (`fieldErrorIn` says it in the page's language);
      // an explicit `said: undefined` replaces the phrase of a check's earlier error on the field.
      const said = error.fieldsSaid?.[serverPath];
      setError(name, { type: 'server', message, said } as ErrorOption, { shouldFocus: !applied });
      applied = true;
    }
  }
  return applied;
}

/**
 * An error a screen puts on a field itself ('E-mail already used'...), as a catalogue key: its
 * English as the message and its phrase beside it, so the field says it in the page's language
 * (`fieldErrorIn`) like a check's or the server's.
 */
export function fieldErrorOf(key: FallbackKey): ErrorOption {
  return { type: 'server', message: translate('en', key), said: { key, values: {} } } as ErrorOption;
}

/**
 * A 400's per-field messages as issues (issue #40): each with its phrase from `fieldsSaid`, so a
 * screen says it in the page's language (`issueIn`) without reading its words back.
 */
export function fieldIssuesOf(error: unknown): Record<string, IssueLike> {
  if (!isApiError(error) || !error.fields) return {};
  return Object.fromEntries(
    Object.entries(error.fields).map(([path, message]) => [
      path,
      { message, said: error.fieldsSaid?.[path] },
    ]),
  );
}
