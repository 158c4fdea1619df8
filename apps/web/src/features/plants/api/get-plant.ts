import type { Plant } from '@pharmatrace/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** GET /api/plant/{id} (spec 001 §7). */
export function getPlant(id: string): Promise<Plant> {
  return api.get<Plant>(`/plant/${encodeURIComponent(id)}`);
}

export function getPlantQueryOptions(id: string) {
  return queryOptions({ queryKey: ['plants', id], queryFn: () => getPlant(id) });
}

export function usePlant(id: string) {
  return useQuery(getPlantQueryOptions(id));
}
