import { type OriginSummary, projectApiPath } from '@pharmatrace/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { projectQueryKeys } from '@/lib/project-query-keys';

/** GET /api/origin: the client's drug product origin labels, newest first (spec 000 §3, §7). */
export function getOrigins(): Promise<OriginSummary[]> {
  return api.get<OriginSummary[]>(`/${projectApiPath.ORIGIN}`);
}

export function getOriginsQueryOptions() {
  return queryOptions({ queryKey: projectQueryKeys.list('ORIGIN'), queryFn: getOrigins });
}

export function useOrigins() {
  return useQuery(getOriginsQueryOptions());
}
