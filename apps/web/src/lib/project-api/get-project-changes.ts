import { type ClientProjectChanges, type ProjectKind, projectApiPath } from '@pharmatrace/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { projectQueryKeys } from '@/lib/project-query-keys';

/**
 * GET /api/{kind}/{id}/changes (issue #12): what the provider changed since the client last handed
 * the project over; an empty list when staff wrote nothing since.
 */
export function getProjectChanges(kind: ProjectKind, id: string): Promise<ClientProjectChanges> {
  return api.get<ClientProjectChanges>(`/${projectApiPath[kind]}/${encodeURIComponent(id)}/changes`);
}

/** Read only where there is something to check (CHECK, CHECK2): `id` null or `enabled` false reads nothing. */
export function useProjectChanges(kind: ProjectKind, id: string | null | undefined, enabled: boolean) {
  return useQuery({
    queryKey: [...projectQueryKeys.detail(kind, id ?? ''), 'changes'],
    queryFn: () => getProjectChanges(kind, id ?? ''),
    enabled: enabled && !!id,
    staleTime: Number.POSITIVE_INFINITY,
  });
}
