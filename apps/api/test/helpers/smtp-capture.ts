import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface CapturedMail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/**
 * A real SMTP server on a free local port that keeps every message it receives, so tests
 * read the actual e-mails the API sent through its outbox (no mocked transport).
 */
export class SmtpCapture {
  readonly messages: CapturedMail[] = [];
  /** When set, the server refuses every message (to test retries). */
  refuse = false;
  private server: SMTPServer;
  private waiters: (() => void)[] = [];
  port = 0;

  constructor() {
    this.server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData: (stream, _session, callback) => {
        if (this.refuse) {
          stream.resume();
          stream.on('end', () =>
            callback(Object.assign(new Error('mailbox unavailable'), { responseCode: 451 })),
          );
          return;
        }
        simpleParser(stream)
          .then((mail) => {
            const to = Array.isArray(mail.to) ? mail.to.map((a) => a.text).join(', ') : (mail.to?.text ?? '');
            this.messages.push({
              to,
              subject: mail.subject ?? '',
              text: mail.text ?? '',
              html: String(mail.html || ''),
            });
            for (const wake of this.waiters.splice(0)) wake();
            callback();
          })
          .catch((err: Error) => callback(err));
      },
    });
    // A sender killed mid-connection (the SIGKILL integration test kills a server whose outbox
    // holds a pooled SMTP connection) resets its socket: smtp-server reports that as an 'error'
    // event, which must not become an uncaught exception of the test process.
    this.server.on('error', () => {});
  }

  async start(): Promise<this> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    this.port = (this.server.server.address() as AddressInfo).port;
    return this;
  }

  get url() {
    return `smtp://127.0.0.1:${this.port}`;
  }

  /** Waits for the first message to `to` whose subject matches, up to `timeoutMs`. */
  async waitFor(to: string, subject?: RegExp, timeoutMs = 10_000): Promise<CapturedMail> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = this.messages.find((m) => m.to.includes(to) && (!subject || subject.test(m.subject)));
      if (found) return found;
      const left = deadline - Date.now();
      if (left <= 0)
        throw new Error(`no e-mail to ${to}${subject ? ` matching ${subject}` : ''} within ${timeoutMs} ms`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, Math.min(left, 250));
        this.waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}

/** The first 6-digit number in an e-mail's text. */
export function codeIn(mail: CapturedMail): string {
  const m = /\b(\d{6})\b/.exec(mail.text);
  if (!m) throw new Error(`no 6-digit code in: ${mail.text}`);
  return m[1]!;
}

/** The temporary password of an invitation (the line after "temporary password"). */
export function temporaryPasswordIn(mail: CapturedMail): string {
  const m = /\n\n(Tmp-\S+)\n/.exec(mail.text);
  if (!m) throw new Error(`no temporary password in: ${mail.text}`);
  return m[1]!;
}
