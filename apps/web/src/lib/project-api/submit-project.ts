import { type ProjectDetailByKind, type ProjectKind, projectApiPath } from '@pharmatrace/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { projectQueryKeys } from '@/lib/project-query-keys';
import { idempotencyHeader, useActionKeys } from './action-keys';

export type SubmitProjectRequest<K extends ProjectKind> = {
  kind: K;
  id: string | null;
  body: Record<string, unknown>;
};

/**
 * The final submission (spec 001 §7): POST {kind}/create for a project never saved, else
 * POST {kind}/validate/{id}, which sends a DRAFT, or accepts the provider's amendments of a CHECK.
 * Both carry the action's Idempotency-Key: a retried submission is made once.
 */
export function submitProject<K extends ProjectKind>(
  { kind, id, body }: SubmitProjectRequest<K>,
  idempotencyKey: string,
): Promise<ProjectDetailByKind[K]> {
  const path = projectApiPath[kind];
  const url = id === null ? `/${path}/create` : `/${path}/validate/${encodeURIComponent(id)}`;
  return api.post<ProjectDetailByKind[K]>(url, body, idempotencyHeader(idempotencyKey));
}

export function useSubmitProject<K extends ProjectKind>() {
  const queryClient = useQueryClient();
  const keys = useActionKeys();
  return useMutation({
    mutationFn: (request: SubmitProjectRequest<K>) =>
      keys.send(request, (key) => submitProject(request, key)),
    onSuccess: (_data, request) =>
      queryClient.invalidateQueries({ queryKey: projectQueryKeys.list(request.kind) }),
  });
}
