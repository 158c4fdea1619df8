import type { CarbonDetail } from '@pharmatrace/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { projectQueryKeys } from '@/lib/project-query-keys';

export type SubmitWithoutProductionRequest = { id: string | null; body: Record<string, unknown> };

/**
 * Spec 001 §7: POST carbon/create_without_production (a new footprint) or
 * carbon/validate_without_production/{id} (a stored one) with the whole step 1 form.
 */
export function submitWithoutProduction({ id, body }: SubmitWithoutProductionRequest): Promise<CarbonDetail> {
  return id === null
    ? api.post<CarbonDetail>('/carbon/create_without_production', body)
    : api.post<CarbonDetail>(`/carbon/validate_without_production/${encodeURIComponent(id)}`, body);
}

export function useSubmitWithoutProduction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitWithoutProduction,
    // Spec 001 §7: 'on success refresh footprint lists' (and, for a stored one, that footprint).
    onSuccess: () => queryClient.invalidateQueries({ queryKey: projectQueryKeys.list('CARBON') }),
  });
}
