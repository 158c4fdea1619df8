import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { mailOutbox, oneTimeCodes } from '../src/db/schema';
import {
  register,
  registerConfirmedClient,
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
    await register(t, email);
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
    const fromOffice = (email: string) => register(t, email, { remoteAddress: ip });
    for (let i = 0; i < 3; i++) expect((await fromOffice(uniqueEmail('reg'))).statusCode).toBe(201);
    const refused = await fromOffice(uniqueEmail('reg'));
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(/^Too many requests\. Please wait \d+ minutes and try again\.$/);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(3000);
    expect((await register(t, uniqueEmail('reg'))).statusCode).toBe(201);
  });

  it('cannot flood one mailbox, and the notices it sends do not keep the owner from a reset code', async () => {
    const email = uniqueEmail('flood');
    const again = () => register(t, email);
    expect((await again()).statusCode).toBe(201); // the confirmation e-mail
    expect((await again()).statusCode).toBe(409); // the owner is told someone tried
    expect((await again()).statusCode).toBe(409);
    expect((await again()).statusCode).toBe(429);
    // Reset codes have limits of their own (issue #22): registrations by strangers do not spend them.
    expect((await forgot(email, uniqueAddress())).statusCode).toBe(200);
  });
});

const forgot = (email: string, remoteAddress: string) =>
  t.request({ method: 'POST', url: '/api/auth/forgot-password', payload: { email }, remoteAddress });

/** The reset e-mails `email` has received, read once the outbox has sent every one queued for it. */
async function resetMailsTo(email: string) {
  for (;;) {
    const queued = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, email));
    if (queued.every((row) => row.status === 'SENT')) break;
    await sleep(50);
  }
  return t.smtp.messages.filter((m) => m.to.includes(email) && /reset code/.test(m.subject));
}

/**
 * Issue #22 'Password resets': five anonymous requests used to block the owner's own reset for an
 * hour. Now codes are counted per requesting address and e-mail (3 here), per e-mail from all
 * addresses (twice that), and one code per 15 minutes still goes out past it (ResetCodeLimits).
 */
describe('reset codes', () => {
  const PER_SOURCE = 3;
  const PER_TARGET = 2 * PER_SOURCE;
  afterEach(() => {
    vi.useRealTimers();
  });

  it("a stranger's flood from one address does not keep the owner, elsewhere, from a code", async () => {
    const owner = await registerConfirmedClient(t);
    const stranger = uniqueAddress();
    const flood = [];
    for (let i = 0; i < 10; i++) flood.push(await forgot(owner.email, stranger));
    expect(statuses(flood)).toEqual({ 200: PER_SOURCE, 429: 10 - PER_SOURCE });
    const refused = flood.at(-1)!;
    expect(refused.json().message).toMatch(/^Too many requests\. Please wait \d+ minutes and try again\.$/);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(3000);
    const strangersMails = await resetMailsTo(owner.email);
    expect(strangersMails).toHaveLength(PER_SOURCE);

    // The owner, from their own address, gets a code at once, and it works.
    expect((await forgot(owner.email, uniqueAddress())).statusCode).toBe(200);
    const mails = await resetMailsTo(owner.email);
    expect(mails).toHaveLength(PER_SOURCE + 1);
    const ownersMail = mails.find((m) => !strangersMails.includes(m))!;
    const reset = await t.request({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { email: owner.email, code: codeIn(ownersMail), password: 'Brand-N3w-Password!' },
    });
    expect(reset.statusCode, reset.body).toBe(200);
    expect((await attempt(owner.email, 'Brand-N3w-Password!')).statusCode).toBe(200);
  });

  it('bounds a flood from many addresses: one mailbox gets its hourly share, then one code per 15 minutes', async () => {
    const owner = await registerConfirmedClient(t);
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
    // 40 requests at once, each from its own address (a botnet).
    const flood = await Promise.all(Array.from({ length: 40 }, () => forgot(owner.email, uniqueAddress())));
    // The e-mail's hourly share, and one code of the slow lane.
    expect(statuses(flood)).toEqual({ 200: PER_TARGET + 1, 429: 40 - PER_TARGET - 1 });
    expect(await resetMailsTo(owner.email)).toHaveLength(PER_TARGET + 1);

    // The owner now waits for the slow lane, minutes, not an hour.
    const waiting = await forgot(owner.email, uniqueAddress());
    expect(waiting.statusCode).toBe(429);
    const retryAfter = Number(waiting.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    vi.setSystemTime(Date.now() + (retryAfter + 1) * 1000);
    expect((await forgot(owner.email, uniqueAddress())).statusCode).toBe(200);
    expect((await forgot(owner.email, uniqueAddress())).statusCode).toBe(429);
    expect(await resetMailsTo(owner.email)).toHaveLength(PER_TARGET + 2);
  });

  it('treats an unknown e-mail like a known one (no enumeration)', async () => {
    const ghost = uniqueEmail('ghost');
    const stranger = uniqueAddress();
    for (let i = 0; i < PER_SOURCE; i++) expect((await forgot(ghost, stranger)).statusCode).toBe(200);
    expect((await forgot(ghost, stranger)).statusCode).toBe(429);
    expect((await forgot(ghost, uniqueAddress())).statusCode).toBe(200);
    expect(await resetMailsTo(ghost)).toHaveLength(0);
  });
});
