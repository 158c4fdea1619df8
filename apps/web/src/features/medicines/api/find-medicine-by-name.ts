import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { searchMedicinesQueryOptions } from './search-medicines';

/**
 * The id of the one medicine named exactly `name`, or null when several medicines share that name
 * (or none has it any more). A suggestion is only a name (spec 001 §7), so picking one searches
 * for it with GET /api/medicine/list?name=. The answer is cached under the search's own key: when
 * the page then shows the results for that name, it does not ask (nor count a search) twice.
 */
export async function findMedicineByName(queryClient: QueryClient, name: string): Promise<string | null> {
  const list = await queryClient.fetchQuery(searchMedicinesQueryOptions(name));
  const named = list.results.filter((medicine) => medicine.name === name);
  return named.length === 1 ? named[0]!.id : null;
}

/** `mutate(name)` runs `findMedicineByName`; `isPending` while it runs, `error` if it failed. */
export function useFindMedicineByName() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: (name: string) => findMedicineByName(queryClient, name) });
}
