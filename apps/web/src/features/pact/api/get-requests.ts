import type { PactRequestPage } from '@pharmatrace/domain';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/**
 * GET /api/pact/requests: the 'Footprint requests' inbox, newest first, a page at a time
 * (issue #35: it used to stop at 500 and hide the older requests); `cursor` reads the next page.
 */
export function getRequests(cursor?: string): Promise<PactRequestPage> {
  return api.get<PactRequestPage>(
    cursor ? `/pact/requests?cursor=${encodeURIComponent(cursor)}` : '/pact/requests',
  );
}

export function getRequestsQueryOptions() {
  return infiniteQueryOptions({
    queryKey: ['pact', 'requests'],
    queryFn: ({ pageParam }) => getRequests(pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}

export function useRequests() {
  return useInfiniteQuery(getRequestsQueryOptions());
}
