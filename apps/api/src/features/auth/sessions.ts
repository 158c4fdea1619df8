import type { AuthenticationResult } from '@pharmatrace/domain';
import { serverMessages } from '@pharmatrace/domain';
import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Database, Queryable } from '../../db/client';
import { refreshTokens, sessions, users } from '../../db/schema';
import { unauthorized } from '../../lib/app-error';
import type { TokenService } from './tokens';

/** Issue #3: keepLogged false gives about a day, true about 30 days. */
export const REFRESH_LIFETIME_SECONDS = { short: 24 * 3600, long: 30 * 24 * 3600 } as const;
/** A replay of a just-rotated token within this window is a second tab, not a thief. */
export const ROTATION_GRACE_SECONDS = 10;

function sessionLifetime(keepLogged: boolean): number {
  return keepLogged ? REFRESH_LIFETIME_SECONDS.long : REFRESH_LIFETIME_SECONDS.short;
}

export interface SessionUser {
  id: string;
  role: 'MAIN' | 'SUB' | 'STAFF';
  clientId: string | null;
}

async function authenticationResult(
  tokens: TokenService,
  user: SessionUser,
  sessionId: string,
  refreshToken: string,
): Promise<AuthenticationResult> {
  return {
    AccessToken: await tokens.signAccess({
      userId: user.id,
      sessionId,
      role: user.role,
      clientId: user.clientId,
    }),
    RefreshToken: refreshToken,
    ExpiresIn: tokens.accessTtlSeconds,
    TokenType: 'Bearer',
  };
}

/** Opens a session (a new family of refresh tokens) and answers its first tokens. */
export async function startSession(
  q: Queryable,
  tokens: TokenService,
  user: SessionUser,
  keepLogged: boolean,
): Promise<AuthenticationResult> {
  const [session] = await q
    .insert(sessions)
    .values({
      userId: user.id,
      keepLogged,
      expiresAt: new Date(Date.now() + sessionLifetime(keepLogged) * 1000),
    })
    .returning({ id: sessions.id });
  const refreshToken = tokens.newRefreshToken();
  await q.insert(refreshTokens).values({ sessionId: session!.id, tokenHash: tokens.hashToken(refreshToken) });
  return authenticationResult(tokens, user, session!.id, refreshToken);
}

/**
 * Rotates a refresh token: the presented one is marked used and its successor issued.
 * Replaying a used token revokes the whole session (it may have been stolen), except within
 * a few seconds of its rotation, when the same successor is handed back (two tabs at once).
 */
export async function rotateRefreshToken(
  db: Database,
  tokens: TokenService,
  presented: string,
  /** Called once a reuse has revoked the session (so this process's cache drops it at once). */
  onRevoked: (sessionId: string) => void = () => {},
): Promise<AuthenticationResult> {
  const invalid = () => unauthorized(serverMessages.invalidRefreshToken, 'INVALID_REFRESH_TOKEN');
  const outcome = await db.transaction(async (tx): Promise<AuthenticationResult | { reusedIn: string }> => {
    const [row] = await tx
      .select({
        tokenId: refreshTokens.id,
        usedAt: refreshTokens.usedAt,
        sessionId: sessions.id,
        keepLogged: sessions.keepLogged,
        expiresAt: sessions.expiresAt,
        revokedAt: sessions.revokedAt,
        userId: users.id,
        role: users.role,
        clientId: users.clientId,
      })
      .from(refreshTokens)
      .innerJoin(sessions, eq(sessions.id, refreshTokens.sessionId))
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(eq(refreshTokens.tokenHash, tokens.hashToken(presented)))
      .for('update', { of: refreshTokens });
    if (!row || row.revokedAt || row.expiresAt.getTime() <= Date.now()) throw invalid();
    const user: SessionUser = { id: row.userId, role: row.role, clientId: row.clientId };
    const successor = tokens.successorOf(presented);
    const successorHash = tokens.hashToken(successor);

    if (row.usedAt) {
      const sinceUse = (Date.now() - row.usedAt.getTime()) / 1000;
      const [next] = await tx.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, successorHash));
      if (sinceUse <= ROTATION_GRACE_SECONDS && next && !next.usedAt) {
        return authenticationResult(tokens, user, row.sessionId, successor);
      }
      return { reusedIn: row.sessionId };
    }

    await tx.update(refreshTokens).set({ usedAt: sql`now()` }).where(eq(refreshTokens.id, row.tokenId));
    await tx
      .insert(refreshTokens)
      .values({ sessionId: row.sessionId, tokenHash: successorHash })
      .onConflictDoNothing();
    // Sliding expiry: an active user stays logged in.
    await tx
      .update(sessions)
      .set({
        lastUsedAt: sql`now()`,
        expiresAt: new Date(Date.now() + sessionLifetime(row.keepLogged) * 1000),
      })
      .where(eq(sessions.id, row.sessionId));
    return authenticationResult(tokens, user, row.sessionId, successor);
  });
  if ('reusedIn' in outcome) {
    // Reuse outside the grace window: the token may have been stolen, end the whole family.
    // Done after the transaction so the revocation is committed although the answer is a 401.
    await revokeSession(db, outcome.reusedIn, 'refresh token reuse');
    onRevoked(outcome.reusedIn);
    throw invalid();
  }
  return outcome;
}

/** Ends one session: its refresh tokens and its access tokens stop working at once. */
export async function revokeSession(q: Queryable, sessionId: string, reason: string): Promise<void> {
  await q
    .update(sessions)
    .set({ revokedAt: sql`now()`, revokedReason: reason })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}

/** Ends every session of a user, but `keep` (the one making the change) when given. */
export async function revokeUserSessions(
  q: Queryable,
  userId: string,
  reason: string,
  keep?: string,
): Promise<void> {
  await q
    .update(sessions)
    .set({ revokedAt: sql`now()`, revokedReason: reason })
    .where(
      and(eq(sessions.userId, userId), isNull(sessions.revokedAt), keep ? ne(sessions.id, keep) : undefined),
    );
}

/** The session a refresh token belongs to, if any (for logout by refresh token). */
export async function sessionOfRefreshToken(
  q: Queryable,
  tokens: TokenService,
  token: string,
): Promise<string | null> {
  const [row] = await q
    .select({ sessionId: refreshTokens.sessionId })
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, tokens.hashToken(token)));
  return row?.sessionId ?? null;
}
