import { and, eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, Queryable } from '../db/client';
import { mailOutbox } from '../db/schema';
import { failureText, OutboxSender, retryDelaySeconds } from '../lib/outbox-drain';
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
export class MailOutbox extends OutboxSender<typeof mailOutbox> {
  constructor(
    private readonly db: Database,
    private readonly transport: MailTransport,
    private readonly log: FastifyBaseLogger,
    pollMs = 2000,
  ) {
    super(db, mailOutbox, log, 'mail outbox drain failed', pollMs);
  }

  protected close(): Promise<void> {
    return this.transport.close();
  }

  protected async deliver(mail: typeof mailOutbox.$inferSelect): Promise<void> {
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
