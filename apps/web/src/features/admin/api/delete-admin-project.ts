import { type ProjectKind, projectApiPath } from '@pharmatrace/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminQueryKeys } from '@/lib/admin-query-keys';
import { api } from '@/lib/api-client';

export type DeleteAdminProjectRequest = { kind: ProjectKind; id: string };

/**
 * DELETE /api/admin/{origin|carbon|substance}/{id} (spec 001 §7): a soft delete, recoverable for
 * 30 days; 409 outside ONGOING/CHECK (ONGOING2/CHECK2 for a footprint's second part).
 */
export function deleteAdminProject({ kind, id }: DeleteAdminProjectRequest): Promise<unknown> {
  return api.delete(`/admin/${projectApiPath[kind]}/${encodeURIComponent(id)}`);
}

export function useDeleteAdminProject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAdminProject,
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminQueryKeys.projects }),
  });
}
