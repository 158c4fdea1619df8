import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/react-query';
import { getConnectionsQueryOptions } from './get-connections';

/** DELETE /api/pact/connections/{id}: its tokens stop working at once. */
export function revokeConnection({ id }: { id: string }): Promise<unknown> {
  return api.delete(`/pact/connections/${encodeURIComponent(id)}`);
}

export function useRevokeConnection(config: MutationConfig<typeof revokeConnection> = {}) {
  const queryClient = useQueryClient();
  const { onSuccess, ...rest } = config;
  return useMutation({
    ...rest,
    mutationFn: revokeConnection,
    onSuccess: async (...args) => {
      await queryClient.invalidateQueries({ queryKey: getConnectionsQueryOptions().queryKey });
      await onSuccess?.(...args);
    },
  });
}
