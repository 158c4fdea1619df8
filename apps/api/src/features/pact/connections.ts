import { createHash, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import {
  type PactCallback,
  type PactConnection,
  type PactConnectionCreate,
  type PactConnectionCreated,
  pactMessages,
} from '@pharmatrace/domain';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Database, Queryable } from '../../db/client';
import { pactConnections } from '../../db/schema';
import { notFound } from '../../lib/app-error';
import { audit } from '../../lib/audit';
import type { ClientAuth } from '../../plugins/auth';
import type { SecretBox } from './secret-box';

export type ConnectionRow = typeof pactConnections.$inferSelect;

/** The customer's host a connection calls back, decrypted only when a callback is sent. */
export interface CallbackTarget extends PactCallback {
  connectionId: string;
}

/**
 * A secret is 256 random bits, so one SHA-256 is enough to store it (decision 0032): no
 * dictionary can reach it, and a slow password hash would only hand the token endpoint's callers
 * a way to burn CPU. Compared in constant time.
 */
export function hashConnectionSecret(secret: string): string {
  return createHash('sha256').update(secret, 'utf8').digest('hex');
}

/** The public client id (16 characters) and the secret (43), prefixed so a leak is recognisable. */
function newCredentials() {
  return {
    clientKey: `pact-${randomBytes(12).toString('base64url')}`,
    secret: `pts_${randomBytes(32).toString('base64url')}`,
  };
}

/** How often last_used_at is written at most: a busy connection costs no write per call. */
const LAST_USE_GRANULARITY_SECONDS = 60;

/** The client's PACT connections: the credentials its customers use (issue #24). */
export class PactConnections {
  constructor(
    private readonly db: Database,
    private readonly box: SecretBox,
  ) {}

  async create(auth: ClientAuth, body: PactConnectionCreate): Promise<PactConnectionCreated> {
    const id = randomUUID();
    const { clientKey, secret } = newCredentials();
    const callback = body.callback;
    await this.db.transaction(async (tx) => {
      await tx.insert(pactConnections).values({
        id,
        clientId: auth.clientId,
        name: body.name,
        clientKey,
        secretHash: hashConnectionSecret(secret),
        callbackApiUrl: callback ? trimSlash(callback.apiUrl) : null,
        callbackAuthUrl: callback?.authUrl ? trimSlash(callback.authUrl) : null,
        callbackClientId: callback?.clientId ?? null,
        callbackSecret: callback ? this.box.seal(callback.clientSecret, id) : null,
        createdByUserId: auth.userId,
      });
      await audit(tx, {
        actorUserId: auth.userId,
        clientId: auth.clientId,
        action: 'pact.connection_created',
        details: { connectionId: id, name: body.name, clientKey, callback: callback?.apiUrl ?? null },
      });
    });
    return { id, name: body.name, clientId: clientKey, clientSecret: secret };
  }

  /** The client's live connections, newest first. */
  async list(clientId: string): Promise<PactConnection[]> {
    const rows = await this.db
      .select()
      .from(pactConnections)
      .where(and(eq(pactConnections.clientId, clientId), isNull(pactConnections.revokedAt)))
      .orderBy(desc(pactConnections.createdAt));
    return rows.map((row) => ({
      id: row.id,
      name: row.name,
      clientId: row.clientKey,
      createdAt: row.createdAt.toISOString(),
      lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
      callbackApiUrl: row.callbackApiUrl,
    }));
  }

  /** Revokes one of the caller's connections: its tokens stop working at once (404 if not live). */
  async revoke(auth: ClientAuth, id: string): Promise<void> {
    await this.db.transaction(async (tx) => {
      const [row] = await tx
        .update(pactConnections)
        .set({ revokedAt: sql`now()`, revokedByUserId: auth.userId })
        .where(
          and(
            eq(pactConnections.id, id),
            eq(pactConnections.clientId, auth.clientId),
            isNull(pactConnections.revokedAt),
          ),
        )
        .returning({ name: pactConnections.name });
      if (!row) throw notFound(pactMessages.connectionNotFound);
      await audit(tx, {
        actorUserId: auth.userId,
        clientId: auth.clientId,
        action: 'pact.connection_revoked',
        details: { connectionId: id, name: row.name },
      });
    });
  }

  /** The live connection these credentials belong to, or undefined (unknown id, wrong secret, revoked). */
  async authenticate(clientKey: string, secret: string): Promise<ConnectionRow | undefined> {
    const [row] = await this.db
      .select()
      .from(pactConnections)
      .where(and(eq(pactConnections.clientKey, clientKey), isNull(pactConnections.revokedAt)));
    const presented = Buffer.from(hashConnectionSecret(secret), 'hex');
    // Compared even for an unknown id, against a hash no secret has, so both take the same time.
    const stored = Buffer.from(row?.secretHash ?? '0'.repeat(64), 'hex');
    const matches = timingSafeEqual(presented, stored);
    return row && matches ? row : undefined;
  }

  /** The connection a token names, if it is still live and still the client's. */
  async findLive(q: Queryable, id: string, clientId: string): Promise<ConnectionRow | undefined> {
    const [row] = await q
      .select()
      .from(pactConnections)
      .where(
        and(
          eq(pactConnections.id, id),
          eq(pactConnections.clientId, clientId),
          isNull(pactConnections.revokedAt),
        ),
      );
    return row;
  }

  /** Records a use (a token taken, a call made), at most once a minute per connection. */
  async touch(id: string): Promise<void> {
    await this.db
      .update(pactConnections)
      .set({ lastUsedAt: sql`now()` })
      .where(
        and(
          eq(pactConnections.id, id),
          sql`(${pactConnections.lastUsedAt} is null or ${pactConnections.lastUsedAt} < now() - make_interval(secs => ${LAST_USE_GRANULARITY_SECONDS}))`,
        ),
      );
  }

  /** The live connections of a client (staff's count, the publication panel). */
  async countLive(q: Queryable, clientId: string): Promise<number> {
    const [row] = await q
      .select({ n: sql<number>`count(*)::int` })
      .from(pactConnections)
      .where(and(eq(pactConnections.clientId, clientId), isNull(pactConnections.revokedAt)));
    return row?.n ?? 0;
  }

  /** The customer's host to call back, its secret decrypted; undefined when none was given. */
  callbackOf(row: ConnectionRow): CallbackTarget | undefined {
    if (!row.callbackApiUrl || !row.callbackClientId || !row.callbackSecret) return undefined;
    return {
      connectionId: row.id,
      apiUrl: row.callbackApiUrl,
      authUrl: row.callbackAuthUrl ?? undefined,
      clientId: row.callbackClientId,
      clientSecret: this.box.open(row.callbackSecret, row.id),
    };
  }
}

function trimSlash(url: string): string {
  return url.replace(/\/+$/, '');
}
