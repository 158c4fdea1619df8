import type { generalInformationSchema } from '@pharmatrace/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/react-query';
import { getClientQueryOptions } from './get-client';

export type GeneralInformationRequest = z.output<typeof generalInformationSchema>;

/** POST /api/client/general_information. */
export function updateGeneralInformation(input: GeneralInformationRequest): Promise<unknown> {
  return api.post('/client/general_information', input);
}

export function useUpdateGeneralInformation(config: MutationConfig<typeof updateGeneralInformation> = {}) {
  const queryClient = useQueryClient();
  const { onSuccess, ...rest } = config;
  return useMutation({
    ...rest,
    mutationFn: updateGeneralInformation,
    onSuccess: async (...args) => {
      await queryClient.invalidateQueries({ queryKey: getClientQueryOptions().queryKey });
      await onSuccess?.(...args);
    },
  });
}
