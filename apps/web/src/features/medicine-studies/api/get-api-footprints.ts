import { type CarbonSummary, projectApiPath } from '@pharmatrace/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { projectQueryKeys } from '@/lib/project-query-keys';

/**
 * The client's completed API footprints an active may link to (issue #37: 'one of the client's
 * completed API footprints picked from a list'): GET /api/carbon, the completed ones with a result.
 */
export function getCompletedApiFootprints(): Promise<CarbonSummary[]> {
  return api
    .get<CarbonSummary[]>(`/${projectApiPath.CARBON}`)
    .then((rows) => rows.filter((row) => row.status === 'COMPLETED'));
}

export function getCompletedApiFootprintsQueryOptions() {
  return queryOptions({
    // Under the footprints' own list key: a footprint saved anywhere refreshes this list too.
    queryKey: [...projectQueryKeys.list('CARBON'), 'completed'] as const,
    queryFn: getCompletedApiFootprints,
  });
}

export function useCompletedApiFootprints() {
  return useQuery(getCompletedApiFootprintsQueryOptions());
}
