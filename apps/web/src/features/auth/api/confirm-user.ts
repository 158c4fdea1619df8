import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/react-query';

/** POST /api/auth/confirm-user: activates an account from the e-mailed link. */
export function confirmUser(input: { email: string; code: string }): Promise<unknown> {
  return api.post('/auth/confirm-user', input, { isPublic: true });
}

export function useConfirmUser(config: MutationConfig<typeof confirmUser> = {}) {
  return useMutation({ ...config, mutationFn: confirmUser });
}
