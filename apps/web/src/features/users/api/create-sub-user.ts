import type { createSubUserSchema } from '@pharmatrace/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/react-query';
import { getSubUsersQueryOptions } from './get-sub-users';

export type CreateSubUserRequest = z.output<typeof createSubUserSchema>;

/** POST /api/auth/create-sub-user: invites a user; the first login then asks for a password. */
export function createSubUser(input: CreateSubUserRequest): Promise<unknown> {
  return api.post('/auth/create-sub-user', input);
}

export function useCreateSubUser(config: MutationConfig<typeof createSubUser> = {}) {
  const queryClient = useQueryClient();
  const { onSuccess, ...rest } = config;
  return useMutation({
    ...rest,
    mutationFn: createSubUser,
    onSuccess: async (...args) => {
      await queryClient.invalidateQueries({ queryKey: getSubUsersQueryOptions().queryKey });
      await onSuccess?.(...args);
    },
  });
}
