import type { invoicingInformationSchema } from '@pharmatrace/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/react-query';
import { getClientQueryOptions } from './get-client';

export type InvoicingInformationRequest = z.output<typeof invoicingInformationSchema>;

/** POST /api/client/invoicing_information. */
export function updateInvoicingInformation(input: InvoicingInformationRequest): Promise<unknown> {
  return api.post('/client/invoicing_information', input);
}

export function useUpdateInvoicingInformation(
  config: MutationConfig<typeof updateInvoicingInformation> = {},
) {
  const queryClient = useQueryClient();
  const { onSuccess, ...rest } = config;
  return useMutation({
    ...rest,
    mutationFn: updateInvoicingInformation,
    onSuccess: async (...args) => {
      await queryClient.invalidateQueries({ queryKey: getClientQueryOptions().queryKey });
      await onSuccess?.(...args);
    },
  });
}
