import type { AuthenticationResult } from '@pharmatrace/domain';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { storeSession } from '@/lib/auth';
import type { MutationConfig } from '@/lib/react-query';

export type ChangePasswordRequest = { password: string; newPassword: string; confirmNewPassword: string };
type ChangePasswordResponse = { message?: string; AuthenticationResult?: AuthenticationResult } | undefined;

/**
 * POST /api/auth/change_password. A password change may revoke the other sessions; if the
 * server hands back fresh tokens for this one, they are kept.
 */
export async function changePassword(input: ChangePasswordRequest): Promise<ChangePasswordResponse> {
  const answer = await api.post<ChangePasswordResponse>('/auth/change_password', input);
  if (answer?.AuthenticationResult?.AccessToken) storeSession(answer.AuthenticationResult);
  return answer;
}

export function useChangePassword(config: MutationConfig<typeof changePassword> = {}) {
  return useMutation({ ...config, mutationFn: changePassword });
}
