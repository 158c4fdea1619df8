import { serverMessages, uiMessages } from '@pharmatrace/domain';
import { isApiError } from '@/lib/api-client';
import { serverMessageOf } from '@/lib/errors';

/** Spec 000 §8, Login rows. A 429 keeps the server's message ('any other server message'). */
export function loginErrorMessage(error: unknown): string {
  if (isApiError(error) && !error.isNetworkError) {
    if (error.serverMessage === serverMessages.incorrectCredentials)
      return uiMessages.login.incorrectCredentials;
    if (error.serverMessage === serverMessages.userNotConfirmed) return uiMessages.login.notConfirmed;
  }
  return serverMessageOf(error, uiMessages.login.unexpected);
}

/** Spec 000 §8, Reset rows: a wrong or expired code reads 'Invalid code provided, please request a code again.'. */
export function isInvalidCodeError(error: unknown): boolean {
  if (!isApiError(error) || error.isNetworkError) return false;
  return (
    error.serverMessage === serverMessages.invalidCode ||
    error.serverMessage === serverMessages.expiredCode ||
    error.fields?.code !== undefined
  );
}

export function resetErrorMessage(error: unknown): string {
  if (isInvalidCodeError(error)) return uiMessages.reset.invalidCode;
  if (isApiError(error) && error.isNetworkError) return uiMessages.reset.noResponse;
  return serverMessageOf(error);
}
