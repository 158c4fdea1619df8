import type { MedicineSuggestions } from '@pharmatrace/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** GET /api/medicine/complete/{name}: up to 10 distinct names for the search field's autocomplete. */
export function getMedicineSuggestions(name: string, signal?: AbortSignal): Promise<MedicineSuggestions> {
  return api.get<MedicineSuggestions>(`/medicine/complete/${encodeURIComponent(name)}`, { signal });
}

export function getMedicineSuggestionsQueryOptions(name: string) {
  return queryOptions({
    queryKey: ['medicines', 'suggestions', name],
    queryFn: ({ signal }) => getMedicineSuggestions(name, signal),
    // The data set changes only on import: a name typed twice is not asked twice.
    staleTime: 5 * 60_000,
  });
}

/** `name` should already be debounced; nothing is asked for fewer than 2 characters. */
export function useMedicineSuggestions(name: string) {
  return useQuery({
    ...getMedicineSuggestionsQueryOptions(name),
    enabled: name.trim().length >= 2,
    // Keep the last list while the next one loads, so the popup does not flicker as one types.
    placeholderData: keepPreviousData,
  });
}
