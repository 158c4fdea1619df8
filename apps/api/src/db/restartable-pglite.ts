import type { PGlite } from '@electric-sql/pglite';
import { DatabaseRestartingError } from '../lib/database-errors';
import { assertChannelName, type NotificationHandlers, type StopListening } from './notifications';

export type EmbeddedRestartEvent =
  | { phase: 'crashed'; err: unknown }
  | { phase: 'restarted'; ms: number }
  | { phase: 'restart-failed'; err: unknown; retryInMs: number };

/** What drizzle's PGlite driver calls on its client. */
export type PgliteClient = Pick<PGlite, 'query' | 'exec' | 'transaction'>;

/**
 * A trap inside PGlite's WebAssembly ('memory access out of bounds', 'unreachable', …) leaves that
 * instance unusable: every later query fails the same way. Nothing else throws these.
 */
export function isEngineCrash(err: unknown): boolean {
  // WebAssembly.RuntimeError (its class is not in this project's type libraries).
  return err instanceof Error && err.name === 'RuntimeError';
}

const CLOSE_TIMEOUT_MS = 2_000;
const MAX_RETRY_MS = 30_000;

/**
 * The embedded database, restarted in this process when its engine crashes (issue #8,
 * docs/decisions/0003-embedded-database-restarts-in-process.md).
 *
 * `client` is what drizzle holds for the life of the app: every call goes to the current PGlite.
 * When one fails with an engine crash, the crashed instance is dropped and a new one is opened on
 * the same data directory (PostgreSQL's crash recovery replays the WAL, as after a power cut).
 * Meanwhile every query fails at once with DatabaseRestartingError, which the API answers 503
 * with Retry-After; the request that hit the crash gets the same.
 */
export class RestartablePglite {
  readonly client: PgliteClient;
  private restarting: Promise<void> | null = null;
  private closed = false;
  private readonly subscriptions = new Set<{ channel: string; handlers: NotificationHandlers }>();

  constructor(
    private current: PGlite,
    /** Opens a fresh instance on the same data, migrated. */
    private readonly reopen: () => Promise<PGlite>,
    private readonly onEvent: (event: EmbeddedRestartEvent) => void = () => {},
  ) {
    this.client = {
      query: (...args) => this.run((pg) => pg.query(...args)),
      exec: (...args) => this.run((pg) => pg.exec(...args)),
      transaction: (callback) => this.run((pg) => pg.transaction(callback)),
    };
  }

  private async run<T>(call: (pg: PGlite) => Promise<T>): Promise<T> {
    if (this.restarting) throw new DatabaseRestartingError();
    const instance = this.current;
    try {
      return await call(instance);
    } catch (err) {
      if (!isEngineCrash(err)) throw err;
      this.restartAfterCrash(instance, err);
      throw new DatabaseRestartingError(err);
    }
  }

  /**
   * LISTEN on the current instance, and again on each instance that replaces it: a crash
   * reports `up(false)` (what was sent meanwhile is lost with the instance), the restart `up(true)`.
   */
  async listen(channel: string, handlers: NotificationHandlers): Promise<StopListening> {
    assertChannelName(channel);
    const subscription = { channel, handlers };
    this.subscriptions.add(subscription);
    await this.listenOn(this.current, subscription);
    return async () => {
      this.subscriptions.delete(subscription);
    };
  }

  private async listenOn(
    instance: PGlite,
    subscription: { channel: string; handlers: NotificationHandlers },
  ): Promise<void> {
    await instance.listen(subscription.channel, (payload) => {
      // Deliveries from a replaced instance, or after unsubscribing, are ignored.
      if (instance === this.current && this.subscriptions.has(subscription)) {
        subscription.handlers.message(payload);
      }
    });
    if (instance === this.current && !this.restarting) subscription.handlers.up(true);
  }

  private restartAfterCrash(crashed: PGlite, err: unknown) {
    // Several queries may fail on the same crashed instance: only the first restarts it.
    if (this.restarting || this.closed || crashed !== this.current) return;
    for (const subscription of this.subscriptions) subscription.handlers.up(false);
    this.onEvent({ phase: 'crashed', err });
    this.restarting = this.restart(crashed).finally(() => {
      this.restarting = null;
    });
  }

  private async restart(crashed: PGlite): Promise<void> {
    const started = Date.now();
    // A crashed instance may throw or hang on close; it is dropped either way.
    await Promise.race([
      crashed.close(),
      new Promise((resolve) => setTimeout(resolve, CLOSE_TIMEOUT_MS)),
    ]).catch(() => {});
    for (let attempt = 1; !this.closed; attempt++) {
      try {
        const fresh = await this.reopen();
        this.current = fresh;
        this.restarting = null;
        for (const subscription of this.subscriptions) {
          await this.listenOn(fresh, subscription).catch(() => {});
        }
        this.onEvent({ phase: 'restarted', ms: Date.now() - started });
        return;
      } catch (err) {
        const retryInMs = Math.min(MAX_RETRY_MS, 500 * 2 ** attempt);
        this.onEvent({ phase: 'restart-failed', err, retryInMs });
        await new Promise((resolve) => setTimeout(resolve, retryInMs));
      }
    }
  }

  async close(): Promise<void> {
    this.closed = true;
    await this.restarting;
    await this.current.close();
  }
}
