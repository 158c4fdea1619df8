import { describe, expect, it, vi } from 'vitest';
import { errorText } from '@/components/ui/query-state';
import { jsonResponse } from '@/testing/test-utils';
import { ApiError, createApiClient } from '../api-client';
import { createTokenStorage } from '../auth-tokens';
import { setLanguage } from '../language';

type Call = { url: string; method: string; headers: Headers; body: unknown };

/** A fake server: `/api/data` wants the token 'fresh-access'; the refresh is scripted per test. */
function setup({
  refresh,
  accessToken = 'stale-access',
  refreshToken = 'refresh-1',
}: {
  refresh: (body: { RefreshToken: string }) => Response | Promise<Response>;
  accessToken?: string | null;
  refreshToken?: string | null;
}) {
  const tokens = createTokenStorage();
  if (accessToken && refreshToken) tokens.setTokens({ accessToken, refreshToken });
  const calls: Call[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = String(input);
    const headers = new Headers(init.headers);
    const body = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
    calls.push({ url, method: init.method ?? 'GET', headers, body });
    if (url === '/api/auth/refresh-token') return refresh(body);
    if (url === '/api/data') {
      return headers.get('Authorization') === 'fresh-access'
        ? jsonResponse(200, { ok: true })
        : jsonResponse(401, { message: 'You need to log in to do this.' });
    }
    return jsonResponse(404, { message: 'Not found' });
  });
  const onSessionExpired = vi.fn();
  const client = createApiClient({ tokens, fetch: fetchMock as typeof fetch, onSessionExpired });
  const refreshCalls = () => calls.filter((call) => call.url === '/api/auth/refresh-token');
  return { client, tokens, calls, refreshCalls, onSessionExpired };
}

const rotated = () =>
  jsonResponse(200, {
    AuthenticationResult: {
      AccessToken: 'fresh-access',
      RefreshToken: 'refresh-2',
      ExpiresIn: 900,
      TokenType: 'Bearer',
    },
  });

describe('api client', () => {
  it('sends JSON to /api with the stored access token as is, POST when there is a body', async () => {
    const { client, calls } = setup({ refresh: rotated, accessToken: 'fresh-access' });
    await client.request('/data', { body: { a: 1 } });
    expect(calls[0]?.method).toBe('POST');
    expect(calls[0]?.url).toBe('/api/data');
    expect(calls[0]?.headers.get('Authorization')).toBe('fresh-access');
    expect(calls[0]?.headers.get('Content-Type')).toBe('application/json');
    expect(calls[0]?.body).toEqual({ a: 1 });
    await client.request('/data');
    expect(calls[1]?.method).toBe('GET');
  });

  it('on a 401 refreshes once, stores both rotated tokens and repeats the call', async () => {
    const { client, tokens, calls, refreshCalls } = setup({ refresh: rotated });
    await expect(client.get('/data')).resolves.toEqual({ ok: true });
    expect(refreshCalls()).toHaveLength(1);
    expect(refreshCalls()[0]?.body).toEqual({ RefreshToken: 'refresh-1' });
    expect(tokens.getAccessToken()).toBe('fresh-access');
    expect(tokens.getRefreshToken()).toBe('refresh-2');
    expect(calls.map((call) => call.url)).toEqual(['/api/data', '/api/auth/refresh-token', '/api/data']);
  });

  it('also refreshes on a 403', async () => {
    const tokens = createTokenStorage();
    tokens.setTokens({ accessToken: 'stale-access', refreshToken: 'refresh-1' });
    const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
      if (String(input) === '/api/auth/refresh-token') return rotated();
      return new Headers(init.headers).get('Authorization') === 'fresh-access'
        ? jsonResponse(200, { ok: true })
        : jsonResponse(403, { message: 'You are not allowed to do this.' });
    });
    const client = createApiClient({ tokens, fetch: fetchMock as typeof fetch });
    await expect(client.get('/admin/check')).resolves.toEqual({ ok: true });
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it('clears both tokens when the refresh is refused, and reports the original failure', async () => {
    const { client, tokens, onSessionExpired } = setup({
      refresh: () => jsonResponse(401, { message: 'Invalid Refresh Token' }),
    });
    const error = await client.get('/data').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(401);
    expect((error as ApiError).message).toBe('You need to log in to do this.');
    expect(tokens.getAccessToken()).toBeNull();
    expect(tokens.getRefreshToken()).toBeNull();
    expect(window.localStorage.getItem('accessToken')).toBeNull();
    expect(window.localStorage.getItem('refreshToken')).toBeNull();
    expect(onSessionExpired).toHaveBeenCalledTimes(1);
  });

  it('shares one refresh between calls that fail at the same time (the refresh token rotates)', async () => {
    let releaseRefresh: () => void = () => undefined;
    const refreshGate = new Promise<void>((resolve) => {
      releaseRefresh = resolve;
    });
    const { client, refreshCalls, tokens } = setup({
      refresh: async () => {
        await refreshGate;
        return rotated();
      },
    });
    const first = client.get('/data');
    const second = client.get('/data');
    // Let both calls receive their 401 before the refresh answers.
    await vi.waitFor(() => expect(refreshCalls()).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 10));
    releaseRefresh();
    await expect(Promise.all([first, second])).resolves.toEqual([{ ok: true }, { ok: true }]);
    expect(refreshCalls()).toHaveLength(1);
    expect(tokens.getRefreshToken()).toBe('refresh-2');
  });

  it('does not refresh again for a call sent with a token that another call has since replaced', async () => {
    const tokens = createTokenStorage();
    tokens.setTokens({ accessToken: 'stale-access', refreshToken: 'refresh-1' });
    let releaseLateAnswer: () => void = () => undefined;
    const lateAnswer = new Promise<void>((resolve) => {
      releaseLateAnswer = resolve;
    });
    const sentTokens: (string | null)[] = [];
    const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
      if (String(input) === '/api/auth/refresh-token') return rotated();
      const token = new Headers(init.headers).get('Authorization');
      sentTokens.push(token);
      if (token === 'fresh-access') return jsonResponse(200, { ok: true });
      await lateAnswer;
      return jsonResponse(401, { message: 'expired' });
    });
    const client = createApiClient({ tokens, fetch: fetchMock as typeof fetch });
    const slowCall = client.get('/data');
    await vi.waitFor(() => expect(sentTokens).toEqual(['stale-access']));
    // Meanwhile another tab or call refreshed the session.
    tokens.setTokens({ accessToken: 'fresh-access', refreshToken: 'refresh-2' });
    releaseLateAnswer();
    await expect(slowCall).resolves.toEqual({ ok: true });
    expect(sentTokens).toEqual(['stale-access', 'fresh-access']);
    expect(fetchMock.mock.calls.filter(([url]) => String(url) === '/api/auth/refresh-token')).toHaveLength(0);
    expect(tokens.getRefreshToken()).toBe('refresh-2');
  });

  it('gives up after one retry: a second 401 is thrown without clearing the session', async () => {
    const tokens = createTokenStorage();
    tokens.setTokens({ accessToken: 'stale-access', refreshToken: 'refresh-1' });
    const fetchMock = vi.fn(async (input: RequestInfo | URL) =>
      String(input) === '/api/auth/refresh-token' ? rotated() : jsonResponse(401, { message: 'Nope' }),
    );
    const client = createApiClient({ tokens, fetch: fetchMock as typeof fetch });
    await expect(client.get('/data')).rejects.toMatchObject({ status: 401, message: 'Nope' });
    expect(fetchMock).toHaveBeenCalledTimes(3);
    expect(tokens.getAccessToken()).toBe('fresh-access');
  });

  it('never refreshes for public calls and sends no token with them', async () => {
    const { client, refreshCalls, calls } = setup({ refresh: rotated });
    await expect(client.post('/data', { email: 'a@b.co' }, { isPublic: true })).rejects.toMatchObject({
      status: 401,
    });
    expect(refreshCalls()).toHaveLength(0);
    expect(calls[0]?.headers.get('Authorization')).toBeNull();
  });

  it('keeps the session when the refresh gets no answer', async () => {
    const tokens = createTokenStorage();
    tokens.setTokens({ accessToken: 'stale-access', refreshToken: 'refresh-1' });
    const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
      if (String(input) === '/api/auth/refresh-token') throw new TypeError('Failed to fetch');
      return jsonResponse(401, { message: 'expired' });
    });
    const client = createApiClient({ tokens, fetch: fetchMock as typeof fetch });
    await expect(client.get('/data')).rejects.toMatchObject({ status: 0 });
    expect(tokens.getRefreshToken()).toBe('refresh-1');
  });

  it('turns a network failure into an ApiError with status 0 (shown as Internal Server Error)', async () => {
    const client = createApiClient({
      tokens: createTokenStorage(),
      fetch: vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }) as typeof fetch,
    });
    const error = (await client.get('/data').catch((e: unknown) => e)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.isNetworkError).toBe(true);
    expect(error.status).toBe(0);
    expect(error.message).toBe('Internal Server Error');
    expect(error.serverMessage).toBeUndefined();
  });

  it('carries the status, message, code, fields and Retry-After of an error answer', async () => {
    const client = createApiClient({
      tokens: createTokenStorage(),
      fetch: vi.fn(async () =>
        jsonResponse(
          429,
          { message: 'Too many requests', code: 'RATE_LIMITED', fields: { email: 'Incorrect email' } },
          { 'Retry-After': '30' },
        ),
      ) as typeof fetch,
    });
    await expect(client.get('/data')).rejects.toMatchObject({
      status: 429,
      message: 'Too many requests',
      serverMessage: 'Too many requests',
      code: 'RATE_LIMITED',
      fields: { email: 'Incorrect email' },
      retryAfter: 30,
    });
  });

  it('sends a DELETE without a body or a JSON content type', async () => {
    const { client, calls } = setup({ refresh: rotated, accessToken: 'fresh-access' });
    await client.delete('/data').catch(() => undefined);
    expect(calls[0]?.method).toBe('DELETE');
    expect(calls[0]?.headers.get('Content-Type')).toBeNull();
    expect(calls[0]?.body).toBeUndefined();
  });
  it('sends the ETag of the last answer of a GET and hands back that answer on a 304', async () => {
    const seen: (string | null)[] = [];
    let version = 1;
    const fetchMock = vi.fn(async (_input: RequestInfo | URL, init: RequestInit = {}) => {
      const tag = new Headers(init.headers).get('If-None-Match');
      seen.push(tag);
      const etag = `"v${version}"`;
      if (tag === etag) return new Response(null, { status: 304, headers: { etag } });
      return jsonResponse(200, [{ id: `p${version}` }], { etag });
    });
    const tokens = createTokenStorage();
    tokens.setTokens({ accessToken: 'fresh-access', refreshToken: 'refresh-1' });
    const client = createApiClient({ tokens, fetch: fetchMock as typeof fetch });
    const first = await client.get('/carbon');
    const second = await client.get('/carbon');
    expect(second).toBe(first);
    version = 2;
    expect(await client.get('/carbon')).toEqual([{ id: 'p2' }]);
    client.forgetAnswers();
    await client.get('/carbon');
    expect(seen).toEqual([null, '"v1"', '"v1"', null]);
  });
});

describe('an error answer without a message (issue #27)', () => {
  it('says the status in English, and in French on a French page (errorText)', () => {
    const error = new ApiError({ status: 502 });
    expect(error.message).toBe('Request failed with status 502');
    try {
      setLanguage('fr');
      expect(errorText(error)).toBe('La requête a échoué (statut 502)');
    } finally {
      setLanguage('en');
    }
  });
});
