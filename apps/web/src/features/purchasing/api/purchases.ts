import type {
  PurchaseBasket,
  PurchaseBasketSummary,
  PurchasesAnswer,
  PurchaseUnit,
  purchasesExportFormats,
} from '@pharmatrace/domain';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { saveBlob } from '@/lib/save-blob';

/**
 * POST /api/medicine/purchases: the file sent as multipart, with the upload's progress, and the
 * period it covers when the buyer gave one (issue #38).
 */
export function uploadPurchases(
  file: File,
  onUploadProgress: (fraction: number) => void,
  period: { from: string; to: string } | null = null,
  unit: PurchaseUnit = 'BOX',
) {
  const body = new FormData();
  body.append('file', file, file.name);
  const params = new URLSearchParams(period ?? {});
  // What the quantities count where the file has no unit column (issue #38).
  if (unit === 'UCD') params.set('unit', 'UCD');
  const query = params.size > 0 ? `?${params.toString()}` : '';
  return api.post<PurchasesAnswer>(`/medicine/purchases${query}`, body, { onUploadProgress });
}

/**
 * POST /api/medicine/purchases/rematch: the answer matched again by the server after the buyer
 * chose another pack for a line (issue #38); the figures are the server's.
 */
export function rematchPurchases(answer: PurchasesAnswer) {
  return api.post<PurchasesAnswer>('/medicine/purchases/rematch', { answer });
}

export type ExportFormat = (typeof purchasesExportFormats)[number];

/** POST /api/medicine/purchases/export: the answer written as a CSV or XLSX file, then saved. */
export async function downloadPurchases(answer: PurchasesAnswer, format: ExportFormat, filename: string) {
  const blob = await api.post<Blob>(
    '/medicine/purchases/export',
    { format, answer },
    { responseType: 'blob' },
  );
  saveBlob(blob, `${filename}.${format}`);
}

const basketKeys = {
  all: ['medicines', 'baskets'] as const,
  one: (id: string) => ['medicines', 'baskets', id] as const,
};

export const basketListQueryOptions = () =>
  queryOptions({
    queryKey: basketKeys.all,
    queryFn: ({ signal }) => api.get<PurchaseBasketSummary[]>('/medicine/baskets', { signal }),
  });

export function useBaskets() {
  return useQuery(basketListQueryOptions());
}

export function useBasket(id: string | null) {
  return useQuery({
    queryKey: basketKeys.one(id ?? ''),
    queryFn: ({ signal }) =>
      api.get<PurchaseBasket>(`/medicine/baskets/${encodeURIComponent(id ?? '')}`, { signal }),
    enabled: Boolean(id),
    staleTime: 5 * 60_000,
  });
}

export function useSaveBasket() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { name: string; answer: PurchasesAnswer }) =>
      api.post<PurchaseBasketSummary>('/medicine/baskets', input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: basketKeys.all }),
  });
}

export function useRenameBasket() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, name }: { id: string; name: string }) =>
      api.post<PurchaseBasketSummary>(`/medicine/baskets/${encodeURIComponent(id)}/rename`, { name }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: basketKeys.all }),
  });
}

export function useDeleteBasket() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete<void>(`/medicine/baskets/${encodeURIComponent(id)}`),
    onSuccess: (_done, id) => {
      queryClient.removeQueries({ queryKey: basketKeys.one(id) });
      return queryClient.invalidateQueries({ queryKey: basketKeys.all });
    },
  });
}
