import { serverMessages } from '@pharmatrace/domain';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { sessions, type UserRole, users } from '../db/schema';
import type { LiveSession, SessionCache, TokenService } from '../features/auth';
import { forbidden, unauthorized } from '../lib/app-error';

/** Who is asking, established once per request by `requireAuth`. */
export interface AuthContext {
  userId: string;
  sessionId: string;
  role: UserRole;
  /** The company account; null only for staff. */
  clientId: string | null;
  email: string;
}

/** 'client': main user or sub-user; 'main': the account holder only; 'staff': provider staff. */
export type AccessLevel = 'any' | 'client' | 'main' | 'staff';

declare module 'fastify' {
  interface FastifyRequest {
    auth: AuthContext | null;
  }
  interface FastifyInstance {
    /**
     * Declared as a route's `onRequest` hook: the caller is checked before the body is read, so
     * an anonymous request costs no parsing or validation and learns nothing of the schema.
     */
    requireAuth(level: AccessLevel): onRequestAsyncHookHandler;
    /** The caller's context when a valid token is sent, else null (never throws for a bad token). */
    optionalAuth(request: FastifyRequest): Promise<AuthContext | null>;
  }
}

/** The spec's client sends the raw token; `Bearer <token>` is accepted too (DESIGN.md). */
export function readAccessToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const value = header.startsWith('Bearer ') ? header.slice(7) : header;
  return value.trim() || null;
}

async function authPlugin(app: FastifyInstance, opts: { tokens: TokenService; sessions: SessionCache }) {
  app.decorateRequest('auth', null);
  const cache = opts.sessions;

  /** The session if it is live (neither revoked nor expired), from the cache or the database. */
  async function liveSession(sessionId: string, userId: string): Promise<LiveSession | undefined> {
    const cached = cache.get(sessionId, userId);
    if (cached) return cached;
    const generation = cache.begin();
    const [row] = await app.db
      .select({
        role: users.role,
        clientId: users.clientId,
        email: users.email,
        expiresAt: sessions.expiresAt,
      })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(
        and(
          eq(sessions.id, sessionId),
          eq(sessions.userId, userId),
          isNull(sessions.revokedAt),
          gt(sessions.expiresAt, new Date()),
        ),
      );
    if (!row) return undefined;
    const live: LiveSession = { ...row, userId, expiresAt: row.expiresAt.getTime() };
    cache.put(generation, sessionId, live);
    return live;
  }

  async function authenticate(request: FastifyRequest): Promise<AuthContext> {
    const token = readAccessToken(request);
    if (!token) throw unauthorized(serverMessages.unauthorized, 'NO_TOKEN');
    const claims = await opts.tokens.verifyAccess(token);
    if (!claims) throw unauthorized(serverMessages.sessionEnded, 'INVALID_TOKEN');
    // A signature alone is not enough: logout, a password change or a deleted sub-user
    // revoke the session, and that must take effect at once (DESIGN.md pitfalls). The cache
    // answers only while every revocation reaches it (features/auth/session-cache.ts).
    const row = await liveSession(claims.sessionId, claims.userId);
    if (!row) throw unauthorized(serverMessages.sessionEnded, 'SESSION_REVOKED');
    return {
      userId: claims.userId,
      sessionId: claims.sessionId,
      role: row.role,
      clientId: row.clientId,
      email: row.email,
    };
  }

  app.decorate('optionalAuth', (request: FastifyRequest) => authenticate(request).catch(() => null));

  app.decorate('requireAuth', (level: AccessLevel): onRequestAsyncHookHandler => {
    return async (request) => {
      const auth = await authenticate(request);
      request.auth = auth;
      if (level === 'any') return;
      if (level === 'staff' ? auth.role !== 'STAFF' : auth.role === 'STAFF' || !auth.clientId) {
        throw forbidden(serverMessages.forbidden);
      }
      if (level === 'main' && auth.role !== 'MAIN') throw forbidden(serverMessages.forbidden);
    };
  });
}

export default fp(authPlugin, { name: 'auth' });

/** For handlers behind requireAuth: the context is always there. */
export function authOf(request: FastifyRequest): AuthContext {
  if (!request.auth) throw unauthorized(serverMessages.unauthorized);
  return request.auth;
}

/** A user of a company account (main or sub-user): the caller of a 'client' or 'main' route. */
export interface ClientAuth extends AuthContext {
  clientId: string;
}

/**
 * The caller as a company account's user, typed so: for handlers behind requireAuth('client' |
 * 'main'), which refuse staff (403) and anonymous callers (401) before the handler runs. Called
 * anywhere else it answers the same 401/403 rather than pass on a missing client.
 */
export function clientAuthOf(request: FastifyRequest): ClientAuth {
  const auth = authOf(request);
  const { clientId } = auth;
  if (!clientId || auth.role === 'STAFF') throw forbidden(serverMessages.forbidden);
  return { ...auth, clientId };
}

/** For handlers behind requireAuth('client' | 'main'): the caller's company account. */
export function clientIdOf(request: FastifyRequest): string {
  return clientAuthOf(request).clientId;
}
