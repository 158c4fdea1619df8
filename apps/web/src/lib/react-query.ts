import { QueryClient, type UseMutationOptions } from '@tanstack/react-query';
import { isApiError } from './api-client';

/** Retry only what a retry can fix: no answer, or a server failure. Never a 4xx. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (failureCount >= 2) return false;
  if (!isApiError(error)) return false;
  return error.isNetworkError || error.status >= 500;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        retry: shouldRetry,
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
}

// biome-ignore lint/suspicious/noExplicitAny: the function types of fetchers are arbitrary
type AnyFn = (...args: any[]) => Promise<unknown>;

/** The options a feature's `useX` mutation hook accepts (bulletproof-react style). */
export type MutationConfig<Fn extends AnyFn> = Omit<
  UseMutationOptions<Awaited<ReturnType<Fn>>, Error, Parameters<Fn>[0]>,
  'mutationFn'
>;
