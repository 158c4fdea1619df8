import { projectApiPath, type SubstanceSummary } from '@pharmatrace/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { projectQueryKeys } from '@/lib/project-query-keys';

/** GET /api/substance: the client's drug substance labels, newest first (spec 000 §3, §7). */
export function getSubstances(): Promise<SubstanceSummary[]> {
  return api.get<SubstanceSummary[]>(`/${projectApiPath.SUBSTANCE}`);
}

export function getSubstancesQueryOptions() {
  return queryOptions({ queryKey: projectQueryKeys.list('SUBSTANCE'), queryFn: getSubstances });
}

export function useSubstances() {
  return useQuery(getSubstancesQueryOptions());
}
