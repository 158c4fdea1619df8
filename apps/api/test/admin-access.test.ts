import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerConfirmedClient } from './helpers/accounts';
import { createTestApp, type TestApp } from './helpers/app';
import { activatedSubUser, staffLogin } from './helpers/staff';

let t: TestApp;
let main: string;
let subUser: string;
let staff: string;
beforeAll(async () => {
  t = await createTestApp();
  const client = await registerConfirmedClient(t);
  main = client.accessToken;
  subUser = await activatedSubUser(t, main);
  staff = await staffLogin(t);
});
afterAll(() => t.close());

/**
 * Every route of the running server under /api/admin, read from Fastify's own route table: a
 * route added tomorrow is checked too. printRoutes draws a tree: each line adds its text to its
 * parent's path (4 characters of indentation per level), with its methods in brackets.
 */
function adminRoutes(): { method: string; url: string }[] {
  const routes: { method: string; url: string }[] = [];
  const parents: string[] = [];
  for (const line of t.app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = /^([│ ]*)[├└]── (.*?)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!match) continue;
    const depth = match[1]!.length / 4;
    const path = (parents[depth - 1] ?? '') + match[2];
    parents.length = depth;
    parents.push(path);
    if (!match[3] || !path.startsWith('/api/admin')) continue;
    // Parameters get a well-formed value: the check must answer before any lookup.
    const url = path.replace(/:version\b/g, '1').replace(/:\w+/g, '3f1d6f1e-5b1a-4c1e-9c1e-0d1e2f3a4b5c');
    for (const method of match[3].split(', ')) if (method !== 'HEAD') routes.push({ method, url });
  }
  return routes;
}

describe('every /api/admin route', () => {
  it('is found in the route table, the staff calls of spec 001 §7 among them', () => {
    const found = adminRoutes().map((r) => `${r.method} ${r.url.replace(/3f1d[\w-]+/g, '{id}')}`);
    for (const call of [
      'GET /api/admin/check',
      'GET /api/admin/projects',
      'GET /api/admin/origins',
      'GET /api/admin/carbons',
      'GET /api/admin/substances',
      'GET /api/admin/clients',
      'DELETE /api/admin/origin/{id}',
      'DELETE /api/admin/carbon/{id}',
      'DELETE /api/admin/substance/{id}',
      'GET /api/admin/origin/{id}',
      'POST /api/admin/origin/update/{id}',
      'POST /api/admin/origin/validate/{id}',
      'GET /api/admin/carbon/{id}',
      'POST /api/admin/carbon/update/{id}',
      'POST /api/admin/carbon/validate/{id}',
      'GET /api/admin/carbon/second_part/{id}',
      'POST /api/admin/carbon/second_part/update/{id}',
      'POST /api/admin/carbon/second_part/validate/{id}',
      'POST /api/admin/carbon/validate_without_production/{id}',
      'GET /api/admin/substance/{id}',
      'POST /api/admin/substance/update/{id}',
      'POST /api/admin/substance/validate/{id}',
      'GET /api/admin/substance/{id}/versions/1/changes',
      'GET /api/admin/deleted-projects',
      'POST /api/admin/deleted-projects/{id}/restore',
      // Issue #22: the files of a client's footprint.
      'POST /api/admin/carbon/{id}/upload',
      'GET /api/admin/carbon/{id}/upload/{id}',
    ])
      expect(found).toContain(call);
  });

  it('answers 401 to an anonymous caller, 403 to a client’s main user and to a sub-user', async () => {
    const routes = adminRoutes();
    expect(routes.length).toBeGreaterThan(25);
    const wrong: string[] = [];
    for (const { method, url } of routes) {
      // A body that would pass validation is never read: the check runs first (onRequest).
      const send = (token?: string) =>
        t.request({
          method: method as 'GET',
          url,
          token,
          headers: { 'content-type': 'application/json' },
          payload: method === 'GET' ? undefined : '{}',
        });
      const expectations: [string, number, string | undefined][] = [
        ['anonymous', 401, undefined],
        ['main user', 403, main],
        ['sub-user', 403, subUser],
      ];
      for (const [who, status, token] of expectations) {
        const res = await send(token);
        if (res.statusCode !== status) wrong.push(`${method} ${url} as ${who}: ${res.statusCode}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('lets staff in (the same walk, as staff, never answers 401 or 403)', async () => {
    const refused: string[] = [];
    for (const { method, url } of adminRoutes()) {
      const res = await t.request({
        method: method as 'GET',
        url,
        token: staff,
        headers: { 'content-type': 'application/json', 'x-http-method-override': 'DELETE' },
        payload: method === 'GET' ? undefined : '{}',
      });
      if (res.statusCode === 401 || res.statusCode === 403)
        refused.push(`${method} ${url}: ${res.statusCode}`);
    }
    expect(refused).toEqual([]);
  });
});

describe('the OpenAPI reference', () => {
  it('documents every /api/admin route with its parameters, body and answers', async () => {
    const doc = (await t.request({ method: 'GET', url: '/api/docs/json' })).json();
    const missing = adminRoutes()
      .map(({ method, url }) => ({ method: method.toLowerCase(), path: url.replace(/3f1d[\w-]+/g, '{id}') }))
      .filter(({ method, path }) => method !== 'post' || !doc.paths[path]?.delete)
      .map(({ method, path }) => ({
        method,
        path: path
          .replace('/versions/1/', '/versions/{version}/')
          .replace(/\/upload\/\{id\}$/, '/upload/{key}'),
      }))
      .filter(({ method, path }) => !doc.paths[path]?.[method]?.responses?.['403']);
    expect(missing).toEqual([]);
    const validate = doc.paths['/api/admin/carbon/validate/{id}'].post;
    expect(validate.requestBody.content['application/json'].schema.required).toEqual([
      'revision',
      'status',
      'name',
    ]);
    const list = doc.paths['/api/admin/projects'].get;
    expect(list.parameters.map((p: { name: string }) => p.name)).toEqual([
      'clientId',
      'kind',
      'status',
      'q',
      'sort',
      'order',
      'page',
      'pageSize',
      'after',
    ]);
    expect(list.responses['200'].content['application/json'].schema.required).toEqual([
      'items',
      'total',
      'totalCapped',
      'page',
      'pageSize',
      'next',
    ]);
  });
});
