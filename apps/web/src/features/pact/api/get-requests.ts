import type { PactRequest } from '@pharmatrace/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** GET /api/pact/requests: the 'Footprint requests' inbox, newest first. */
export function getRequests(): Promise<PactRequest[]> {
  return api.get<PactRequest[]>('/pact/requests');
}

export function getRequestsQueryOptions() {
  return queryOptions({ queryKey: ['pact', 'requests'], queryFn: getRequests });
}

export function useRequests() {
  return useQuery(getRequestsQueryOptions());
}
