import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';
import type { HitOutcome, SearchLimiter } from './search-limiter';

/**
 * The same sliding window as SlidingWindowLimiter, kept in Redis so that every instance shares
 * one count per user (REDIS_URL). One sorted set per user holds the times of the searches in the
 * window; the check and the count run in one Lua script, so two instances cannot both take the
 * last slot.
 */
const SLIDING_WINDOW = `
local key, now, window, limit, member = KEYS[1], tonumber(ARGV[1]), tonumber(ARGV[2]), tonumber(ARGV[3]), ARGV[4]
redis.call('ZREMRANGEBYSCORE', key, '-inf', now - window)
if redis.call('ZCARD', key) >= limit then
  local oldest = redis.call('ZRANGE', key, 0, 0, 'WITHSCORES')
  return tonumber(oldest[2]) + window - now
end
redis.call('ZADD', key, now, member)
redis.call('PEXPIRE', key, window)
return -1`;

export class RedisSearchLimiter implements SearchLimiter {
  private readonly redis: Redis;
  private sequence = 0;
  /** The first connection; hits wait for it (at most connectTimeout) instead of failing open at start. */
  private readonly ready: Promise<void>;

  constructor(
    url: string,
    private readonly limit: number,
    private readonly windowMs: number,
    private readonly log: FastifyBaseLogger,
    private readonly prefix = 'pharmatrace:medicine-searches:',
  ) {
    // Fail fast rather than queue: a search must not wait on a Redis that is away.
    this.redis = new Redis(url, {
      lazyConnect: true,
      enableOfflineQueue: false,
      maxRetriesPerRequest: 1,
      connectTimeout: 2000,
    });
    this.redis.on('error', (err) => this.log.warn({ err: err.message }, 'redis (search limit) unavailable'));
    this.ready = this.redis.connect().catch(() => {});
  }

  async hit(key: string): Promise<HitOutcome> {
    const now = Date.now();
    // Unique per hit, so two searches in the same millisecond both count.
    const member = `${now}:${process.pid}:${++this.sequence}`;
    try {
      await this.ready;
      const waitMs = Number(
        await this.redis.eval(
          SLIDING_WINDOW,
          1,
          `${this.prefix}${key}`,
          now,
          this.windowMs,
          this.limit,
          member,
        ),
      );
      if (waitMs < 0) return { allowed: true };
      return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(waitMs / 1000)) };
    } catch (err) {
      // A fair-use limit must not take the search down with it: without Redis, searches go through.
      this.log.warn(
        { err: err instanceof Error ? err.message : String(err) },
        'search limit not checked: redis unavailable',
      );
      return { allowed: true };
    }
  }

  async close(): Promise<void> {
    this.redis.disconnect();
  }
}
