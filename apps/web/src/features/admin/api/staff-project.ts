import {
  type ProjectKind,
  type ProjectPart,
  type ProjectStatus,
  projectApiPath,
  type StaffCarbonDetail,
  type StaffMedicineDetail,
  type StaffOriginDetail,
  type StaffSubstanceDetail,
  type StaffVersionChanges,
} from '@pharmatrace/domain';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminQueryKeys } from '@/lib/admin-query-keys';
import { api } from '@/lib/api-client';

export type StaffDetailByKind = {
  ORIGIN: StaffOriginDetail;
  SUBSTANCE: StaffSubstanceDetail;
  CARBON: StaffCarbonDetail;
  MEDICINE: StaffMedicineDetail;
};

/** admin/{kind} for the first part, admin/carbon/second_part for a footprint's second part (spec 001 §7). */
function base(kind: ProjectKind, part: ProjectPart): string {
  return part === 'second' ? '/admin/carbon/second_part' : `/admin/${projectApiPath[kind]}`;
}

export const staffProjectKeys = {
  detail: (kind: ProjectKind, id: string) => ['admin', 'project', kind, id] as const,
  versionChanges: (kind: ProjectKind, id: string, version: number) =>
    ['admin', 'project', kind, id, 'versions', version] as const,
};

/**
 * GET /api/admin/{kind}/{id}: the project as the client's GET answers it, plus its client, the
 * client's plants (for the tree editor) and its versions (issue #12).
 */
export function getStaffProject<K extends ProjectKind>(kind: K, id: string): Promise<StaffDetailByKind[K]> {
  return api.get<StaffDetailByKind[K]>(`/admin/${projectApiPath[kind]}/${encodeURIComponent(id)}`);
}

export function useStaffProject<K extends ProjectKind>(kind: K, id: string) {
  return useQuery(
    queryOptions({
      queryKey: staffProjectKeys.detail(kind, id),
      queryFn: () => getStaffProject(kind, id),
      // A screen reads its project once: what staff type must never be replaced by a refetch.
      staleTime: Number.POSITIVE_INFINITY,
      retry: 1,
    }),
  );
}

/** A body of a staff save names the `revision` the screen started from (decision 0027). */
type StaffWrite = { kind: ProjectKind; part: ProjectPart; id: string; body: Record<string, unknown> };
/** What a staff save answers: the project as GET admin/{kind}/{id} does, with its new revision. */
type StaffAnswer = StaffDetailByKind[ProjectKind];

/** POST admin/{kind}/update/{id}: staff amend without moving the status (ONGOING, CHECK; 2 for the second part). */
export function updateStaffProject({ kind, part, id, body }: StaffWrite): Promise<StaffAnswer> {
  return api.post<StaffAnswer>(`${base(kind, part)}/update/${encodeURIComponent(id)}`, body);
}

/** POST admin/{kind}/validate/{id}: the document plus the status staff move it to (409 if the table refuses). */
export function validateStaffProject({
  kind,
  part,
  id,
  body,
  status,
}: StaffWrite & { status: ProjectStatus }) {
  return api.post<StaffAnswer>(`${base(kind, part)}/validate/${encodeURIComponent(id)}`, { ...body, status });
}

/** POST admin/carbon/validate_without_production/{id}: completes a footprint sent without production data. */
export function validateWithoutProduction({ id, body }: { id: string; body: Record<string, unknown> }) {
  return api.post<StaffAnswer>(`/admin/carbon/validate_without_production/${encodeURIComponent(id)}`, body);
}

/** The staff writes of one project; each refreshes the panel and the project once done. */
export function useStaffProjectWrites(kind: ProjectKind, id: string) {
  const queryClient = useQueryClient();
  const onSuccess = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: adminQueryKeys.projects }),
      queryClient.invalidateQueries({ queryKey: staffProjectKeys.detail(kind, id) }),
    ]);
  return {
    update: useMutation({ mutationFn: updateStaffProject, onSuccess }),
    validate: useMutation({ mutationFn: validateStaffProject, onSuccess }),
    withoutProduction: useMutation({
      mutationFn: (body: Record<string, unknown>) => validateWithoutProduction({ id, body }),
      onSuccess,
    }),
  };
}

/** GET admin/{kind}/{id}/versions/{n}/changes: what version n changed against n − 1, with its author. */
export function getStaffVersionChanges(kind: ProjectKind, id: string, version: number) {
  return api.get<StaffVersionChanges>(
    `/admin/${projectApiPath[kind]}/${encodeURIComponent(id)}/versions/${version}/changes`,
  );
}

export function useStaffVersionChanges(kind: ProjectKind, id: string, version: number, enabled: boolean) {
  return useQuery({
    queryKey: staffProjectKeys.versionChanges(kind, id, version),
    queryFn: () => getStaffVersionChanges(kind, id, version),
    // A version never changes once written.
    staleTime: Number.POSITIVE_INFINITY,
    enabled,
  });
}
