import type { SubUser } from '@pharmatrace/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** GET /api/auth/sub-users: the invited users of this client account. */
export function getSubUsers(): Promise<SubUser[]> {
  return api.get<SubUser[]>('/auth/sub-users');
}

export function getSubUsersQueryOptions() {
  return queryOptions({ queryKey: ['sub-users'], queryFn: getSubUsers });
}

export function useSubUsers() {
  return useQuery(getSubUsersQueryOptions());
}
