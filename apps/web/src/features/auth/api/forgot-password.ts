import type { CodeDeliveryResponse } from '@pharmatrace/domain';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/react-query';

/** POST /api/auth/forgot-password: sends a reset code; answers where it went (masked). */
export function forgotPassword(input: { email: string }): Promise<CodeDeliveryResponse> {
  return api.post<CodeDeliveryResponse>('/auth/forgot-password', input, { isPublic: true });
}

export function useForgotPassword(config: MutationConfig<typeof forgotPassword> = {}) {
  return useMutation({ ...config, mutationFn: forgotPassword });
}
