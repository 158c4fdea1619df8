import { eq, sql } from 'drizzle-orm';
import { clients, users } from '../../src/db/schema';
import type { TestApp } from './app';
import { codeIn, temporaryPasswordIn } from './smtp-capture';

export const strongPassword = 'Str0ng-Password!';

let counter = 0;
/** A unique e-mail per call, so tests in one file never collide. */
export function uniqueEmail(prefix = 'user') {
  counter += 1;
  return `${prefix}${counter}.${Date.now().toString(36)}@example.com`;
}

export function registrationPayload(email: string, overrides: Record<string, unknown> = {}) {
  return {
    companyName: 'Acme Pharma',
    contactName: 'Jane Doe',
    phone: '+33 1 00 00 00 00',
    email,
    password: strongPassword,
    companylegalName: 'Acme Pharma SAS',
    addressLine1: '1 rue de la Paix',
    addressLine2: '75002 Paris',
    addressLine3: 'France',
    accountType: 'PREMIUM',
    acceptTerms: true,
    ...overrides,
  };
}

let addresses = 0;
/**
 * A new client address per call: each test account registers as a different visitor would, so
 * the per-address registration limit applies only to the tests about it.
 */
export function uniqueAddress() {
  addresses += 1;
  return `10.77.${Math.floor(addresses / 250)}.${(addresses % 250) + 1}`;
}

/**
 * POST /api/auth/register for a new client: the standard payload (with `overrides`), from a new
 * address unless one is given, so only the tests about the per-address limit meet it.
 */
export function register(
  t: TestApp,
  email: string,
  {
    headers = {},
    overrides = {},
    remoteAddress = uniqueAddress(),
  }: { headers?: Record<string, string>; overrides?: Record<string, unknown>; remoteAddress?: string } = {},
) {
  return t.request({
    method: 'POST',
    url: '/api/auth/register',
    payload: registrationPayload(email, overrides),
    headers,
    remoteAddress,
  });
}

/**
 * Registers, confirms with the e-mailed code and logs in: a ready main user. Its account is
 * validated as staff would (decision 0014), unless `validated: false` keeps it awaiting
 * validation; test/accounts.test.ts covers the staff call itself.
 */
export async function registerConfirmedClient(
  t: TestApp,
  email = uniqueEmail('main'),
  { validated = true }: { validated?: boolean } = {},
) {
  const reg = await t.request({
    method: 'POST',
    url: '/api/auth/register',
    payload: registrationPayload(email),
    remoteAddress: uniqueAddress(),
  });
  if (reg.statusCode !== 201) throw new Error(`register failed: ${reg.body}`);
  const mail = await t.smtp.waitFor(email, /Confirm/);
  const confirm = await t.request({
    method: 'POST',
    url: '/api/auth/confirm-user',
    payload: { email, code: codeIn(mail) },
  });
  if (confirm.statusCode !== 200) throw new Error(`confirm failed: ${confirm.body}`);
  if (validated) {
    const { clientId } = await userByEmail(t, email);
    await t.database.db.update(clients).set({ validatedAt: sql`now()` }).where(eq(clients.id, clientId!));
  }
  return { email, ...(await login(t, email, strongPassword)) };
}

export async function login(t: TestApp, email: string, password: string, keepLogged = false) {
  const res = await t.request({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password, keepLogged },
  });
  if (res.statusCode !== 200) throw new Error(`login failed: ${res.statusCode} ${res.body}`);
  const body = res.json();
  return {
    accessToken: body.AuthenticationResult.AccessToken as string,
    refreshToken: body.AuthenticationResult.RefreshToken as string,
  };
}

export async function userByEmail(t: TestApp, email: string) {
  const [row] = await t.database.db.select().from(users).where(eq(users.email, email));
  return row!;
}

/** Invites a sub-user of the main user and takes it through the first-login challenge. */
export async function inviteActiveSubUser(t: TestApp, mainToken: string) {
  const email = uniqueEmail('sub');
  const created = await t.request({
    method: 'POST',
    url: '/api/auth/create-sub-user',
    token: mainToken,
    payload: { name: 'Sam Sub', function: 'Buyer', email },
  });
  if (created.statusCode !== 201) throw new Error(`invite failed: ${created.body}`);
  const temporary = temporaryPasswordIn(await t.smtp.waitFor(email, /invited/));
  const first = await t.request({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password: temporary },
  });
  const done = await t.request({
    method: 'POST',
    url: '/api/auth/create-password-sub-user',
    payload: { email, password: strongPassword, challengeSession: first.json().Session },
  });
  if (done.statusCode !== 200) throw new Error(`first login failed: ${done.body}`);
  const result = done.json().AuthenticationResult;
  return {
    id: created.json().id as string,
    email,
    accessToken: result.AccessToken as string,
    refreshToken: result.RefreshToken as string,
  };
}
