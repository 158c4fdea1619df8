import type { FactorLibraryStatus } from '@pharmatrace/domain';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminQueryKeys } from '@/lib/admin-query-keys';
import { api } from '@/lib/api-client';

/** Issue #23: the factor library in use and the provider's factor import (features/footprint-estimates). */

export const factorLibraryQueryOptions = () =>
  queryOptions({
    queryKey: ['admin', 'factors'] as const,
    queryFn: () => api.get<FactorLibraryStatus>('/admin/factors'),
  });

export const useFactorLibrary = () => useQuery(factorLibraryQueryOptions());

/** Sends one CSV file; a refused file's lines come back in the error's body (factorImportRefusedSchema). */
export function useImportFactors() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append('file', file, file.name);
      return api.post<FactorLibraryStatus>('/admin/factors/import', form);
    },
    onSuccess: (status) => {
      queryClient.setQueryData(factorLibraryQueryOptions().queryKey, status);
      void queryClient.invalidateQueries({ queryKey: adminQueryKeys.audit });
    },
  });
}
