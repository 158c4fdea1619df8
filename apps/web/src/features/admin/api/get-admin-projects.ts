import type { AdminProjectPage, AdminProjectQuery } from '@pharmatrace/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { adminQueryKeys } from '@/lib/admin-query-keys';
import { api } from '@/lib/api-client';

export type AdminProjectFilters = Partial<AdminProjectQuery>;

/** The query string of GET admin/projects; values left empty are not sent. */
function toSearch(filters: AdminProjectFilters): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const search = params.toString();
  return search ? `?${search}` : '';
}

/**
 * GET /api/admin/projects (issue #12): one page of every client's projects, filtered, searched
 * and sorted by the server (spec 001 §2 'Admin panel', §4 the grouped status filter).
 */
export function getAdminProjects(filters: AdminProjectFilters): Promise<AdminProjectPage> {
  return api.get<AdminProjectPage>(`/admin/projects${toSearch(filters)}`);
}

export function getAdminProjectsQueryOptions(filters: AdminProjectFilters) {
  return queryOptions({
    queryKey: adminQueryKeys.projectPage(filters),
    queryFn: () => getAdminProjects(filters),
    // Changing a filter or a page keeps the previous page on screen until the next one is there.
    placeholderData: keepPreviousData,
  });
}

export function useAdminProjects(filters: AdminProjectFilters) {
  return useQuery(getAdminProjectsQueryOptions(filters));
}
