import type { Plant } from '@pharmatrace/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from './api-client';

/**
 * GET /api/plant: the account's manufacturing plants (spec 001 §7). Shared code, because My
 * Plants and the route tree's 'Select an existing manufacturing plant' both read it.
 */
export function getPlants(): Promise<Plant[]> {
  return api.get<Plant[]>('/plant');
}

export function getPlantsQueryOptions() {
  return queryOptions({ queryKey: ['plants'], queryFn: getPlants });
}

export function usePlants() {
  return useQuery(getPlantsQueryOptions());
}
