import type { Plant, PlantData } from '@pharmatrace/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { getPlantsQueryOptions } from '@/lib/plants';
import type { MutationConfig } from '@/lib/react-query';

export type UpdatePlantRequest = { id: string; data: PlantData };

/** POST /api/plant/update/{id} (spec 001 §7): the stored plant. */
export function updatePlant({ id, data }: UpdatePlantRequest): Promise<Plant> {
  return api.post<Plant>(`/plant/update/${encodeURIComponent(id)}`, data);
}

export function useUpdatePlant(config: MutationConfig<typeof updatePlant> = {}) {
  const queryClient = useQueryClient();
  const { onSuccess, ...rest } = config;
  return useMutation({
    ...rest,
    mutationFn: updatePlant,
    onSuccess: async (...args) => {
      // ['plants'] is the list's key and the prefix of each plant's own key: both are refreshed.
      await queryClient.invalidateQueries({ queryKey: getPlantsQueryOptions().queryKey });
      await onSuccess?.(...args);
    },
  });
}
