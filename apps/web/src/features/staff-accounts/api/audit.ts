import type { AuditPage } from '@pharmatrace/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { adminQueryKeys } from '@/lib/admin-query-keys';
import { api } from '@/lib/api-client';
import { queryString } from './accounts';

export type AuditFilter = {
  clientId?: string | undefined;
  projectId?: string | undefined;
  actorUserId?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
  page: number;
  pageSize: number;
};

/** GET /api/admin/audit: read only, newest first. */
export function useAuditLog(filter: AuditFilter) {
  return useQuery(
    queryOptions({
      queryKey: adminQueryKeys.auditPage(filter),
      queryFn: () => api.get<AuditPage>(`/admin/audit${queryString(filter)}`),
      placeholderData: keepPreviousData,
    }),
  );
}

export function useAuditActors() {
  return useQuery(
    queryOptions({
      queryKey: adminQueryKeys.auditActors,
      queryFn: () => api.get<{ id: string; name: string; email: string }[]>('/admin/audit/actors'),
      staleTime: 60_000,
    }),
  );
}
