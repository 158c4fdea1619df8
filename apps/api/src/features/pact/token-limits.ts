import { RateLimiterDrizzle, RateLimiterRes } from 'rate-limiter-flexible';
import type { Database } from '../../db/client';
import { rateLimits } from '../../db/schema';

export type LimitOutcome = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/** Wrong secrets are remembered per connection for this long. */
const FAILURE_WINDOW_SECONDS = 15 * 60;

/**
 * The token endpoint's limits (issue #24 'Security'), counted with rate-limiter-flexible in the
 * `rate_limits` table like the login limits, so every instance shares them: token requests per
 * address per minute, and tries per client id (known or not) per 15 minutes, each counted BEFORE
 * the secret is checked and given back on success, so a burst gets no more checks than a
 * sequence and the owner's own successes never lock it out. Expired rows are purged with the
 * auth limits' (AuthLimits.startPurging deletes every expired row of the table).
 */
export class PactTokenLimits {
  private readonly perAddress: RateLimiterDrizzle;
  private readonly perConnection: RateLimiterDrizzle;

  constructor(db: Database, settings: { failuresPerConnection: number; requestsPerIpPerMinute: number }) {
    const common = { storeClient: db, schema: rateLimits, clearExpiredByTimeout: false };
    this.perAddress = new RateLimiterDrizzle({
      ...common,
      keyPrefix: 'pact-token-ip',
      points: settings.requestsPerIpPerMinute,
      duration: 60,
    });
    this.perConnection = new RateLimiterDrizzle({
      ...common,
      keyPrefix: 'pact-token-client',
      points: settings.failuresPerConnection,
      duration: FAILURE_WINDOW_SECONDS,
    });
  }

  address(ip: string): Promise<LimitOutcome> {
    return consume(this.perAddress, ip);
  }

  /** Counts one try of `clientKey`; call `succeeded` after a right secret. */
  connection(clientKey: string): Promise<LimitOutcome> {
    return consume(this.perConnection, clientKey.slice(0, 200));
  }

  async succeeded(clientKey: string): Promise<void> {
    await this.perConnection.reward(clientKey.slice(0, 200), 1);
  }
}

async function consume(limiter: RateLimiterDrizzle, key: string): Promise<LimitOutcome> {
  try {
    await limiter.consume(key);
    return { allowed: true };
  } catch (rejection) {
    if (!(rejection instanceof RateLimiterRes)) throw rejection;
    return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(rejection.msBeforeNext / 1000)) };
  }
}
