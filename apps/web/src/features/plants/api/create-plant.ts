import type { Plant, PlantData } from '@pharmatrace/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { getPlantsQueryOptions } from '@/lib/plants';
import type { MutationConfig } from '@/lib/react-query';

/** POST /api/plant/create (spec 001 §7): 201 with the stored plant. */
export function createPlant(input: PlantData): Promise<Plant> {
  return api.post<Plant>('/plant/create', input);
}

export function useCreatePlant(config: MutationConfig<typeof createPlant> = {}) {
  const queryClient = useQueryClient();
  const { onSuccess, ...rest } = config;
  return useMutation({
    ...rest,
    mutationFn: createPlant,
    onSuccess: async (...args) => {
      await queryClient.invalidateQueries({ queryKey: getPlantsQueryOptions().queryKey });
      await onSuccess?.(...args);
    },
  });
}
