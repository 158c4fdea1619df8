import { sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client';
import { PollingWorker } from './polling-worker';

/** How long a claimed row stays invisible to other instances' workers while being sent. */
const LEASE_SECONDS = 120;
const BATCH = 10;

/** An outbox table: PENDING rows with `attempts` and `next_attempt_at`, oldest `created_at` first. */
export type OutboxTable = PgTable & { id: PgColumn; attempts: PgColumn; nextAttemptAt: PgColumn };

/** 5 s, 10 s, 20 s … capped at one hour: a failing receiver delays a row, never loses it. */
export function retryDelaySeconds(attempts: number): number {
  return Math.min(3600, 5 * 2 ** Math.max(0, attempts - 1));
}

/** The text kept in `last_error`: the message, at most 500 characters. */
export function failureText(err: unknown): string {
  return err instanceof Error ? err.message.slice(0, 500) : String(err);
}

/**
 * Drains an outbox (the mail outbox, the PACT callbacks): rows are claimed ten at a time with
 * FOR UPDATE SKIP LOCKED and a lease (their `attempts` counted up), then handed to `deliver`
 * outside any transaction, so several instances never send one row twice in normal operation,
 * a slow receiver never holds a database lock, and a crash mid-send only delays the row until
 * its lease runs out. `deliver` marks the row sent, or sets its next try (`retryDelaySeconds`).
 * Stops between two rows once `isStopped()` says so.
 */
export async function drainOutbox<T extends OutboxTable>(
  db: Database,
  table: T,
  deliver: (row: T['$inferSelect']) => Promise<void>,
  isStopped: () => boolean,
): Promise<void> {
  const outbox: OutboxTable = table;
  for (;;) {
    const claimed = (await db
      .update(outbox)
      .set({
        nextAttemptAt: sql`now() + make_interval(secs => ${LEASE_SECONDS})`,
        attempts: sql`${outbox.attempts} + 1`,
      } as never)
      .where(
        sql`${outbox.id} in (select id from ${outbox} where status = 'PENDING' and next_attempt_at <= now() order by created_at limit ${BATCH} for update skip locked)`,
      )
      .returning()) as T['$inferSelect'][];
    if (claimed.length === 0) return;
    for (const row of claimed) {
      await deliver(row);
      if (isStopped()) return;
    }
    if (claimed.length < BATCH) return;
  }
}

/**
 * An outbox's sender (MailOutbox, PactCallbackOutbox): a PollingWorker that drains `table` with
 * `drainOutbox`, handing each claimed row to `deliver`; `close` frees the sender's connection
 * once the drain in flight has ended.
 */
export abstract class OutboxSender<T extends OutboxTable> {
  private readonly worker: PollingWorker;

  constructor(db: Database, table: T, log: FastifyBaseLogger, failureMessage: string, pollMs: number) {
    this.worker = new PollingWorker(
      () =>
        drainOutbox(
          db,
          table,
          (row) => this.deliver(row),
          () => this.worker.isStopped,
        ),
      log,
      failureMessage,
      pollMs,
    );
  }

  start(): void {
    this.worker.start();
  }

  /** Ask for a drain now (after a transaction queued a row), without waiting for it. */
  kick(): void {
    this.worker.kick();
  }

  /** Stops polling, waits for the drain in flight, then closes the sender's connection. */
  async stop(): Promise<void> {
    await this.worker.stop();
    await this.close();
  }

  /** Sends one claimed row, then marks it sent or sets its next try. */
  protected abstract deliver(row: T['$inferSelect']): Promise<void>;

  protected abstract close(): Promise<void> | void;
}
