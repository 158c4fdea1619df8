import type { PactConnectionCreate, PactConnectionCreated } from '@pharmatrace/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/react-query';
import { getConnectionsQueryOptions } from './get-connections';

/** POST /api/pact/connections: the answer holds the secret, shown this once. */
export function createConnection(input: PactConnectionCreate): Promise<PactConnectionCreated> {
  return api.post<PactConnectionCreated>('/pact/connections', input);
}

export function useCreateConnection(config: MutationConfig<typeof createConnection> = {}) {
  const queryClient = useQueryClient();
  const { onSuccess, ...rest } = config;
  return useMutation({
    ...rest,
    mutationFn: createConnection,
    onSuccess: async (...args) => {
      await queryClient.invalidateQueries({ queryKey: getConnectionsQueryOptions().queryKey });
      await onSuccess?.(...args);
    },
  });
}
