import { type UseMutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/react-query';
import { getRequestsQueryOptions } from './get-requests';

/** POST /api/pact/requests/{id}/reject: the reason goes to the requester (RequestRejected). */
export function rejectRequest({ id, reason }: { id: string; reason: string }): Promise<unknown> {
  return api.post(`/pact/requests/${encodeURIComponent(id)}/reject`, { reason });
}

/** POST /api/pact/requests/{id}/fulfil: answers with one of the client's published footprints. */
export function fulfilRequest({
  id,
  ...body
}: {
  id: string;
  footprintId: string;
  /** The client confirmed a footprint of another product (issue #36). */
  confirmMismatch?: true;
}): Promise<unknown> {
  return api.post(`/pact/requests/${encodeURIComponent(id)}/fulfil`, body);
}

/** POST /api/pact/requests/{id}/start-project: a footprint draft whose publication fulfils it. */
export function startProject({ id }: { id: string }): Promise<{ projectId: string }> {
  return api.post<{ projectId: string }>(`/pact/requests/${encodeURIComponent(id)}/start-project`);
}

/** A call that answers a request: once it succeeds, the inbox is read again. */
function useAnswerMutation<TData, TVariables>(
  mutationFn: (variables: TVariables) => Promise<TData>,
  { onSuccess, ...rest }: Omit<UseMutationOptions<TData, Error, TVariables>, 'mutationFn'>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    ...rest,
    mutationFn,
    onSuccess: async (...args) => {
      await queryClient.invalidateQueries({ queryKey: getRequestsQueryOptions().queryKey });
      await onSuccess?.(...args);
    },
  });
}

export const useRejectRequest = (config: MutationConfig<typeof rejectRequest> = {}) =>
  useAnswerMutation(rejectRequest, config);
export const useFulfilRequest = (config: MutationConfig<typeof fulfilRequest> = {}) =>
  useAnswerMutation(fulfilRequest, config);
export const useStartProject = (config: MutationConfig<typeof startProject> = {}) =>
  useAnswerMutation(startProject, config);
