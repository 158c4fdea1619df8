import type { MedicineInfo } from '@pharmatrace/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** GET /api/medicine/info/{id}: one medicine's footprint, segments and comparison. */
export function getMedicine(id: string, signal?: AbortSignal): Promise<MedicineInfo> {
  return api.get<MedicineInfo>(`/medicine/info/${encodeURIComponent(id)}`, { signal });
}

export function getMedicineQueryOptions(id: string) {
  return queryOptions({
    queryKey: ['medicines', 'info', id],
    queryFn: ({ signal }) => getMedicine(id, signal),
    staleTime: 5 * 60_000,
  });
}

export function useMedicine(id: string | null) {
  return useQuery({ ...getMedicineQueryOptions(id ?? ''), enabled: Boolean(id) });
}
