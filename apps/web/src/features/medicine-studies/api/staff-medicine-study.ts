import type { ProjectStatus, StaffMedicineDetail } from '@pharmatrace/domain';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminQueryKeys } from '@/lib/admin-query-keys';
import { api } from '@/lib/api-client';
import { medicineStudyKeys, staffStudyPath } from './keys';

/** The staff's read of a study: the client's read plus whose it is, its versions and plants. */
export type StaffMedicineStudy = StaffMedicineDetail;

/** GET /api/admin/medicine_footprints/{id}: any client's study (staff only). */
export function getStaffMedicineStudy(id: string): Promise<StaffMedicineStudy> {
  return api.get<StaffMedicineStudy>(staffStudyPath(id));
}

export function getStaffMedicineStudyQueryOptions(id: string) {
  return queryOptions({
    queryKey: medicineStudyKeys.staff(id),
    queryFn: () => getStaffMedicineStudy(id),
  });
}

export function useStaffMedicineStudy(id: string) {
  return useQuery(getStaffMedicineStudyQueryOptions(id));
}

/** After a staff action: the study, its estimate and the admin panel's lists are read again. */
function useRefreshStudy(id: string) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: getStaffMedicineStudyQueryOptions(id).queryKey }),
      queryClient.invalidateQueries({ queryKey: adminQueryKeys.projects }),
    ]);
}

/** POST /api/admin/medicine_footprints/{id}/status with `{ status, message }`: along the workflow. */
export function useMoveMedicineStudy(id: string) {
  const refresh = useRefreshStudy(id);
  return useMutation({
    mutationFn: ({ status, message }: { status: ProjectStatus; message: string }) =>
      api.post(staffStudyPath(id, 'status'), { status, message }),
    onSuccess: refresh,
  });
}

/** POST /api/admin/medicine_footprints/{id}/estimate/adopt: the estimate becomes the study's result. */
export function useAdoptMedicineEstimate(id: string) {
  const refresh = useRefreshStudy(id);
  return useMutation({
    mutationFn: () => api.post(staffStudyPath(id, 'estimate/adopt')),
    onSuccess: refresh,
  });
}

/**
 * POST /api/admin/medicine_footprints/{id}/publish, for a completed study: writes the medicine
 * database's rows of its CIS and CIP13 codes.
 */
export function usePublishMedicineStudy(id: string) {
  const refresh = useRefreshStudy(id);
  return useMutation({
    mutationFn: () => api.post(staffStudyPath(id, 'publish')),
    onSuccess: refresh,
  });
}
