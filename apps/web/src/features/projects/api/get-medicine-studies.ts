import { type MedicineSummary, projectApiPath } from '@pharmatrace/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { projectQueryKeys } from '@/lib/project-query-keys';

/** GET /api/medicine_footprints: the client's medicine footprint studies, newest first (issue #37). */
export function getMedicineStudies(): Promise<MedicineSummary[]> {
  return api.get<MedicineSummary[]>(`/${projectApiPath.MEDICINE}`);
}

export function getMedicineStudiesQueryOptions() {
  return queryOptions({ queryKey: projectQueryKeys.list('MEDICINE'), queryFn: getMedicineStudies });
}

export function useMedicineStudies() {
  return useQuery(getMedicineStudiesQueryOptions());
}
