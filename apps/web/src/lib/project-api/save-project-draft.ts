import { type ProjectDetailByKind, type ProjectKind, projectApiPath } from '@pharmatrace/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { projectQueryKeys } from '@/lib/project-query-keys';
import { idempotencyHeader, useActionKeys } from './action-keys';

export type SaveProjectDraftRequest<K extends ProjectKind> = {
  kind: K;
  /** null: a new project, created by its first save. */
  id: string | null;
  /** The stored revision the form started from (decision 0027); null for a new project. */
  revision: number | null;
  body: Record<string, unknown>;
};

/**
 * 'Save as draft' (spec 001 §7): POST {kind}/draft/create for a new project (201), then
 * POST {kind}/update/{id}, which keeps the status (DRAFT, or CHECK while reviewing amendments)
 * and names the revision the form started from: someone else's save since answers 409
 * STALE_SAVE and nothing is written. The creation carries the action's Idempotency-Key, so a
 * retried first save makes one draft.
 */
export function saveProjectDraft<K extends ProjectKind>(
  { kind, id, revision, body }: SaveProjectDraftRequest<K>,
  idempotencyKey: string,
): Promise<ProjectDetailByKind[K]> {
  const path = projectApiPath[kind];
  return id === null
    ? api.post<ProjectDetailByKind[K]>(`/${path}/draft/create`, body, idempotencyHeader(idempotencyKey))
    : api.post<ProjectDetailByKind[K]>(`/${path}/update/${encodeURIComponent(id)}`, { ...body, revision });
}

export function useSaveProjectDraft<K extends ProjectKind>() {
  const queryClient = useQueryClient();
  const keys = useActionKeys();
  return useMutation({
    mutationFn: (request: SaveProjectDraftRequest<K>) =>
      keys.send(request, (key) => saveProjectDraft(request, key)),
    // Spec 001 §7: 'After mutations the cached lists are refreshed' (the list key prefixes the details').
    onSuccess: (_data, request) =>
      queryClient.invalidateQueries({ queryKey: projectQueryKeys.list(request.kind) }),
  });
}
