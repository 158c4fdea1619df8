import type { MedicineFootprintEstimate } from '@pharmatrace/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { medicineStudyKeys, staffStudyPath, studyPath } from './keys';

/**
 * GET /api/medicine_footprints/{id}/estimate (the client's) or the staff's
 * /api/admin/medicine_footprints/{id}/estimate: the method's 200,000-iteration answer, its gaps
 * and warnings said in the reader's language.
 */
export function getStudyEstimate(id: string, staff = false): Promise<MedicineFootprintEstimate> {
  return api.get<MedicineFootprintEstimate>(
    staff ? staffStudyPath(id, 'estimate') : studyPath(id, 'estimate'),
  );
}

export function getStudyEstimateQueryOptions(id: string, staff = false) {
  return queryOptions({
    queryKey: staff ? medicineStudyKeys.staffEstimate(id) : medicineStudyKeys.estimate(id),
    queryFn: () => getStudyEstimate(id, staff),
  });
}

export function useStudyEstimate(id: string, { staff = false }: { staff?: boolean } = {}) {
  return useQuery(getStudyEstimateQueryOptions(id, staff));
}
