import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { login, registerConfirmedClient, strongPassword, uniqueEmail } from './helpers/accounts';
import { createTestApp, type TestApp } from './helpers/app';
import { temporaryPasswordIn } from './helpers/smtp-capture';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const createSubUser = (token: string, payload: Record<string, string>) =>
  t.request({ method: 'POST', url: '/api/auth/create-sub-user', token, payload });

/** Invites a sub-user and takes it through the first-login challenge. */
async function inviteAndActivate(mainToken: string) {
  const email = uniqueEmail('sub');
  const created = await createSubUser(mainToken, { name: 'Sam Sub', function: 'Buyer', email });
  expect(created.statusCode).toBe(201);
  const mail = await t.smtp.waitFor(email, /invited/);
  const temporary = temporaryPasswordIn(mail);
  const first = await t.request({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password: temporary },
  });
  const { Session } = first.json();
  const done = await t.request({
    method: 'POST',
    url: '/api/auth/create-password-sub-user',
    payload: { email, password: strongPassword, challengeSession: Session },
  });
  return { id: created.json().id as string, email, tokens: done.json().AuthenticationResult };
}

describe('inviting a sub-user', () => {
  it('e-mails a temporary password whose first login asks for a new password', async () => {
    const main = await registerConfirmedClient(t);
    const email = uniqueEmail('invitee');
    const created = await createSubUser(main.accessToken, {
      name: 'Ada Lovelace',
      function: 'Analyst',
      email,
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      name: 'Ada Lovelace',
      function: 'Analyst',
      email,
      isSubUser: true,
      confirmed: false,
    });

    const mail = await t.smtp.waitFor(email, /invited to Pharmatrace by Acme Pharma/);
    const temporary = temporaryPasswordIn(mail);
    const first = await t.request({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password: temporary },
    });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ ChallengeName: 'NEW_PASSWORD_REQUIRED', Session: expect.any(String) });

    const weak = await t.request({
      method: 'POST',
      url: '/api/auth/create-password-sub-user',
      payload: { email, password: 'weak', challengeSession: first.json().Session },
    });
    expect(weak.statusCode).toBe(400);

    const done = await t.request({
      method: 'POST',
      url: '/api/auth/create-password-sub-user',
      payload: { email, password: strongPassword, challengeSession: first.json().Session },
    });
    expect(done.statusCode).toBe(200);
    const token = done.json().AuthenticationResult.AccessToken;
    const who = await t.request({ method: 'GET', url: '/api/auth/is-sub-user', token });
    expect(who.json()).toEqual({ isSubUser: true });

    // The challenge session is single use; the user now logs in normally.
    const replay = await t.request({
      method: 'POST',
      url: '/api/auth/create-password-sub-user',
      payload: { email, password: strongPassword, challengeSession: first.json().Session },
    });
    expect(replay.statusCode).toBe(400);
    await login(t, email, strongPassword);
  });

  it('answers 409 "Email taken" for an e-mail of the account\'s own users', async () => {
    const main = await registerConfirmedClient(t);
    const res = await createSubUser(main.accessToken, { name: 'Me', function: 'Boss', email: main.email });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('Email taken');
  });

  it('validates name, function and e-mail with the spec messages', async () => {
    const main = await registerConfirmedClient(t);
    const res = await createSubUser(main.accessToken, { name: '', function: '', email: 'bad' });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({
      name: "Name can't be empty",
      function: "Function can't be empty",
      email: 'Incorrect email',
    });
  });

  it('refuses a forged challenge session', async () => {
    const res = await t.request({
      method: 'POST',
      url: '/api/auth/create-password-sub-user',
      payload: { email: uniqueEmail(), password: strongPassword, challengeSession: 'forged' },
    });
    expect(res.statusCode).toBe(400);
  });
});

describe('what a sub-user may do', () => {
  it('gets 403 on every account-management call', async () => {
    const main = await registerConfirmedClient(t);
    const sub = await inviteAndActivate(main.accessToken);
    const token = sub.tokens.AccessToken;
    const calls = [
      t.request({
        method: 'POST',
        url: '/api/auth/create-sub-user',
        token,
        payload: { name: 'X', function: 'Y', email: uniqueEmail() },
      }),
      t.request({ method: 'GET', url: '/api/auth/sub-users', token }),
      t.request({ method: 'DELETE', url: `/api/auth/sub-user/${sub.id}`, token }),
      t.request({ method: 'GET', url: '/api/client', token }),
      t.request({
        method: 'POST',
        url: '/api/client/general_information',
        token,
        payload: { companyName: 'A', contactName: 'B', phone: '1', email: 'a@b.com' },
      }),
      t.request({
        method: 'POST',
        url: '/api/client/invoicing_information',
        token,
        payload: { companylegalName: 'A', addressLine1: 'B', addressLine2: 'C', addressLine3: 'D' },
      }),
      t.request({ method: 'GET', url: '/api/admin/check', token }),
    ];
    for (const res of await Promise.all(calls)) expect(res.statusCode).toBe(403);
  });
});

describe('listing and deleting sub-users', () => {
  it('lists the account’s sub-users only', async () => {
    const main = await registerConfirmedClient(t);
    const other = await registerConfirmedClient(t);
    const sub = await inviteAndActivate(main.accessToken);
    await inviteAndActivate(other.accessToken);
    const list = await t.request({ method: 'GET', url: '/api/auth/sub-users', token: main.accessToken });
    expect(list.statusCode).toBe(200);
    expect(list.json().map((u: { email: string }) => u.email)).toEqual([sub.email]);
    expect(list.json()[0].confirmed).toBe(true);
  });

  it('revokes the deleted sub-user’s sessions at once', async () => {
    const main = await registerConfirmedClient(t);
    const sub = await inviteAndActivate(main.accessToken);
    const before = await t.request({
      method: 'GET',
      url: '/api/auth/is-sub-user',
      token: sub.tokens.AccessToken,
    });
    expect(before.statusCode).toBe(200);
    const del = await t.request({
      method: 'DELETE',
      url: `/api/auth/sub-user/${sub.id}`,
      token: main.accessToken,
    });
    expect(del.statusCode).toBe(204);
    const after = await t.request({
      method: 'GET',
      url: '/api/auth/is-sub-user',
      token: sub.tokens.AccessToken,
    });
    expect(after.statusCode).toBe(401);
    const refresh = await t.request({
      method: 'POST',
      url: '/api/auth/refresh-token',
      payload: { RefreshToken: sub.tokens.RefreshToken },
    });
    expect(refresh.statusCode).toBe(401);
  });

  it('accepts POST with X-HTTP-Method-Override: DELETE and an empty JSON body', async () => {
    const main = await registerConfirmedClient(t);
    const sub = await inviteAndActivate(main.accessToken);
    const res = await t.request({
      method: 'POST',
      url: `/api/auth/sub-user/${sub.id}`,
      token: main.accessToken,
      headers: { 'x-http-method-override': 'DELETE', 'content-type': 'application/json' },
      payload: '',
    });
    expect(res.statusCode).toBe(204);
  });

  it('answers 404 for another client’s sub-user, a main user or a malformed id', async () => {
    const main = await registerConfirmedClient(t);
    const other = await registerConfirmedClient(t);
    const othersSub = await inviteAndActivate(other.accessToken);
    for (const id of [othersSub.id, 'not-a-uuid']) {
      const res = await t.request({
        method: 'DELETE',
        url: `/api/auth/sub-user/${id}`,
        token: main.accessToken,
      });
      expect(res.statusCode).toBe(404);
    }
    const stillThere = await t.request({
      method: 'GET',
      url: '/api/auth/is-sub-user',
      token: othersSub.tokens.AccessToken,
    });
    expect(stillThere.statusCode).toBe(200);
  });
});
