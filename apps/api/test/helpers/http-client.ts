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

/** Registers a client over HTTP, confirms it with the e-mailed code and logs in. */
export async function registerOverHttp(baseUrl: string, smtp: SmtpCapture, email = uniqueEmail('main')) {
  const registered = await call(baseUrl, 'POST', '/api/auth/register', { body: registrationPayload(email) });
  if (registered.status !== 201) throw new Error(`register failed: ${JSON.stringify(registered.body)}`);
  const mail = await smtp.waitFor(email, /Confirm/, 20_000);
  const confirmed = await call(baseUrl, 'POST', '/api/auth/confirm-user', {
    body: { email, code: codeIn(mail) },
  });
  if (confirmed.status !== 200) throw new Error(`confirm failed: ${JSON.stringify(confirmed.body)}`);
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
