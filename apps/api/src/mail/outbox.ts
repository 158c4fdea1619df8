import { and, eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, Queryable } from '../db/client';
import { mailOutbox } from '../db/schema';
import { drainOutbox, failureText, retryDelaySeconds } from '../lib/outbox-drain';
import { PollingWorker } from '../lib/polling-worker';
import type { MailContent } from './templates';
import type { MailTransport } from './transport';

/** Queues an e-mail inside the caller's transaction: it is sent only if the change commits. */
export async function enqueueMail(q: Queryable, to: string, content: MailContent): Promise<void> {
  await q.insert(mailOutbox).values({ to, ...content });
}

/**
 * Drains the outbox with `drainOutbox` (claimed with FOR UPDATE SKIP LOCKED and a lease, sent
 * outside any transaction); a failed send is tried again after 5 s, 10 s, 20 s … at most an hour.
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

  private drain(): Promise<void> {
    return drainOutbox(
      this.db,
      mailOutbox,
      (mail) => this.deliver(mail),
      () => this.worker.isStopped,
    );
  }

  private async deliver(mail: typeof mailOutbox.$inferSelect): Promise<void> {
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
          lastError: failureText(err),
          nextAttemptAt: sql`now() + make_interval(secs => ${delay})`,
        })
        .where(eq(mailOutbox.id, mail.id));
      this.log.warn(
        { mailId: mail.id, attempts: mail.attempts, retryInSeconds: delay, err },
        'mail not sent, will retry',
      );
    }
  }
}
