import { type ProjectDetailByKind, type ProjectKind, projectApiPath } from '@pharmatrace/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { projectQueryKeys } from '@/lib/project-query-keys';
import { idempotencyHeader, useActionKeys } from './action-keys';

export type SubmitProjectRequest<K extends ProjectKind> = {
  kind: K;
  id: string | null;
  /** The stored revision the form started from (decision 0027); null for a new project. */
  revision: number | null;
  body: Record<string, unknown>;
};

/**
 * The final submission (spec 001 §7): POST {kind}/create for a project never saved, else
 * POST {kind}/validate/{id}, which sends a DRAFT, or accepts the provider's amendments of a CHECK,
 * from the revision the form started from (409 STALE_SAVE when someone saved since). Both carry
 * the action's Idempotency-Key: a retried submission is made once (the same request, revision
 * included, so a retry after a lost answer replays it).
 */
export function submitProject<K extends ProjectKind>(
  { kind, id, revision, body }: SubmitProjectRequest<K>,
  idempotencyKey: string,
): Promise<ProjectDetailByKind[K]> {
  const path = projectApiPath[kind];
  return id === null
    ? api.post<ProjectDetailByKind[K]>(`/${path}/create`, body, idempotencyHeader(idempotencyKey))
    : api.post<ProjectDetailByKind[K]>(
        `/${path}/validate/${encodeURIComponent(id)}`,
        { ...body, revision },
        idempotencyHeader(idempotencyKey),
      );
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
