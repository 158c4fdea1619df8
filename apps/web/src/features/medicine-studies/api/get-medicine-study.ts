import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { medicineStudyKeys, studyPath } from './keys';
import type { MedicineStudy } from './medicine-study';

/** GET /api/medicine_footprints/{id}: the study, with the revision its next save names. */
export function getMedicineStudy(id: string): Promise<MedicineStudy> {
  return api.get<MedicineStudy>(studyPath(id));
}

export function getMedicineStudyQueryOptions(id: string) {
  return queryOptions({
    queryKey: medicineStudyKeys.detail(id),
    queryFn: () => getMedicineStudy(id),
    // A wizard reads its study once; what the person types must never be replaced by a refetch.
    staleTime: Number.POSITIVE_INFINITY,
    retry: 1,
  });
}

/** Reads nothing for a new study (`null`). */
export function useMedicineStudy(id: string | null) {
  return useQuery({ ...getMedicineStudyQueryOptions(id ?? ''), enabled: id !== null });
}
