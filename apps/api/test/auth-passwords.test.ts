import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { oneTimeCodes } from '../src/db/schema';
import { login, registerConfirmedClient, strongPassword, uniqueEmail, userByEmail } from './helpers/accounts';
import { createTestApp, type TestApp } from './helpers/app';
import { codeIn } from './helpers/smtp-capture';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const forgot = (email: string) =>
  t.request({ method: 'POST', url: '/api/auth/forgot-password', payload: { email } });
const reset = (payload: { code: string; email: string; password: string }) =>
  t.request({ method: 'POST', url: '/api/auth/reset-password', payload });
const newPassword = 'N3w-Password!!';

describe('POST /api/auth/forgot-password', () => {
  it('answers the same masked destination for known and unknown e-mails', async () => {
    const { email } = await registerConfirmedClient(t, 'jane.doe.forgot@example.com');
    const known = await forgot(email);
    const unknown = await forgot('john.nobody@example.com');
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.json()).toEqual({
      CodeDeliveryDetails: { Destination: 'j***@e***.com', DeliveryMedium: 'EMAIL', AttributeName: 'email' },
    });
    expect(unknown.json().CodeDeliveryDetails.Destination).toBe('j***@e***.com');
  });

  it('e-mails a code valid for one hour', async () => {
    const { email } = await registerConfirmedClient(t);
    await forgot(email);
    const mail = await t.smtp.waitFor(email, /password reset code/);
    expect(codeIn(mail)).toMatch(/^\d{6}$/);
    const user = await userByEmail(t, email);
    const [row] = await t.database.db
      .select()
      .from(oneTimeCodes)
      .where(and(eq(oneTimeCodes.userId, user.id), eq(oneTimeCodes.purpose, 'RESET')));
    expect((row!.expiresAt.getTime() - row!.createdAt.getTime()) / 3_600_000).toBeCloseTo(1, 2);
  });
});

describe('POST /api/auth/reset-password', () => {
  it('sets the new password with the e-mailed code, once, and ends the old sessions', async () => {
    const { email, refreshToken } = await registerConfirmedClient(t);
    await forgot(email);
    const code = codeIn(await t.smtp.waitFor(email, /password reset code/));

    expect((await reset({ code, email, password: newPassword })).statusCode).toBe(200);
    await expect(login(t, email, strongPassword)).rejects.toThrow();
    await login(t, email, newPassword);
    const old = await t.request({
      method: 'POST',
      url: '/api/auth/refresh-token',
      payload: { RefreshToken: refreshToken },
    });
    expect(old.statusCode).toBe(401);

    const reused = await reset({ code, email, password: 'An0ther-Pass!' });
    expect(reused.statusCode).toBe(400);
    expect(reused.json().message).toBe('Invalid code provided, please request a code again.');
    await t.smtp.waitFor(email, /password was changed/);
  });

  it('refuses a wrong code, then an expired one', async () => {
    const { email } = await registerConfirmedClient(t);
    await forgot(email);
    const code = codeIn(await t.smtp.waitFor(email, /password reset code/));
    const wrong = await reset({
      code: code === '000000' ? '111111' : '000000',
      email,
      password: newPassword,
    });
    expect(wrong.statusCode).toBe(400);

    const user = await userByEmail(t, email);
    await t.database.db
      .update(oneTimeCodes)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(oneTimeCodes.userId, user.id));
    const expired = await reset({ code, email, password: newPassword });
    expect(expired.statusCode).toBe(400);
    expect(expired.json().message).toBe('Invalid code provided, please request a code again.');
  });

  it('applies the password rules to the new password', async () => {
    const { email } = await registerConfirmedClient(t);
    await forgot(email);
    const code = codeIn(await t.smtp.waitFor(email, /password reset code/));
    const res = await reset({ code, email, password: 'alllowercase1!' });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields.password).toBe('Password must have a upper case');
  });

  it('answers an unknown e-mail like an invalid code', async () => {
    const res = await reset({ code: '123456', email: uniqueEmail('ghost'), password: newPassword });
    expect(res.statusCode).toBe(400);
  });
});

describe('POST /api/auth/change_password', () => {
  const change = (token: string, payload: Record<string, string>) =>
    t.request({ method: 'POST', url: '/api/auth/change_password', token, payload });

  it('refuses a wrong current password with the server message', async () => {
    const { accessToken } = await registerConfirmedClient(t);
    const res = await change(accessToken, {
      password: 'Wrong-Pass1!',
      newPassword,
      confirmNewPassword: newPassword,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Incorrect username or password.');
  });

  it('refuses a confirmation that does not match', async () => {
    const { accessToken } = await registerConfirmedClient(t);
    const res = await change(accessToken, {
      password: strongPassword,
      newPassword,
      confirmNewPassword: 'Other-Pass1!',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields.confirmNewPassword).toBe('Password does not match');
  });

  it('changes the password, keeps this session and ends the others, and e-mails a notice', async () => {
    const { email, accessToken } = await registerConfirmedClient(t);
    const other = await login(t, email, strongPassword);
    const res = await change(accessToken, {
      password: strongPassword,
      newPassword,
      confirmNewPassword: newPassword,
    });
    expect(res.statusCode).toBe(200);
    const check = (token: string) => t.request({ method: 'GET', url: '/api/auth/is-sub-user', token });
    expect((await check(accessToken)).statusCode).toBe(200);
    expect((await check(other.accessToken)).statusCode).toBe(401);
    await login(t, email, newPassword);
    await t.smtp.waitFor(email, /password was changed/);
  });
});
