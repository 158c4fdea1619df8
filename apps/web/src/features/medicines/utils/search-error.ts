import { translate } from '@pharmatrace/domain';
import { isApiError } from '@/lib/api-client';
import { getLanguage } from '@/lib/language';

/**
 * Spec 001 §8 Medicine search: a 429 shows the server's message (it says how long to wait);
 * every other failure shows 'There seems to be an error with this request' (in the page's language;
 * the server's message already is, issue #27).
 */
export function medicineErrorMessage(error: unknown): string {
  if (isApiError(error) && error.status === 429 && error.serverMessage) return error.serverMessage;
  return translate(getLanguage(), 'ui.medicine.genericError');
}
