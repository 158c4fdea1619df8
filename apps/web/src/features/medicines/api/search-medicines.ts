import type { MedicineList } from '@pharmatrace/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** GET /api/medicine/list?name=: the result table of a search (at most 100 rows). */
export function searchMedicines(name: string, signal?: AbortSignal): Promise<MedicineList> {
  return api.get<MedicineList>(`/medicine/list?${new URLSearchParams({ name })}`, { signal });
}

export function searchMedicinesQueryOptions(name: string) {
  return queryOptions({
    queryKey: ['medicines', 'list', name],
    queryFn: ({ signal }) => searchMedicines(name, signal),
    staleTime: 5 * 60_000,
  });
}

/** Runs only once a search was submitted (`name` comes from the URL). */
export function useMedicineSearch(name: string | null) {
  return useQuery({ ...searchMedicinesQueryOptions(name ?? ''), enabled: Boolean(name?.trim()) });
}
