import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** GET /api/client/validation (decision 0014): may this account create projects yet? */
export function useAccountValidation() {
  return useQuery(
    queryOptions({
      queryKey: ['client', 'validation'],
      queryFn: () => api.get<{ validated: boolean }>('/client/validation'),
      // Staff may validate while the client looks around: ask again on each new-project page.
      staleTime: 0,
    }),
  );
}
