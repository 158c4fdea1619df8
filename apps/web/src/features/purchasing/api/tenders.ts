import type {
  Tender,
  TenderInput,
  TenderSave,
  TenderSummary,
  tenderExportFormats,
} from '@pharmatrace/domain';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { saveBlob } from '@/lib/save-blob';

/** Hospital tenders (issue #38): the account's list, one tender with its scores, its saves and exports. */
const tenderKeys = {
  all: ['purchasing', 'tenders'] as const,
  one: (id: string) => ['purchasing', 'tenders', id] as const,
};

export const tenderListQueryOptions = () =>
  queryOptions({
    queryKey: tenderKeys.all,
    queryFn: ({ signal }) => api.get<TenderSummary[]>('/tenders', { signal }),
  });

export function useTenders() {
  return useQuery(tenderListQueryOptions());
}

export const tenderQueryOptions = (id: string) =>
  queryOptions({
    queryKey: tenderKeys.one(id),
    queryFn: ({ signal }) => api.get<Tender>(`/tenders/${encodeURIComponent(id)}`, { signal }),
  });

export function useTender(id: string) {
  // The page edits its own copy: a refetch on focus would not replace what the buyer is typing.
  return useQuery({ ...tenderQueryOptions(id), refetchOnWindowFocus: false, staleTime: Infinity });
}

export function useCreateTender() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TenderInput) => api.post<Tender>('/tenders', input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: tenderListQueryOptions().queryKey }),
  });
}

/** PUT /api/tenders/{id}: the whole tender with the revision it started from (409 when stale). */
export function useSaveTender(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (save: TenderSave) =>
      api.request<Tender>(`/tenders/${encodeURIComponent(id)}`, { method: 'PUT', body: save }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: tenderListQueryOptions().queryKey }),
  });
}

export function useDeleteTender() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete<void>(`/tenders/${encodeURIComponent(id)}`),
    onSuccess: (_done, id) => {
      queryClient.removeQueries({ queryKey: tenderKeys.one(id) });
      return queryClient.invalidateQueries({ queryKey: tenderListQueryOptions().queryKey });
    },
  });
}

export type TenderExportFormat = (typeof tenderExportFormats)[number];

/** GET /api/tenders/{id}/export: the procurement report in the page's language, then saved. */
export async function downloadTender(id: string, format: TenderExportFormat, filename: string) {
  const blob = await api.get<Blob>(`/tenders/${encodeURIComponent(id)}/export?format=${format}`, {
    responseType: 'blob',
  });
  saveBlob(blob, `${filename}.${format}`);
}
