import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/react-query';

export type ResetPasswordRequest = { code: string; email: string; password: string };

/** POST /api/auth/reset-password. */
export function resetPassword(input: ResetPasswordRequest): Promise<unknown> {
  return api.post('/auth/reset-password', input, { isPublic: true });
}

export function useResetPassword(config: MutationConfig<typeof resetPassword> = {}) {
  return useMutation({ ...config, mutationFn: resetPassword });
}
