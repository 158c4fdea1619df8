import {
  type AuthenticationResult,
  type Phrase,
  phraseOfWire,
  sayPhrase,
  translate,
  uiMessages,
} from '@pharmatrace/domain';
import { API_BASE_URL } from '@/config/site';
import { type TokenStorage, tokenStorage } from './auth-tokens';
import { getLanguage } from './language';

/**
 * The one HTTP client of the SPA (spec 000 §7, DESIGN.md 'HTTP contract').
 * - base `/api`, JSON content type, the stored access token sent as is in `Authorization`;
 * - a call with a body is a POST, otherwise a GET, unless `method` says otherwise;
 * - on 401 or 403: one refresh with the refresh token, then the call is repeated once.
 *   The server rotates refresh tokens, so concurrent failures share a single refresh.
 *   If the server refuses the refresh, both tokens are cleared (the route guard then sends
 *   the user to /login, keeping the page asked for).
 * - every failure is an `ApiError`; a call that got no answer has `status` 0.
 */

export type ApiErrorInit = {
  status: number;
  message?: string | undefined;
  code?: string | undefined;
  fields?: Record<string, string> | undefined;
  said?: Phrase | undefined;
  fieldsSaid?: Record<string, Phrase> | undefined;
  retryAfter?: number | undefined;
  /** The whole answer, for a call whose error carries more than a message (a refused import's lines). */
  body?: unknown;
};

export class ApiError extends Error {
  /** HTTP status, or 0 when no answer came back (network failure, server down). */
  readonly status: number;
  /** The server's `message`, when it sent one. */
  readonly serverMessage: string | undefined;
  readonly code: string | undefined;
  /** Per-field messages of a 400 answer, in English. */
  readonly fields: Record<string, string> | undefined;
  /** The server's message as a phrase (issue #40): said in the page's language where it is shown. */
  readonly said: Phrase | undefined;
  /** The per-field messages as phrases, for those that have one. */
  readonly fieldsSaid: Record<string, Phrase> | undefined;
  /** Seconds to wait, from `Retry-After` (429). */
  readonly retryAfter: number | undefined;
  /** The answer's body as sent (parsed JSON, or text). */
  readonly body: unknown;

  constructor({ status, message, code, fields, said, fieldsSaid, retryAfter, body }: ApiErrorInit) {
    // In English, as the server's messages are: errorText() says it in the page's language.
    super(
      message ??
        (status === 0
          ? uiMessages.login.noResponse
          : translate('en', 'common.requestFailed', { status: String(status) })),
    );
    this.name = 'ApiError';
    this.status = status;
    this.serverMessage = message;
    this.code = code;
    this.fields = fields;
    this.said = said;
    this.fieldsSaid = fieldsSaid;
    this.retryAfter = retryAfter;
    this.body = body;
  }

  /** Spec 000 §8 maps 'no response' to 'Internal Server Error'. */
  get isNetworkError(): boolean {
    return this.status === 0;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export type RequestOptions = {
  method?: HttpMethod;
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** A public call (login, register, …): no Authorization header, no refresh on 401/403. */
  isPublic?: boolean;
  /** Send the token but never refresh on 401/403 (logout). */
  skipRefresh?: boolean;
  /** 'blob' for a file the caller saves (a generated PDF); JSON or text otherwise. */
  responseType?: 'blob';
  /**
   * The share of the body sent so far (0 to 1), for a large upload's progress bar. fetch cannot
   * report it, so such a call goes through XMLHttpRequest (same headers, same answer handling).
   */
  onUploadProgress?: (fraction: number) => void;
};

/** fetch's contract over XMLHttpRequest, for the one thing fetch lacks: upload progress. */
function sendWithProgress(
  url: string,
  init: {
    method: string;
    headers: Record<string, string>;
    body: XMLHttpRequestBodyInit | undefined;
    signal?: AbortSignal | undefined;
  },
  onProgress: (fraction: number) => void,
): Promise<Response> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(init.method, url);
    for (const [name, value] of Object.entries(init.headers)) xhr.setRequestHeader(name, value);
    xhr.responseType = 'blob';
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    xhr.upload.onload = () => onProgress(1);
    xhr.onload = () => {
      const headers = new Headers();
      for (const line of xhr
        .getAllResponseHeaders()
        .trim()
        .split(/[\r\n]+/)) {
        const at = line.indexOf(':');
        if (at > 0) headers.append(line.slice(0, at).trim(), line.slice(at + 1).trim());
      }
      const status = xhr.status;
      const empty = status === 204 || status === 205 || status === 304;
      resolve(new Response(empty ? null : (xhr.response as Blob), { status, headers }));
    };
    xhr.onerror = () => reject(new TypeError('Network request failed'));
    xhr.onabort = () => reject(new DOMException('Aborted', 'AbortError'));
    init.signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(init.body ?? null);
  });
}

export type ApiClientConfig = {
  baseUrl?: string;
  tokens?: TokenStorage;
  /** Defaults to the global fetch, looked up at call time. */
  fetch?: typeof fetch;
  /** Called once the session is cleared because the refresh was refused. */
  onSessionExpired?: () => void;
};

function parseRetryAfter(value: string | null): number | undefined {
  if (!value) return undefined;
  const seconds = Number(value);
  if (Number.isFinite(seconds)) return Math.max(0, Math.ceil(seconds));
  const date = Date.parse(value);
  if (Number.isNaN(date)) return undefined;
  return Math.max(0, Math.ceil((date - Date.now()) / 1000));
}

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204 || response.status === 205) return undefined;
  const text = await response.text();
  if (!text) return undefined;
  const type = response.headers.get('content-type') ?? '';
  if (type.includes('json')) {
    try {
      return JSON.parse(text);
    } catch {
      return text;
    }
  }
  return text;
}

async function toApiError(response: Response): Promise<ApiError> {
  let body: unknown;
  try {
    body = await readBody(response);
  } catch {
    body = undefined;
  }
  const record = body && typeof body === 'object' ? (body as Record<string, unknown>) : {};
  // Issue #27: the answer is in the page's language (Accept-Language); the SPA reasons on the
  // spec's English words. Issue #40: the answer carries each message as a phrase (`said`,
  // `fieldsSaid`), so its English is said from the phrase here, never read back from the words,
  // and the screens say the phrase in the page's language (serverMessageOf, the forms' fields).
  // A message without a phrase is a text no catalogue holds: kept as written.
  const said = phraseOfWire(record.said);
  const message =
    typeof record.message === 'string' && record.message
      ? said
        ? sayPhrase('en', said)
        : record.message
      : undefined;
  const code = typeof record.code === 'string' ? record.code : undefined;
  const saidFields =
    record.fieldsSaid && typeof record.fieldsSaid === 'object'
      ? (record.fieldsSaid as Record<string, unknown>)
      : {};
  const fieldsSaid: Record<string, Phrase> = {};
  const fields =
    record.fields && typeof record.fields === 'object'
      ? Object.fromEntries(
          Object.entries(record.fields as Record<string, unknown>).map(([field, text]) => {
            const fieldSaid = Object.hasOwn(saidFields, field) ? phraseOfWire(saidFields[field]) : undefined;
            if (fieldSaid) fieldsSaid[field] = fieldSaid;
            return [field, fieldSaid ? sayPhrase('en', fieldSaid) : String(text)];
          }),
        )
      : undefined;
  return new ApiError({
    status: response.status,
    message,
    code,
    fields,
    said,
    fieldsSaid: Object.keys(fieldsSaid).length > 0 ? fieldsSaid : undefined,
    retryAfter: parseRetryAfter(response.headers.get('retry-after')),
    body,
  });
}

function isAuthFailure(status: number): boolean {
  return status === 401 || status === 403;
}

export function createApiClient(config: ApiClientConfig = {}) {
  const baseUrl = config.baseUrl ?? API_BASE_URL;
  const tokens = config.tokens ?? tokenStorage;
  const doFetch: typeof fetch = (...args) => (config.fetch ?? globalThis.fetch)(...args);

  /**
   * The last answer of each GET that came with an ETag (the project lists, issue #17), held in
   * memory only (the API answers `no-store`): the next GET of the path sends its tag, and a 304
   * hands back the same object, so a refetch after a mutation that changed nothing moves no list
   * and re-renders nothing. A tag is a hash of the exact bytes, so a 304 can only mean them.
   */
  const lastAnswers = new Map<string, { etag: string; body: unknown }>();
  const MAX_REMEMBERED_ANSWERS = 50;

  /** The refresh under way, shared by every call that failed with 401/403 meanwhile. */
  let refreshInFlight: Promise<string> | null = null;

  async function send(path: string, options: RequestOptions, accessToken: string | null) {
    const headers: Record<string, string> = {
      Accept: 'application/json',
      'Accept-Language': getLanguage(),
      ...options.headers,
    };
    const hasBody = options.body !== undefined;
    // A file upload (multipart) goes as is: the browser writes its Content-Type with the boundary.
    const isMultipart = typeof FormData !== 'undefined' && options.body instanceof FormData;
    if (hasBody && !isMultipart) headers['Content-Type'] = 'application/json';
    // Spec 000 §7: the token is sent as is, without a scheme.
    if (accessToken && !options.isPublic) headers.Authorization = accessToken;
    try {
      if (options.onUploadProgress && typeof XMLHttpRequest !== 'undefined') {
        return await sendWithProgress(
          `${baseUrl}${path}`,
          {
            method: options.method ?? (hasBody ? 'POST' : 'GET'),
            headers,
            body: isMultipart
              ? (options.body as FormData)
              : hasBody
                ? JSON.stringify(options.body)
                : undefined,
            signal: options.signal,
          },
          options.onUploadProgress,
        );
      }
      return await doFetch(`${baseUrl}${path}`, {
        method: options.method ?? (hasBody ? 'POST' : 'GET'),
        headers,
        body: isMultipart ? (options.body as FormData) : hasBody ? JSON.stringify(options.body) : undefined,
        signal: options.signal,
        credentials: 'same-origin',
      });
    } catch (cause) {
      if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
      throw new ApiError({ status: 0 });
    }
  }

  function expireSession() {
    lastAnswers.clear();
    tokens.clear();
    config.onSessionExpired?.();
  }

  async function refreshOnce(): Promise<string> {
    const refreshToken = tokens.getRefreshToken();
    if (!refreshToken) {
      expireSession();
      throw new ApiError({ status: 401 });
    }
    let response: Response;
    try {
      response = await doFetch(`${baseUrl}/auth/refresh-token`, {
        method: 'POST',
        headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
        body: JSON.stringify({ RefreshToken: refreshToken }),
        credentials: 'same-origin',
      });
    } catch {
      // No answer: the session may still be good, keep it and let the user retry.
      throw new ApiError({ status: 0 });
    }
    if (!response.ok) {
      const error = await toApiError(response);
      // A refused refresh ends the session; a server failure (5xx) does not prove it is over.
      if (response.status < 500) expireSession();
      throw error;
    }
    const body = (await readBody(response)) as { AuthenticationResult?: Partial<AuthenticationResult> };
    const result = body?.AuthenticationResult;
    if (!result?.AccessToken) {
      expireSession();
      throw new ApiError({ status: 401 });
    }
    // The refresh token rotates: keep the new one (or the old one if the server did not send any).
    tokens.setTokens({ accessToken: result.AccessToken, refreshToken: result.RefreshToken ?? refreshToken });
    return result.AccessToken;
  }

  /** Single-flight: the first caller starts the refresh, the others wait for the same answer. */
  function refreshAccessToken(): Promise<string> {
    if (!refreshInFlight) {
      refreshInFlight = refreshOnce().finally(() => {
        refreshInFlight = null;
      });
    }
    return refreshInFlight;
  }

  async function request<T>(path: string, givenOptions: RequestOptions = {}): Promise<T> {
    const isGet = (givenOptions.method ?? (givenOptions.body === undefined ? 'GET' : 'POST')) === 'GET';
    const remembered = isGet ? lastAnswers.get(path) : undefined;
    const options = remembered
      ? { ...givenOptions, headers: { ...givenOptions.headers, 'If-None-Match': remembered.etag } }
      : givenOptions;
    const sentToken = options.isPublic ? null : tokens.getAccessToken();
    let response = await send(path, options, sentToken);

    if (isAuthFailure(response.status) && !options.isPublic && !options.skipRefresh && sentToken) {
      const firstError = await toApiError(response);
      let nextToken: string;
      const current = tokens.getAccessToken();
      if (current && current !== sentToken) {
        // Another call refreshed while this one was on the way: just use the new token.
        nextToken = current;
      } else {
        try {
          nextToken = await refreshAccessToken();
        } catch (refreshError) {
          if (refreshError instanceof ApiError && refreshError.isNetworkError) throw refreshError;
          throw firstError;
        }
      }
      response = await send(path, options, nextToken);
    }

    if (response.status === 304 && remembered) return remembered.body as T;
    if (!response.ok) throw await toApiError(response);
    if (options.responseType === 'blob') return (await response.blob()) as T;
    const body = await readBody(response);
    const etag = isGet ? response.headers.get('etag') : null;
    if (etag) {
      // Oldest first out: a Map iterates in insertion order.
      lastAnswers.delete(path);
      if (lastAnswers.size >= MAX_REMEMBERED_ANSWERS) lastAnswers.delete(lastAnswers.keys().next().value!);
      lastAnswers.set(path, { etag, body });
    }
    return body as T;
  }

  return {
    request,
    get: <T>(path: string, options?: Omit<RequestOptions, 'method' | 'body'>) =>
      request<T>(path, { ...options, method: 'GET' }),
    post: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) =>
      request<T>(path, { ...options, method: 'POST', body: body ?? {} }),
    delete: <T>(path: string, options?: Omit<RequestOptions, 'method' | 'body'>) =>
      request<T>(path, { ...options, method: 'DELETE' }),
    /** Exposed for tests and for the logout screen. */
    tokens,
    /** Drops the remembered answers (logout: nothing of the last user stays in memory). */
    forgetAnswers: () => lastAnswers.clear(),
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;

export const api = createApiClient();
