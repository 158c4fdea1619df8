/**
 * Searches per user per minute (issue #4, spec 001 §8 '429 shows the server's message').
 *
 * Two stores: this process's memory (the default: each instance counts on its own, so N
 * instances allow up to N × the limit, acceptable for a fair-use limit), or Redis when REDIS_URL
 * is set (redis-search-limiter.ts), shared by every instance.
 */
export type HitOutcome = { allowed: true } | { allowed: false; retryAfterSeconds: number };

export interface SearchLimiter {
  /** Counts one search by `key`; answers how long to wait when the limit is reached (nothing is counted then). */
  hit(key: string): Promise<HitOutcome>;
  close?(): Promise<void>;
}

/**
 * A sliding window log: the times of each key's searches in the last window. Exact (no burst of
 * 2 × limit at a window edge, as with fixed windows) and small: at most `limit` numbers per user.
 */
export class SlidingWindowLimiter implements SearchLimiter {
  private readonly hits = new Map<string, number[]>();
  private calls = 0;

  constructor(
    private readonly limit: number,
    private readonly windowMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  async hit(key: string): Promise<HitOutcome> {
    return this.hitNow(key);
  }

  private hitNow(key: string): HitOutcome {
    const now = this.now();
    const since = now - this.windowMs;
    let times = this.hits.get(key);
    if (!times) {
      times = [];
      this.hits.set(key, times);
    }
    // Times are appended in order, so the expired ones are at the front.
    let expired = 0;
    while (expired < times.length && times[expired]! <= since) expired += 1;
    if (expired > 0) times.splice(0, expired);

    this.calls += 1;
    if (this.calls % 1000 === 0) this.forgetIdle(since);

    if (times.length >= this.limit) {
      return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((times[0]! - since) / 1000)) };
    }
    times.push(now);
    return { allowed: true };
  }

  /** Drops users with no search in the window, so the map does not grow with every user ever seen. */
  private forgetIdle(since: number) {
    for (const [key, times] of this.hits) {
      if (times.length === 0 || times[times.length - 1]! <= since) this.hits.delete(key);
    }
  }
}
