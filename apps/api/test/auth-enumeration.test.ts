import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  registerConfirmedClient,
  registrationPayload,
  uniqueAddress,
  uniqueEmail,
  userByEmail,
} from './helpers/accounts';
import { createTestApp, type TestApp } from './helpers/app';
import { codeIn } from './helpers/smtp-capture';

/**
 * Issue #8, finding 5: answers that must not tell a known account from an unknown one give the
 * same status, the same words and take the same time (within noise).
 */

let t: TestApp;
beforeAll(async () => {
  // Enough tries per address for the timing samples below; the limits have their own tests.
  t = await createTestApp({ AUTH_MAX_FAILURES_PER_ACCOUNT: '100', AUTH_MAILS_PER_ADDRESS_PER_HOUR: '100' });
});
afterAll(() => t.close());

/**
 * The CPU time one request costs the process (user + system, every thread of it: argon2 hashes in
 * libuv's pool), not its wall-clock time: what an attacker would read is a systematic difference in
 * work (an argon2 hash done for one kind of request and skipped for the other), and work is what
 * this measures, whatever else the machine is running (issue #40: CI runs its suites side by side).
 */
async function timed(send: () => Promise<LightMyRequestResponse>) {
  const started = process.cpuUsage();
  const res = await send();
  const used = process.cpuUsage(started);
  return { res, ms: (used.user + used.system) / 1000 };
}

/**
 * Runs both kinds of request alternately and compares the medians of their CPU time: the costlier
 * may take at most twice the cheaper plus 15 ms (noise never makes a systematic gap of that size;
 * an argon2 hash alone is ~30-100 ms of CPU).
 */
async function expectSameTiming(
  known: (i: number) => Promise<LightMyRequestResponse>,
  unknown: (i: number) => Promise<LightMyRequestResponse>,
  rounds = 7,
) {
  const times = { known: [] as number[], unknown: [] as number[] };
  await known(-1); // warm-up: first-use costs are not what is measured
  await unknown(-1);
  for (let i = 0; i < rounds; i++) {
    times.known.push((await timed(() => known(i))).ms);
    times.unknown.push((await timed(() => unknown(i))).ms);
  }
  const median = (list: number[]) => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)]!;
  const [a, b] = [median(times.known), median(times.unknown)];
  expect(Math.max(a, b), `CPU medians: known ${a.toFixed(1)} ms, unknown ${b.toFixed(1)} ms`).toBeLessThan(
    2 * Math.min(a, b) + 15,
  );
}

const post = (url: string, payload: object, token?: string) =>
  t.request({ method: 'POST', url, payload, token, remoteAddress: uniqueAddress() });

function sameAnswer(a: LightMyRequestResponse, b: LightMyRequestResponse) {
  expect(a.statusCode).toBe(b.statusCode);
  expect(a.json()).toEqual(b.json());
}

describe('POST /api/auth/reset-password', () => {
  it('answers a wrong code for a known account exactly like any code for an unknown one', async () => {
    const { email } = await registerConfirmedClient(t);
    await post('/api/auth/forgot-password', { email });
    const code = codeIn(await t.smtp.waitFor(email, /reset code/));
    const wrong = code === '000000' ? '111111' : '000000';
    const reset = (address: string, tried: string) =>
      post('/api/auth/reset-password', { email: address, code: tried, password: 'New-Passw0rd!' });

    const known = await reset(email, wrong);
    const unknown = await reset(uniqueEmail('ghost'), wrong);
    sameAnswer(known, unknown);
    expect(known.statusCode).toBe(400);
    expect(known.json().message).toBe('Invalid code provided, please request a code again.');
    // A known account without any code answers the same too.
    const { email: noCode } = await registerConfirmedClient(t);
    sameAnswer(await reset(noCode, wrong), unknown);

    await expectSameTiming(
      () => reset(noCode, wrong),
      () => reset(uniqueEmail('ghost'), wrong),
    );
  });
});

describe('POST /api/auth/confirm-user', () => {
  it('answers a wrong code for a known account, confirmed or not, exactly like one for an unknown address', async () => {
    const pending = uniqueEmail('pending');
    await post('/api/auth/register', registrationPayload(pending));
    await t.smtp.waitFor(pending, /Confirm/);
    const { email: confirmed } = await registerConfirmedClient(t);
    const confirm = (address: string) => post('/api/auth/confirm-user', { email: address, code: '000001' });

    const unknown = await confirm(uniqueEmail('ghost'));
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe('Invalid code provided, please request a code again.');
    sameAnswer(await confirm(pending), unknown);
    sameAnswer(await confirm(confirmed), unknown);

    await expectSameTiming(
      () => confirm(pending),
      () => confirm(uniqueEmail('ghost')),
    );
  });
});

describe('POST /api/auth/create-sub-user', () => {
  it('answers an address with an account elsewhere exactly like a new one, and tells its owner instead', async () => {
    const main = await registerConfirmedClient(t);
    const other = await registerConfirmedClient(t);
    const invite = (email: string) =>
      post('/api/auth/create-sub-user', { name: 'Sam Sub', function: 'Buyer', email }, main.accessToken);

    const fresh = await invite(uniqueEmail('fresh'));
    const taken = await invite(other.email);
    expect(taken.statusCode).toBe(fresh.statusCode);
    expect(taken.statusCode).toBe(201);
    expect(Object.keys(taken.json()).sort()).toEqual(Object.keys(fresh.json()).sort());
    expect(taken.json()).toMatchObject({ email: other.email, isSubUser: true, confirmed: false });

    // Nothing was created: the other account's user is untouched and not in the inviter's list.
    expect((await userByEmail(t, other.email)).role).toBe('MAIN');
    const list = await t.request({ method: 'GET', url: '/api/auth/sub-users', token: main.accessToken });
    expect(list.json().map((u: { email: string }) => u.email)).not.toContain(other.email);
    // The address's owner hears of it, with no temporary password.
    const notice = await t.smtp.waitFor(other.email, /invited you to Pharmatrace/);
    expect(notice.text).toContain('already has a Pharmatrace account');
    expect(notice.text).not.toMatch(/Tmp-/);

    await expectSameTiming(
      () => invite(uniqueEmail('fresh')),
      () => invite(other.email),
    );
  });
});

describe('POST /api/auth/register with a taken e-mail', () => {
  it("answers the spec's 409 'Email taken' as slowly as a new registration, and tells the owner", async () => {
    const { email } = await registerConfirmedClient(t);
    const taken = await post('/api/auth/register', registrationPayload(email));
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe('Email taken');

    const notice = await t.smtp.waitFor(email, /Someone tried to register/);
    expect(notice.text).toContain('no new account was created');
    expect(notice.text).toContain('http://portal.test/forgot_password');

    await expectSameTiming(
      () => post('/api/auth/register', registrationPayload(uniqueEmail('new'))),
      () => post('/api/auth/register', registrationPayload(email)),
    );
  });
});
