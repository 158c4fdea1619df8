import type { PactPublishResult } from '@pharmatrace/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/react-query';
import { getPublicationQueryOptions } from './get-publication';

/** POST /api/carbon/{id}/publish: 'Publish over PACT'. */
export function publishFootprint({
  projectId,
  productCode,
}: {
  projectId: string;
  productCode?: string;
}): Promise<PactPublishResult> {
  return api.post<PactPublishResult>(
    `/carbon/${encodeURIComponent(projectId)}/publish`,
    productCode === undefined ? {} : { productCode },
  );
}

export function usePublishFootprint(config: MutationConfig<typeof publishFootprint> = {}) {
  const queryClient = useQueryClient();
  const { onSuccess, ...rest } = config;
  return useMutation({
    ...rest,
    mutationFn: publishFootprint,
    onSuccess: async (...args) => {
      await queryClient.invalidateQueries({
        queryKey: getPublicationQueryOptions(args[1].projectId).queryKey,
      });
      await onSuccess?.(...args);
    },
  });
}
