import type { Client } from '@pharmatrace/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** GET /api/client: the client entity of spec 000 §3 (domain `clientSchema`). */
export function getClient(): Promise<Client> {
  return api.get<Client>('/client');
}

export function getClientQueryOptions() {
  return queryOptions({ queryKey: ['client'], queryFn: getClient });
}

export function useClient() {
  return useQuery(getClientQueryOptions());
}
