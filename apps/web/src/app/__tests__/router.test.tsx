import { adminProjectPageSchema } from '@pharmatrace/domain';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { tokenStorage } from '@/lib/auth-tokens';
import { createEmotionCache } from '@/lib/emotion-cache';
import { newStyleContainer } from '@/testing/style-containers';
import {
  apiResponse,
  createTestQueryClient,
  fakeAccessToken,
  jsonResponse,
  stubApi,
} from '@/testing/test-utils';
import { AppProvider } from '../provider';
import { routes } from '../router';

function renderApp(route: string) {
  const router = createMemoryRouter(routes, { initialEntries: [route] });
  render(
    <AppProvider
      emotionCache={createEmotionCache(undefined, newStyleContainer())}
      queryClient={createTestQueryClient()}
    >
      <RouterProvider router={router} />
    </AppProvider>,
  );
  return { router, user: userEvent.setup() };
}

function stubSession(isSubUser: boolean) {
  tokenStorage.setTokens({ accessToken: 'a', refreshToken: 'r' });
  return stubApi(({ url }) => {
    if (url === '/api/auth/is-sub-user') return jsonResponse(200, { isSubUser });
    if (url === '/api/auth/logout') return jsonResponse(204);
    return undefined;
  });
}

describe('routes', () => {
  it('sends a visitor from / to /login, remembering /home', async () => {
    const { router } = renderApp('/');
    expect(await screen.findByRole('button', { name: 'Log In' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.search).toBe('?redirect=%2Fhome');
  });

  it.each(['/login', '/register'])('sends a signed-in person from %s to /home', async (route) => {
    stubSession(false);
    const { router } = renderApp(route);
    expect(
      await screen.findByRole('heading', { name: 'For a sustainable access to health products' }),
    ).toBeVisible();
    expect(router.state.location.pathname).toBe('/home');
  });

  it('sends a signed-in person from /login to the page the login would have led to', async () => {
    stubSession(false);
    const { router } = renderApp('/login?redirect=%2Fmy_plants');
    await screen.findByRole('heading', { name: 'My Plants', level: 1 });
    expect(router.state.location.pathname).toBe('/my_plants');
  });

  it('sends staff from a client page to the admin panel, never showing them a client screen', async () => {
    tokenStorage.setTokens({ accessToken: fakeAccessToken('staff_1', 'STAFF'), refreshToken: 'r' });
    stubApi(({ url }) => {
      if (url === '/api/admin/check') return jsonResponse(200, { isAdmin: true });
      if (url === '/api/admin/clients') return jsonResponse(200, []);
      if (url.startsWith('/api/admin/projects'))
        return apiResponse(adminProjectPageSchema, {
          items: [],
          total: 0,
          totalCapped: false,
          page: 1,
          pageSize: 25,
          next: null,
        });
      return undefined;
    });
    const { router } = renderApp('/home');
    expect(await screen.findByRole('heading', { name: 'Admin Panel', level: 1 })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/panel');
    expect(screen.queryByRole('link', { name: 'My Account' })).toBeNull();
  });

  it("moves focus to the new page's heading after a navigation from the menu", async () => {
    stubSession(false);
    const { user } = renderApp('/home');
    await screen.findByRole('heading', { name: 'For a sustainable access to health products' });
    await user.click(screen.getByRole('button', { name: 'Open the navigation' }));
    await user.click(await screen.findByRole('link', { name: 'My Plants' }));
    const heading = await screen.findByRole('heading', { name: 'My Plants', level: 1 });
    await waitFor(() => expect(heading).toHaveFocus());
  });

  it('shows the navigation with My Account to a main user', async () => {
    stubSession(false);
    const { user } = renderApp('/home');
    expect(
      await screen.findByRole('heading', { name: 'For a sustainable access to health products' }),
    ).toBeVisible();
    // jsdom has no media queries: the narrow layout, navigation behind the menu button.
    await user.click(screen.getByRole('button', { name: 'Open the navigation' }));
    const nav = screen.getByRole('navigation', { name: 'Main navigation' });
    expect(await screen.findByRole('link', { name: 'My Account' })).toHaveAttribute('href', '/my_account');
    for (const label of [
      'Home',
      'My Projects',
      'My Origin labels',
      'My Footprints',
      'My Plants',
      'Log out',
    ]) {
      expect(nav).toContainElement(screen.getByRole('link', { name: label }));
    }
  });

  it('hides My Account from a sub-user and sends them from /my_account to /home', async () => {
    stubSession(true);
    const { router } = renderApp('/my_account/user_list');
    expect(
      await screen.findByRole('heading', { name: 'For a sustainable access to health products' }),
    ).toBeVisible();
    expect(router.state.location.pathname).toBe('/home');
    expect(screen.queryByRole('link', { name: 'My Account' })).not.toBeInTheDocument();
  });

  it('opens the account hub with its four cards', async () => {
    stubSession(false);
    renderApp('/my_account');
    expect(await screen.findByRole('heading', { name: 'My Account', level: 1 })).toBeInTheDocument();
    for (const card of ['Account', 'Invoicing information', 'About us', 'Legal terms']) {
      expect(screen.getByRole('heading', { name: card, level: 2 })).toBeInTheDocument();
    }
    expect(screen.getByRole('link', { name: 'Company' })).toHaveAttribute('target', '_blank');
  });

  it('logs out: tokens cleared, back to /login', async () => {
    const { calls } = stubSession(false);
    const { router } = renderApp('/logout');
    expect(await screen.findByRole('button', { name: 'Log In' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(tokenStorage.getAccessToken()).toBeNull();
    expect(calls.find((call) => call.url === '/api/auth/logout')?.body).toEqual({ RefreshToken: 'r' });
  });

  it('shows a not-found page for an unknown address', async () => {
    renderApp('/nowhere');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
  });
});
