import { screen } from '@testing-library/react';
import { Outlet } from 'react-router';
import { describe, expect, it } from 'vitest';
import { jsonResponse, renderWithProviders, stubApi } from '@/testing/test-utils';
import { MainUserRoute, ProtectedRoute } from '../auth';
import { tokenStorage } from '../auth-tokens';

function LoginProbe() {
  return <p>Login page {window.location.search}</p>;
}

describe('route guards', () => {
  it('sends a visitor without a session to /login, keeping the page asked for', async () => {
    const { router } = renderWithProviders(
      <ProtectedRoute>
        <p>Secret</p>
      </ProtectedRoute>,
      {
        path: '/my_account/admin',
        route: '/my_account/admin?tab=1',
        routes: [{ path: '/login', element: <LoginProbe /> }],
      },
    );
    expect(await screen.findByText(/Login page/)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(new URLSearchParams(router.state.location.search).get('redirect')).toBe('/my_account/admin?tab=1');
  });

  it('lets a signed-in user through, and sends them to /login when the session is cleared', async () => {
    tokenStorage.setTokens({ accessToken: 'a', refreshToken: 'r' });
    const { router } = renderWithProviders(
      <ProtectedRoute>
        <p>Secret</p>
      </ProtectedRoute>,
      { path: '/home', routes: [{ path: '/login', element: <LoginProbe /> }], route: '/home' },
    );
    expect(await screen.findByText('Secret')).toBeInTheDocument();
    tokenStorage.clear();
    expect(await screen.findByText(/Login page/)).toBeInTheDocument();
    expect(router.state.location.search).toBe('?redirect=%2Fhome');
  });

  it('redirects sub-users away from the account pages', async () => {
    tokenStorage.setTokens({ accessToken: 'a', refreshToken: 'r' });
    stubApi(({ url }) =>
      url === '/api/auth/is-sub-user' ? jsonResponse(200, { isSubUser: true }) : undefined,
    );
    renderWithProviders(
      <MainUserRoute>
        <Outlet />
        <p>Account page</p>
      </MainUserRoute>,
      { path: '/my_account', routes: [{ path: '/', element: <p>Landing page</p> }] },
    );
    expect(await screen.findByText('Landing page')).toBeInTheDocument();
    expect(screen.queryByText('Account page')).not.toBeInTheDocument();
  });

  it('shows the account pages to the main user', async () => {
    tokenStorage.setTokens({ accessToken: 'a', refreshToken: 'r' });
    stubApi(({ url }) =>
      url === '/api/auth/is-sub-user' ? jsonResponse(200, { isSubUser: false }) : undefined,
    );
    renderWithProviders(
      <MainUserRoute>
        <p>Account page</p>
      </MainUserRoute>,
      { path: '/my_account' },
    );
    expect(await screen.findByText('Account page')).toBeInTheDocument();
  });
});
