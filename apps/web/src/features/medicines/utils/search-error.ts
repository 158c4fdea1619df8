import { uiMessages } from '@pharmatrace/domain';
import { isApiError } from '@/lib/api-client';

/**
 * Spec 001 §8 Medicine search: a 429 shows the server's message (it says how long to wait);
 * every other failure shows 'There seems to be an error with this request'.
 */
export function medicineErrorMessage(error: unknown): string {
  if (isApiError(error) && error.status === 429 && error.serverMessage) return error.serverMessage;
  return uiMessages.medicine.genericError;
}
