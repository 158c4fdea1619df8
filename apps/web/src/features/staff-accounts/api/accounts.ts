import type {
  AdminAccountDetail,
  AdminAccountPage,
  AdminAccountQuery,
  SubscriptionBody,
} from '@pharmatrace/domain';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminQueryKeys } from '@/lib/admin-query-keys';
import { api } from '@/lib/api-client';

/** Issue #13: the staff calls on client accounts (apps/api features/accounts/routes.ts). */

export type AccountListQuery = Partial<Pick<AdminAccountQuery, 'q' | 'validation'>> &
  Pick<AdminAccountQuery, 'sort' | 'order' | 'page' | 'pageSize'>;

function queryString(query: Record<string, string | number | undefined>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query))
    if (value !== undefined && value !== '') params.set(key, String(value));
  const qs = params.toString();
  return qs ? `?${qs}` : '';
}

export const accountKeys = {
  all: ['admin', 'accounts'] as const,
  list: (query: AccountListQuery) => ['admin', 'accounts', 'list', query] as const,
  detail: (id: string) => ['admin', 'accounts', 'detail', id] as const,
};

export function useAdminAccounts(query: AccountListQuery) {
  return useQuery(
    queryOptions({
      queryKey: accountKeys.list(query),
      queryFn: () => api.get<AdminAccountPage>(`/admin/accounts${queryString(query)}`),
      placeholderData: keepPreviousData,
    }),
  );
}

export function useAdminAccount(id: string) {
  return useQuery(
    queryOptions({
      queryKey: accountKeys.detail(id),
      queryFn: () => api.get<AdminAccountDetail>(`/admin/accounts/${encodeURIComponent(id)}`),
    }),
  );
}

/** Every account write answers the account as it now is: the page shows it at once. */
function useAccountWrite<T>(id: string, send: (input: T) => Promise<AdminAccountDetail>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (account) => {
      queryClient.setQueryData(accountKeys.detail(id), account);
      void queryClient.invalidateQueries({ queryKey: accountKeys.all });
      void queryClient.invalidateQueries({ queryKey: adminQueryKeys.audit });
    },
  });
}

const base = (id: string) => `/admin/accounts/${encodeURIComponent(id)}`;

export const useValidateAccount = (id: string) =>
  useAccountWrite<void>(id, () => api.post<AdminAccountDetail>(`${base(id)}/validate`));

export const useSetSubscription = (id: string) =>
  useAccountWrite<SubscriptionBody>(id, (body) =>
    api.post<AdminAccountDetail>(`${base(id)}/subscription`, body),
  );

/** Issue #23: the client's live preliminary footprint estimate on or off. */
export const useSetFootprintPanel = (id: string) =>
  useAccountWrite<boolean>(id, (enabled) =>
    api.post<AdminAccountDetail>(`${base(id)}/footprint-panel`, { enabled }),
  );

export const useUploadPricing = (id: string) =>
  useAccountWrite<File>(id, (file) => {
    const form = new FormData();
    form.append('file', file, file.name);
    return api.post<AdminAccountDetail>(`${base(id)}/pricing`, form);
  });

export const useUploadSubscriptionInvoice = (id: string) =>
  useAccountWrite<{ year: number; file: File }>(id, ({ year, file }) => {
    const form = new FormData();
    form.append('year', String(year));
    form.append('file', file, file.name);
    return api.post<AdminAccountDetail>(`${base(id)}/subscription-invoices`, form);
  });

export { queryString };
