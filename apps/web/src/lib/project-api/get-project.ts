import { type ProjectDetailByKind, type ProjectKind, projectApiPath } from '@pharmatrace/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { projectQueryKeys } from '@/lib/project-query-keys';

/**
 * GET /api/{origin|substance|carbon}/{id} (spec 001 §7): every stored field of one project.
 * Shared by the wizards of every kind (features/labels, features/footprints).
 */
export function getProject<K extends ProjectKind>(kind: K, id: string): Promise<ProjectDetailByKind[K]> {
  return api.get<ProjectDetailByKind[K]>(`/${projectApiPath[kind]}/${encodeURIComponent(id)}`);
}

export function getProjectQueryOptions<K extends ProjectKind>(kind: K, id: string) {
  return queryOptions({
    queryKey: projectQueryKeys.detail(kind, id),
    queryFn: () => getProject(kind, id),
    // A wizard reads its project once; what the person types must never be replaced by a refetch.
    staleTime: Number.POSITIVE_INFINITY,
    retry: 1,
  });
}

export function useProject<K extends ProjectKind>(kind: K, id: string) {
  return useQuery(getProjectQueryOptions(kind, id));
}
