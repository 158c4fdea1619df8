import type { AuthenticationResult, isSubUserResponseSchema } from '@pharmatrace/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { type ReactNode, useSyncExternalStore } from 'react';
import { Navigate, useLocation } from 'react-router';
import type { z } from 'zod';
import { PageLoader, QueryError } from '@/components/ui/query-state';
import { paths, safeRedirectTarget } from '@/config/paths';
import { api } from './api-client';
import { isStaffToken, tokenStorage } from './auth-tokens';

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

const isStaffSession = () => isStaffToken(tokenStorage.getAccessToken());

/** Whether the signed-in person is provider staff (a routing hint: the server decides access). */
export function useIsStaff(): boolean {
  return useSyncExternalStore(tokenStorage.subscribe, isStaffSession, isStaffSession);
}

/**
 * Where a person lands after logging in: the page asked for, else home; staff land on the admin
 * panel (issue #12) and only ever go to /admin pages.
 */
export function landingPage(accessToken: string | null, asked: string | null): string {
  const target = safeRedirectTarget(asked);
  if (isStaffToken(accessToken)) {
    return target?.startsWith(paths.admin.root.path) ? target : paths.admin.panel.getHref();
  }
  return target ?? paths.app.home.getHref();
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
    const asked = new URLSearchParams(location.search).get('redirect');
    return <Navigate to={landingPage(tokenStorage.getAccessToken(), asked)} replace />;
  }
  return children;
}

/** The client screens: staff never see one (issue #12), they are sent to the admin panel. */
export function ClientRoute({ children }: { children: ReactNode }) {
  const isStaff = useIsStaff();
  if (isStaff) return <Navigate to={paths.admin.panel.getHref()} replace />;
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
