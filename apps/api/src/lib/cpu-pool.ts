import { availableParallelism } from 'node:os';
import { serverMessages, serverSaid } from '@pharmatrace/domain';
import { Piscina } from 'piscina';
import type * as Tasks from '../workers/cpu-tasks';
import { AppError, tooManyRequests } from './app-error';

/**
 * CPU-heavy work off the event loop (issue #35: an estimate, a workbook or a 50,000-row factor
 * file held the loop for seconds, and health and every other tenant with it). The work runs in a
 * pool of worker threads (piscina) sized to the machine, one core left to the event loop:
 *
 * - each caller (a client account, or a staff member) has at most PER_CALLER tasks in flight, its
 *   next one answering 429 with Retry-After, so one client cannot fill the pool;
 * - the queue is bounded: beyond it, 503 with Retry-After, never an unbounded backlog;
 * - closing waits for the tasks in flight (the app's onClose), so that SIGTERM ends work
 *   that started, and refuses what did not.
 */

type TaskName = 'estimate' | 'medicineEstimate' | 'parsePurchases' | 'parseFactors';
type TaskArgument<N extends TaskName> = Parameters<(typeof Tasks)[N]>[0];
type TaskResult<N extends TaskName> = Awaited<ReturnType<(typeof Tasks)[N]>>;

export interface CpuPoolOptions {
  /** Worker threads: the machine's cores less one for the event loop, at least one. */
  threads?: number;
  /** Tasks waiting beyond the running ones. */
  maxQueue?: number;
  /** Tasks in flight (running or waiting) per caller. */
  perCaller?: number;
  /**
   * Start the threads now and keep them (the server, main.ts): a thread takes seconds to load its
   * modules (13 s on a loaded machine, issue #40), which the first estimate after each idle minute
   * paid. Off by default: a test app that computes nothing starts no thread, and an idle one ends.
   */
  warm?: boolean;
}

/** Seconds a caller over its own limit is asked to wait: about one estimate at the cap. */
export const CALLER_RETRY_SECONDS = 2;
/** Seconds a caller is asked to wait when the queue is full. */
export const QUEUE_FULL_RETRY_SECONDS = 5;

export const defaultCpuPoolOptions = (): Required<CpuPoolOptions> => {
  const threads = Math.max(1, availableParallelism() - 1);
  return { threads, maxQueue: 8 * threads, perCaller: 2, warm: false };
};

export class CpuPool {
  private readonly pool: Piscina;
  private readonly inFlight = new Map<string, number>();
  readonly options: Required<CpuPoolOptions>;

  constructor(options: CpuPoolOptions = {}) {
    this.options = { ...defaultCpuPoolOptions(), ...options };
    this.pool = new Piscina({
      filename: new URL('../workers/cpu-worker.mjs', import.meta.url).href,
      // Warm: every thread starts now (loading while the server migrates and seeds) and stays.
      // Otherwise threads start on the first task and end after a minute idle.
      minThreads: this.options.warm ? this.options.threads : 0,
      maxThreads: this.options.threads,
      idleTimeout: 60_000,
      maxQueue: this.options.maxQueue,
    });
  }

  /** Worker threads started (loading or ready). */
  get threadCount(): number {
    return this.pool.threads.length;
  }

  /** Tasks waiting for a thread. */
  get queued(): number {
    return this.pool.queueSize;
  }

  /**
   * Runs a task in a worker thread for `caller` (a client id, a staff user's id): 429 when the
   * caller already has its share in flight, 503 when the queue is full.
   */
  async run<N extends TaskName>(caller: string, name: N, argument: TaskArgument<N>): Promise<TaskResult<N>> {
    const mine = this.inFlight.get(caller) ?? 0;
    if (mine >= this.options.perCaller)
      throw tooManyRequests(serverSaid.tooManyRequests(CALLER_RETRY_SECONDS), CALLER_RETRY_SECONDS);
    if (this.pool.queueSize >= this.options.maxQueue) throw queueFull();
    this.inFlight.set(caller, mine + 1);
    try {
      return (await this.pool.run(argument, { name })) as TaskResult<N>;
    } catch (err) {
      if (err instanceof Error && err.message === 'Task queue is at limit') throw queueFull();
      throw err;
    } finally {
      const left = (this.inFlight.get(caller) ?? 1) - 1;
      if (left > 0) this.inFlight.set(caller, left);
      else this.inFlight.delete(caller);
    }
  }

  /** Waits for the tasks in flight and ends the threads. */
  close(): Promise<void> {
    return this.pool.close();
  }
}

const queueFull = () =>
  new AppError('SERVICE_UNAVAILABLE', serverMessages.serviceUnavailable, {
    retryAfterSeconds: QUEUE_FULL_RETRY_SECONDS,
  });
