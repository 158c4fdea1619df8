import { eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import { pactConnections, pactOutbox } from '../../db/schema';
import { failureText, OutboxSender, retryDelaySeconds } from '../../lib/outbox-drain';
import type { CallbackHttp } from './callback-http';
import type { CallbackTarget, PactConnections } from './connections';

interface CachedToken {
  token: string;
  /** ms since epoch, with a margin taken off. */
  expiresAt: number;
}

/**
 * Sends the RequestFulfilled / RequestRejected callbacks of the `pact_outbox` (decision 0033),
 * with `drainOutbox` as MailOutbox sends mail: rows claimed with FOR UPDATE SKIP LOCKED and a lease, sent
 * outside any transaction, marked SENT on a 2xx, else retried after 5 s, 10 s, 20 s … at most an
 * hour apart, and given up (GAVE_UP) once `give_up_at` (72 hours after it was queued) has passed.
 * Each call takes a token from the requester's own token endpoint (found through its OpenID
 * configuration when it has one, else `{auth base}/auth/token`, PACT v3 'Authentication Flow'),
 * kept until shortly before it expires.
 */
export class PactCallbackOutbox extends OutboxSender<typeof pactOutbox> {
  private readonly tokens = new Map<string, CachedToken>();

  constructor(
    private readonly db: Database,
    private readonly connections: PactConnections,
    private readonly http: CallbackHttp,
    private readonly log: FastifyBaseLogger,
    pollMs = 2000,
  ) {
    super(db, pactOutbox, log, 'PACT callback outbox drain failed', pollMs);
  }

  protected close(): void {
    this.http.close();
  }

  protected async deliver(row: typeof pactOutbox.$inferSelect): Promise<void> {
    const [connection] = await this.db
      .select()
      .from(pactConnections)
      .where(eq(pactConnections.id, row.connectionId));
    const target = connection && !connection.revokedAt ? this.connections.callbackOf(connection) : undefined;
    if (!target) {
      await this.finish(
        row.id,
        'GAVE_UP',
        connection?.revokedAt ? 'connection revoked' : 'no callback address',
      );
      return;
    }
    try {
      await this.send(target, row.event);
      await this.finish(row.id, 'SENT', null);
      this.log.info({ callbackId: row.id, type: row.event.type }, 'PACT callback sent');
    } catch (err) {
      const message = failureText(err);
      const delay = retryDelaySeconds(row.attempts);
      // Past the deadline: given up. Before it: the next try, at the latest at the deadline itself.
      const [after] = await this.db
        .update(pactOutbox)
        .set({
          lastError: message,
          status: sql`case when now() >= ${pactOutbox.giveUpAt} then 'GAVE_UP' else 'PENDING' end`,
          nextAttemptAt: sql`least(now() + make_interval(secs => ${delay}), ${pactOutbox.giveUpAt})`,
        })
        .where(eq(pactOutbox.id, row.id))
        .returning({ status: pactOutbox.status });
      this.log.warn(
        {
          callbackId: row.id,
          attempts: row.attempts,
          retryInSeconds: delay,
          status: after?.status,
          err: message,
        },
        after?.status === 'GAVE_UP' ? 'PACT callback given up' : 'PACT callback not accepted, will retry',
      );
    }
  }

  private async finish(id: string, status: 'SENT' | 'GAVE_UP', lastError: string | null): Promise<void> {
    await this.db
      .update(pactOutbox)
      .set({ status, lastError, ...(status === 'SENT' ? { sentAt: sql`now()` } : {}) })
      .where(eq(pactOutbox.id, id));
  }

  private async send(target: CallbackTarget, event: Record<string, unknown>): Promise<void> {
    const token = await this.token(target);
    const answer = await this.http.request(`${target.apiUrl}/3/events`, {
      method: 'POST',
      headers: {
        'content-type': 'application/cloudevents+json; charset=UTF-8',
        authorization: `Bearer ${token}`,
      },
      body: JSON.stringify(event),
    });
    if (answer.status === 401) this.tokens.delete(target.connectionId);
    if (answer.status < 200 || answer.status >= 300) {
      throw new Error(
        `the requester's events endpoint answered ${answer.status}: ${answer.body.slice(0, 200)}`,
      );
    }
  }

  /** A token from the requester's token endpoint (RFC 6749 §4.4, client credentials in Basic auth). */
  private async token(target: CallbackTarget): Promise<string> {
    const cached = this.tokens.get(target.connectionId);
    if (cached && cached.expiresAt > Date.now()) return cached.token;
    const tokenUrl = await this.tokenEndpoint(target.authUrl ?? target.apiUrl);
    // RFC 6749 §2.3.1: the id and secret are form-urlencoded before the Basic encoding.
    const basic = Buffer.from(
      `${encodeURIComponent(target.clientId)}:${encodeURIComponent(target.clientSecret)}`,
    ).toString('base64');
    const answer = await this.http.request(tokenUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', authorization: `Basic ${basic}` },
      body: 'grant_type=client_credentials',
    });
    const body = parseJson(answer.body) as { access_token?: unknown; expires_in?: unknown } | undefined;
    if (answer.status !== 200 || typeof body?.access_token !== 'string') {
      throw new Error(
        `the requester's token endpoint answered ${answer.status}: ${answer.body.slice(0, 200)}`,
      );
    }
    const seconds = typeof body.expires_in === 'number' && body.expires_in > 0 ? body.expires_in : 300;
    this.tokens.set(target.connectionId, {
      token: body.access_token,
      expiresAt: Date.now() + Math.max(0, seconds - 30) * 1000,
    });
    return body.access_token;
  }

  /** The OpenID configuration's token_endpoint when the requester publishes one, else /auth/token. */
  private async tokenEndpoint(authBase: string): Promise<string> {
    try {
      const answer = await this.http.request(`${authBase}/.well-known/openid-configuration`, {
        method: 'GET',
      });
      const config =
        answer.status === 200 ? (parseJson(answer.body) as { token_endpoint?: unknown }) : undefined;
      if (typeof config?.token_endpoint === 'string' && config.token_endpoint.startsWith('https://')) {
        return config.token_endpoint;
      }
    } catch {
      // No discovery document: the default endpoint.
    }
    return `${authBase}/auth/token`;
  }
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
