import { translate } from '@pharmatrace/domain';
import { isApiError } from '@/lib/api-client';
import { saidByServer, serverMessageOf } from '@/lib/errors';
import { getLanguage } from '@/lib/language';

/** Spec 000 §8, Login rows. A 429 keeps the server's message ('any other server message'). */
export function loginErrorMessage(error: unknown): string {
  if (saidByServer(error, 'incorrectCredentials'))
    return translate(getLanguage(), 'ui.login.incorrectCredentials');
  if (saidByServer(error, 'userNotConfirmed')) return translate(getLanguage(), 'ui.login.notConfirmed');
  return serverMessageOf(error);
}

/** Spec 000 §8, Reset rows: a wrong or expired code reads 'Invalid code provided, please request a code again.'. */
export function isInvalidCodeError(error: unknown): boolean {
  if (!isApiError(error) || error.isNetworkError) return false;
  return (
    saidByServer(error, 'invalidCode') ||
    saidByServer(error, 'expiredCode') ||
    error.fields?.code !== undefined
  );
}

export function resetErrorMessage(error: unknown): string {
  if (isInvalidCodeError(error)) return translate(getLanguage(), 'ui.reset.invalidCode');
  if (isApiError(error) && error.isNetworkError) return translate(getLanguage(), 'ui.reset.noResponse');
  return serverMessageOf(error);
}
