import { inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { authThrottle } from '../../db/schema';
import { tooManyRequests } from '../../lib/app-error';

export interface ThrottleLimits {
  maxFailuresPerAccount: number;
  maxFailuresPerIp: number;
  windowSeconds: number;
  slowdownAfter: number;
}

export const throttleMessage = 'Too many failed attempts. Please wait before trying again.';

/**
 * Brute-force protection for login and code checks, counted in PostgreSQL so every API
 * instance shares it. Keys exist for unknown e-mails too: answering 429 only for real
 * accounts would tell an attacker which e-mails exist (DESIGN.md pitfalls).
 */
export class AuthThrottle {
  constructor(
    private readonly db: Database,
    private readonly limits: ThrottleLimits,
    private readonly sleep: (ms: number) => Promise<void> = (ms) => new Promise((r) => setTimeout(r, ms)),
  ) {}

  static accountKey(email: string) {
    return `account:${email.trim().toLowerCase()}`;
  }
  static ipKey(ip: string) {
    return `ip:${ip}`;
  }

  private limitFor(key: string) {
    return key.startsWith('ip:') ? this.limits.maxFailuresPerIp : this.limits.maxFailuresPerAccount;
  }

  /** Throws a 429 with Retry-After when any key has used up its failures in the current window. */
  async assertAllowed(keys: string[]): Promise<void> {
    const rows = await this.db.select().from(authThrottle).where(inArray(authThrottle.key, keys));
    const now = Date.now();
    let retryAfter = 0;
    for (const row of rows) {
      const windowEnd = row.windowStartedAt.getTime() + this.limits.windowSeconds * 1000;
      if (windowEnd > now && row.failures >= this.limitFor(row.key)) {
        retryAfter = Math.max(retryAfter, (windowEnd - now) / 1000);
      }
    }
    if (retryAfter > 0) throw tooManyRequests(throttleMessage, retryAfter);
  }

  /** Counts one failure on each key, then slows the answer down as failures pile up. */
  async recordFailure(keys: string[]): Promise<void> {
    let worst = 0;
    for (const key of keys) {
      const windowStart = sql`now() - make_interval(secs => ${this.limits.windowSeconds})`;
      const [row] = await this.db
        .insert(authThrottle)
        .values({ key, failures: 1, windowStartedAt: sql`now()` })
        .onConflictDoUpdate({
          target: authThrottle.key,
          set: {
            failures: sql`case when ${authThrottle.windowStartedAt} < ${windowStart} then 1 else ${authThrottle.failures} + 1 end`,
            windowStartedAt: sql`case when ${authThrottle.windowStartedAt} < ${windowStart} then now() else ${authThrottle.windowStartedAt} end`,
          },
        })
        .returning({ failures: authThrottle.failures });
      if (!key.startsWith('ip:')) worst = Math.max(worst, row?.failures ?? 0);
    }
    const over = worst - this.limits.slowdownAfter;
    if (over > 0) await this.sleep(Math.min(2000, over * 250));
  }

  async reset(keys: string[]): Promise<void> {
    await this.db.delete(authThrottle).where(inArray(authThrottle.key, keys));
  }
}
