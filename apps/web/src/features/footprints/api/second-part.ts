import type { CarbonSecondPartDetail, CarbonSecondPartUpdate } from '@pharmatrace/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { idempotencyHeader, useActionKeys } from '@/lib/project-api/action-keys';
import { projectQueryKeys } from '@/lib/project-query-keys';

const at = (call: string, id: string) => `/carbon/second_part/${call}${encodeURIComponent(id)}`;

/**
 * POST carbon/second_part/update/{id} (spec 001 §7): the wizard's saves and autosaves. The body
 * names the revision it started from; a stale one answers 409 (the page then offers a reload).
 */
export function updateSecondPart(id: string, body: CarbonSecondPartUpdate): Promise<CarbonSecondPartDetail> {
  return api.post<CarbonSecondPartDetail>(at('update/', id), body);
}

/** POST carbon/second_part/validate/{id}: sends the mass balance to the provider (→ ONGOING2), once per action. */
export function submitSecondPart(
  id: string,
  body: CarbonSecondPartUpdate,
  idempotencyKey: string,
): Promise<CarbonSecondPartDetail> {
  return api.post<CarbonSecondPartDetail>(at('validate/', id), body, idempotencyHeader(idempotencyKey));
}

export function useSubmitSecondPart() {
  const queryClient = useQueryClient();
  const keys = useActionKeys();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: CarbonSecondPartUpdate }) =>
      keys.send({ id, body }, (key) => submitSecondPart(id, body, key)),
    // Spec 001 §7: 'After mutations the cached lists are refreshed'.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: projectQueryKeys.list('CARBON') }),
  });
}
