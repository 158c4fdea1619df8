import { type LoginResponse, loginResponseSchema, serverMessages, uiMessages } from '@pharmatrace/domain';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiErrorResponse, apiResponse, renderWithProviders, stubApi } from '@/testing/test-utils';
import { Component as LoginRoute } from '../login';

const tokens: LoginResponse = {
  AuthenticationResult: {
    AccessToken: 'access-1',
    RefreshToken: 'refresh-1',
    ExpiresIn: 900,
    TokenType: 'Bearer',
  },
};

function renderLogin(route = '/login') {
  return renderWithProviders(<LoginRoute />, {
    path: '/login',
    route,
    routes: [
      { path: '/', element: <p>Landing page</p> },
      { path: '/my_plants', element: <p>Plants page</p> },
    ],
  });
}

async function submit(user: ReturnType<typeof renderLogin>['user'], email = 'marie@hospital.fr') {
  await user.type(screen.getByLabelText('Email'), email);
  await user.type(screen.getByLabelText('Password'), 'whatever');
  await user.click(screen.getByRole('button', { name: 'Log In' }));
}

describe('/login', () => {
  it('stores both tokens and goes back to the page that was asked', async () => {
    const { calls } = stubApi(({ url }) =>
      url === '/api/auth/login' ? apiResponse(loginResponseSchema, tokens) : undefined,
    );
    const { user } = renderLogin('/login?redirect=%2Fmy_plants');
    await user.click(screen.getByLabelText('Keep me logged in'));
    await submit(user);
    expect(await screen.findByText('Plants page')).toBeInTheDocument();
    expect(window.localStorage.getItem('accessToken')).toBe('access-1');
    expect(window.localStorage.getItem('refreshToken')).toBe('refresh-1');
    expect(calls[0]?.body).toEqual({ email: 'marie@hospital.fr', password: 'whatever', keepLogged: true });
  });

  it('maps the server messages of spec 000 §8', async () => {
    // What the API answers (features/auth/service.ts): a 400 with Cognito's words.
    let answer = apiErrorResponse(400, { message: serverMessages.incorrectCredentials, code: 'BAD_REQUEST' });
    stubApi(({ url }) => (url === '/api/auth/login' ? answer : undefined));
    const { user } = renderLogin();
    await submit(user);
    expect(await screen.findByText(uiMessages.login.incorrectCredentials)).toBeInTheDocument();

    answer = apiErrorResponse(400, { message: serverMessages.userNotConfirmed, code: 'BAD_REQUEST' });
    await user.click(screen.getByRole('button', { name: 'Log In' }));
    expect(await screen.findByText(uiMessages.login.notConfirmed)).toBeInTheDocument();

    // The 429 the attempt limits send (features/auth/attempt-limits.ts), shown as it is.
    const tooMany = serverMessages.tooManyFailedAttempts(30);
    answer = apiErrorResponse(429, { message: tooMany, code: 'TOO_MANY_REQUESTS' }, { 'retry-after': '30' });
    await user.click(screen.getByRole('button', { name: 'Log In' }));
    expect(await screen.findByText(tooMany)).toBeInTheDocument();
  });

  it('knows a server message by its phrase, whatever its words (issue #40)', async () => {
    // The API's answer in French (Accept-Language): the words differ, the phrase's key does not.
    const answer = apiErrorResponse(400, {
      message: "Nom d'utilisateur ou mot de passe incorrect.",
      said: { key: 'server.incorrectCredentials', values: {} },
      code: 'BAD_REQUEST',
    });
    stubApi(({ url }) => (url === '/api/auth/login' ? answer : undefined));
    const { user } = renderLogin();
    await submit(user);
    expect(await screen.findByText(uiMessages.login.incorrectCredentials)).toBeInTheDocument();
  });

  it("says 'Internal Server Error' when the server does not answer", async () => {
    stubApi(() => Promise.reject(new TypeError('Failed to fetch')));
    const { user } = renderLogin();
    await submit(user);
    expect(await screen.findByText(uiMessages.login.noResponse)).toBeInTheDocument();
  });

  it('replaces the form with the create-password screen on a challenge, then logs in', async () => {
    const { calls } = stubApi(({ url }) => {
      if (url === '/api/auth/login') {
        return apiResponse(loginResponseSchema, {
          ChallengeName: 'NEW_PASSWORD_REQUIRED',
          Session: 'session-1',
        });
      }
      if (url === '/api/auth/create-password-sub-user') return apiResponse(loginResponseSchema, tokens);
      return undefined;
    });
    const { user } = renderLogin('/login?redirect=%2Fmy_plants');
    await submit(user, 'Invited@Lab.fr');

    const email = await screen.findByLabelText('Email');
    expect(email).toBeDisabled();
    expect(email).toHaveValue('invited@lab.fr');
    expect(screen.queryByRole('button', { name: 'Log In' })).not.toBeInTheDocument();

    await user.type(screen.getByLabelText('New password'), 'Str0ng!Passw0rd');
    await user.click(screen.getByRole('button', { name: 'Create password' }));
    expect(await screen.findByText('Landing page')).toBeInTheDocument();
    expect(calls.at(-1)?.body).toEqual({
      email: 'invited@lab.fr',
      password: 'Str0ng!Passw0rd',
      challengeSession: 'session-1',
    });
    expect(window.localStorage.getItem('accessToken')).toBe('access-1');
  });
});
