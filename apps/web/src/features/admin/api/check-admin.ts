import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, isApiError } from '@/lib/api-client';

/** GET /api/admin/check: 200 for staff. */
export function checkAdmin(): Promise<unknown> {
  return api.get('/admin/check');
}

export function getAdminCheckQueryOptions() {
  return queryOptions({
    queryKey: ['admin', 'check'],
    queryFn: checkAdmin,
    staleTime: 5 * 60_000,
    // Spec 001 §6: retried 2 times. A refusal (401/403, after the client's own refresh) is final.
    retry: (failureCount, error) =>
      failureCount < 2 && !(isApiError(error) && (error.status === 401 || error.status === 403)),
  });
}

export function useAdminCheck() {
  return useQuery(getAdminCheckQueryOptions());
}
