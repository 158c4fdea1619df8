import type {
  FootprintEstimate,
  FootprintPanel,
  FootprintResultDetail,
  ProjectDocuments,
} from '@pharmatrace/domain';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** Issue #23: the preliminary footprint's calls (apps/api features/footprint-estimates). */

const carbon = (id: string) => encodeURIComponent(id);

/** GET admin/carbon/{id}/estimate: staff, any client's footprint, with the factors used. */
export const staffEstimateQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['admin', 'carbon', id, 'estimate'] as const,
    queryFn: () => api.get<FootprintEstimate>(`/admin/carbon/${carbon(id)}/estimate`),
  });

/**
 * GET admin/carbon/{id}/documents, read for the result staff adopted or entered (at any status):
 * the documents page's own query (the same key), so that both screens say the same result.
 */
export const staffResultQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['admin', 'project-documents', 'carbon', id] as const,
    queryFn: () => api.get<ProjectDocuments>(`/admin/carbon/${carbon(id)}/documents`),
    select: (documents) => documents.footprintDetail,
  });

/** GET carbon/{id}/result: a completed footprint's result and what it rests on, or null. */
export const footprintResultQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['carbon', id, 'result'] as const,
    queryFn: () => api.get<FootprintResultDetail | null>(`/carbon/${carbon(id)}/result`),
  });

/** GET client/footprint-panel: whether staff left the account's live estimate on. */
export const footprintPanelQueryOptions = () =>
  queryOptions({
    queryKey: ['client', 'footprint-panel'] as const,
    queryFn: () => api.get<FootprintPanel>('/client/footprint-panel'),
    staleTime: 60_000,
  });

/**
 * POST admin/carbon/{id}/estimate/adopt: the estimate becomes the footprint's result. The server
 * refuses (409) a footprint outside review, one with nothing to adopt, and one that changed while
 * its estimate was computed: the screen says so and reads the estimate again.
 */
export function useAdoptEstimate(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<FootprintResultDetail>(`/admin/carbon/${carbon(id)}/estimate/adopt`, {}),
    onSettled: () => queryClient.invalidateQueries({ queryKey: staffEstimateQueryOptions(id).queryKey }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['admin'] }),
  });
}
