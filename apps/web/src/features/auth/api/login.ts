import type { LoginInput, LoginResponse } from '@pharmatrace/domain';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/react-query';

export type LoginRequest = Required<Pick<LoginInput, 'email' | 'password'>> & { keepLogged: boolean };

/** POST /api/auth/login: tokens, or a NEW_PASSWORD_REQUIRED challenge for an invited sub-user. */
export function login(input: LoginRequest): Promise<LoginResponse> {
  return api.post<LoginResponse>('/auth/login', input, { isPublic: true });
}

export function useLogin(config: MutationConfig<typeof login> = {}) {
  return useMutation({ ...config, mutationFn: login });
}
