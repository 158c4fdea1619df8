import { type ProjectDetailByKind, type ProjectKind, projectApiPath } from '@pharmatrace/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { projectQueryKeys } from '@/lib/project-query-keys';

export type SubmitProjectRequest<K extends ProjectKind> = {
  kind: K;
  id: string | null;
  body: Record<string, unknown>;
};

/**
 * The final submission (spec 001 §7): POST {kind}/create for a project never saved, else
 * POST {kind}/validate/{id}, which sends a DRAFT, or accepts the provider's amendments of a CHECK.
 */
export function submitProject<K extends ProjectKind>({
  kind,
  id,
  body,
}: SubmitProjectRequest<K>): Promise<ProjectDetailByKind[K]> {
  const path = projectApiPath[kind];
  return id === null
    ? api.post<ProjectDetailByKind[K]>(`/${path}/create`, body)
    : api.post<ProjectDetailByKind[K]>(`/${path}/validate/${encodeURIComponent(id)}`, body);
}

export function useSubmitProject<K extends ProjectKind>() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: SubmitProjectRequest<K>) => submitProject(request),
    onSuccess: (_data, request) =>
      queryClient.invalidateQueries({ queryKey: projectQueryKeys.list(request.kind) }),
  });
}
