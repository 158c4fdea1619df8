import type { FastifyBaseLogger } from 'fastify';

/**
 * The loop of a transactional outbox's worker (the mail outbox, the PACT callbacks): `drain`
 * every `pollMs` and whenever asked (`kick`, after a request queued work), never two drains at
 * once (a kick during a drain runs one more after it), and `stop` waits for the drain in flight.
 * What a drain claims and sends, and how it retries, is the outbox's own.
 */
export class PollingWorker {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private again = false;
  private stopped = false;

  constructor(
    private readonly drain: () => Promise<void>,
    private readonly log: Pick<FastifyBaseLogger, 'warn'>,
    private readonly failureMessage: string,
    private readonly pollMs: number,
  ) {}

  /** Whether stop() was called: a drain checks it between two sends. */
  get isStopped(): boolean {
    return this.stopped;
  }

  start(): void {
    this.stopped = false;
    this.timer = setInterval(() => this.kick(), this.pollMs);
    this.timer.unref();
    this.kick();
  }

  /** Ask for a drain now, without waiting for it. */
  kick(): void {
    if (this.stopped) return;
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = this.drain()
      .catch((err) => this.log.warn({ err }, this.failureMessage))
      .finally(() => {
        this.running = undefined;
        if (this.again) {
          this.again = false;
          this.kick();
        }
      });
  }

  /** Stops polling and waits for the drain in flight. */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    await this.running;
  }
}
