import type { AuthenticationResult, isSubUserResponseSchema } from '@pharmatrace/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { type ReactNode, useSyncExternalStore } from 'react';
import { Navigate, useLocation } from 'react-router';
import type { z } from 'zod';
import { PageLoader, QueryError } from '@/components/ui/query-state';
import { paths, safeRedirectTarget } from '@/config/paths';
import { api } from './api-client';
import { tokenStorage } from './auth-tokens';

/** Keep both tokens of a login, a create-password or a refresh answer (spec 000 §3 Session). */
export function storeSession(result: Pick<AuthenticationResult, 'AccessToken' | 'RefreshToken'>): void {
  tokenStorage.setTokens({ accessToken: result.AccessToken, refreshToken: result.RefreshToken });
}

export function clearSession(): void {
  tokenStorage.clear();
}

function hasSession(): boolean {
  return tokenStorage.getAccessToken() !== null;
}

/** Re-renders whenever the tokens change, in this tab or another one. */
export function useIsAuthenticated(): boolean {
  return useSyncExternalStore(tokenStorage.subscribe, hasSession, hasSession);
}

// ---- GET /api/auth/is-sub-user ----

export type IsSubUserResponse = z.infer<typeof isSubUserResponseSchema>;

export function getIsSubUser(): Promise<IsSubUserResponse> {
  return api.get<IsSubUserResponse>('/auth/is-sub-user');
}

export function getIsSubUserQueryOptions() {
  return queryOptions({
    queryKey: ['auth', 'is-sub-user'],
    queryFn: getIsSubUser,
    staleTime: 5 * 60_000,
  });
}

export function useIsSubUser() {
  return useQuery(getIsSubUserQueryOptions());
}

// ---- route guards ----

/** Spec 000 §6: unauthenticated access to client pages goes to /login, which brings the user back. */
export function ProtectedRoute({ children }: { children: ReactNode }) {
  const isAuthenticated = useIsAuthenticated();
  const location = useLocation();
  if (!isAuthenticated) {
    const asked = `${location.pathname}${location.search}${location.hash}`;
    return <Navigate to={paths.auth.login.getHref(asked)} replace />;
  }
  return children;
}

/**
 * The public account screens (/login, /register) for visitors only (issue #16): a signed-in
 * person who opens one is sent on, to the page a login would have led to, else /home.
 */
export function GuestRoute({ children }: { children: ReactNode }) {
  const isAuthenticated = useIsAuthenticated();
  const location = useLocation();
  if (isAuthenticated) {
    const redirect = new URLSearchParams(location.search).get('redirect');
    return <Navigate to={safeRedirectTarget(redirect) ?? paths.app.home.getHref()} replace />;
  }
  return children;
}

/** Spec 000 §2/§6: sub-users who open the account pages are redirected to /. */
export function MainUserRoute({ children }: { children: ReactNode }) {
  const isSubUserQuery = useIsSubUser();
  if (isSubUserQuery.isPending) return <PageLoader />;
  if (isSubUserQuery.isError) {
    return <QueryError error={isSubUserQuery.error} onRetry={() => isSubUserQuery.refetch()} />;
  }
  if (isSubUserQuery.data.isSubUser) return <Navigate to={paths.root.getHref()} replace />;
  return children;
}
