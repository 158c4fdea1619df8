import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';
import {
  type RateLimiterAbstract,
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
} from 'rate-limiter-flexible';

export type HitOutcome = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/**
 * A fair-use limit: so many hits per key per window, counted by rate-limiter-flexible, the
 * library behind every limit of the API. Used for the medicine searches per user per minute
 * (issue #4, spec 001 §8 '429 shows the server's message') and the public label checks per
 * address (issue #14); each has its own Redis key prefix. Counted:
 * - by default in this process's memory (each instance counts on its own, so N instances allow up
 *   to N × the limit: acceptable for a fair-use limit);
 * - with REDIS_URL in Redis, one atomic counter per key shared by every instance. When Redis is
 *   away, hits go through with a warning: a fair-use limit must not take the service down.
 * A key's window starts with its first hit (the library's fixed window), so a burst of up to
 * twice the limit is possible across the end of a window.
 */
export class FairUseLimiter {
  private constructor(
    private readonly limiter: RateLimiterAbstract,
    private readonly onStoreError: (err: unknown) => void = () => {},
    private readonly ready: Promise<void> = Promise.resolve(),
    private readonly redis?: Redis,
  ) {}

  static inMemory(limit: number, windowSeconds: number): FairUseLimiter {
    return new FairUseLimiter(new RateLimiterMemory({ points: limit, duration: windowSeconds }));
  }

  static inRedis(
    url: string,
    limit: number,
    windowSeconds: number,
    log: Pick<FastifyBaseLogger, 'warn'>,
    keyPrefix = 'pharmatrace:medicine-searches',
  ): FairUseLimiter {
    // Fail fast rather than queue: a search must not wait on a Redis that is away.
    const redis = new Redis(url, {
      lazyConnect: true,
      enableOfflineQueue: false,
      maxRetriesPerRequest: 1,
      connectTimeout: 2000,
    });
    redis.on('error', (err) => log.warn({ err: err.message }, 'redis (fair-use limit) unavailable'));
    const limiter = new RateLimiterRedis({
      storeClient: redis,
      keyPrefix,
      points: limit,
      duration: windowSeconds,
      rejectIfRedisNotReady: true,
    });
    return new FairUseLimiter(
      limiter,
      (err) =>
        log.warn(
          { err: err instanceof Error ? err.message : String(err) },
          'fair-use limit not checked: redis unavailable',
        ),
      // The first connection: hits wait for it (at most connectTimeout) instead of failing open at start.
      redis.connect().catch(() => {}),
      redis,
    );
  }

  /** Counts one hit by `key`; answers how long to wait when the limit is reached. */
  async hit(key: string): Promise<HitOutcome> {
    await this.ready;
    try {
      await this.limiter.consume(key);
      return { allowed: true };
    } catch (rejection) {
      if (rejection instanceof RateLimiterRes) {
        return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(rejection.msBeforeNext / 1000)) };
      }
      this.onStoreError(rejection);
      return { allowed: true };
    }
  }

  async close(): Promise<void> {
    this.redis?.disconnect();
  }
}
