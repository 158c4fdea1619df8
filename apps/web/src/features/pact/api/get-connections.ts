import type { PactConnectionList } from '@pharmatrace/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** GET /api/pact/connections: the live connections and the addresses customers configure. */
export function getConnections(): Promise<PactConnectionList> {
  return api.get<PactConnectionList>('/pact/connections');
}

export function getConnectionsQueryOptions() {
  return queryOptions({ queryKey: ['pact', 'connections'], queryFn: getConnections });
}

export function useConnections() {
  return useQuery(getConnectionsQueryOptions());
}
