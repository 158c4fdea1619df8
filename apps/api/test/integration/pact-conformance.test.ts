import { createHmac, randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pactEventTypes } from '@pharmatrace/domain';
import { eq } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, openDatabase } from '../../src/db/client';
import { projects, projectVersions, users } from '../../src/db/schema';
import { registrationPayload, strongPassword, uniqueEmail } from '../helpers/accounts';
import { createServerDatabase } from '../helpers/database';
import { integrationStaff } from '../helpers/http-client';
import {
  basicAuth,
  type HttpsAnswer,
  httpsCall,
  makeTestCertificate,
  PactListener,
  type TestCertificate,
} from '../helpers/pact';
import { pactSchemaErrors, type pactSchemas } from '../helpers/pact-schema';
import { freePort, type ServerProcess, startServer } from '../helpers/server-process';
import { codeIn, SmtpCapture } from '../helpers/smtp-capture';

/**
 * The project's own PACT v3 conformance suite (issue #24), written from the public Technical
 * Specifications for PCF Data Exchange v3 and the expectations of PACT's published v3 test cases
 * (their numbers are in the test names). It runs against the real server process (src/main.ts)
 * listening with TLS on a self-signed certificate, on a real PostgreSQL, with a test requester
 * host (PactListener) receiving the callbacks. Every answer is validated against the schema
 * written from the specification (helpers/pact-schema.ts) with ajv.
 */

const JWT_SECRET = 'conformance-suite-signing-secret-0123456789';

let certificate: TestCertificate;
let listener: PactListener;
let listenerUrl: string;
let database: Awaited<ReturnType<typeof createServerDatabase>>;
let db: DatabaseHandle;
let smtp: SmtpCapture;
let server: ServerProcess;
let dataDir: string;
let base: string;
let host: string;
let staffToken: string;

/** The data owner (a client of the portal), its footprints and its connection. */
const owner = { token: '', clientId: '', fr: '', de: '', inV1: '', inV2: '' };
let connection: { id: string; clientId: string; clientSecret: string };
let other: {
  token: string;
  clientId: string;
  pfId: string;
  connection: { clientId: string; clientSecret: string };
};

async function call(
  method: string,
  url: string,
  options: { token?: string; json?: unknown; body?: string; headers?: Record<string, string> } = {},
): Promise<HttpsAnswer> {
  return httpsCall(url.startsWith('https://') ? url : `${base}${url}`, {
    method,
    ca: certificate.cert,
    headers: {
      ...(options.json !== undefined ? { 'content-type': 'application/json' } : {}),
      ...(options.token ? { authorization: options.token } : {}),
      ...options.headers,
    },
    body: options.json !== undefined ? JSON.stringify(options.json) : options.body,
  });
}

function expectSchema(schema: keyof typeof pactSchemas, answer: HttpsAnswer) {
  expect(pactSchemaErrors(schema, answer.json), answer.text).toEqual([]);
}

async function login(email: string, password: string): Promise<string> {
  const res = await call('POST', '/api/auth/login', { json: { email, password, keepLogged: false } });
  if (res.status !== 200) throw new Error(`login failed: ${res.text}`);
  return res.json.AuthenticationResult.AccessToken as string;
}

/** A client registered, confirmed and validated through the portal's own calls, over HTTPS. */
async function registeredClient(): Promise<{ token: string; clientId: string }> {
  const email = uniqueEmail('pact');
  const registered = await call('POST', '/api/auth/register', { json: registrationPayload(email) });
  if (registered.status !== 201) throw new Error(`register failed: ${registered.text}`);
  const code = codeIn(await smtp.waitFor(email, /Confirm/, 20_000));
  await call('POST', '/api/auth/confirm-user', { json: { email, code } });
  const found = await call('GET', `/api/admin/accounts?q=${encodeURIComponent(email)}`, {
    token: staffToken,
  });
  await call('POST', `/api/admin/accounts/${found.json.items[0].id}/validate`, { token: staffToken });
  const [user] = await db.db.select().from(users).where(eq(users.email, email));
  return { token: await login(email, strongPassword), clientId: user!.clientId! };
}

/**
 * A footprint as staff leave it completed (written as the workflow would have, the workflow
 * itself being tested elsewhere), its result entered and published through the real calls.
 */
async function publishedFootprint(
  client: { token: string; clientId: string },
  name: string,
  cas: string,
  country: string,
): Promise<{ projectId: string; pfId: string }> {
  const document = {
    name,
    cas,
    tree: {
      id: 'substance_root',
      name,
      type: 'CHEMICAL',
      manufacturers: [{ companyName: 'Final step', city: 'City', countryId: country, percentage: 100 }],
      children: [],
    },
  };
  const [row] = await db.db
    .insert(projects)
    .values({ clientId: client.clientId, kind: 'CARBON', status: 'COMPLETED', name, document })
    .returning({ id: projects.id });
  await db.db.insert(projectVersions).values({
    projectId: row!.id,
    version: 1,
    action: 'complete',
    statusBefore: 'ONGOING2',
    statusAfter: 'COMPLETED',
    document,
    authorRole: 'STAFF',
  });
  const result = await call('POST', `/api/admin/carbon/${row!.id}/footprint-result`, {
    token: staffToken,
    json: { value: 12.5, uncertainty: 1.5 },
  });
  expect(result.status, result.text).toBe(200);
  const published = await call('POST', `/api/carbon/${row!.id}/publish`, { token: client.token });
  expect(published.status, published.text).toBe(200);
  return { projectId: row!.id, pfId: published.json.footprintId };
}

async function pactToken(credentials: { clientId: string; clientSecret: string }): Promise<string> {
  const res = await call('POST', '/api/pact/auth/token', {
    body: 'grant_type=client_credentials',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      authorization: basicAuth(credentials.clientId, credentials.clientSecret),
    },
  });
  expect(res.status, res.text).toBe(200);
  return `Bearer ${res.json.access_token}`;
}

async function listIds(token: string, query: string): Promise<string[]> {
  const res = await call('GET', `/api/pact/3/footprints${query}`, { token });
  expect(res.status, res.text).toBe(200);
  expectSchema('listFootprints', res);
  return res.json.data.map((f: { id: string }) => f.id);
}

function cloudEvent(type: string, data: Record<string, unknown>, id: string = randomUUID()) {
  return JSON.stringify({
    type,
    specversion: '1.0',
    id,
    source: listenerUrl,
    time: new Date().toISOString(),
    data,
  });
}

async function sendEvent(token: string, body: string): Promise<HttpsAnswer> {
  return call('POST', '/api/pact/3/events', {
    token,
    body,
    headers: { 'content-type': 'application/cloudevents+json; charset=UTF-8' },
  });
}

/** Plain HTTP to the TLS port: the request must fail, or at least carry no PACT data. */
function plainHttp(
  method: string,
  pathname: string,
  body?: string,
): Promise<{ status?: number; text?: string; error?: string }> {
  const url = new URL(pathname, base.replace('https://', 'http://'));
  return new Promise((resolve) => {
    const req = httpRequest(
      url,
      { method, headers: { authorization: 'Bearer x', 'content-type': 'application/json' } },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({ status: res.statusCode, text: Buffer.concat(chunks).toString('utf8') }),
        );
      },
    );
    req.setTimeout(10_000, () => req.destroy(new Error('timeout')));
    req.on('error', (err) => resolve({ error: err.message }));
    req.end(body);
  });
}

beforeAll(async () => {
  certificate = await makeTestCertificate();
  listener = new PactListener(certificate);
  listenerUrl = await listener.start();
  database = await createServerDatabase();
  smtp = await new SmtpCapture().start();
  dataDir = await mkdtemp(path.join(tmpdir(), 'pharmatrace-pact-'));
  // Absolute URLs (the OpenID configuration, Link) are built from PUBLIC_URL, never from the
  // request's Host header (issue #35): the host's public address is the one the tests call.
  const port = String(await freePort());
  server = await startServer({
    PORT: port,
    PUBLIC_URL: `https://127.0.0.1:${port}`,
    DATABASE_URL: database.url,
    DATA_DIR: dataDir,
    WEB_DIST_DIR: path.join(dataDir, 'none'),
    SMTP_URL: smtp.url,
    DEMO_DATA: '0',
    JWT_SECRET,
    STAFF_EMAIL: integrationStaff.email,
    STAFF_PASSWORD: integrationStaff.password,
    HTTPS_CERT_FILE: certificate.certFile,
    HTTPS_KEY_FILE: certificate.keyFile,
    PACT_CALLBACK_CA_FILE: certificate.certFile,
    PACT_CALLBACK_PRIVATE_NETWORKS: '1',
  });
  base = server.url;
  host = new URL(base).host;
  db = await openDatabase({ databaseUrl: database.url });
  staffToken = await login(integrationStaff.email, integrationStaff.password);

  const client = await registeredClient();
  owner.token = client.token;
  owner.clientId = client.clientId;
  owner.fr = (await publishedFootprint(client, 'Aspirin API', '50-78-2', 'FR')).pfId;
  owner.de = (await publishedFootprint(client, 'Caffeine API', '58-08-2', 'DE')).pfId;
  const india = await publishedFootprint(client, 'Paracetamol API', '103-90-2', 'IN');
  owner.inV1 = india.pfId;
  // Staff correct the last one's result: a second version, the first deprecated.
  await call('POST', `/api/admin/carbon/${india.projectId}/footprint-result`, {
    token: staffToken,
    json: { value: 9.75, uncertainty: 1 },
  });
  const publication = await call('GET', `/api/carbon/${india.projectId}/pact`, { token: owner.token });
  owner.inV2 = publication.json.footprintId;
  const created = await call('POST', '/api/pact/connections', {
    token: owner.token,
    json: {
      name: 'Conformance requester',
      callback: { apiUrl: listenerUrl, clientId: listener.clientId, clientSecret: listener.clientSecret },
    },
  });
  expect(created.status, created.text).toBe(201);
  connection = created.json;

  const second = await registeredClient();
  const secondPf = await publishedFootprint(second, 'Other company API', '50-78-2', 'FR');
  const secondConnection = await call('POST', '/api/pact/connections', {
    token: second.token,
    json: { name: 'x' },
  });
  other = { ...second, pfId: secondPf.pfId, connection: secondConnection.json };
}, 180_000);

afterAll(async () => {
  await server?.stop();
  await db?.close();
  await database?.drop();
  await smtp?.stop();
  await listener?.stop();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

describe('PACT v3 conformance: authentication', () => {
  it('TC1: a token with valid credentials', async () => {
    const res = await call('POST', '/api/pact/auth/token', {
      body: 'grant_type=client_credentials',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        authorization: basicAuth(connection.clientId, connection.clientSecret),
      },
    });
    expect(res.status).toBe(200);
    expectSchema('token', res);
    expect(res.json.token_type).toBe('Bearer');
  });

  it('TC2: invalid credentials are refused with invalid_client', async () => {
    for (const [id, secret] of [
      [connection.clientId, 'wrong-secret'],
      ['pact-unknown-client', connection.clientSecret],
    ]) {
      const res = await call('POST', '/api/pact/auth/token', {
        body: 'grant_type=client_credentials',
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          authorization: basicAuth(id!, secret!),
        },
      });
      expect([400, 401]).toContain(res.status);
      expectSchema('tokenError', res);
      expect(res.json.error).toBe('invalid_client');
    }
  });

  it('TC18/TC19: the OpenID configuration names the token endpoint, which accepts and refuses as above', async () => {
    const config = await call('GET', '/api/pact/.well-known/openid-configuration');
    expect(config.status).toBe(200);
    expect(config.json.token_endpoint).toBe(`${base}/api/pact/auth/token`);
    const good = await call('POST', config.json.token_endpoint, {
      body: 'grant_type=client_credentials',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        authorization: basicAuth(connection.clientId, connection.clientSecret),
      },
    });
    expect(good.status).toBe(200);
    const bad = await call('POST', config.json.token_endpoint, {
      body: 'grant_type=client_credentials',
      headers: { 'content-type': 'application/x-www-form-urlencoded', authorization: basicAuth('a', 'b') },
    });
    expect([400, 401]).toContain(bad.status);
  });

  it('TC9/TC10/TC11/TC17: plain HTTP to the TLS port is refused, for every action', async () => {
    for (const [method, pathname] of [
      ['POST', '/api/pact/auth/token'],
      ['GET', '/api/pact/3/footprints'],
      ['GET', `/api/pact/3/footprints/${owner.fr}`],
      ['POST', '/api/pact/3/events'],
    ] as const) {
      const answer = await plainHttp(method, pathname, method === 'POST' ? '{}' : undefined);
      if (answer.error === undefined) {
        expect(answer.status).toBeGreaterThanOrEqual(400);
        expect(answer.text).not.toContain('access_token');
        expect(answer.text).not.toContain('"data"');
      } else {
        expect(answer.error).toMatch(/socket hang up|ECONNRESET|EPIPE|timeout/);
      }
    }
  });
});

describe('PACT v3 conformance: ListFootprints and GetFootprint', () => {
  it('TC3: GetFootprint answers the footprint', async () => {
    const token = await pactToken(connection);
    const res = await call('GET', `/api/pact/3/footprints/${owner.fr}`, { token });
    expect(res.status).toBe(200);
    expectSchema('getFootprint', res);
    expect(res.json.data).toMatchObject({ id: owner.fr, status: 'Active', pcf: { geographyCountry: 'FR' } });
  });

  it('TC4: ListFootprints answers every footprint of the data owner, deprecated versions included', async () => {
    const token = await pactToken(connection);
    expect(await listIds(token, '')).toEqual([owner.fr, owner.de, owner.inV1, owner.inV2]);
    const v2 = await call('GET', `/api/pact/3/footprints/${owner.inV2}`, { token });
    expect(v2.json.data.precedingPfIds).toEqual([owner.inV1]);
  });

  it('TC5: limit and an absolute Link: rel="next" on the request’s host, stable when called twice', async () => {
    const token = await pactToken(connection);
    const first = await call('GET', '/api/pact/3/footprints?limit=3', { token });
    expectSchema('listFootprints', first);
    expect(first.json.data).toHaveLength(3);
    const link = String(first.headers.link);
    const next = /^<([^>]+)>; rel="next"$/.exec(link)?.[1];
    expect(next, link).toBeDefined();
    expect(new URL(next!).protocol).toBe('https:');
    expect(new URL(next!).host).toBe(host);
    const seen = [];
    for (let i = 0; i < 2; i++) {
      const page = await call('GET', next!, { token });
      expect(page.status).toBe(200);
      expectSchema('listFootprints', page);
      expect(page.headers.link).toBeUndefined();
      seen.push(page.json.data.map((f: { id: string }) => f.id));
    }
    expect(seen).toEqual([[owner.inV2], [owner.inV2]]);
  });

  it('TC6/TC7: an invalid or expired token is refused with 401', async () => {
    const key = new Uint8Array(createHmac('sha256', JWT_SECRET).update('pact-access-token').digest());
    const now = Math.floor(Date.now() / 1000);
    const expired = await new SignJWT({ cid: owner.clientId })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(connection.id)
      .setIssuer('pharmatrace')
      .setAudience('pact-host')
      .setIssuedAt(now - 7200)
      .setExpirationTime(now - 3600)
      .sign(key);
    for (const [token, code] of [
      ['Bearer invalid-access-token', 'BadRequest'],
      [`Bearer ${expired}`, 'TokenExpired'],
    ] as const) {
      for (const url of ['/api/pact/3/footprints', `/api/pact/3/footprints/${owner.fr}`]) {
        const res = await call('GET', url, { token });
        expect(res.status).toBe(401);
        expectSchema('error', res);
        expect(res.json.code).toBe(code);
      }
    }
  });

  it('TC8: an unknown footprint id is 404 NotFound; so is another company’s footprint', async () => {
    const token = await pactToken(connection);
    for (const id of ['00000000-0000-0000-0000-000000000000', 'non-existent-id', other.pfId]) {
      const res = await call('GET', `/api/pact/3/footprints/${id}`, { token });
      expect(res.status).toBe(404);
      expectSchema('error', res);
      expect(res.json.code).toBe('NotFound');
    }
  });

  it('keeps data owners apart: another client’s credentials see only its own footprints', async () => {
    const token = await pactToken(other.connection);
    expect(await listIds(token, '')).toEqual([other.pfId]);
    expect(await listIds(token, `?companyId=urn:uuid:${owner.clientId}`)).toEqual([]);
  });
});

describe('PACT v3 conformance: filters', () => {
  let token: string;
  beforeAll(async () => {
    token = await pactToken(connection);
  });
  const cas = (n: string) => `urn:pact:cas.org:substance-number:${n}`;

  it('TC20-TC27: each filter alone', async () => {
    expect(await listIds(token, `?productId=${cas('50-78-2')}`)).toEqual([owner.fr]);
    expect(await listIds(token, `?companyId=urn:uuid:${owner.clientId}`)).toHaveLength(4);
    expect(await listIds(token, '?geography=DE')).toEqual([owner.de]);
    expect(await listIds(token, `?classification=${cas('58-08-2')}`)).toEqual([owner.de]);
    const one = (await call('GET', `/api/pact/3/footprints/${owner.fr}`, { token })).json.data;
    const validOn = new Date(Date.parse(one.validityPeriodStart) + 86_400_000).toISOString();
    expect(await listIds(token, `?validOn=${validOn}`)).toHaveLength(4);
    const dayBefore = new Date(Date.parse(one.validityPeriodStart) - 86_400_000).toISOString();
    expect(await listIds(token, `?validAfter=${dayBefore}`)).toHaveLength(4);
    const dayAfterEnd = new Date(Date.parse(one.validityPeriodEnd) + 86_400_000).toISOString();
    expect(await listIds(token, `?validBefore=${dayAfterEnd}`)).toHaveLength(4);
    expect(await listIds(token, '?status=Active')).toEqual([owner.fr, owner.de, owner.inV2]);
    expect(await listIds(token, '?status=Deprecated')).toEqual([owner.inV1]);
  });

  it('TC28/TC29: different filters are an AND, a repeated filter an OR; case does not matter', async () => {
    expect(await listIds(token, `?status=Active&productId=${cas('103-90-2')}`)).toEqual([owner.inV2]);
    expect(await listIds(token, `?status=Deprecated&productId=${cas('103-90-2')}`)).toEqual([owner.inV1]);
    expect(await listIds(token, '?geography=FR&geography=de')).toEqual([owner.fr, owner.de]);
    expect(
      await listIds(
        token,
        `?companyId=urn:uuid:${owner.clientId}&companyId=urn:uuid:other-company&companyId=urn:uuid:another`,
      ),
    ).toHaveLength(4);
    expect(
      await listIds(token, `?geography=FR&geography=DE&productId=${cas('58-08-2').toUpperCase()}`),
    ).toEqual([owner.de]);
    expect(await listIds(token, `?geography=IN&status=active&limit=1`)).toEqual([owner.inV2]);
  });

  it('TC30-TC39: bogus values answer 200 with an empty list', async () => {
    for (const query of [
      '?productId=urn:bogus:product:nonexistent123',
      '?companyId=urn:bogus:company:nonexistent456',
      '?geography=XX',
      '?classification=urn:bogus:classification:nonexistent789',
      '?validOn=1900-01-01T00:00:00Z',
      '?validAfter=2099-12-31T23:59:59Z',
      '?validBefore=1900-01-01T00:00:00Z',
      '?status=BogusStatusValue',
      '?companyId=urn:bogus:company:5FIi8zS3&productId=urn:bogus:product:nonexistent123',
      '?companyId=urn:bogus:company:1&companyId=urn:bogus:company:2&companyId=urn:bogus:company:3',
      `?geography=FR&productId=${cas('58-08-2')}`,
    ]) {
      expect(await listIds(token, query), query).toEqual([]);
    }
  });

  it('answers 400 BadRequest to what it cannot read (a date that is not one, a bad limit)', async () => {
    for (const query of ['?validOn=yesterday', '?limit=0', '?limit=two']) {
      const res = await call('GET', `/api/pact/3/footprints${query}`, { token });
      expect(res.status, query).toBe(400);
      expectSchema('error', res);
    }
  });
});

describe('PACT v3 conformance: events', () => {
  let token: string;
  beforeAll(async () => {
    token = await pactToken(connection);
  });

  it('TC12/TC13: RequestCreated for a published product is answered with RequestFulfilled on the requester’s host', async () => {
    const id = `conformance-run/12-${randomUUID()}`;
    const res = await sendEvent(
      token,
      cloudEvent(
        pactEventTypes.requestCreated,
        {
          productId: ['urn:pact:cas.org:substance-number:58-08-2'],
          comment: 'Please send PCF data for this year.',
        },
        id,
      ),
    );
    expect(res.status).toBe(200);
    expect(res.text).toBe('');
    const received = await listener.waitFor((e) => e.body.data?.requestEventId === id);
    expect(pactSchemaErrors('requestFulfilled', received.body)).toEqual([]);
    expect(received.authorization).toMatch(/^Bearer requester-token-/);
    expect(received.body.data.pfs.map((f: { id: string }) => f.id)).toEqual([owner.de]);
  });

  it('TC14.A/TC14.B: a request for an unknown product waits in the inbox; rejected there, RequestRejected reaches the requester', async () => {
    const id = `conformance-run/14.A-${randomUUID()}`;
    const res = await sendEvent(
      token,
      cloudEvent(pactEventTypes.requestCreated, { productId: ['urn:pact:null'] }, id),
    );
    expect(res.status).toBe(200);
    const inbox = await call('GET', '/api/pact/requests', { token: owner.token });
    const request = inbox.json.requests.find((r: { eventId: string }) => r.eventId === id);
    expect(request).toMatchObject({ status: 'PENDING', connectionName: 'Conformance requester' });
    const rejected = await call('POST', `/api/pact/requests/${request.id}/reject`, {
      token: owner.token,
      json: { reason: 'The requested footprint could not be found.' },
    });
    expect(rejected.status).toBe(200);
    const received = await listener.waitFor((e) => e.body.data?.requestEventId === id);
    expect(pactSchemaErrors('requestRejected', received.body)).toEqual([]);
    expect(received.body.data.error.code).toBe('NotFound');
  });

  it('TC15: a Published event is accepted with 200 and an empty body', async () => {
    const res = await sendEvent(
      token,
      cloudEvent(pactEventTypes.published, { pfIds: ['3a6c14a7-4deb-498a-b5ea-16ce2535b576'] }),
    );
    expect(res.status).toBe(200);
    expect(res.text).toBe('');
  });

  it('TC16: events with an invalid token are refused with 401', async () => {
    const res = await sendEvent(
      'Bearer very-invalid-access-token',
      cloudEvent(pactEventTypes.published, { pfIds: ['3a6c14a7-4deb-498a-b5ea-16ce2535b576'] }),
    );
    expect(res.status).toBe(401);
    expectSchema('error', res);
  });

  it('TC40: events with invalid ids answer 400 (footprint ids that are not UUIDs, an event without its id)', async () => {
    const published = cloudEvent(pactEventTypes.published, { pfIds: ['urn:gtin:4712345060507'] });
    const noId = JSON.stringify({
      ...JSON.parse(cloudEvent(pactEventTypes.published, { pfIds: [randomUUID()] })),
      id: undefined,
    });
    const emptyId = cloudEvent(pactEventTypes.requestCreated, {}, '');
    for (const body of [published, noId, emptyId, '{"not":"an event"}']) {
      const res = await sendEvent(token, body);
      expect(res.status, body).toBe(400);
      expectSchema('error', res);
      expect(res.json.code).toBe('BadRequest');
    }
  });
});
