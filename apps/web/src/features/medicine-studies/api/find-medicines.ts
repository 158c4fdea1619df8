import type { MedicineInfo, MedicineList } from '@pharmatrace/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/**
 * Picking the study's medicine from the medicine database (issue #37 'The medicine'): the search
 * (GET /api/medicine/list?name=) and, once one is picked, its codes (GET /api/medicine/info/{id}).
 */
export function findMedicines(name: string, signal?: AbortSignal): Promise<MedicineList> {
  return api.get<MedicineList>(`/medicine/list?${new URLSearchParams({ name })}`, { signal });
}

export function findMedicinesQueryOptions(name: string) {
  return queryOptions({
    queryKey: ['medicine-studies', 'medicine-search', name],
    queryFn: ({ signal }) => findMedicines(name, signal),
    staleTime: 5 * 60_000,
  });
}

/** Runs once at least two letters are typed. */
export function useFindMedicines(name: string) {
  return useQuery({ ...findMedicinesQueryOptions(name), enabled: name.trim().length >= 2 });
}

export function getMedicineCodes(id: string): Promise<MedicineInfo> {
  return api.get<MedicineInfo>(`/medicine/info/${encodeURIComponent(id)}`);
}
