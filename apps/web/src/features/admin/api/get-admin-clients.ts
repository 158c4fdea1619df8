import type { AdminClient } from '@pharmatrace/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** GET /api/admin/clients (spec 001 §3 'Client (admin view)'): the panel's client filter. */
export function getAdminClients(): Promise<AdminClient[]> {
  return api.get<AdminClient[]>('/admin/clients');
}

export function getAdminClientsQueryOptions() {
  return queryOptions({ queryKey: ['admin', 'clients'], queryFn: getAdminClients, staleTime: 60_000 });
}

export function useAdminClients() {
  return useQuery(getAdminClientsQueryOptions());
}
