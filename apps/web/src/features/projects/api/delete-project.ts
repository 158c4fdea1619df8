import { type ProjectKind, projectApiPath } from '@pharmatrace/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/react-query';
import { projectListQueryKey } from './get-project-rows';

export type DeleteProjectRequest = { kind: ProjectKind; id: string };

/**
 * DELETE /api/{origin|substance|carbon}/{id} (spec 000 §7): 204; 409 with the server's reason
 * when the project may no longer be deleted (e.g. it left DRAFT meanwhile).
 */
export function deleteProject({ kind, id }: DeleteProjectRequest): Promise<unknown> {
  return api.delete(`/${projectApiPath[kind]}/${encodeURIComponent(id)}`);
}

export function useDeleteProject(config: MutationConfig<typeof deleteProject> = {}) {
  const queryClient = useQueryClient();
  const { onSuccess, onError, ...rest } = config;
  return useMutation({
    ...rest,
    mutationFn: deleteProject,
    onSuccess: async (...args) => {
      // Spec 000 §7: the list is fetched again after a delete.
      await queryClient.invalidateQueries({ queryKey: projectListQueryKey(args[1].kind) });
      await onSuccess?.(...args);
    },
    onError: async (...args) => {
      // A 409 means the list on screen is out of date (the status moved): refresh it too.
      await queryClient.invalidateQueries({ queryKey: projectListQueryKey(args[1].kind) });
      await onError?.(...args);
    },
  });
}
