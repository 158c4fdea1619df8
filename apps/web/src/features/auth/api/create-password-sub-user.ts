import type { AuthenticationResult } from '@pharmatrace/domain';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/react-query';

export type CreatePasswordRequest = { email: string; password: string; challengeSession: string };

/** POST /api/auth/create-password-sub-user: answers the login challenge of an invited sub-user. */
export function createPasswordSubUser(
  input: CreatePasswordRequest,
): Promise<{ AuthenticationResult: AuthenticationResult }> {
  return api.post('/auth/create-password-sub-user', input, { isPublic: true });
}

export function useCreatePasswordSubUser(config: MutationConfig<typeof createPasswordSubUser> = {}) {
  return useMutation({ ...config, mutationFn: createPasswordSubUser });
}
