import type { CarbonDetail } from '@pharmatrace/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { idempotencyHeader, useActionKeys } from '@/lib/project-api/action-keys';
import { projectQueryKeys } from '@/lib/project-query-keys';

export type SubmitWithoutProductionRequest = {
  id: string | null;
  /** The stored revision the form started from (decision 0027); null for a new footprint. */
  revision: number | null;
  body: Record<string, unknown>;
};

/**
 * Spec 001 §7: POST carbon/create_without_production (a new footprint) or
 * carbon/validate_without_production/{id} (a stored one) with the whole step 1 form, and the
 * action's Idempotency-Key.
 */
export function submitWithoutProduction(
  { id, revision, body }: SubmitWithoutProductionRequest,
  idempotencyKey: string,
): Promise<CarbonDetail> {
  return id === null
    ? api.post<CarbonDetail>('/carbon/create_without_production', body, idempotencyHeader(idempotencyKey))
    : api.post<CarbonDetail>(
        `/carbon/validate_without_production/${encodeURIComponent(id)}`,
        { ...body, revision },
        idempotencyHeader(idempotencyKey),
      );
}

export function useSubmitWithoutProduction() {
  const queryClient = useQueryClient();
  const keys = useActionKeys();
  return useMutation({
    mutationFn: (request: SubmitWithoutProductionRequest) =>
      keys.send(request, (key) => submitWithoutProduction(request, key)),
    // Spec 001 §7: 'on success refresh footprint lists' (and, for a stored one, that footprint).
    onSuccess: () => queryClient.invalidateQueries({ queryKey: projectQueryKeys.list('CARBON') }),
  });
}
