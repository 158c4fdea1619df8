import type { Country } from '@pharmatrace/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from './api-client';

/**
 * GET /api/countries (spec 001 §7): the reference list behind every country field (plants,
 * tree manufacturers, production countries). Shared code, so that no feature imports another's.
 */
export function getCountries(): Promise<Country[]> {
  return api.get<Country[]>('/countries');
}

export function getCountriesQueryOptions() {
  // The list only changes with a release (the server lets the browser cache it for an hour).
  return queryOptions({ queryKey: ['countries'], queryFn: getCountries, staleTime: 60 * 60_000 });
}

export function useCountries() {
  return useQuery(getCountriesQueryOptions());
}
