import { randomUUID } from 'node:crypto';
import { serverMessages } from '@pharmatrace/domain';
import { and, count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { idempotencyKeys, projects } from '../src/db/schema';
import { IdempotencyKeys } from '../src/lib/idempotency';
import { registerConfirmedClient, userByEmail } from './helpers/accounts';
import { createTestApp, type TestApp } from './helpers/app';
import { completeOrigin, completeSubstance, fromStored, versionsOf } from './helpers/projects';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const withoutProduction = (name = 'Ibuprofen API') => ({
  name,
  cas: '15687-27-1',
  reactionNumber: 3,
  reactionNumberWithInformation: 1,
  reactionNumberWithoutInformation: 2,
  nameOfSupplier: 'BASF',
  productionCountry: 'DE',
});

function post(token: string, url: string, payload: object, key?: string) {
  return t.request({
    method: 'POST',
    url,
    token,
    payload: payload as Record<string, unknown>,
    headers: key === undefined ? {} : { 'idempotency-key': key },
  });
}

async function draft(token: string, path: string, body: object) {
  const res = await post(token, `/api/${path}/draft/create`, body);
  if (res.statusCode !== 201) throw new Error(`draft failed: ${res.body}`);
  return res.json().id as string;
}

async function projectCount(clientOf: string) {
  const user = await userByEmail(t, clientOf);
  const [row] = await t.database.db
    .select({ n: count() })
    .from(projects)
    .where(eq(projects.clientId, user.clientId!));
  return row!.n;
}

/**
 * Every write that accepts a key: how to reach it (a stored draft for the validate calls), what
 * it answers, and the version rows one write leaves.
 */
const writes = [
  { call: 'substance/draft/create', status: 201, body: () => ({ inn: 'paracetamol' }), versions: 1 },
  { call: 'origin/draft/create', status: 201, body: () => ({ drugProductName: 'Doliprane' }), versions: 1 },
  { call: 'carbon/draft/create', status: 201, body: () => ({ name: 'Ibuprofen API' }), versions: 1 },
  { call: 'substance/create', status: 201, body: () => completeSubstance(), versions: 1 },
  { call: 'origin/create', status: 201, body: () => completeOrigin(), versions: 1 },
  {
    call: 'substance/validate/{id}',
    status: 200,
    draft: ['substance', { inn: 'paracetamol' }],
    // The stored draft's revision, as its creation answered it (decision 0027).
    body: () => ({ ...completeSubstance(), revision: 0 }),
    versions: 2,
  },
  { call: 'carbon/create_without_production', status: 201, body: () => withoutProduction(), versions: 1 },
  {
    call: 'carbon/validate_without_production/{id}',
    status: 200,
    draft: ['carbon', { name: 'Ibuprofen API' }],
    body: () => ({ ...withoutProduction(), revision: 0 }),
    versions: 2,
  },
] as const;

describe('Idempotency-Key', () => {
  it.each(writes)('$call: a repeat answers the first answer and writes nothing', async (write) => {
    const main = await registerConfirmedClient(t);
    const url =
      'draft' in write
        ? `/api/${write.call.replace('{id}', await draft(main.accessToken, write.draft[0], write.draft[1]))}`
        : `/api/${write.call}`;
    const before = await projectCount(main.email);
    const key = randomUUID();
    // One body, sent twice: the helpers number tree nodes anew on each call.
    const body = write.body();

    const first = await post(main.accessToken, url, body, key);
    expect(first.statusCode).toBe(write.status);
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    const again = await post(main.accessToken, url, body, key);
    expect(again.statusCode).toBe(write.status);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());

    const id = first.json().id as string;
    expect(await versionsOf(t, id)).toHaveLength(write.versions);
    expect(await projectCount(main.email)).toBe(before + ('draft' in write ? 0 : 1));
  });

  it('without a key, each call writes (the validate of a sent project then answers 409)', async () => {
    const main = await registerConfirmedClient(t);
    const a = await post(main.accessToken, '/api/substance/draft/create', { inn: 'paracetamol' });
    const b = await post(main.accessToken, '/api/substance/draft/create', { inn: 'paracetamol' });
    expect(a.json().id).not.toBe(b.json().id);
    const url = `/api/substance/validate/${a.json().id}`;
    const body = { ...completeSubstance(), revision: a.json().revision };
    expect((await post(main.accessToken, url, body)).statusCode).toBe(200);
    expect((await post(main.accessToken, url, body)).statusCode).toBe(409);
  });

  it('replays the first answer even after the project changed since', async () => {
    const main = await registerConfirmedClient(t);
    const key = randomUUID();
    const first = await post(main.accessToken, '/api/carbon/draft/create', { name: 'First name' }, key);
    const id = first.json().id as string;
    const update = await post(
      main.accessToken,
      `/api/carbon/update/${id}`,
      await fromStored(t, id, { name: 'Renamed' }),
    );
    expect(update.statusCode).toBe(200);
    const again = await post(main.accessToken, '/api/carbon/draft/create', { name: 'First name' }, key);
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(first.json());
    expect(await projectCount(main.email)).toBe(1);
  });

  it('refuses the same key with another body, or on another call, with 422 and writes nothing', async () => {
    const main = await registerConfirmedClient(t);
    const key = randomUUID();
    const first = await post(
      main.accessToken,
      '/api/substance/create',
      completeSubstance('paracetamol'),
      key,
    );
    expect(first.statusCode).toBe(201);

    const otherBody = await post(
      main.accessToken,
      '/api/substance/create',
      completeSubstance('ibuprofen'),
      key,
    );
    expect(otherBody.statusCode).toBe(422);
    expect(otherBody.json()).toEqual({
      message: serverMessages.idempotencyKeyReused,
      code: 'IDEMPOTENCY_KEY_REUSED',
      said: { key: 'server.idempotencyKeyReused', values: {} },
    });
    const otherCall = await post(main.accessToken, '/api/origin/create', completeOrigin(), key);
    expect(otherCall.statusCode).toBe(422);
    expect(await projectCount(main.email)).toBe(1);
  });

  it('sees the same body with its keys in another order as the same request', async () => {
    const main = await registerConfirmedClient(t);
    const key = randomUUID();
    const body = withoutProduction();
    const reversed = Object.fromEntries(Object.entries(body).reverse());
    const first = await post(main.accessToken, '/api/carbon/create_without_production', body, key);
    const again = await post(main.accessToken, '/api/carbon/create_without_production', reversed, key);
    expect(again.statusCode).toBe(201);
    expect(again.json().id).toBe(first.json().id);
  });

  it('lets concurrent requests with one key write once; all get the same answer', async () => {
    const main = await registerConfirmedClient(t);
    const key = randomUUID();
    const body = completeSubstance();
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => post(main.accessToken, '/api/substance/create', body, key)),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(8).fill(201));
    expect(new Set(answers.map((a) => a.json().id)).size).toBe(1);
    expect(answers.filter((a) => a.headers['idempotent-replayed'] === undefined)).toHaveLength(1);
    expect(await projectCount(main.email)).toBe(1);
  });

  it('keeps keys per user: another user with the same key gets a project of its own', async () => {
    const alice = await registerConfirmedClient(t);
    const bob = await registerConfirmedClient(t);
    const key = 'shared-key-1';
    const forAlice = await post(alice.accessToken, '/api/substance/create', completeSubstance(), key);
    const forBob = await post(bob.accessToken, '/api/substance/create', completeSubstance(), key);
    expect(forAlice.statusCode).toBe(201);
    expect(forBob.statusCode).toBe(201);
    expect(forBob.headers['idempotent-replayed']).toBeUndefined();
    expect(forBob.json().id).not.toBe(forAlice.json().id);
    // Nor does a different body from another user count as a reuse.
    const bobOther = await post(bob.accessToken, '/api/carbon/draft/create', { name: 'x' }, 'shared-key-2');
    const aliceOther = await post(
      alice.accessToken,
      '/api/carbon/draft/create',
      { name: 'y' },
      'shared-key-2',
    );
    expect([bobOther.statusCode, aliceOther.statusCode]).toEqual([201, 201]);
    expect(await projectCount(alice.email)).toBe(2);
    expect(await projectCount(bob.email)).toBe(2);
  });

  it('records nothing for an error answer: the same key may be sent again', async () => {
    const main = await registerConfirmedClient(t);
    const key = randomUUID();
    const missing = await post(
      main.accessToken,
      `/api/substance/validate/${randomUUID()}`,
      { ...completeSubstance(), revision: 0 },
      key,
    );
    expect(missing.statusCode).toBe(404);
    const user = await userByEmail(t, main.email);
    const rows = await t.database.db
      .select()
      .from(idempotencyKeys)
      .where(and(eq(idempotencyKeys.userId, user.id), eq(idempotencyKeys.key, key)));
    expect(rows).toEqual([]);
    const id = await draft(main.accessToken, 'substance', { inn: 'paracetamol' });
    const retried = await post(
      main.accessToken,
      `/api/substance/validate/${id}`,
      await fromStored(t, id, completeSubstance()),
      key,
    );
    expect(retried.statusCode).toBe(200);
  });

  it.each([
    ['empty', ''],
    ['256 characters', 'k'.repeat(256)],
    ['a space', 'two words'],
  ])('refuses a key that is %s with 400', async (_what, key) => {
    const main = await registerConfirmedClient(t);
    const res = await post(main.accessToken, '/api/carbon/draft/create', { name: 'x' }, key);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(serverMessages.idempotencyKeyInvalid);
    expect(await projectCount(main.email)).toBe(0);
  });

  it('accepts a key of 255 visible characters', async () => {
    const main = await registerConfirmedClient(t);
    const key = `${'k'.repeat(250)}-~!#$`;
    expect((await post(main.accessToken, '/api/carbon/draft/create', { name: 'x' }, key)).statusCode).toBe(
      201,
    );
  });

  it('checks the caller before the key: anonymous gets 401', async () => {
    const res = await t.request({
      method: 'POST',
      url: '/api/substance/create',
      payload: completeSubstance(),
      headers: { 'idempotency-key': 'k'.repeat(300) },
    });
    expect(res.statusCode).toBe(401);
  });

  it('purges keys older than 24 hours and keeps younger ones', async () => {
    const main = await registerConfirmedClient(t);
    const user = await userByEmail(t, main.email);
    const old = await post(main.accessToken, '/api/carbon/draft/create', { name: 'old' }, 'old-key');
    await post(main.accessToken, '/api/carbon/draft/create', { name: 'young' }, 'young-key');
    const age = (key: string, hours: number) =>
      t.database.db
        .update(idempotencyKeys)
        .set({ createdAt: sql`now() - make_interval(hours => ${hours})` })
        .where(and(eq(idempotencyKeys.userId, user.id), eq(idempotencyKeys.key, key)));
    await age('old-key', 25);
    await age('young-key', 23);
    await new IdempotencyKeys(t.database.db).purgeExpired();
    const left = await t.database.db
      .select({ key: idempotencyKeys.key })
      .from(idempotencyKeys)
      .where(eq(idempotencyKeys.userId, user.id));
    expect(left).toEqual([{ key: 'young-key' }]);
    // Past its time, the key is a new request again.
    const after = await post(main.accessToken, '/api/carbon/draft/create', { name: 'old' }, 'old-key');
    expect(after.json().id).not.toBe(old.json().id);
  });
});
