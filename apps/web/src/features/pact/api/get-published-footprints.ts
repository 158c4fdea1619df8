import type { PactFootprintChoice } from '@pharmatrace/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** GET /api/pact/footprints: the client's active published footprints (to fulfil a request). */
export function getPublishedFootprints(): Promise<PactFootprintChoice[]> {
  return api.get<PactFootprintChoice[]>('/pact/footprints');
}

export function getPublishedFootprintsQueryOptions() {
  return queryOptions({ queryKey: ['pact', 'footprints'], queryFn: getPublishedFootprints });
}

export function usePublishedFootprints({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...getPublishedFootprintsQueryOptions(), enabled });
}
