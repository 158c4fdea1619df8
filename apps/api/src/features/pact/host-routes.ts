import formbody from '@fastify/formbody';
import { PACT_REQUESTS_PER_MINUTE, type PactErrorCode, pactEventTypes } from '@pharmatrace/domain';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { isDatabaseUnavailable } from '../../lib/database-errors';
import type { FairUseLimiter } from '../../lib/fair-use-limiter';
import { isUuid } from '../../lib/ids';
import { idParams } from '../../lib/route-schemas';
import type { ConnectionRow, PactConnections } from './connections';
import { cloudEventSchema, publishedDataSchema, requestCreatedDataSchema } from './events';
import { decodeCursor, encodeCursor, listQuerySchema } from './filters';
import { MAX_PAGE, type PactFootprintStore, served } from './footprint-store';
import type { PactTokens } from './pact-tokens';
import { type PactInbox, PendingRequestsFull } from './requests';
import type { PactTokenLimits } from './token-limits';

/** An error of the PACT actions: the specification's `{ code, message }` with its status. */
class PactError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: PactErrorCode,
    message: string,
  ) {
    super(message);
  }
}

/** RFC 6749 §5.2: the token endpoint's own error bodies. */
function oauthError(reply: FastifyReply, status: number, error: string, description: string) {
  if (status === 401) reply.header('www-authenticate', 'Basic realm="pact"');
  return reply.status(status).send({ error, error_description: description });
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The connection whose token called a PACT action (set by the action's onRequest). */
    pactConnection: ConnectionRow | null;
  }
}

export interface PactHostOptions {
  tokens: PactTokens;
  connections: PactConnections;
  limits: PactTokenLimits;
  footprints: PactFootprintStore;
  inbox: PactInbox;
  /**
   * PUBLIC_URL: the absolute URLs the host writes (the Link header, the OpenID configuration).
   * Never the request's Host header, which any caller writes (issue #35).
   */
  publicUrl: string;
  /** RequestCreated events per connection per minute (issue #35 'PACT request flood'). */
  requestLimiter: FairUseLimiter;
}

/** A full inbox clears only when the client answers: the requester is told to come back in an hour. */
const PENDING_FULL_RETRY_SECONDS = 3600;

const anyJson = z.record(z.string(), z.unknown());
const tags = ['pact'];

/** A client id or secret is printable text: no control character (NUL, CR, LF, DEL…). */
const CONTROL_CHARACTER = /\p{Cc}/u;

/** Credentials from `Authorization: Basic` (RFC 6749 §2.3.1, form-urlencoded inside) or the form. */
function clientCredentials(
  request: FastifyRequest,
  form: Record<string, unknown>,
): { id: string; secret: string; viaHeader: boolean } | 'malformed' | 'control' | undefined {
  const header = request.headers.authorization;
  const formId = typeof form.client_id === 'string' ? form.client_id : undefined;
  const formSecret = typeof form.client_secret === 'string' ? form.client_secret : undefined;
  if (header?.toLowerCase().startsWith('basic ')) {
    // RFC 6749 §2.3: one way of authenticating per request.
    if (formSecret !== undefined) return 'malformed';
    const decoded = Buffer.from(header.slice(6).trim(), 'base64').toString('utf8');
    const colon = decoded.indexOf(':');
    if (colon < 0) return 'malformed';
    const id = formDecode(decoded.slice(0, colon));
    const secret = formDecode(decoded.slice(colon + 1));
    // Issue #35: a NUL in the id reached the database (the attempts' row) and answered 500.
    if (CONTROL_CHARACTER.test(id) || CONTROL_CHARACTER.test(secret)) return 'control';
    return { id, secret, viaHeader: true };
  }
  if (formId !== undefined && formSecret !== undefined) {
    if (CONTROL_CHARACTER.test(formId) || CONTROL_CHARACTER.test(formSecret)) return 'control';
    return { id: formId, secret: formSecret, viaHeader: false };
  }
  return undefined;
}

function formDecode(value: string): string {
  try {
    return decodeURIComponent(value.replaceAll('+', ' '));
  } catch {
    return value;
  }
}

/**
 * The PACT v3 host (issue #24), under /api/pact: the token endpoint and its OpenID configuration,
 * ListFootprints, GetFootprint and Events. Errors answer the specification's `{ code, message }`
 * (the token endpoint RFC 6749's `{ error, error_description }`), not the portal's own format.
 * Every action checks its bearer token, and the token's connection being live, before it reads
 * anything; a connection sees only its client's footprints, and another client's id is a 404.
 */
export const pactHostRoutes: FastifyPluginAsyncZod<PactHostOptions> = async (app, opts) => {
  const { tokens, connections, limits, footprints, inbox, publicUrl, requestLimiter } = opts;
  // The token endpoint's form body (RFC 6749 §4.4.2), parsed by the maintained plugin, here only.
  await app.register(formbody, { bodyLimit: 4096 });
  app.decorateRequest('pactConnection', null);

  app.setErrorHandler((error: FastifyError | PactError | Error, request, reply) => {
    const isToken = request.routeOptions.url?.endsWith('/auth/token') ?? false;
    if (error instanceof PactError) {
      if (error.statusCode === 401) {
        reply.header('www-authenticate', `Bearer realm="pact", error="invalid_token"`);
      }
      return reply.status(error.statusCode).send({ code: error.code, message: error.message });
    }
    const status = 'statusCode' in error && typeof error.statusCode === 'number' ? error.statusCode : 500;
    if (hasZodFastifySchemaValidationErrors(error) || (status >= 400 && status < 500)) {
      const message = hasZodFastifySchemaValidationErrors(error)
        ? (error.validation[0]?.message ?? 'Bad Request')
        : error.message || 'Bad Request';
      if (isToken) return oauthError(reply, 400, 'invalid_request', message);
      return reply.status(status >= 400 && status < 500 ? status : 400).send({ code: 'BadRequest', message });
    }
    if (isDatabaseUnavailable(error)) {
      reply.header('retry-after', '5');
      return reply
        .status(503)
        .send({ code: 'InternalError', message: 'The service is briefly unavailable, please retry.' });
    }
    request.log.error({ err: error }, 'unhandled error in the PACT host');
    if (isToken) return oauthError(reply, 500, 'server_error', 'An internal error has occurred');
    return reply
      .status(500)
      .send({ code: 'InternalError', message: 'An internal or unexpected error has occurred' });
  });

  app.setNotFoundHandler((request, reply) =>
    reply.status(404).send({
      code: 'NotFound',
      message: `${request.method} ${request.url.split('?')[0]} is not an action of this host`,
    }),
  );

  /** Every action: a valid bearer token of a live connection (PACT 'Authentication Flow'). */
  const requireToken = async (request: FastifyRequest) => {
    const header = request.headers.authorization ?? '';
    const token = header.toLowerCase().startsWith('bearer ') ? header.slice(7).trim() : '';
    if (!token)
      throw new PactError(401, 'BadRequest', 'An access token is required: Authorization: Bearer …');
    const check = await tokens.verify(token);
    if (!check.ok) {
      throw check.reason === 'expired'
        ? new PactError(401, 'TokenExpired', 'The specified access token has expired')
        : new PactError(401, 'BadRequest', 'Invalid access token');
    }
    const connection = await connections.findLive(app.db, check.connectionId, check.clientId);
    if (!connection) throw new PactError(401, 'BadRequest', 'This access token’s connection was revoked');
    request.pactConnection = connection;
    connections.touch(connection.id).catch((err) => request.log.warn({ err }, 'recording a PACT use failed'));
  };
  const connectionOf = (request: FastifyRequest): ConnectionRow => {
    if (!request.pactConnection) throw new PactError(401, 'BadRequest', 'An access token is required');
    return request.pactConnection;
  };

  // OpenID Connect discovery (PACT v3 'Obtaining an Access Token': SHOULD be offered).
  app.get(
    '/.well-known/openid-configuration',
    { schema: { tags, description: 'Where to take a PACT access token.', response: { 200: anyJson } } },
    async () => {
      const base = `${publicUrl}/api/pact`;
      return {
        issuer: base,
        token_endpoint: `${base}/auth/token`,
        grant_types_supported: ['client_credentials'],
        token_endpoint_auth_methods_supported: ['client_secret_basic', 'client_secret_post'],
        response_types_supported: ['token'],
      };
    },
  );

  app.post(
    '/auth/token',
    {
      schema: {
        tags,
        description:
          'OAuth2 client credentials (RFC 6749 §4.4): the connection’s client id and secret in Basic auth ' +
          '(or client_id and client_secret in the form), form body grant_type=client_credentials.',
      },
    },
    async (request, reply) => {
      const limitedAddress = await limits.address(request.ip);
      if (!limitedAddress.allowed) {
        reply.header('retry-after', String(limitedAddress.retryAfterSeconds));
        return oauthError(
          reply,
          429,
          'invalid_request',
          'Too many token requests from this address: retry later.',
        );
      }
      const form =
        request.body && typeof request.body === 'object' && !Array.isArray(request.body)
          ? (request.body as Record<string, unknown>)
          : {};
      const credentials = clientCredentials(request, form);
      if (credentials === 'malformed') {
        return oauthError(
          reply,
          400,
          'invalid_request',
          'Send the client credentials once, in Basic auth or in the form.',
        );
      }
      if (credentials === 'control') {
        return oauthError(
          reply,
          400,
          'invalid_request',
          'The client id and secret cannot contain control characters.',
        );
      }
      if (form.grant_type === undefined) {
        return oauthError(reply, 400, 'invalid_request', 'grant_type is required (client_credentials).');
      }
      if (form.grant_type !== 'client_credentials') {
        return oauthError(
          reply,
          400,
          'unsupported_grant_type',
          'Only grant_type=client_credentials is supported.',
        );
      }
      if (!credentials) {
        return oauthError(reply, 401, 'invalid_client', 'Client authentication is required.');
      }
      const limitedClient = await limits.connection(credentials.id);
      if (!limitedClient.allowed) {
        reply.header('retry-after', String(limitedClient.retryAfterSeconds));
        return oauthError(
          reply,
          429,
          'invalid_request',
          'Too many attempts for this client id: retry later.',
        );
      }
      const connection = await connections.authenticate(credentials.id, credentials.secret);
      if (!connection) {
        return oauthError(
          reply,
          credentials.viaHeader ? 401 : 400,
          'invalid_client',
          'Authentication failed',
        );
      }
      await limits.succeeded(credentials.id);
      await connections.touch(connection.id);
      const accessToken = await tokens.sign({ connectionId: connection.id, clientId: connection.clientId });
      reply.header('pragma', 'no-cache');
      return { access_token: accessToken, token_type: 'Bearer', expires_in: tokens.ttlSeconds };
    },
  );

  app.get(
    '/3/footprints',
    {
      onRequest: requireToken,
      schema: {
        tags,
        description:
          'ListFootprints (PACT v3): filters productId, companyId, geography, classification (repeat one for OR), ' +
          'validOn, validAfter, validBefore, status; `limit`, and a `Link: <…>; rel="next"` header while more remain.',
        response: { 200: z.object({ data: z.array(anyJson) }) },
      },
    },
    async (request, reply) => {
      const query = request.query as Record<string, unknown>;
      if ('$filter' in query) {
        throw new PactError(
          400,
          'NotImplemented',
          'The $filter parameter of version 2 is not supported: use the version 3 filters.',
        );
      }
      const parsed = listQuerySchema.safeParse(query);
      if (!parsed.success)
        throw new PactError(400, 'BadRequest', parsed.error.issues[0]?.message ?? 'Bad Request');
      const { limit: asked, cursor: cursorText, ...filter } = parsed.data;
      const cursor = cursorText === undefined ? undefined : decodeCursor(cursorText);
      if (cursorText !== undefined && !cursor)
        throw new PactError(400, 'BadRequest', 'Unknown pagination cursor');
      const limit = Math.min(asked ?? MAX_PAGE, MAX_PAGE);
      const connection = connectionOf(request);
      const rows = await footprints.page(connection.clientId, filter, limit, cursor);
      const page = rows.slice(0, limit);
      if (rows.length > limit) {
        const last = page[page.length - 1]!;
        const [path, search = ''] = request.url.split('?');
        const params = new URLSearchParams(search);
        params.delete('cursor');
        params.set('cursor', encodeCursor({ createdAt: last.createdAt, id: last.id }));
        reply.header('link', `<${publicUrl}${path}?${params.toString()}>; rel="next"`);
      }
      return { data: page.map(served) };
    },
  );

  app.get(
    '/3/footprints/:id',
    {
      onRequest: requireToken,
      schema: {
        tags,
        description: 'GetFootprint (PACT v3): one footprint, active or deprecated; 404 NotFound otherwise.',
        params: idParams,
        response: { 200: z.object({ data: anyJson }) },
      },
    },
    async (request) => {
      const { id } = request.params;
      const connection = connectionOf(request);
      const row = isUuid(id) ? await footprints.find(app.db, connection.clientId, id) : undefined;
      if (!row) throw new PactError(404, 'NotFound', 'The specified footprint does not exist.');
      return { data: served(row) };
    },
  );

  app.post(
    '/3/events',
    {
      onRequest: requireToken,
      schema: {
        tags,
        description:
          'Events (PACT v3): RequestCreated (answered later with RequestFulfilled or RequestRejected on the ' +
          'connection’s callback host), Published (accepted). CloudEvents in structured JSON mode.',
      },
    },
    async (request, reply) => {
      const envelope = cloudEventSchema.safeParse(request.body);
      if (!envelope.success)
        throw new PactError(400, 'BadRequest', envelope.error.issues[0]?.message ?? 'Bad Request');
      const event = envelope.data;
      const connection = connectionOf(request);
      switch (event.type) {
        case pactEventTypes.requestCreated: {
          const data = requestCreatedDataSchema.safeParse(event.data);
          if (!data.success)
            throw new PactError(400, 'BadRequest', data.error.issues[0]?.message ?? 'Bad Request');
          if (!connections.callbackOf(connection)) {
            throw new PactError(
              400,
              'BadRequest',
              'This connection has no callback host, so the request could not be answered: ask the data owner to add one.',
            );
          }
          // Counted once the event is readable: a malformed one is refused anyway, and costs nothing.
          const limited = await requestLimiter.hit(connection.id);
          if (!limited.allowed) {
            reply.header('retry-after', String(limited.retryAfterSeconds));
            throw new PactError(
              429,
              'BadRequest',
              `Too many requests from this connection: at most ${PACT_REQUESTS_PER_MINUTE} a minute. Retry later.`,
            );
          }
          const { comment, ...filter } = data.data;
          try {
            await inbox.receive(connection, { eventId: event.id, source: event.source, filter, comment });
          } catch (err) {
            if (!(err instanceof PendingRequestsFull)) throw err;
            reply.header('retry-after', String(PENDING_FULL_RETRY_SECONDS));
            throw new PactError(429, 'BadRequest', err.message);
          }
          break;
        }
        case pactEventTypes.published: {
          const data = publishedDataSchema.safeParse(event.data);
          if (!data.success)
            throw new PactError(400, 'BadRequest', data.error.issues[0]?.message ?? 'Bad Request');
          // Accepted: this portal does not collect its clients' suppliers' footprints (yet).
          request.log.info(
            { connectionId: connection.id, pfIds: data.data.pfIds.length },
            'PACT Published event',
          );
          break;
        }
        case pactEventTypes.requestFulfilled:
        case pactEventTypes.requestRejected:
          throw new PactError(400, 'BadRequest', 'This host sent no request this event could answer.');
        default:
          throw new PactError(400, 'BadRequest', `Unsupported event type: ${event.type}`);
      }
      // PACT 'Action Events': 200 with an empty body.
      return reply.status(200).send();
    },
  );
};
