import { en, fr, serverMessages } from '@pharmatrace/domain';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { getLanguage, setLanguage } from '@/lib/language';
import { apiErrorResponse, renderWithProviders, stubApi } from '@/testing/test-utils';
import { Component as LoginRoute } from '../login';

/** Issue #27: /login in French, its switch, the Accept-Language it sends and the answers it reads. */

afterEach(() => setLanguage('en'));

function renderLogin() {
  return renderWithProviders(<LoginRoute />, { path: '/login', route: '/login' });
}

describe('/login in French', () => {
  it('shows the French catalogue, with lang="fr" on the page, and no English word of the screen', () => {
    setLanguage('fr');
    renderLogin();
    expect(document.documentElement.lang).toBe('fr');
    expect(screen.getByRole('heading', { name: fr['login.title'] })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: fr['login.submit'] })).toBeInTheDocument();
    expect(screen.getByLabelText(fr['field.password'])).toBeInTheDocument();
    expect(screen.getByText(fr['login.forgotPassword'])).toBeInTheDocument();
    const text = document.body.textContent ?? '';
    for (const key of ['login.submit', 'login.keepLogged', 'login.noAccount', 'ui.tagline'] as const) {
      expect(text).not.toContain(en[key]);
    }
  });

  it('switches to English, the spec’s words, and keeps the choice in the browser', async () => {
    setLanguage('fr');
    const { user } = renderLogin();
    await user.click(screen.getByRole('button', { name: 'English' }));
    expect(getLanguage()).toBe('en');
    expect(document.documentElement.lang).toBe('en');
    expect(screen.getByRole('button', { name: 'Log In' })).toBeInTheDocument();
    expect(screen.getByLabelText('Keep me logged in')).toBeInTheDocument();
    expect(window.localStorage.getItem('pharmatrace.language')).toBe('en');
  });

  it('sends Accept-Language and shows the French answer to a wrong password in French', async () => {
    setLanguage('fr');
    const { calls } = stubApi(({ url }) =>
      url === '/api/auth/login'
        ? apiErrorResponse(400, {
            message: fr['server.incorrectCredentials'],
            code: 'BAD_REQUEST',
            // Issue #40: the answer's phrase, as the API sends it beside the French words.
            said: { key: 'server.incorrectCredentials', values: {} },
          })
        : undefined,
    );
    const { user } = renderLogin();
    await user.type(screen.getByLabelText(fr['field.email']), 'marie@hopital.fr');
    await user.type(screen.getByLabelText(fr['field.password']), 'whatever');
    await user.click(screen.getByRole('button', { name: fr['login.submit'] }));
    // Spec 000 §8: the login's own words for wrong credentials, here in French.
    expect(await screen.findByRole('alert')).toHaveTextContent(fr['ui.login.incorrectCredentials']);
    expect(calls[0]?.headers.get('accept-language')).toBe('fr');
    expect(serverMessages.incorrectCredentials).not.toBe(fr['server.incorrectCredentials']);
  });

  it('translates the form rules’ messages', async () => {
    setLanguage('fr');
    const { user } = renderLogin();
    await user.click(screen.getByRole('button', { name: fr['login.submit'] }));
    expect(await screen.findByText(fr['email.empty'])).toBeInTheDocument();
    expect(screen.queryByText(en['email.empty'])).toBeNull();
  });
});
