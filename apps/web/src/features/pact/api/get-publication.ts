import type { PactPublication } from '@pharmatrace/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** GET /api/carbon/{id}/pact: the footprint's publication over PACT. */
export function getPublication(projectId: string): Promise<PactPublication> {
  return api.get<PactPublication>(`/carbon/${encodeURIComponent(projectId)}/pact`);
}

export function getPublicationQueryOptions(projectId: string) {
  return queryOptions({
    queryKey: ['pact', 'publication', projectId],
    queryFn: () => getPublication(projectId),
  });
}

export function usePublication(projectId: string) {
  return useQuery(getPublicationQueryOptions(projectId));
}
