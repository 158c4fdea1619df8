import type { registerSchema } from '@pharmatrace/domain';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/react-query';

export type RegisterRequest = z.output<typeof registerSchema>;

/** POST /api/auth/register: the registration payload of spec 000 §3. */
export function register(input: RegisterRequest): Promise<unknown> {
  return api.post('/auth/register', input, { isPublic: true });
}

export function useRegister(config: MutationConfig<typeof register> = {}) {
  return useMutation({ ...config, mutationFn: register });
}
