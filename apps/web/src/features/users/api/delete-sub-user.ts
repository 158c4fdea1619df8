import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/react-query';
import { getSubUsersQueryOptions } from './get-sub-users';

/** DELETE /api/auth/sub-user/{id} (spec 001 §7). */
export function deleteSubUser({ id }: { id: string }): Promise<unknown> {
  return api.delete(`/auth/sub-user/${encodeURIComponent(id)}`);
}

export function useDeleteSubUser(config: MutationConfig<typeof deleteSubUser> = {}) {
  const queryClient = useQueryClient();
  const { onSuccess, ...rest } = config;
  return useMutation({
    ...rest,
    mutationFn: deleteSubUser,
    onSuccess: async (...args) => {
      await queryClient.invalidateQueries({ queryKey: getSubUsersQueryOptions().queryKey });
      await onSuccess?.(...args);
    },
  });
}
