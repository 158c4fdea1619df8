import { type CarbonSummary, projectApiPath } from '@pharmatrace/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { projectQueryKeys } from '@/lib/project-query-keys';

/** GET /api/carbon: the client's carbon footprints, newest first (spec 000 §3, §7). */
export function getCarbons(): Promise<CarbonSummary[]> {
  return api.get<CarbonSummary[]>(`/${projectApiPath.CARBON}`);
}

export function getCarbonsQueryOptions() {
  return queryOptions({ queryKey: projectQueryKeys.list('CARBON'), queryFn: getCarbons });
}

export function useCarbons() {
  return useQuery(getCarbonsQueryOptions());
}
