import { createHmac } from 'node:crypto';
import { pactEventTypes, pactMessages } from '@pharmatrace/domain';
import { and, eq, sql } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, pactConnections, pactOutbox, pactRequests, plants, projects } from '../src/db/schema';
import { CallbackAddressError, CallbackHttp } from '../src/features/pact/callback-http';
import { inviteActiveSubUser, registerConfirmedClient, uniqueAddress } from './helpers/accounts';
import { createTestApp, type TestApp } from './helpers/app';
import { makeTestCertificate, PactListener, type TestCertificate } from './helpers/pact';
import { pactSchemaErrors } from './helpers/pact-schema';
import { clientIdOf, insertProject, staffLogin } from './helpers/staff';

const JWT_SECRET = 'pact-tests-signing-secret-of-32-characters-or-more';
const FAILURES_PER_CONNECTION = 3;
const REQUESTS_PER_ADDRESS = 6;

let t: TestApp;
let certificate: TestCertificate;
let listener: PactListener;
let listenerUrl: string;
let staff: string;

beforeAll(async () => {
  certificate = await makeTestCertificate();
  listener = new PactListener(certificate);
  listenerUrl = await listener.start();
  t = await createTestApp({
    JWT_SECRET,
    PACT_CALLBACK_CA_FILE: certificate.certFile,
    PACT_CALLBACK_PRIVATE_NETWORKS: '1',
    PACT_TOKEN_FAILURES_PER_CONNECTION: String(FAILURES_PER_CONNECTION),
    PACT_TOKEN_REQUESTS_PER_IP_PER_MINUTE: String(REQUESTS_PER_ADDRESS),
  });
  staff = await staffLogin(t);
});
afterAll(async () => {
  await t.close();
  await listener.stop();
});

// ---- helpers ----

async function newClient() {
  const main = await registerConfirmedClient(t);
  return { ...main, clientId: await clientIdOf(t, main.email) };
}

/** A footprint staff completed, with its result entered through the staff call. */
async function completedFootprint(
  clientId: string,
  name: string,
  {
    cas = '15687-27-1',
    country = 'FR',
    value = 14.2,
    plantId,
  }: { cas?: string; country?: string; value?: number; plantId?: string } = {},
) {
  const id = await insertProject(t, {
    clientId,
    kind: 'CARBON',
    status: 'COMPLETED',
    name,
    document: {
      cas,
      tree: {
        id: 'substance_root',
        name,
        type: 'CHEMICAL',
        manufacturers: [
          { companyName: 'Small share', city: 'Milano', countryId: 'IT', percentage: 30 },
          { companyName: 'Final step', city: 'Lyon', countryId: country, percentage: 70, plantId },
        ],
        children: [],
      },
    },
  });
  await setResult(id, value, 2.1);
  return id;
}

async function setResult(id: string, value: number, uncertainty: number) {
  const res = await t.request({
    method: 'POST',
    url: `/api/admin/carbon/${id}/footprint-result`,
    token: staff,
    payload: { value, uncertainty },
  });
  expect(res.statusCode, res.body).toBe(200);
}

async function publish(token: string, id: string, payload?: Record<string, unknown>) {
  return t.request({
    method: 'POST',
    url: `/api/carbon/${id}/publish`,
    token,
    ...(payload ? { payload } : {}),
  });
}

/** Publishes, expecting success: the new or current footprint's id. */
async function published(token: string, id: string, payload?: Record<string, unknown>): Promise<string> {
  const res = await publish(token, id, payload);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().footprintId as string;
}

async function connect(token: string, withCallback = true) {
  const res = await t.request({
    method: 'POST',
    url: '/api/pact/connections',
    token,
    payload: {
      name: 'Hospital group buyers',
      ...(withCallback
        ? {
            callback: {
              apiUrl: listenerUrl,
              clientId: listener.clientId,
              clientSecret: listener.clientSecret,
            },
          }
        : {}),
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: string; name: string; clientId: string; clientSecret: string };
}

function tokenRequest(body: string, headers: Record<string, string>, remoteAddress = uniqueAddress()) {
  return t.request({
    method: 'POST',
    url: '/api/pact/auth/token',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    payload: body,
    remoteAddress,
  });
}

const basic = (id: string, secret: string) => `Basic ${Buffer.from(`${id}:${secret}`).toString('base64')}`;

async function pactToken(connection: { clientId: string; clientSecret: string }): Promise<string> {
  const res = await tokenRequest('grant_type=client_credentials', {
    authorization: basic(connection.clientId, connection.clientSecret),
  });
  expect(res.statusCode, res.body).toBe(200);
  expect(pactSchemaErrors('token', res.json())).toEqual([]);
  return `Bearer ${res.json().access_token}`;
}

async function list(token: string, query = '') {
  const res = await t.request({ method: 'GET', url: `/api/pact/3/footprints${query}`, token });
  if (res.statusCode === 200) expect(pactSchemaErrors('listFootprints', res.json())).toEqual([]);
  else expect(pactSchemaErrors('error', res.json())).toEqual([]);
  return res;
}

async function sendEvent(token: string, event: Record<string, unknown>) {
  return t.request({
    method: 'POST',
    url: '/api/pact/3/events',
    token,
    headers: { 'content-type': 'application/cloudevents+json; charset=UTF-8' },
    payload: JSON.stringify(event),
  });
}

let eventCounter = 0;
function requestCreated(data: Record<string, unknown>) {
  eventCounter += 1;
  return {
    type: pactEventTypes.requestCreated,
    specversion: '1.0',
    id: `request-${eventCounter}-${Date.now()}`,
    source: '//requester.test/3/events',
    time: new Date().toISOString(),
    data,
  };
}

// ---- connections ----

describe('POST/GET/DELETE /api/pact/connections', () => {
  it('creates a connection whose secret is shown once and stored as a hash, the callback secret encrypted', async () => {
    const main = await newClient();
    const created = await connect(main.accessToken);
    expect(created).toMatchObject({
      name: 'Hospital group buyers',
      clientId: expect.stringMatching(/^pact-/),
    });
    expect(created.clientSecret).toMatch(/^pts_.{43}$/);
    const listed = await t.request({ method: 'GET', url: '/api/pact/connections', token: main.accessToken });
    expect(listed.statusCode).toBe(200);
    expect(listed.body).not.toContain(created.clientSecret);
    expect(listed.body).not.toContain(listener.clientSecret);
    expect(listed.json()).toMatchObject({
      apiBaseUrl: 'http://portal.test/api/pact',
      tokenUrl: 'http://portal.test/api/pact/auth/token',
      connections: [
        { id: created.id, clientId: created.clientId, lastUsedAt: null, callbackApiUrl: listenerUrl },
      ],
    });
    const [row] = await t.database.db
      .select()
      .from(pactConnections)
      .where(eq(pactConnections.id, created.id));
    expect(row!.secretHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(row)).not.toContain(created.clientSecret);
    expect(row!.callbackSecret).toMatch(/^v1\./);
    expect(row!.callbackSecret).not.toContain(listener.clientSecret);
    expect(t.app.services.pact.connections.callbackOf(row!)?.clientSecret).toBe(listener.clientSecret);
    // Sealed for its own row only: the same ciphertext on another connection does not open.
    expect(() => t.app.services.pact.connections.callbackOf({ ...row!, id: crypto.randomUUID() })).toThrow();

    await pactToken(created);
    const used = await t.request({ method: 'GET', url: '/api/pact/connections', token: main.accessToken });
    expect(used.json().connections[0].lastUsedAt).not.toBeNull();
  });

  it('refuses a nameless connection and a callback that is not https, with the screen’s words', async () => {
    const main = await newClient();
    const nameless = await t.request({
      method: 'POST',
      url: '/api/pact/connections',
      token: main.accessToken,
      payload: { name: '  ' },
    });
    expect(nameless.statusCode).toBe(400);
    expect(nameless.json().fields.name).toBe(pactMessages.nameEmpty);
    const plain = await t.request({
      method: 'POST',
      url: '/api/pact/connections',
      token: main.accessToken,
      payload: { name: 'x', callback: { apiUrl: 'http://requester.test', clientId: 'a', clientSecret: 'b' } },
    });
    expect(plain.statusCode).toBe(400);
    expect(plain.json().fields['callback.apiUrl']).toBe(pactMessages.callbackUrlInvalid);
  });

  it('is the main user’s: sub-users get 403, staff 403, nobody 401', async () => {
    const main = await newClient();
    const sub = await inviteActiveSubUser(t, main.accessToken);
    const project = await completedFootprint(main.clientId, 'Sub-user check API');
    for (const [method, url] of [
      ['POST', '/api/pact/connections'],
      ['GET', '/api/pact/connections'],
      ['DELETE', `/api/pact/connections/${crypto.randomUUID()}`],
      ['POST', `/api/carbon/${project}/publish`],
      ['GET', '/api/pact/requests'],
    ] as const) {
      const payload = method === 'POST' ? { name: 'x' } : undefined;
      expect((await t.request({ method, url, token: sub.accessToken, payload })).statusCode).toBe(403);
      expect((await t.request({ method, url, token: staff, payload })).statusCode).toBe(403);
      expect((await t.request({ method, url, payload })).statusCode).toBe(401);
    }
  });

  it('revokes a connection: its tokens and its credentials stop working at once; another client’s is a 404', async () => {
    const main = await newClient();
    const other = await newClient();
    const created = await connect(main.accessToken);
    const token = await pactToken(created);
    expect((await list(token)).statusCode).toBe(200);
    const foreign = await t.request({
      method: 'DELETE',
      url: `/api/pact/connections/${created.id}`,
      token: other.accessToken,
    });
    expect(foreign.statusCode).toBe(404);
    const revoked = await t.request({
      method: 'DELETE',
      url: `/api/pact/connections/${created.id}`,
      token: main.accessToken,
    });
    expect(revoked.statusCode).toBe(200);
    const after = await list(token);
    expect(after.statusCode).toBe(401);
    expect(after.json().code).toBe('BadRequest');
    const again = await tokenRequest('grant_type=client_credentials', {
      authorization: basic(created.clientId, created.clientSecret),
    });
    expect(again.statusCode).toBe(401);
    expect(again.json().error).toBe('invalid_client');
    const listed = await t.request({ method: 'GET', url: '/api/pact/connections', token: main.accessToken });
    expect(listed.json().connections).toEqual([]);
  });
});

// ---- the token endpoint ----

describe('POST /api/pact/auth/token', () => {
  it('answers RFC 6749 errors: a wrong secret, an unknown id, a missing or unsupported grant', async () => {
    const main = await newClient();
    const created = await connect(main.accessToken);
    const wrong = await tokenRequest('grant_type=client_credentials', {
      authorization: basic(created.clientId, 'nope'),
    });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.headers['www-authenticate']).toContain('Basic');
    expect(wrong.json()).toEqual({ error: 'invalid_client', error_description: 'Authentication failed' });
    const unknown = await tokenRequest('grant_type=client_credentials', {
      authorization: basic('pact-unknown', 'x'),
    });
    expect(unknown.statusCode).toBe(401);
    expect(pactSchemaErrors('tokenError', unknown.json())).toEqual([]);
    const noGrant = await tokenRequest('', { authorization: basic(created.clientId, created.clientSecret) });
    expect(noGrant.statusCode).toBe(400);
    expect(noGrant.json().error).toBe('invalid_request');
    const otherGrant = await tokenRequest('grant_type=password', {
      authorization: basic(created.clientId, created.clientSecret),
    });
    expect(otherGrant.statusCode).toBe(400);
    expect(otherGrant.json().error).toBe('unsupported_grant_type');
    // client_secret_post (RFC 6749 §2.3.1) works too.
    const posted = await tokenRequest(
      `grant_type=client_credentials&client_id=${created.clientId}&client_secret=${created.clientSecret}`,
      {},
    );
    expect(posted.statusCode).toBe(200);
  });

  it(`limits tries per connection (${FAILURES_PER_CONNECTION} per 15 min, counted before the check)`, async () => {
    const main = await newClient();
    const created = await connect(main.accessToken);
    for (let i = 0; i < FAILURES_PER_CONNECTION; i++) {
      const res = await tokenRequest('grant_type=client_credentials', {
        authorization: basic(created.clientId, `bad-${i}`),
      });
      expect(res.statusCode).toBe(401);
    }
    const locked = await tokenRequest('grant_type=client_credentials', {
      authorization: basic(created.clientId, created.clientSecret),
    });
    expect(locked.statusCode).toBe(429);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
  });

  it(`limits token requests per address (${REQUESTS_PER_ADDRESS} per minute)`, async () => {
    const main = await newClient();
    const created = await connect(main.accessToken);
    const address = uniqueAddress();
    const statuses: number[] = [];
    for (let i = 0; i <= REQUESTS_PER_ADDRESS; i++) {
      const res = await tokenRequest(
        'grant_type=client_credentials',
        { authorization: basic(created.clientId, created.clientSecret) },
        address,
      );
      statuses.push(res.statusCode);
    }
    expect(statuses).toEqual([...Array(REQUESTS_PER_ADDRESS).fill(200), 429]);
  });
});

// ---- publishing and versions ----

describe('POST /api/carbon/{id}/publish', () => {
  it('publishes only a completed footprint with its result, and only the client’s own', async () => {
    const main = await newClient();
    const other = await newClient();
    const draft = await insertProject(t, {
      clientId: main.clientId,
      kind: 'CARBON',
      status: 'ONGOING2',
      name: 'Not done',
    });
    const noResult = await insertProject(t, {
      clientId: main.clientId,
      kind: 'CARBON',
      status: 'COMPLETED',
      name: 'No result',
    });
    for (const id of [draft, noResult]) {
      const res = await publish(main.accessToken, id);
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe(pactMessages.publishNeedsCompletedFootprint);
    }
    const done = await completedFootprint(main.clientId, 'Done API');
    expect((await publish(other.accessToken, done)).statusCode).toBe(404);
    expect((await publish(main.accessToken, 'not-an-id')).statusCode).toBe(404);
  });

  it('maps the footprint to PACT v3: URNs, decimals as strings, the final step’s country, the plants’ year, 3 years of validity', async () => {
    const main = await newClient();
    await t.database.db.insert(plants).values({
      id: `plant_${Date.now()}`,
      clientId: main.clientId,
      companyName: 'Final step',
      city: 'Lyon',
      countryId: 'FR',
      reportingYear: 2023,
    });
    const [plant] = await t.database.db.select().from(plants).where(eq(plants.clientId, main.clientId));
    const id = await completedFootprint(main.clientId, 'Atorvastatin API', {
      cas: '134523-00-5',
      plantId: plant!.id,
    });
    const published = await publish(main.accessToken, id, { productCode: 'ATV 10/B' });
    expect(published.statusCode, published.body).toBe(200);
    expect(published.json()).toMatchObject({
      isNewVersion: true,
      versions: 1,
      connections: 0,
      productCode: 'ATV 10/B',
    });
    const created = await connect(main.accessToken);
    const token = await pactToken(created);
    const one = await t.request({
      method: 'GET',
      url: `/api/pact/3/footprints/${published.json().footprintId}`,
      token,
    });
    expect(one.statusCode).toBe(200);
    expect(pactSchemaErrors('getFootprint', one.json())).toEqual([]);
    const pf = one.json().data;
    expect(pf).toMatchObject({
      id: published.json().footprintId,
      status: 'Active',
      specVersion: '3.0.3',
      companyIds: [`urn:uuid:${main.clientId}`],
      companyName: 'Acme Pharma',
      productNameCompany: 'Atorvastatin API',
      productIds: [
        'urn:pact:cas.org:substance-number:134523-00-5',
        'urn:pact:example.com:supplier-id:ATV%2010%2FB',
      ],
      productClassifications: ['urn:pact:cas.org:substance-number:134523-00-5'],
      validityPeriodStart: '2024-01-01T00:00:00.000Z',
      validityPeriodEnd: '2027-01-01T00:00:00.000Z',
      pcf: {
        declaredUnitOfMeasurement: 'kilogram',
        declaredUnitAmount: '1',
        pcfExcludingBiogenicUptake: '14.2',
        fossilGhgEmissions: '14.2',
        geographyCountry: 'FR',
        referencePeriodStart: '2023-01-01T00:00:00.000Z',
        referencePeriodEnd: '2024-01-01T00:00:00.000Z',
        crossSectoralStandards: ['ISO14067', 'GHGP-Product'],
      },
    });
    expect(pf.precedingPfIds).toBeUndefined();
    // Staff's own figure: the estimate's share and ratings would describe another number.
    expect(pf.pcf.primaryDataShare).toBeUndefined();
    expect(pf.pcf.dqi).toBeUndefined();
    // Issue #36: staff's figure without an estimate claims no packaging.
    expect(pf.pcf.packagingEmissionsIncluded).toBe(false);
  });

  it('carries an adopted estimate’s primary data share and data quality ratings (issue #23 → #24)', async () => {
    const main = await newClient();
    const id = await completedFootprint(main.clientId, 'Estimated API');
    const estimate = {
      value: 14.2,
      uncertainty: 2.1,
      median: 13.9,
      p2_5: 11,
      p97_5: 17.5,
      iterations: 200_000,
      byReaction: [{ reaction: 1, name: 'Estimated API', value: 14.2 }],
      byCategory: {
        rawMaterials: 10,
        solvents: 2,
        siteEnergy: 1.2,
        wasteTreatment: 0.5,
        packaging: 0.3,
        transport: 0.2,
      },
      primaryDataShare: 62.5,
      dataQuality: { technological: 3, geographical: 5, temporal: 1, reliability: 2 },
    };
    await t.database.db
      .update(projects)
      .set({
        footprintDetails: {
          value: 14.2,
          uncertainty: 2.1,
          unit: 'kgCO2e/kg',
          origin: 'ESTIMATE',
          reason: null,
          methodVersion: 'test',
          factorLibraryVersion: 'test',
          setAt: new Date().toISOString(),
          estimate,
        },
      })
      .where(eq(projects.id, id));
    const published = await publish(main.accessToken, id);
    expect(published.statusCode, published.body).toBe(200);
    const token = await pactToken(await connect(main.accessToken));
    const one = await t.request({
      method: 'GET',
      url: `/api/pact/3/footprints/${published.json().footprintId}`,
      token,
    });
    expect(pactSchemaErrors('getFootprint', one.json())).toEqual([]);
    // PACT v3 rates 1 to 5 (§4.11.1), as the pedigree matrix does: the ratings as they are.
    // The comment's headline: the value and the adopted 95 % interval, never a ± (issue #36).
    expect(one.json().data.comment).toMatch(
      /^Result 14 kgCO2e\/kg, 95 % interval 11 to 18, per kg of drug substance\./,
    );
    expect(one.json().data.pcf).toMatchObject({
      primaryDataShare: '62.5',
      dqi: { technologicalDQR: '3', geographicalDQR: '5', temporalDQR: '1' },
      // Issue #36: the estimate counted packaging (0.3), and it is a preliminary estimate.
      packagingEmissionsIncluded: true,
      packagingGhgEmissions: '0.3',
      secondaryEmissionFactorSources: [{ name: expect.stringContaining('US LCI'), version: 'test' }],
      crossSectoralStandards: ['GHGP-Product', 'PACT-3.0'],
    });
    expect(one.json().data.comment).toContain('Preliminary estimate, not verified');
  });

  it('publishes a new version when the result changes: precedingPfIds, the old one deprecated; unchanged, nothing new', async () => {
    const main = await newClient();
    const id = await completedFootprint(main.clientId, 'Versions API', { value: 10 });
    const first = (await publish(main.accessToken, id)).json();
    const same = (await publish(main.accessToken, id)).json();
    expect(same).toMatchObject({ footprintId: first.footprintId, isNewVersion: false, versions: 1 });

    // Staff correct the result: the published footprint gets its new version in that transaction.
    await setResult(id, 11.5, 1.2);
    const token = await pactToken(await connect(main.accessToken));
    const all = (await list(token)).json().data as {
      id: string;
      status: string;
      precedingPfIds?: string[];
    }[];
    expect(all).toHaveLength(2);
    const [old, current] = all;
    expect(old).toMatchObject({ id: first.footprintId, status: 'Deprecated' });
    expect(current).toMatchObject({ status: 'Active', precedingPfIds: [first.footprintId] });
    expect(
      (current as unknown as { pcf: { pcfExcludingBiogenicUptake: string } }).pcf.pcfExcludingBiogenicUptake,
    ).toBe('11.5');

    // A product code given later is a change too: a third version naming both before it.
    const third = (await publish(main.accessToken, id, { productCode: 'VER-3' })).json();
    expect(third).toMatchObject({ isNewVersion: true, versions: 3 });
    const latest = (
      await t.request({ method: 'GET', url: `/api/pact/3/footprints/${third.footprintId}`, token })
    ).json().data;
    expect(latest.precedingPfIds).toEqual([current!.id, first.footprintId]);
    const active = (await list(token, '?status=Active')).json().data;
    expect(active.map((f: { id: string }) => f.id)).toEqual([third.footprintId]);
    const oldOne = await t.request({
      method: 'GET',
      url: `/api/pact/3/footprints/${first.footprintId}`,
      token,
    });
    expect(oldOne.json().data.status).toBe('Deprecated');

    const staffList = await t.request({ method: 'GET', url: '/api/admin/pact/footprints', token: staff });
    expect(staffList.statusCode).toBe(200);
    const mine = staffList.json().filter((f: { clientId: string }) => f.clientId === main.clientId);
    expect(mine).toHaveLength(3);
    expect(mine[0]).toMatchObject({
      id: third.footprintId,
      status: 'Active',
      productName: 'Versions API',
      connections: 1,
    });
    expect(
      (await t.request({ method: 'GET', url: '/api/admin/pact/footprints', token: main.accessToken }))
        .statusCode,
    ).toBe(403);
  });
});

// ---- the host's actions ----

describe('GET /api/pact/3/footprints', () => {
  it('keeps tenants apart: one client’s credentials never see another’s footprints, even by id', async () => {
    const a = await newClient();
    const b = await newClient();
    const aId = await published(a.accessToken, await completedFootprint(a.clientId, 'Tenant A API'));
    await publish(b.accessToken, await completedFootprint(b.clientId, 'Tenant B API'));
    const bToken = await pactToken(await connect(b.accessToken));
    const bList = (await list(bToken)).json().data;
    expect(bList.map((f: { productNameCompany: string }) => f.productNameCompany)).toEqual(['Tenant B API']);
    const byId = await t.request({ method: 'GET', url: `/api/pact/3/footprints/${aId}`, token: bToken });
    expect(byId.statusCode).toBe(404);
    expect(byId.json()).toMatchObject({ code: 'NotFound' });
    expect((await list(bToken, `?companyId=urn:uuid:${a.clientId}`)).json().data).toEqual([]);
  });

  it('filters (OR within a criterion, AND across), pages with an absolute Link, and refuses what it cannot read', async () => {
    const main = await newClient();
    const fr = await published(
      main.accessToken,
      await completedFootprint(main.clientId, 'Filter FR', { cas: '50-78-2', country: 'FR' }),
    );
    const de = await published(
      main.accessToken,
      await completedFootprint(main.clientId, 'Filter DE', { cas: '58-08-2', country: 'DE' }),
    );
    const inId = await published(
      main.accessToken,
      await completedFootprint(main.clientId, 'Filter IN', { cas: '103-90-2', country: 'IN' }),
    );
    const token = await pactToken(await connect(main.accessToken));
    const ids = async (query: string) =>
      (await list(token, query)).json().data.map((f: { id: string }) => f.id);
    expect(await ids('?geography=fr&geography=DE')).toEqual([fr, de]);
    expect(await ids('?geography=FR&productId=urn:pact:cas.org:substance-number:58-08-2')).toEqual([]);
    expect(await ids('?productId=URN:PACT:CAS.ORG:SUBSTANCE-NUMBER:103-90-2')).toEqual([inId]);
    expect(await ids('?classification=urn:pact:cas.org:substance-number:50-78-2')).toEqual([fr]);
    expect(await ids(`?companyId=urn:uuid:${main.clientId}&companyId=urn:bogus:x`)).toEqual([fr, de, inId]);
    expect(await ids('?status=Deprecated')).toEqual([]);
    expect(await ids('?status=BogusStatus')).toEqual([]);
    expect(await ids('?geography=XX')).toEqual([]);
    expect(await ids('?validOn=1900-01-01T00:00:00Z')).toEqual([]);
    // No plant gives a year: valid for 3 years from the end of the last full year before completion.
    const year = new Date().getUTCFullYear();
    expect(await ids(`?validOn=${new Date().toISOString()}`)).toEqual([fr, de, inId]);
    expect(await ids(`?validAfter=${year - 1}-06-01T00:00:00Z`)).toEqual([fr, de, inId]);
    expect(await ids(`?validAfter=${year}-06-01T00:00:00Z`)).toEqual([]);
    expect(await ids(`?validBefore=${year + 3}-01-02T00:00:00%2B00:00`)).toEqual([fr, de, inId]);
    expect(await ids(`?validBefore=${year + 3}-01-01T00:00:00Z`)).toEqual([]);
    expect(await ids('?validAfter=2099-12-31T23:59:59Z')).toEqual([]);
    expect((await list(token, '?validOn=not-a-date')).statusCode).toBe(400);
    expect((await list(token, '?limit=0')).statusCode).toBe(400);
    expect((await list(token, '?limit=-1')).statusCode).toBe(400);

    const first = await list(token, '?limit=2&geography=FR&geography=DE&geography=IN');
    expect(first.json().data.map((f: { id: string }) => f.id)).toEqual([fr, de]);
    const link = String(first.headers.link);
    // Built from PUBLIC_URL, never from the request's Host header (issue #35).
    const next = /^<(http:\/\/portal\.test\/api\/pact\/3\/footprints\?[^>]+)>; rel="next"$/.exec(link)?.[1];
    expect(next, link).toBeDefined();
    const url = new URL(next!);
    expect(url.searchParams.getAll('geography')).toEqual(['FR', 'DE', 'IN']);
    for (let call = 0; call < 2; call++) {
      const second = await list(token, url.search);
      expect(second.json().data.map((f: { id: string }) => f.id)).toEqual([inId]);
      expect(second.headers.link).toBeUndefined();
    }
  });

  it('answers 401 for a missing, forged or expired token, with the PACT codes', async () => {
    const main = await newClient();
    const created = await connect(main.accessToken);
    const none = await t.request({ method: 'GET', url: '/api/pact/3/footprints' });
    expect(none.statusCode).toBe(401);
    const forged = await list('Bearer not-a-token');
    expect(forged.statusCode).toBe(401);
    expect(forged.json().code).toBe('BadRequest');
    expect(forged.headers['www-authenticate']).toContain('invalid_token');
    const key = new Uint8Array(createHmac('sha256', JWT_SECRET).update('pact-access-token').digest());
    const expired = await new SignJWT({ cid: main.clientId })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(created.id)
      .setIssuer('pharmatrace')
      .setAudience('pact-host')
      .setIssuedAt(Math.floor(Date.now() / 1000) - 3600)
      .setExpirationTime(Math.floor(Date.now() / 1000) - 60)
      .sign(key);
    const old = await list(`Bearer ${expired}`);
    expect(old.statusCode).toBe(401);
    expect(old.json().code).toBe('TokenExpired');
    // A portal session token is not a PACT token.
    expect((await list(`Bearer ${main.accessToken}`)).statusCode).toBe(401);
  });
});

// ---- events and the inbox ----

describe('POST /api/pact/3/events and the Footprint requests inbox', () => {
  it('answers a matching RequestCreated with RequestFulfilled on the requester’s host, once per event id', async () => {
    const main = await newClient();
    const pfId = await published(
      main.accessToken,
      await completedFootprint(main.clientId, 'Requested API', { cas: '7-7-7' }),
    );
    const token = await pactToken(await connect(main.accessToken));
    const event = requestCreated({
      productId: ['urn:pact:cas.org:substance-number:7-7-7'],
      comment: 'For our tender',
    });
    const res = await sendEvent(token, event);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.body).toBe('');
    expect((await sendEvent(token, event)).statusCode).toBe(200);
    const received = await listener.waitFor((e) => e.body.data?.requestEventId === event.id);
    expect(pactSchemaErrors('requestFulfilled', received.body)).toEqual([]);
    expect(received.body.data.pfs.map((f: { id: string }) => f.id)).toEqual([pfId]);
    expect(received.contentType).toContain('application/cloudevents+json');
    const rows = await t.database.db.select().from(pactRequests).where(eq(pactRequests.eventId, event.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.status).toBe('FULFILLED');
  });

  it('puts an unmatched request in the inbox; the client rejects it with a reason, sent as RequestRejected', async () => {
    const main = await newClient();
    const token = await pactToken(await connect(main.accessToken));
    const event = requestCreated({ productId: ['urn:pact:null'] });
    expect((await sendEvent(token, event)).statusCode).toBe(200);
    const inbox = await t.request({ method: 'GET', url: '/api/pact/requests', token: main.accessToken });
    expect(inbox.json().requests).toMatchObject([
      { eventId: event.id, status: 'PENDING', criteria: { productId: ['urn:pact:null'] }, delivery: null },
    ]);
    const id = inbox.json().requests[0].id;
    const empty = await t.request({
      method: 'POST',
      url: `/api/pact/requests/${id}/reject`,
      token: main.accessToken,
      payload: { reason: '' },
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().fields.reason).toBe(pactMessages.rejectReasonEmpty);
    const rejected = await t.request({
      method: 'POST',
      url: `/api/pact/requests/${id}/reject`,
      token: main.accessToken,
      payload: { reason: 'We do not make this product.' },
    });
    expect(rejected.statusCode).toBe(200);
    const received = await listener.waitFor((e) => e.body.data?.requestEventId === event.id);
    expect(pactSchemaErrors('requestRejected', received.body)).toEqual([]);
    expect(received.body.data.error).toEqual({ code: 'NotFound', message: 'We do not make this product.' });
    const again = await t.request({
      method: 'POST',
      url: `/api/pact/requests/${id}/reject`,
      token: main.accessToken,
      payload: { reason: 'x' },
    });
    expect(again.statusCode).toBe(409);
    const other = await newClient();
    const foreign = await t.request({
      method: 'POST',
      url: `/api/pact/requests/${id}/reject`,
      token: other.accessToken,
      payload: { reason: 'x' },
    });
    expect(foreign.statusCode).toBe(404);
    await expect
      .poll(
        async () =>
          (await t.request({ method: 'GET', url: '/api/pact/requests', token: main.accessToken })).json()
            .requests[0].delivery,
      )
      .toBe('SENT');
  });

  it('starts a footprint project from a request; publishing it fulfils the request', async () => {
    const main = await newClient();
    const token = await pactToken(await connect(main.accessToken));
    const event = requestCreated({ productId: ['urn:pact:cas.org:substance-number:50-00-0'] });
    await sendEvent(token, event);
    const [request] = (
      await t.request({ method: 'GET', url: '/api/pact/requests', token: main.accessToken })
    ).json().requests;
    const started = await t.request({
      method: 'POST',
      url: `/api/pact/requests/${request.id}/start-project`,
      token: main.accessToken,
    });
    expect(started.statusCode, started.body).toBe(201);
    const projectId = started.json().projectId;
    const draft = await t.request({
      method: 'GET',
      url: `/api/carbon/${projectId}`,
      token: main.accessToken,
    });
    expect(draft.json()).toMatchObject({
      status: 'DRAFT',
      cas: '50-00-0',
      name: expect.stringContaining('Hospital group buyers'),
    });
    // Staff take it to the end (the workflow itself is covered elsewhere), enter the result; the client publishes.
    await t.database.db.execute(sql`update projects set status = 'COMPLETED' where id = ${projectId}`);
    await setResult(projectId, 3.3, 0.4);
    const pfId = await published(main.accessToken, projectId);
    const received = await listener.waitFor((e) => e.body.data?.requestEventId === event.id);
    expect(received.body.type).toBe(pactEventTypes.requestFulfilled);
    expect(received.body.data.pfs[0].id).toBe(pfId);
  });

  it('fulfils a pending request with a published footprint chosen by the client', async () => {
    const main = await newClient();
    const token = await pactToken(await connect(main.accessToken));
    // The request arrives before the footprint is published: it waits in the inbox.
    const event = requestCreated({ productId: ['urn:pact:cas.org:substance-number:15687-27-1'] });
    await sendEvent(token, event);
    const pfId = await published(main.accessToken, await completedFootprint(main.clientId, 'Chosen API'));
    const [request] = (
      await t.request({ method: 'GET', url: '/api/pact/requests', token: main.accessToken })
    ).json().requests;
    expect(request).toMatchObject({ status: 'PENDING', answeredWith: [] });
    const choices = (
      await t.request({ method: 'GET', url: '/api/pact/footprints', token: main.accessToken })
    ).json();
    expect(choices).toMatchObject([
      { id: pfId, productName: 'Chosen API', productIds: ['urn:pact:cas.org:substance-number:15687-27-1'] },
    ]);
    const bad = await t.request({
      method: 'POST',
      url: `/api/pact/requests/${request.id}/fulfil`,
      token: main.accessToken,
      payload: { footprintId: crypto.randomUUID() },
    });
    expect(bad.statusCode).toBe(400);
    // The footprint is for the product asked: no confirmation needed.
    const done = await t.request({
      method: 'POST',
      url: `/api/pact/requests/${request.id}/fulfil`,
      token: main.accessToken,
      payload: { footprintId: pfId },
    });
    expect(done.statusCode, done.body).toBe(200);
    const received = await listener.waitFor((e) => e.body.data?.requestEventId === event.id);
    expect(received.body.data.pfs[0].id).toBe(pfId);
    const [answered] = (
      await t.request({ method: 'GET', url: '/api/pact/requests', token: main.accessToken })
    ).json().requests;
    expect(answered.answeredWith).toEqual([{ footprintId: pfId, version: 1, productName: 'Chosen API' }]);
  });

  it('refuses to answer a request with another product’s footprint unless the client confirms, and records which answered (issue #36)', async () => {
    const main = await newClient();
    const projectId = await completedFootprint(main.clientId, 'Atorvastatin API', { cas: '134523-00-5' });
    await published(main.accessToken, projectId);
    // A second version: the answer names the version that was sent.
    await setResult(projectId, 15.8, 2.2);
    const pfId = await published(main.accessToken, projectId);
    // The client's own (unpublished) footprint of what the request asks for names it in the inbox.
    await completedFootprint(main.clientId, 'Amlodipine API', { cas: '88150-42-9' });
    const token = await pactToken(await connect(main.accessToken));
    const event = requestCreated({ productId: ['urn:pact:cas.org:substance-number:88150-42-9'] });
    await sendEvent(token, event);
    const [request] = (
      await t.request({ method: 'GET', url: '/api/pact/requests', token: main.accessToken })
    ).json().requests;
    expect(request).toMatchObject({
      substances: [{ cas: '88150-42-9', name: 'Amlodipine API' }],
      attempts: null,
      answeredWith: [],
    });
    const fulfil = (payload: Record<string, unknown>) =>
      t.request({
        method: 'POST',
        url: `/api/pact/requests/${request.id}/fulfil`,
        token: main.accessToken,
        payload,
      });
    for (const payload of [{ footprintId: pfId }, { footprintId: pfId, confirmMismatch: false }]) {
      const refused = await fulfil(payload);
      expect(refused.statusCode).toBe(409);
      expect(refused.json().message).toBe(
        pactMessages.productMismatch
          .replace('{requested}', 'CAS 88150-42-9')
          .replace('{footprint}', 'CAS 134523-00-5'),
      );
    }
    const stillPending = await t.database.db
      .select()
      .from(pactRequests)
      .where(eq(pactRequests.id, request.id));
    expect(stillPending[0]!.status).toBe('PENDING');
    expect(await t.database.db.select().from(pactOutbox).where(eq(pactOutbox.requestId, request.id))).toEqual(
      [],
    );

    const confirmed = await fulfil({ footprintId: pfId, confirmMismatch: true });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const received = await listener.waitFor((e) => e.body.data?.requestEventId === event.id);
    expect(received.body.data.pfs.map((f: { id: string }) => f.id)).toEqual([pfId]);
    const [answered] = (
      await t.request({ method: 'GET', url: '/api/pact/requests', token: main.accessToken })
    ).json().requests;
    expect(answered).toMatchObject({
      status: 'FULFILLED',
      answeredWith: [{ footprintId: pfId, version: 2, productName: 'Atorvastatin API' }],
    });
    // Once delivered, the inbox counts the sending attempts: one.
    let delivered = answered;
    for (let i = 0; i < 50 && delivered.delivery !== 'SENT'; i++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      [delivered] = (
        await t.request({ method: 'GET', url: '/api/pact/requests', token: main.accessToken })
      ).json().requests;
    }
    expect(delivered).toMatchObject({ delivery: 'SENT', attempts: 1 });
    const audits = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.clientId, main.clientId), eq(auditLog.action, 'pact.request_fulfilled')));
    expect(audits.map((a) => a.details)).toEqual([
      {
        requestId: request.id,
        eventId: event.id,
        footprints: [{ id: pfId, version: 2 }],
        productMismatch: true,
      },
    ]);
  });

  it('accepts Published events, and answers 400 to malformed events and events it cannot answer', async () => {
    const main = await newClient();
    const withCallback = await pactToken(await connect(main.accessToken));
    const withoutCallback = await pactToken(await connect(main.accessToken, false));
    const published = {
      type: pactEventTypes.published,
      specversion: '1.0',
      id: crypto.randomUUID(),
      source: '//requester.test/3/events',
      time: new Date().toISOString(),
      data: { pfIds: [crypto.randomUUID()] },
    };
    const ok = await sendEvent(withCallback, published);
    expect(ok.statusCode).toBe(200);
    expect(ok.body).toBe('');
    for (const bad of [
      { ...published, data: { pfIds: ['urn:gtin:4712345060507'] } },
      { ...published, data: { pfIds: [] } },
      { ...published, id: '' },
      { ...published, id: undefined },
      { ...published, specversion: '0.3' },
      { ...published, type: 'org.example.Unknown' },
      { ...published, type: pactEventTypes.requestFulfilled, data: { requestEventId: 'x', pfs: [] } },
      requestCreated({ validOn: 'yesterday' }),
    ]) {
      const res = await sendEvent(withCallback, bad);
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
      expect(pactSchemaErrors('error', res.json())).toEqual([]);
    }
    const noCallback = await sendEvent(withoutCallback, requestCreated({ productId: ['urn:x:y'] }));
    expect(noCallback.statusCode).toBe(400);
    expect((await sendEvent('Bearer forged', published)).statusCode).toBe(401);
  });

  it('retries a callback the requester refused, and gives up after its 72 hours', async () => {
    const main = await newClient();
    await publish(main.accessToken, await completedFootprint(main.clientId, 'Retry API', { cas: '9-9-9' }));
    const token = await pactToken(await connect(main.accessToken));
    listener.failNext = 1;
    const event = requestCreated({ productId: ['urn:pact:cas.org:substance-number:9-9-9'] });
    await sendEvent(token, event);
    const [request] = await t.database.db
      .select()
      .from(pactRequests)
      .where(eq(pactRequests.eventId, event.id));
    const outboxRow = async () =>
      (await t.database.db.select().from(pactOutbox).where(eq(pactOutbox.requestId, request!.id)))[0]!;
    await expect.poll(async () => (await outboxRow()).lastError ?? '', { timeout: 20_000 }).toContain('503');
    expect((await outboxRow()).status).toBe('PENDING');
    // Its next try is due now rather than in 5 s: the retry is delivered.
    await t.database.db
      .update(pactOutbox)
      .set({ nextAttemptAt: sql`now()` })
      .where(eq(pactOutbox.requestId, request!.id));
    t.app.services.pact.callbacks.kick();
    await listener.waitFor((e) => e.body.data?.requestEventId === event.id);
    await expect.poll(async () => (await outboxRow()).status).toBe('SENT');

    // A second request whose answer is refused past its deadline is given up.
    listener.failNext = 1;
    const late = requestCreated({ productId: ['urn:pact:cas.org:substance-number:9-9-9'] });
    await sendEvent(token, late);
    const [lateRequest] = await t.database.db
      .select()
      .from(pactRequests)
      .where(eq(pactRequests.eventId, late.id));
    await t.database.db
      .update(pactOutbox)
      .set({ giveUpAt: sql`now() - interval '1 second'` })
      .where(eq(pactOutbox.requestId, lateRequest!.id));
    t.app.services.pact.callbacks.kick();
    await expect
      .poll(
        async () =>
          (await t.database.db.select().from(pactOutbox).where(eq(pactOutbox.requestId, lateRequest!.id)))[0]!
            .status,
        { timeout: 20_000 },
      )
      .toBe('GAVE_UP');
    const inbox = (
      await t.request({ method: 'GET', url: '/api/pact/requests', token: main.accessToken })
    ).json().requests;
    expect(inbox.find((r: { eventId: string }) => r.eventId === late.id).delivery).toBe('GAVE_UP');
  });
});

describe('callbacks to a customer’s host', () => {
  it('refuse loopback and private addresses unless PACT_CALLBACK_PRIVATE_NETWORKS allows them', async () => {
    const http = new CallbackHttp({ allowPrivateNetworks: false });
    await expect(
      http.request(`${listenerUrl}/auth/token`, { method: 'POST', body: '' }),
    ).rejects.toBeInstanceOf(CallbackAddressError);
    await expect(http.request('https://localhost:1/x', { method: 'GET' })).rejects.toBeInstanceOf(
      CallbackAddressError,
    );
    await expect(http.request('http://example.com/x', { method: 'GET' })).rejects.toBeInstanceOf(
      CallbackAddressError,
    );
    http.close();
  });
});

// ---- issue #35: hostile input to the host ----

describe('the PACT host refuses what it cannot hold (issue #35)', () => {
  it('answers 400 to dates no calendar has (year 0000, 30 February), in the query and in an event', async () => {
    const main = await newClient();
    const token = await pactToken(await connect(main.accessToken));
    for (const query of [
      '?validOn=0000-01-01',
      '?validAfter=0000-01-01',
      '?validBefore=0000-01-01T00:00:00Z',
      '?validOn=2026-02-30',
      '?validOn=2026-13-01',
    ]) {
      const res = await list(token, query);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().code).toBe('BadRequest');
    }
    expect((await list(token, '?validOn=2028-02-29')).statusCode).toBe(200);
    for (const field of ['validOn', 'validAfter', 'validBefore']) {
      const res = await sendEvent(token, requestCreated({ [field]: '0000-01-01' }));
      expect(res.statusCode, `${field}: ${res.body}`).toBe(400);
    }
  });

  it('answers 400 to a NUL or another control character in the Basic client id or secret', async () => {
    for (const [id, secret] of [
      ['client\u0000id', 'secret'],
      ['client', 'sec\u0000ret'],
      ['client\nid', 'secret'],
    ]) {
      const res = await tokenRequest('grant_type=client_credentials', { authorization: basic(id!, secret!) });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().error).toBe('invalid_request');
    }
    const form = await tokenRequest('grant_type=client_credentials&client_id=a%00b&client_secret=s', {});
    expect(form.statusCode).toBe(400);
  });

  it('writes its absolute URLs from PUBLIC_URL, whatever Host the caller sends', async () => {
    const res = await t.request({
      method: 'GET',
      url: '/api/pact/.well-known/openid-configuration',
      headers: { host: 'evil.example' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().issuer).toBe('http://portal.test/api/pact');
    expect(res.json().token_endpoint).toBe('http://portal.test/api/pact/auth/token');
    expect(res.body).not.toContain('evil.example');
  });
});
