import type { StaffPactFootprint } from '@pharmatrace/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** GET /api/admin/pact/footprints: every published footprint and its client's live connections. */
export function getStaffFootprints(): Promise<StaffPactFootprint[]> {
  return api.get<StaffPactFootprint[]>('/admin/pact/footprints');
}

export function getStaffFootprintsQueryOptions() {
  return queryOptions({ queryKey: ['admin', 'pact', 'footprints'], queryFn: getStaffFootprints });
}

export function useStaffFootprints() {
  return useQuery(getStaffFootprintsQueryOptions());
}
