import { and, eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, Queryable } from '../db/client';
import { mailOutbox } from '../db/schema';
import { PollingWorker } from '../lib/polling-worker';
import type { MailContent } from './templates';
import type { MailTransport } from './transport';

/** Queues an e-mail inside the caller's transaction: it is sent only if the change commits. */
export async function enqueueMail(q: Queryable, to: string, content: MailContent): Promise<void> {
  await q.insert(mailOutbox).values({ to, ...content });
}

/** How long a claimed message stays invisible to other senders while being sent. */
const LEASE_SECONDS = 120;
const BATCH = 10;

/** 5 s, 10 s, 20 s … capped at one hour: a failing SMTP server delays mail, never loses it. */
export function retryDelaySeconds(attempts: number): number {
  return Math.min(3600, 5 * 2 ** Math.max(0, attempts - 1));
}

/**
 * Drains the outbox. Messages are claimed with FOR UPDATE SKIP LOCKED and a lease, then sent
 * outside any transaction, so several instances never send one message twice in normal
 * operation, a slow SMTP server never holds a database lock, and a crash mid-send only
 * delays the message until its lease runs out.
 */
export class MailOutbox {
  private readonly worker: PollingWorker;

  constructor(
    private readonly db: Database,
    private readonly transport: MailTransport,
    private readonly log: FastifyBaseLogger,
    pollMs = 2000,
  ) {
    this.worker = new PollingWorker(() => this.drain(), log, 'mail outbox drain failed', pollMs);
  }

  start(): void {
    this.worker.start();
  }

  /** Ask for a drain now (after a request queued mail), without waiting for it. */
  kick(): void {
    this.worker.kick();
  }

  /** Stops polling and waits for the batch in flight. */
  async stop(): Promise<void> {
    await this.worker.stop();
    await this.transport.close();
  }

  private async drain(): Promise<void> {
    for (;;) {
      const claimed = await this.db
        .update(mailOutbox)
        .set({
          nextAttemptAt: sql`now() + make_interval(secs => ${LEASE_SECONDS})`,
          attempts: sql`${mailOutbox.attempts} + 1`,
        })
        .where(
          sql`${mailOutbox.id} in (select id from mail_outbox where status = 'PENDING' and next_attempt_at <= now() order by created_at limit ${BATCH} for update skip locked)`,
        )
        .returning();
      if (claimed.length === 0) return;
      for (const mail of claimed) {
        try {
          await this.transport.send({ to: mail.to, subject: mail.subject, text: mail.text, html: mail.html });
          await this.db
            .update(mailOutbox)
            .set({ status: 'SENT', sentAt: new Date(), lastError: null })
            .where(and(eq(mailOutbox.id, mail.id), eq(mailOutbox.status, 'PENDING')));
          this.log.info({ mailId: mail.id, subject: mail.subject }, 'mail sent');
        } catch (err) {
          const delay = retryDelaySeconds(mail.attempts);
          await this.db
            .update(mailOutbox)
            .set({
              lastError: err instanceof Error ? err.message.slice(0, 500) : String(err),
              nextAttemptAt: sql`now() + make_interval(secs => ${delay})`,
            })
            .where(eq(mailOutbox.id, mail.id));
          this.log.warn(
            { mailId: mail.id, attempts: mail.attempts, retryInSeconds: delay, err },
            'mail not sent, will retry',
          );
        }
        if (this.worker.isStopped) return;
      }
      if (claimed.length < BATCH) return;
    }
  }
}
