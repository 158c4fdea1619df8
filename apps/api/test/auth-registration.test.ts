import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { oneTimeCodes } from '../src/db/schema';
import { login, registrationPayload, strongPassword, uniqueEmail, userByEmail } from './helpers/accounts';
import { createTestApp, type TestApp } from './helpers/app';
import { codeIn } from './helpers/smtp-capture';

let t: TestApp;
beforeAll(async () => {
  // More tries per address than a code allows, so that the code's own limit is what these tests meet.
  t = await createTestApp({ AUTH_MAX_FAILURES_PER_ACCOUNT: '10' });
});
afterAll(() => t.close());

const register = (payload: Record<string, unknown>) =>
  t.request({ method: 'POST', url: '/api/auth/register', payload });
const confirm = (email: string, code: string) =>
  t.request({ method: 'POST', url: '/api/auth/confirm-user', payload: { email, code } });
const tryLogin = (email: string, password: string) =>
  t.request({ method: 'POST', url: '/api/auth/login', payload: { email, password } });

describe('POST /api/auth/register', () => {
  it('creates an unconfirmed account and e-mails a 6-digit code with the confirmation link', async () => {
    const email = uniqueEmail('reg');
    const res = await register(registrationPayload(email));
    expect(res.statusCode).toBe(201);

    const mail = await t.smtp.waitFor(email, /Confirm your Pharmatrace account/);
    const code = codeIn(mail);
    expect(mail.text).toContain(`http://portal.test/confirm_user/${encodeURIComponent(email)}/${code}`);
    expect(mail.html).toContain(`/confirm_user/`);

    const before = await tryLogin(email, strongPassword);
    expect(before.statusCode).toBe(400);
    expect(before.json().message).toBe('User is not confirmed.');

    expect((await confirm(email, code)).statusCode).toBe(200);
    const tokens = await login(t, email, strongPassword);
    expect(tokens.accessToken).toMatch(/^ey/);
  });

  it('answers 409 "Email taken" for an existing e-mail, whatever its case', async () => {
    const email = uniqueEmail('taken');
    expect((await register(registrationPayload(email))).statusCode).toBe(201);
    const again = await register(registrationPayload(email.toUpperCase()));
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Email taken');
  });

  it('refuses a weak password with the spec message on the field', async () => {
    const res = await register(registrationPayload(uniqueEmail(), { password: 'short' }));
    expect(res.statusCode).toBe(400);
    expect(res.json().fields.password).toBe('Password must have at least 9 characters');
  });

  it('refuses missing fields and unaccepted terms with the spec messages', async () => {
    const res = await register(registrationPayload(uniqueEmail(), { companyName: '  ', acceptTerms: false }));
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toMatchObject({ companyName: "Company name can't be empty" });
    expect(Object.keys(res.json().fields)).toContain('acceptTerms');
  });

  it('refuses an e-mail with a bad shape', async () => {
    const res = await register(registrationPayload('not-an-email'));
    expect(res.statusCode).toBe(400);
    expect(res.json().fields.email).toBe('Incorrect email');
  });
});

describe('POST /api/auth/confirm-user', () => {
  async function freshAccount() {
    const email = uniqueEmail('conf');
    await register(registrationPayload(email));
    const code = codeIn(await t.smtp.waitFor(email, /Confirm/));
    return { email, code };
  }

  it('refuses a wrong code and keeps the account unconfirmed', async () => {
    const { email, code } = await freshAccount();
    const wrong = code === '000000' ? '111111' : '000000';
    const res = await confirm(email, wrong);
    expect(res.statusCode).toBe(400);
    expect((await userByEmail(t, email)).confirmedAt).toBeNull();
  });

  it('invalidates the code after 5 wrong tries', async () => {
    const { email, code } = await freshAccount();
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) expect((await confirm(email, wrong)).statusCode).toBe(400);
    const right = await confirm(email, code);
    expect(right.statusCode).toBe(400);
    expect(right.json().message).toBe('Invalid code provided, please request a code again.');
  });

  it('refuses an expired code (valid 24 hours)', async () => {
    const { email, code } = await freshAccount();
    const user = await userByEmail(t, email);
    await t.database.db
      .update(oneTimeCodes)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(and(eq(oneTimeCodes.userId, user.id), eq(oneTimeCodes.purpose, 'CONFIRM')));
    expect((await confirm(email, code)).statusCode).toBe(400);
  });

  it('issues a code valid for 24 hours', async () => {
    const { email } = await freshAccount();
    const user = await userByEmail(t, email);
    const [row] = await t.database.db.select().from(oneTimeCodes).where(eq(oneTimeCodes.userId, user.id));
    const hours = (row!.expiresAt.getTime() - row!.createdAt.getTime()) / 3_600_000;
    expect(hours).toBeCloseTo(24, 1);
  });

  it('accepts a second click on the same link, but not another code', async () => {
    const { email, code } = await freshAccount();
    expect((await confirm(email, code)).statusCode).toBe(200);
    expect((await confirm(email, code)).statusCode).toBe(200);
    expect((await confirm(email, code === '123456' ? '654321' : '123456')).statusCode).toBe(400);
  });

  it('answers an unknown e-mail like a wrong code', async () => {
    const res = await confirm(uniqueEmail('nobody'), '123456');
    expect(res.statusCode).toBe(400);
  });
});

describe('POST /api/auth/login', () => {
  it('answers the same message for a wrong password and an unknown e-mail', async () => {
    const email = uniqueEmail('login');
    await register(registrationPayload(email));
    const code = codeIn(await t.smtp.waitFor(email, /Confirm/));
    await confirm(email, code);

    const wrongPassword = await tryLogin(email, 'Wrong-Passw0rd!');
    const unknown = await tryLogin(uniqueEmail('ghost'), 'Wrong-Passw0rd!');
    expect(wrongPassword.statusCode).toBe(400);
    expect(unknown.statusCode).toBe(400);
    expect(wrongPassword.json().message).toBe('Incorrect username or password.');
    expect(unknown.json().message).toBe('Incorrect username or password.');
  });

  it('takes a similar time for an unknown e-mail and a wrong password', async () => {
    const email = uniqueEmail('timing');
    await register(registrationPayload(email));
    const time = async (e: string) => {
      const start = performance.now();
      await tryLogin(e, 'Wrong-Passw0rd!');
      return performance.now() - start;
    };
    await time(email); // warm up the dummy hash
    // The fastest of three tries each: a busy machine can only make a try slower, not faster.
    const fastest = async (e: () => string) => Math.min(await time(e()), await time(e()), await time(e()));
    const known = await fastest(() => email);
    const unknown = await fastest(() => uniqueEmail('ghost'));
    // Both verify an argon2id hash: neither answer is an order of magnitude faster.
    expect(unknown).toBeGreaterThan(known / 5);
    expect(known).toBeGreaterThan(unknown / 5);
  });
});
