import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerConfirmedClient } from './helpers/accounts';
import { createTestApp, type TestApp } from './helpers/app';

/** Issue #8, findings 8, 9 and 10: the order of the request path and what every answer carries. */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** The routes anyone may call: everything else must check the caller before reading the body. */
const publicRoutes = new Set([
  'GET /api/health',
  'POST /api/auth/register',
  'POST /api/auth/confirm-user',
  'POST /api/auth/login',
  'POST /api/auth/refresh-token',
  'POST /api/auth/logout',
  'POST /api/auth/forgot-password',
  'POST /api/auth/reset-password',
  'POST /api/auth/create-password-sub-user',
  // A signed link: the signature is the permission.
  'GET /api/files/{id}',
  // A buyer checks a label certificate someone showed them (issue #14): rate-limited per address.
  'GET /api/labels/verify/{code}',
  // The PACT host's token endpoint and its discovery document (issue #24): client credentials
  // are the permission, rate-limited per address and per client id.
  'POST /api/pact/auth/token',
  'GET /api/pact/.well-known/openid-configuration',
]);

/** The PACT actions (issue #24) answer in the specification's own error format. */
const isPactAction = (route: Route) => route.path.startsWith('/api/pact/3/');

interface Route {
  method: 'GET' | 'POST' | 'DELETE';
  path: string;
  url: string;
}

/** Every route of the API, from its OpenAPI description (so a new route is covered at once). */
async function allRoutes(): Promise<Route[]> {
  const doc = (await t.request({ method: 'GET', url: '/api/docs/json' })).json() as {
    paths: Record<string, Record<string, unknown>>;
  };
  const routes: Route[] = [];
  for (const [path, operations] of Object.entries(doc.paths)) {
    const url = path.replace(/\{[^}]+\}/g, '00000000-0000-4000-8000-000000000000');
    for (const method of Object.keys(operations)) {
      const upper = method.toUpperCase() as Route['method'];
      // POST + X-HTTP-Method-Override is the same route as DELETE.
      if (upper === 'POST' && 'delete' in operations) continue;
      routes.push({ method: upper, path, url });
    }
  }
  return routes;
}

const key = (route: Route) => `${route.method} ${route.path}`;

describe('authentication before the body (finding 10)', () => {
  it('answers an anonymous caller 401 on every other route, without reading or validating the body', async () => {
    const routes = await allRoutes();
    const guarded = routes.filter((route) => !publicRoutes.has(key(route)));
    expect(guarded.length).toBeGreaterThan(30);
    for (const route of guarded) {
      // Not even JSON: a route that parsed the body would answer 400.
      for (const payload of ['{"name": ', '{}', JSON.stringify({ name: 'x'.repeat(100_000) })]) {
        const res = await t.request({
          method: route.method,
          url: route.url,
          headers: { 'content-type': 'application/json' },
          payload: route.method === 'GET' ? undefined : payload,
        });
        expect(res.statusCode, key(route)).toBe(401);
        expect(res.json(), key(route)).toEqual(
          isPactAction(route)
            ? { code: 'BadRequest', message: 'An access token is required: Authorization: Bearer …' }
            : {
                message: 'You need to log in to do this.',
                code: 'NO_TOKEN',
                said: { key: 'server.unauthorized', values: {} },
              },
        );
      }
    }
  });

  it('checks the token before the body too: a forged token gets 401 whatever it sends', async () => {
    const res = await t.request({
      method: 'POST',
      url: '/api/carbon/draft/create',
      headers: { 'content-type': 'application/json' },
      token: 'forged.token.value',
      payload: '{"not json',
    });
    expect(res.statusCode).toBe(401);
    expect(res.json().fields).toBeUndefined();
  });
});

describe('Cache-Control (finding 9)', () => {
  it('is no-store on every answer of every route, whatever its status, but the country list', async () => {
    const { accessToken } = await registerConfirmedClient(t);
    const routes = (await allRoutes()).filter((route) => key(route) !== 'POST /api/auth/logout');
    for (const route of routes) {
      for (const token of [accessToken, undefined]) {
        const res = await t.request({
          method: route.method,
          url: route.url,
          token,
          payload: route.method === 'GET' ? undefined : {},
        });
        const expected =
          key(route) === 'GET /api/countries' && res.statusCode === 200
            ? 'private, max-age=3600'
            : 'no-store';
        expect(res.headers['cache-control'], `${key(route)} ${res.statusCode}`).toBe(expected);
      }
    }
  });

  it('is no-store on the answers that carry tokens', async () => {
    const { email } = await registerConfirmedClient(t);
    const res = await t.request({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password: 'Str0ng-Password!' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
  });
});

describe('POST /api/auth/logout (finding 8)', () => {
  for (const [label, headers] of [
    ['no body and no content type', {}],
    ['an empty JSON body', { 'content-type': 'application/json' }],
  ] as const) {
    it(`accepts ${label} and ends the session of the access token sent`, async () => {
      const { accessToken, refreshToken } = await registerConfirmedClient(t);
      const res = await t.request({ method: 'POST', url: '/api/auth/logout', token: accessToken, headers });
      expect(res.statusCode).toBe(204);
      expect((await t.request({ method: 'GET', url: '/api/client', token: accessToken })).statusCode).toBe(
        401,
      );
      const refresh = await t.request({
        method: 'POST',
        url: '/api/auth/refresh-token',
        payload: { RefreshToken: refreshToken },
      });
      expect(refresh.statusCode).toBe(401);
    });
  }
});
