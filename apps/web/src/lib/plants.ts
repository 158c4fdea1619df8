import type { Plant } from '@pharmatrace/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** GET /api/plant: the account's manufacturing plants (spec 001 §7). */
export function getPlants(): Promise<Plant[]> {
  return api.get<Plant[]>('/plant');
}

export function getPlantsQueryOptions() {
  return queryOptions({ queryKey: ['plants'], queryFn: getPlants });
}

export function usePlants() {
  return useQuery(getPlantsQueryOptions());
}
