import { pactEventTypes, pactMessages } from '@pharmatrace/domain';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pactRequests } from '../src/db/schema';
import { registerConfirmedClient, uniqueAddress } from './helpers/accounts';
import { createTestApp, type TestApp } from './helpers/app';
import { makeTestCertificate, PactListener, type TestCertificate } from './helpers/pact';
import { pactSchemaErrors } from './helpers/pact-schema';
import { clientIdOf } from './helpers/staff';

/**
 * Issue #35 'PACT request flood': 600 RequestCreated events of 5 KB comments and 50 product ids of
 * 500 characters were all stored in 21 s, and the inbox, capped at 500 rows, hid the older real
 * requests. Now: bounded fields, 30 events a minute and 200 waiting requests per connection (429
 * with Retry-After, in PACT's error format), and an inbox read a page at a time with its total.
 */

let t: TestApp;
let certificate: TestCertificate;
let listener: PactListener;
let listenerUrl: string;

beforeAll(async () => {
  certificate = await makeTestCertificate();
  listener = new PactListener(certificate);
  listenerUrl = await listener.start();
  t = await createTestApp({
    JWT_SECRET: 'pact-flood-tests-signing-secret-of-32-characters',
    PACT_CALLBACK_CA_FILE: certificate.certFile,
    PACT_CALLBACK_PRIVATE_NETWORKS: '1',
  });
});
afterAll(async () => {
  await t.close();
  await listener.stop();
});

async function newClient() {
  const main = await registerConfirmedClient(t);
  return { ...main, clientId: await clientIdOf(t, main.email) };
}

/** A connection with a callback host, and a PACT token of it. */
async function connection(accessToken: string) {
  const res = await t.request({
    method: 'POST',
    url: '/api/pact/connections',
    token: accessToken,
    payload: {
      name: 'Buyers',
      callback: { apiUrl: listenerUrl, clientId: listener.clientId, clientSecret: listener.clientSecret },
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  const created = res.json() as { id: string; clientId: string; clientSecret: string };
  const token = await t.request({
    method: 'POST',
    url: '/api/pact/auth/token',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      authorization: `Basic ${Buffer.from(`${created.clientId}:${created.clientSecret}`).toString('base64')}`,
    },
    payload: 'grant_type=client_credentials',
    remoteAddress: uniqueAddress(),
  });
  expect(token.statusCode, token.body).toBe(200);
  return { id: created.id, token: `Bearer ${token.json().access_token}` };
}

let eventCounter = 0;
function send(token: string, data: Record<string, unknown>, id = `flood-${++eventCounter}-${Date.now()}`) {
  return t.request({
    method: 'POST',
    url: '/api/pact/3/events',
    token,
    headers: { 'content-type': 'application/cloudevents+json' },
    payload: JSON.stringify({
      type: pactEventTypes.requestCreated,
      specversion: '1.0',
      id,
      source: '//requester.test/3/events',
      data,
    }),
  });
}

/** Stored requests of a connection (all, or those still waiting). */
async function stored(connectionId: string, status?: 'PENDING'): Promise<number> {
  const [row] = await t.database.db
    .select({ n: count() })
    .from(pactRequests)
    .where(
      and(eq(pactRequests.connectionId, connectionId), status ? eq(pactRequests.status, status) : undefined),
    );
  return row?.n ?? 0;
}

/** `n` pending requests written straight to the table, `step` ms apart (0: all at one instant). */
async function seedPending(clientId: string, connectionId: string, n: number, step = 1, prefix = 'seed') {
  await t.database.db.insert(pactRequests).values(
    Array.from({ length: n }, (_, i) => ({
      clientId,
      connectionId,
      eventId: `${prefix}-${i}`,
      source: '//requester.test/3/events',
      criteria: { productId: [`urn:pact:seed:${i}`] },
      receivedAt: new Date(Date.UTC(2026, 0, 1) + i * step),
    })),
  );
}

function inbox(token: string, query = '') {
  return t.request({ method: 'GET', url: `/api/pact/requests${query}`, token });
}

describe('RequestCreated fields are bounded (issue #35)', () => {
  it('refuses an over-long comment, too many product ids and an over-long id, naming the field; stores the largest allowed', async () => {
    const main = await newClient();
    const c = await connection(main.accessToken);
    const refusals: [Record<string, unknown>, string][] = [
      [{ productId: ['urn:pact:a'], comment: 'x'.repeat(1001) }, 'comment: at most 1000 characters'],
      [
        { productId: Array.from({ length: 21 }, (_, i) => `urn:pact:${i}`) },
        'productId: at most 20 values per request',
      ],
      [{ productId: [`urn:pact:${'y'.repeat(192)}`] }, 'productId: a value can have at most 200 characters'],
      [{ productId: `urn:pact:${'y'.repeat(192)}` }, 'productId: a value can have at most 200 characters'],
      [{ companyId: Array.from({ length: 21 }, () => 'urn:x') }, 'companyId: at most 20 values per request'],
    ];
    for (const [data, message] of refusals) {
      const res = await send(c.token, data);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toEqual({ code: 'BadRequest', message });
      expect(pactSchemaErrors('error', res.json())).toEqual([]);
    }
    expect(await stored(c.id)).toBe(0);
    // The bounds themselves: 20 ids of 200 characters and a 1,000-character comment.
    const largest = await send(c.token, {
      productId: Array.from(
        { length: 20 },
        (_, i) => `urn:pact:${String(i).padStart(2, '0')}${'z'.repeat(189)}`,
      ),
      comment: 'c'.repeat(1000),
    });
    expect(largest.statusCode, largest.body).toBe(200);
    const page = (await inbox(main.accessToken)).json();
    expect(page.requests[0].criteria.productId).toHaveLength(20);
    expect(page.requests[0].criteria.productId[0]).toHaveLength(200);
    expect(page.requests[0].comment).toHaveLength(1000);
  });
});

describe('RequestCreated events are limited per connection (issue #35)', () => {
  it('accepts 30 events a minute from a connection, answers the 31st 429 with Retry-After; another connection is not slowed', async () => {
    const main = await newClient();
    const flooding = await connection(main.accessToken);
    const other = await connection(main.accessToken);
    for (let i = 0; i < 30; i++) {
      const res = await send(flooding.token, { productId: [`urn:pact:flood:${i}`] });
      expect(res.statusCode, `event ${i + 1}: ${res.body}`).toBe(200);
    }
    const limited = await send(flooding.token, { productId: ['urn:pact:flood:31'] });
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({
      code: 'BadRequest',
      message: 'Too many requests from this connection: at most 30 a minute. Retry later.',
    });
    expect(pactSchemaErrors('error', limited.json())).toEqual([]);
    const retryAfter = Number(limited.headers['retry-after']);
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(await stored(flooding.id)).toBe(30);
    expect((await send(other.token, { productId: ['urn:pact:other'] })).statusCode).toBe(200);
    expect(await stored(other.id)).toBe(1);
  });
});

describe('pending requests are bounded per connection (issue #35)', () => {
  it('refuses a 201st waiting request with 429 and Retry-After, writes nothing, and accepts again once the client answered one', async () => {
    const main = await newClient();
    const c = await connection(main.accessToken);
    await seedPending(main.clientId, c.id, 200);
    const full = await send(c.token, { productId: ['urn:pact:one-too-many'] });
    expect(full.statusCode).toBe(429);
    expect(full.headers['retry-after']).toBe('3600');
    expect(full.json()).toEqual({
      code: 'BadRequest',
      message:
        'This connection already has 200 requests waiting for an answer: send more once the data owner has answered some.',
    });
    expect(await stored(c.id)).toBe(200);
    // A retry of an event already recorded is still answered 200 (PACT events are retried).
    expect((await send(c.token, { productId: ['urn:pact:seed:0'] }, 'seed-0')).statusCode).toBe(200);
    expect(await stored(c.id)).toBe(200);
    const oldest = await t.database.db
      .select({ id: pactRequests.id })
      .from(pactRequests)
      .where(and(eq(pactRequests.connectionId, c.id), eq(pactRequests.eventId, 'seed-0')));
    const rejected = await t.request({
      method: 'POST',
      url: `/api/pact/requests/${oldest[0]!.id}/reject`,
      token: main.accessToken,
      payload: { reason: 'Not ours.' },
    });
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect((await send(c.token, { productId: ['urn:pact:after-answer'] })).statusCode).toBe(200);
    expect(await stored(c.id, 'PENDING')).toBe(200);
  });

  it('lets exactly one of five concurrent events take the last place', async () => {
    const main = await newClient();
    const c = await connection(main.accessToken);
    await seedPending(main.clientId, c.id, 199);
    const answers = await Promise.all(
      Array.from({ length: 5 }, (_, i) => send(c.token, { productId: [`urn:pact:race:${i}`] })),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 429, 429, 429, 429]);
    expect(await stored(c.id, 'PENDING')).toBe(200);
  });
});

describe('GET /api/pact/requests pages instead of hiding (issue #35)', () => {
  it('reads 620 requests page by page, newest first, each once, with the total; another client sees none', async () => {
    const main = await newClient();
    const c = await connection(main.accessToken);
    // 600 a millisecond apart and 20 more at one instant: the id breaks the tie.
    await seedPending(main.clientId, c.id, 600, 1, 'spread');
    await seedPending(main.clientId, c.id, 20, 0, 'same-time');
    const first = await inbox(main.accessToken);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().total).toBe(620);
    expect(first.json().requests).toHaveLength(50);
    expect(first.json().requests[0].eventId).toBe('spread-599');
    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const res = await inbox(main.accessToken, `?limit=100${cursor ? `&cursor=${cursor}` : ''}`);
      expect(res.statusCode, res.body).toBe(200);
      const page = res.json() as {
        requests: { eventId: string; receivedAt: string }[];
        total: number;
        nextCursor: string | null;
      };
      expect(page.total).toBe(620);
      seen.push(...page.requests.map((r) => r.eventId));
      cursor = page.nextCursor;
      pages += 1;
    } while (cursor && pages < 10);
    expect(pages).toBe(7);
    expect(seen).toHaveLength(620);
    expect(new Set(seen).size).toBe(620);
    expect(seen.slice(0, 3)).toEqual(['spread-599', 'spread-598', 'spread-597']);
    expect(seen.filter((id) => id.startsWith('same-time'))).toHaveLength(20);
    expect(seen[619]).toMatch(/^(spread-0|same-time-\d+)$/);

    const other = await newClient();
    expect((await inbox(other.accessToken)).json()).toEqual({ requests: [], total: 0, nextCursor: null });
  });

  it('answers 400 naming the field for a limit out of 1 to 100 and for a cursor it did not make', async () => {
    const main = await newClient();
    for (const query of ['?limit=0', '?limit=101', '?limit=abc', '?limit=1.5']) {
      const res = await inbox(main.accessToken, query);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().fields.limit).toBe(pactMessages.inboxLimitInvalid);
    }
    const forged = [
      'not-a-cursor',
      Buffer.from(
        JSON.stringify(['2026-02-30 10:00:00+00', '00000000-0000-4000-8000-000000000000']),
      ).toString('base64url'),
      Buffer.from(
        JSON.stringify(['0000-01-01 10:00:00+00', '00000000-0000-4000-8000-000000000000']),
      ).toString('base64url'),
      'x'.repeat(201),
    ];
    for (const cursor of forged) {
      const res = await inbox(main.accessToken, `?cursor=${cursor}`);
      expect(res.statusCode, cursor).toBe(400);
      expect(res.json().fields.cursor).toBe(pactMessages.inboxCursorUnknown);
    }
    // Year 1000 is a date PostgreSQL reads: an empty page, not an error.
    const early = Buffer.from(
      JSON.stringify(['1000-01-01 00:00:00+00', '00000000-0000-4000-8000-000000000000']),
    ).toString('base64url');
    expect((await inbox(main.accessToken, `?cursor=${early}`)).json()).toEqual({
      requests: [],
      total: 0,
      nextCursor: null,
    });
  });
});
