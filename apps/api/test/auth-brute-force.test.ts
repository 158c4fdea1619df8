import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { oneTimeCodes } from '../src/db/schema';
import {
  registerConfirmedClient,
  registrationPayload,
  strongPassword,
  uniqueAddress,
  uniqueEmail,
  userByEmail,
} from './helpers/accounts';
import { createTestApp, type TestApp } from './helpers/app';
import { codeIn } from './helpers/smtp-capture';

/** Issue #8, findings 3, 5 (confirmation tries), 6 and 7. */

const MAX_PER_ACCOUNT = 5;
const MAX_PER_IP = 8;
const LOCKOUT_MAX_SECONDS = 2;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    AUTH_MAX_FAILURES_PER_ACCOUNT: String(MAX_PER_ACCOUNT),
    AUTH_LOCKOUT_MAX_SECONDS: String(LOCKOUT_MAX_SECONDS),
    AUTH_MAX_FAILURES_PER_IP: String(MAX_PER_IP),
    AUTH_IP_WINDOW_SECONDS: '600',
    AUTH_MAILS_PER_ADDRESS_PER_HOUR: '3',
    AUTH_REGISTRATIONS_PER_IP_PER_HOUR: '3',
  });
});
afterAll(() => t.close());

const wrongPassword = 'Wrong-Passw0rd!';
const attempt = (email: string, password: string, ip = uniqueAddress()) =>
  t.request({ method: 'POST', url: '/api/auth/login', payload: { email, password }, remoteAddress: ip });
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function statuses(answers: { statusCode: number }[]) {
  const count: Record<number, number> = {};
  for (const { statusCode } of answers) count[statusCode] = (count[statusCode] ?? 0) + 1;
  return count;
}

describe('a burst of concurrent wrong passwords', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('gets exactly the allowed number of password checks for one account, from any number of addresses', async () => {
    const { email } = await registerConfirmedClient(t);
    // The clock stands still during the burst: a lockout that ended mid-burst would rightly allow
    // one more try (see 'growing lockouts'), and this test is about concurrency alone.
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
    // 150 guesses at once, each from its own address (a botnet): only the per-account count can stop them.
    const answers = await Promise.all(Array.from({ length: 150 }, () => attempt(email, wrongPassword)));
    // A 400 'Incorrect username or password.' is only ever answered after the password was checked.
    expect(statuses(answers)).toEqual({ 400: MAX_PER_ACCOUNT, 429: 150 - MAX_PER_ACCOUNT });
    for (const answer of answers.filter((a) => a.statusCode === 429)) {
      expect(answer.json().message).toMatch(
        /^Too many failed attempts\. Please wait \d+ seconds? and try again\.$/,
      );
      expect(Number(answer.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    }
  });

  it('gets exactly the allowed number of checks from one address spraying many accounts', async () => {
    const ip = uniqueAddress();
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
    const answers = await Promise.all(
      Array.from({ length: 150 }, () => attempt(uniqueEmail('spray'), wrongPassword, ip)),
    );
    expect(statuses(answers)).toEqual({ 400: MAX_PER_IP, 429: 150 - MAX_PER_IP });
    // Another address is not affected.
    expect((await attempt(uniqueEmail('spray'), wrongPassword)).statusCode).toBe(400);
  });

  it('gets at most 5 comparisons of a reset code, however many arrive at once', async () => {
    const { email } = await registerConfirmedClient(t);
    await t.request({ method: 'POST', url: '/api/auth/forgot-password', payload: { email } });
    const code = codeIn(await t.smtp.waitFor(email, /reset code/));
    const wrong = code === '000000' ? '111111' : '000000';
    const answers = await Promise.all(
      Array.from({ length: 40 }, () =>
        t.request({
          method: 'POST',
          url: '/api/auth/reset-password',
          payload: { email, code: wrong, password: 'New-Passw0rd!' },
          remoteAddress: uniqueAddress(),
        }),
      ),
    );
    expect(statuses(answers)).toEqual({ 400: 40 });
    const user = await userByEmail(t, email);
    const [row] = await t.database.db
      .select()
      .from(oneTimeCodes)
      .where(and(eq(oneTimeCodes.userId, user.id), eq(oneTimeCodes.purpose, 'RESET')));
    // Every try is counted before the comparison, in the statement that refuses the sixth.
    expect(row!.failedAttempts).toBe(5);
    const right = await t.request({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { email, code, password: 'New-Passw0rd!' },
    });
    expect(right.statusCode).toBe(400);
  });
});

describe('growing lockouts (Cognito pattern)', () => {
  it('locks an account for 1 s after 5 failures, then allows one try per lockout, each twice as long up to the maximum', async () => {
    const { email } = await registerConfirmedClient(t);
    for (let i = 0; i < MAX_PER_ACCOUNT; i++)
      expect((await attempt(email, wrongPassword)).statusCode).toBe(400);

    const locked = await attempt(email, strongPassword);
    expect(locked.statusCode).toBe(429);
    expect(locked.headers['retry-after']).toBe('1');
    expect(locked.json().message).toBe('Too many failed attempts. Please wait 1 second and try again.');

    await sleep(1100);
    expect((await attempt(email, wrongPassword)).statusCode).toBe(400); // one try after the lockout
    const second = await attempt(email, strongPassword);
    expect(second.statusCode).toBe(429);
    expect(second.headers['retry-after']).toBe('2');

    await sleep(2100);
    expect((await attempt(email, wrongPassword)).statusCode).toBe(400);
    const third = await attempt(email, wrongPassword);
    expect(third.statusCode).toBe(429);
    // 4 s, capped by AUTH_LOCKOUT_MAX_SECONDS.
    expect(third.headers['retry-after']).toBe(String(LOCKOUT_MAX_SECONDS));

    // However long the attack went on, the owner waits at most the longest lockout.
    await sleep(LOCKOUT_MAX_SECONDS * 1000 + 100);
    expect((await attempt(email, strongPassword)).statusCode).toBe(200);
    // A success forgets the failures: five tries again.
    for (let i = 0; i < MAX_PER_ACCOUNT; i++)
      expect((await attempt(email, wrongPassword)).statusCode).toBe(400);
  });

  it('locks an unknown e-mail exactly like a real one (no enumeration)', async () => {
    const ghost = uniqueEmail('ghost');
    for (let i = 0; i < MAX_PER_ACCOUNT; i++)
      expect((await attempt(ghost, wrongPassword)).statusCode).toBe(400);
    const locked = await attempt(ghost, wrongPassword);
    expect(locked.statusCode).toBe(429);
    expect(locked.headers['retry-after']).toBe('1');
  });

  it('ends with a password reset, so wrong guesses cannot keep the owner out', async () => {
    const { email } = await registerConfirmedClient(t);
    for (let i = 0; i <= MAX_PER_ACCOUNT; i++) await attempt(email, wrongPassword);
    expect((await attempt(email, strongPassword)).statusCode).toBe(429);

    await t.request({ method: 'POST', url: '/api/auth/forgot-password', payload: { email } });
    const code = codeIn(await t.smtp.waitFor(email, /reset code/));
    const reset = await t.request({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { email, code, password: 'Brand-N3w-Password!' },
    });
    expect(reset.statusCode).toBe(200);
    expect((await attempt(email, 'Brand-N3w-Password!')).statusCode).toBe(200);
  });
});

describe('the per-address limit', () => {
  it('never blocks forgotten passwords and resets for an office behind one address', async () => {
    const office = uniqueAddress();
    for (let i = 0; i < MAX_PER_IP; i++)
      expect((await attempt(uniqueEmail('typo'), wrongPassword, office)).statusCode).toBe(400);
    const colleague = await registerConfirmedClient(t);
    expect((await attempt(colleague.email, strongPassword, office)).statusCode).toBe(429);

    const forgot = await t.request({
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { email: colleague.email },
      remoteAddress: office,
    });
    expect(forgot.statusCode).toBe(200);
    const code = codeIn(await t.smtp.waitFor(colleague.email, /reset code/));
    const reset = await t.request({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { email: colleague.email, code, password: 'Brand-N3w-Password!' },
      remoteAddress: office,
    });
    expect(reset.statusCode).toBe(200);
    // The colleague logs in from anywhere else at once.
    expect((await attempt(colleague.email, 'Brand-N3w-Password!')).statusCode).toBe(200);
  });

  it('counts failures only: colleagues logging in successfully do not use it up', async () => {
    const office = uniqueAddress();
    const colleague = await registerConfirmedClient(t);
    for (let i = 0; i < MAX_PER_IP - 1; i++) await attempt(uniqueEmail('typo'), wrongPassword, office);
    for (let i = 0; i < 3; i++)
      expect((await attempt(colleague.email, strongPassword, office)).statusCode).toBe(200);
    expect((await attempt(uniqueEmail('typo'), wrongPassword, office)).statusCode).toBe(400);
    expect((await attempt(uniqueEmail('typo'), wrongPassword, office)).statusCode).toBe(429);
  });
});

describe('account confirmation tries', () => {
  const confirm = (email: string, code: string) =>
    t.request({
      method: 'POST',
      url: '/api/auth/confirm-user',
      payload: { email, code },
      remoteAddress: uniqueAddress(),
    });

  it('are limited per e-mail, known or not, with the same growing lockouts', async () => {
    const email = uniqueEmail('confirm');
    await t.request({
      method: 'POST',
      url: '/api/auth/register',
      payload: registrationPayload(email),
      remoteAddress: uniqueAddress(),
    });
    const code = codeIn(await t.smtp.waitFor(email, /Confirm/));
    const ghost = uniqueEmail('ghost');
    for (const address of [email, ghost]) {
      for (let i = 0; i < MAX_PER_ACCOUNT; i++)
        expect((await confirm(address, '000001')).statusCode).toBe(400);
      const locked = await confirm(address, code);
      expect(locked.statusCode).toBe(429);
      expect(locked.headers['retry-after']).toBe('1');
    }
  });
});

describe('registration', () => {
  it('is limited per address, which gets 429 with Retry-After', async () => {
    const ip = uniqueAddress();
    const register = (email: string, remoteAddress = ip) =>
      t.request({
        method: 'POST',
        url: '/api/auth/register',
        payload: registrationPayload(email),
        remoteAddress,
      });
    for (let i = 0; i < 3; i++) expect((await register(uniqueEmail('reg'))).statusCode).toBe(201);
    const refused = await register(uniqueEmail('reg'));
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(/^Too many requests\. Please wait \d+ minutes and try again\.$/);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(3000);
    expect((await register(uniqueEmail('reg'), uniqueAddress())).statusCode).toBe(201);
  });

  it('cannot flood one mailbox: e-mails to one address are limited, whatever asks for them', async () => {
    const email = uniqueEmail('flood');
    const register = () =>
      t.request({
        method: 'POST',
        url: '/api/auth/register',
        payload: registrationPayload(email),
        remoteAddress: uniqueAddress(),
      });
    const forgot = () =>
      t.request({
        method: 'POST',
        url: '/api/auth/forgot-password',
        payload: { email },
        remoteAddress: uniqueAddress(),
      });
    expect((await register()).statusCode).toBe(201); // the confirmation e-mail
    expect((await register()).statusCode).toBe(409); // the owner is told someone tried
    expect((await forgot()).statusCode).toBe(200); // a reset code
    expect((await register()).statusCode).toBe(429);
    expect((await forgot()).statusCode).toBe(429);
  });
});
