import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/react-query';
import { getRequestsQueryOptions } from './get-requests';

/** POST /api/pact/requests/{id}/reject: the reason goes to the requester (RequestRejected). */
export function rejectRequest({ id, reason }: { id: string; reason: string }): Promise<unknown> {
  return api.post(`/pact/requests/${encodeURIComponent(id)}/reject`, { reason });
}

/** POST /api/pact/requests/{id}/fulfil: answers with one of the client's published footprints. */
export function fulfilRequest({ id, footprintId }: { id: string; footprintId: string }): Promise<unknown> {
  return api.post(`/pact/requests/${encodeURIComponent(id)}/fulfil`, { footprintId });
}

/** POST /api/pact/requests/{id}/start-project: a footprint draft whose publication fulfils it. */
export function startProject({ id }: { id: string }): Promise<{ projectId: string }> {
  return api.post<{ projectId: string }>(`/pact/requests/${encodeURIComponent(id)}/start-project`);
}

/** After any answer, the inbox is read again. */
function useInvalidateInbox() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: getRequestsQueryOptions().queryKey });
}

export function useRejectRequest(config: MutationConfig<typeof rejectRequest> = {}) {
  const invalidate = useInvalidateInbox();
  const { onSuccess, ...rest } = config;
  return useMutation({
    ...rest,
    mutationFn: rejectRequest,
    onSuccess: async (...args) => {
      await invalidate();
      await onSuccess?.(...args);
    },
  });
}

export function useFulfilRequest(config: MutationConfig<typeof fulfilRequest> = {}) {
  const invalidate = useInvalidateInbox();
  const { onSuccess, ...rest } = config;
  return useMutation({
    ...rest,
    mutationFn: fulfilRequest,
    onSuccess: async (...args) => {
      await invalidate();
      await onSuccess?.(...args);
    },
  });
}

export function useStartProject(config: MutationConfig<typeof startProject> = {}) {
  const invalidate = useInvalidateInbox();
  const { onSuccess, ...rest } = config;
  return useMutation({
    ...rest,
    mutationFn: startProject,
    onSuccess: async (...args) => {
      await invalidate();
      await onSuccess?.(...args);
    },
  });
}
