import { api } from '@/lib/api-client';
import { idempotencyHeader } from '@/lib/project-api/action-keys';
import { studyPath } from './keys';

/** What a creation or a save answers that the wizard keeps. */
export type SavedStudy = { id: string; revision: number };

/**
 * POST /api/medicine_footprints: creates the draft from the first save (its Idempotency-Key
 * makes a retried creation one draft) and answers its id and revision.
 */
export function createMedicineStudy(
  body: Record<string, unknown>,
  idempotencyKey: string,
): Promise<SavedStudy> {
  return api.post<SavedStudy>('/medicine_footprints', body, idempotencyHeader(idempotencyKey));
}

/**
 * PUT /api/medicine_footprints/{id} with the revision the form started from: a save someone
 * else's overtook answers 409 and writes nothing (decision 0027).
 */
export function saveMedicineStudy(
  id: string,
  body: Record<string, unknown>,
  revision: number | null,
): Promise<SavedStudy> {
  return api.request<SavedStudy>(studyPath(id), { method: 'PUT', body: { ...body, revision } });
}

/**
 * POST /api/medicine_footprints/{id}/submit: sends the STORED study (the wizard saves it first)
 * to the provider's review (→ ONGOING), from its revision; 400 naming each field still missing.
 */
export function submitMedicineStudy(
  id: string,
  revision: number | null,
  idempotencyKey: string,
): Promise<unknown> {
  return api.post(studyPath(id, 'submit'), { revision }, idempotencyHeader(idempotencyKey));
}
