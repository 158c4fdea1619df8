import { registrationPayload, strongPassword, uniqueEmail } from './accounts';
import { codeIn, type SmtpCapture } from './smtp-capture';

export interface HttpAnswer {
  status: number;
  headers: Headers;
  // biome-ignore lint/suspicious/noExplicitAny: answers are checked by the tests that read them
  body: any;
  /** Which instance answered, when a round-robin proxy is in front (`x-served-by`). */
  servedBy: string | null;
}

export interface CallOptions {
  token?: string;
  body?: unknown;
  headers?: Record<string, string>;
}

/**
 * Calls a running server over real HTTP (the process tests' counterpart of inject()): JSON in,
 * JSON or bytes out.
 */
export async function call(
  baseUrl: string,
  method: string,
  path: string,
  { token, body, headers = {} }: CallOptions = {},
): Promise<HttpAnswer> {
  const answer = await fetch(`${baseUrl}${path}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: token } : {}),
      ...headers,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const type = answer.headers.get('content-type') ?? '';
  const raw = Buffer.from(await answer.arrayBuffer());
  return {
    status: answer.status,
    headers: answer.headers,
    body: type.includes('json') && raw.length > 0 ? JSON.parse(raw.toString('utf8')) : raw,
    servedBy: answer.headers.get('x-served-by'),
  };
}

/** The staff account the integration tests start their servers with (STAFF_EMAIL, STAFF_PASSWORD). */
export const integrationStaff = { email: 'staff@provider.test', password: 'Staff-Passw0rd-For-Tests!' };

/**
 * Staff validate the account of `email` through the admin calls (decision 0014: an account
 * creates projects only once validated).
 */
export async function validateOverHttp(baseUrl: string, email: string, staff = integrationStaff) {
  const login = await call(baseUrl, 'POST', '/api/auth/login', {
    body: { email: staff.email, password: staff.password, keepLogged: false },
  });
  if (login.status !== 200) throw new Error(`staff login failed: ${JSON.stringify(login.body)}`);
  const token = login.body.AuthenticationResult.AccessToken as string;
  const found = await call(baseUrl, 'GET', `/api/admin/accounts?q=${encodeURIComponent(email)}`, { token });
  const id = found.body?.items?.[0]?.id;
  if (found.status !== 200 || !id) throw new Error(`account not found: ${JSON.stringify(found.body)}`);
  const validated = await call(baseUrl, 'POST', `/api/admin/accounts/${id}/validate`, { token });
  if (validated.status !== 200) throw new Error(`validate failed: ${JSON.stringify(validated.body)}`);
}

/**
 * Registers a client over HTTP, confirms it with the e-mailed code, has staff validate it (the
 * server must have been started with `integrationStaff`) and logs in.
 */
export async function registerOverHttp(baseUrl: string, smtp: SmtpCapture, email = uniqueEmail('main')) {
  const registered = await call(baseUrl, 'POST', '/api/auth/register', { body: registrationPayload(email) });
  if (registered.status !== 201) throw new Error(`register failed: ${JSON.stringify(registered.body)}`);
  const mail = await smtp.waitFor(email, /Confirm/, 20_000);
  const confirmed = await call(baseUrl, 'POST', '/api/auth/confirm-user', {
    body: { email, code: codeIn(mail) },
  });
  if (confirmed.status !== 200) throw new Error(`confirm failed: ${JSON.stringify(confirmed.body)}`);
  await validateOverHttp(baseUrl, email);
  const login = await call(baseUrl, 'POST', '/api/auth/login', {
    body: { email, password: strongPassword, keepLogged: false },
  });
  if (login.status !== 200) throw new Error(`login failed: ${JSON.stringify(login.body)}`);
  return {
    email,
    accessToken: login.body.AuthenticationResult.AccessToken as string,
    refreshToken: login.body.AuthenticationResult.RefreshToken as string,
  };
}
