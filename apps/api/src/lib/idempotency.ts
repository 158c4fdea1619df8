import { createHash } from 'node:crypto';
import { MAX_IDEMPOTENCY_KEY_LENGTH, serverMessages } from '@pharmatrace/domain';
import { and, eq, lt, sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Database, Transaction } from '../db/client';
import { idempotencyKeys } from '../db/schema';
import { AppError } from './app-error';

/** A key's first answer is kept at least this long, then purged (docs/architecture.md 'Idempotency'). */
export const IDEMPOTENCY_KEY_HOURS = 24;
const PURGE_EVERY_MS = 60 * 60 * 1000;

/**
 * The optional `Idempotency-Key` request header, declared in the schema of each write that
 * accepts it (so it is checked with the other input, and shown in the OpenAPI description).
 * Loose: the other headers stay as they are.
 */
export const idempotencyKeyHeaders = z.looseObject({
  'idempotency-key': z
    .string()
    .min(1, serverMessages.idempotencyKeyInvalid)
    .max(MAX_IDEMPOTENCY_KEY_LENGTH, serverMessages.idempotencyKeyInvalid)
    .regex(/^[\x21-\x7e]+$/, serverMessages.idempotencyKeyInvalid)
    .optional()
    .describe(
      'A key of your choice (for instance a UUID), new for each action: a repeat with the same key answers the first answer without writing again.',
    ),
});

/** The write a key protects; it must run all its statements on `tx` when one is given. */
export type ProtectedWrite<T> = (tx: Transaction | undefined) => Promise<T>;

interface Answer {
  statusCode: number;
  body: unknown;
  replayed: boolean;
}

/**
 * `Idempotency-Key` on submissions and draft creations (issue #8: a submission is never lost or
 * doubled). The key's record is inserted first in the transaction of the write it protects:
 * - a repeat after the commit finds the record and gets the first answer, without writing;
 * - a concurrent repeat's insert waits on the primary key (user, key) until the first commits,
 *   then finds the record; if the first rolled back, the repeat writes instead;
 * - a crash loses the write and its record together, so a resent key writes once.
 * Only successful answers are recorded: an error rolls the record back with the write.
 */
export class IdempotencyKeys {
  private timer: NodeJS.Timeout | undefined;

  constructor(private readonly db: Database) {}

  /**
   * Runs `write` once per key of the caller (`userId`, from the route's auth) and answers
   * `status` with its result, or the recorded answer of a repeat (with `Idempotent-Replayed:
   * true`). Without a key, just writes.
   */
  async reply<T>(
    userId: string,
    request: FastifyRequest,
    reply: FastifyReply,
    status: number,
    write: ProtectedWrite<T>,
  ): Promise<T> {
    const key = request.headers['idempotency-key'];
    if (typeof key !== 'string') {
      const body = await write(undefined);
      reply.status(status);
      return body;
    }
    const answer = await this.once(userId, key, fingerprint(request), status, write);
    reply.status(answer.statusCode);
    if (answer.replayed) reply.header('idempotent-replayed', 'true');
    return answer.body as T;
  }

  private async once<T>(
    userId: string,
    key: string,
    requestHash: string,
    status: number,
    write: ProtectedWrite<T>,
  ): Promise<Answer> {
    const thisKey = and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key));
    return this.db.transaction(async (tx) => {
      const [claimed] = await tx
        .insert(idempotencyKeys)
        .values({ userId, key, requestHash })
        .onConflictDoNothing()
        .returning({ key: idempotencyKeys.key });
      if (claimed) {
        const body = await write(tx);
        await tx.update(idempotencyKeys).set({ statusCode: status, response: body }).where(thisKey);
        return { statusCode: status, body, replayed: false };
      }
      // The insert waited for the transaction that holds the key, which committed: its record is whole.
      const [first] = await tx.select().from(idempotencyKeys).where(thisKey);
      if (!first || first.statusCode === null) throw new Error('idempotency record missing after a conflict');
      if (first.requestHash !== requestHash) {
        throw new AppError('UNPROCESSABLE_CONTENT', serverMessages.idempotencyKeyReused, {
          detailCode: 'IDEMPOTENCY_KEY_REUSED',
        });
      }
      return { statusCode: first.statusCode, body: first.response, replayed: true };
    });
  }

  async purgeExpired(): Promise<void> {
    await this.db
      .delete(idempotencyKeys)
      .where(lt(idempotencyKeys.createdAt, sql`now() - make_interval(hours => ${IDEMPOTENCY_KEY_HOURS})`));
  }

  startPurging(onError: (err: unknown) => void): void {
    this.timer = setInterval(() => this.purgeExpired().catch(onError), PURGE_EVERY_MS);
    this.timer.unref();
  }

  stopPurging(): void {
    clearInterval(this.timer);
  }
}

/** What makes two requests the same: method, path and body (its keys in a fixed order). */
function fingerprint(request: FastifyRequest): string {
  const path = request.url.split('?')[0];
  return createHash('sha256')
    .update(`${request.method} ${path}\n${canonicalJson(request.body)}`)
    .digest('hex');
}

/** JSON with object keys sorted, so that `{a, b}` and `{b, a}` are one request. Bodies are bounded in depth. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}
