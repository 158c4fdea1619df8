import { type Phrase, serverSaid } from '@pharmatrace/domain';
import { lt, sql } from 'drizzle-orm';
import { RateLimiterDrizzle, RateLimiterRes } from 'rate-limiter-flexible';
import type { Database } from '../../db/client';
import { rateLimits } from '../../db/schema';
import { tooManyRequests } from '../../lib/app-error';

/**
 * Attempt limits of the auth flows (issue #8), counted with rate-limiter-flexible in the
 * `rate_limits` table, so every instance shares them on PGlite and PostgreSQL alike (its Drizzle
 * store: one atomic INSERT … ON CONFLICT DO UPDATE … RETURNING per attempt). Every attempt is
 * counted BEFORE the secret is checked, so a burst of concurrent requests gets no more checks
 * than a sequence would. Keys exist for unknown e-mails too, so a 429 never tells whether an
 * account exists (DESIGN.md pitfalls).
 */

function store(db: Database, keyPrefix: string, points: number, durationSeconds: number) {
  // Expired rows are purged by AuthLimits.purgeExpired, whose timer stops with the app.
  return new RateLimiterDrizzle({
    storeClient: db,
    schema: rateLimits,
    keyPrefix,
    points,
    duration: durationSeconds,
    clearExpiredByTimeout: false,
  });
}

/** consume() rejects with a RateLimiterRes when over the limit, with an Error when the store fails. */
function overLimit(rejection: unknown): RateLimiterRes {
  if (rejection instanceof RateLimiterRes) return rejection;
  throw rejection;
}

export interface LockoutSettings {
  /** Tries before the first lockout. */
  freeAttempts: number;
  /** Lockouts start at 1 s and double with each further try, up to this. */
  maxLockoutSeconds: number;
  /** How long tries and lockouts are remembered (from the first one); a success forgets them. */
  memorySeconds: number;
}

/**
 * Cognito's pattern of growing lockouts for one account: `freeAttempts` tries, then a lockout of
 * 1 s, then one try per lockout, each lockout twice as long as the last, up to
 * `maxLockoutSeconds`. A few wrong passwords cost the account's owner a second, not a quarter of
 * an hour; only a sustained attack keeps it locked, and a success (or a password reset) ends it.
 */
export class LockoutLimiter {
  private readonly attempts: RateLimiterDrizzle;
  private readonly lockouts: RateLimiterDrizzle;

  constructor(
    db: Database,
    name: string,
    private readonly settings: LockoutSettings,
  ) {
    this.attempts = store(db, `${name}-attempts`, settings.freeAttempts, settings.memorySeconds);
    // A counter, never a limit: how many lockouts this key has had.
    this.lockouts = store(db, `${name}-lockouts`, Number.MAX_SAFE_INTEGER, settings.memorySeconds);
  }

  /** Counts one try for `key`, or throws 429 with Retry-After when the key must wait. */
  async consume(key: string): Promise<void> {
    const { freeAttempts, maxLockoutSeconds } = this.settings;
    const lockouts = (await this.lockouts.get(key))?.consumedPoints ?? 0;
    // After a lockout each try costs all the free ones: one try, then the next, longer lockout.
    const cost = lockouts > 0 ? freeAttempts : 1;
    try {
      await this.attempts.consume(key, cost);
    } catch (rejection) {
      const refused = overLimit(rejection);
      // Exactly one try crosses the limit (the counter is atomic): it starts the next lockout.
      if (refused.consumedPoints - cost > freeAttempts) {
        throw tooManyAttempts(Math.min(refused.msBeforeNext / 1000, maxLockoutSeconds));
      }
      const count = (await this.lockouts.penalty(key)).consumedPoints;
      const seconds = Math.min(maxLockoutSeconds, 2 ** (count - 1));
      await this.attempts.block(key, seconds);
      throw tooManyAttempts(seconds);
    }
  }

  /** The right secret: the key's tries and lockouts are forgotten. */
  async forget(key: string): Promise<void> {
    await Promise.all([this.attempts.delete(key), this.lockouts.delete(key)]);
  }
}

/** At most `points` per key in a window that starts with the key's first request. */
export class WindowLimiter {
  private readonly limiter: RateLimiterDrizzle;

  constructor(
    db: Database,
    name: string,
    points: number,
    windowSeconds: number,
    private readonly message: (retryAfterSeconds: number) => Phrase,
  ) {
    this.limiter = store(db, name, points, windowSeconds);
  }

  /** Counts one request for `key`, or throws 429 with Retry-After. */
  async consume(key: string): Promise<void> {
    const refused = await this.tryConsume(key);
    if (refused) throw tooManyRequests(this.message(refused.retryAfterSeconds), refused.retryAfterSeconds);
  }

  /** Counts one request for `key`; answers how long to wait instead when over the limit. */
  async tryConsume(key: string): Promise<{ retryAfterSeconds: number } | null> {
    try {
      await this.limiter.consume(key);
      return null;
    } catch (rejection) {
      return { retryAfterSeconds: overLimit(rejection).msBeforeNext / 1000 };
    }
  }

  /** Gives back what consume() took: this request turned out not to be a failure. */
  async refund(key: string): Promise<void> {
    await this.limiter.reward(key);
  }
}

/** The reset codes one e-mail address may receive per hour from all sources together, as a multiple of one source's. */
const RESET_SOURCES_PER_TARGET = 2;
/** Past that, one reset code per this many seconds still goes out, whoever asks. */
const RESET_SLOW_LANE_SECONDS = 15 * 60;

/**
 * Reset codes (issue #22): counted per target alone, five anonymous requests let a stranger
 * block the owner's own reset for an hour. So:
 * - one source (the requesting address) may ask `perSourcePerHour` codes for one e-mail an hour,
 *   and its 429 is its own: the owner, asking from elsewhere, is not refused;
 * - all sources together may send `RESET_SOURCES_PER_TARGET` times that to one e-mail an hour,
 *   so a flood from many addresses is bounded too;
 * - past that, one code per `RESET_SLOW_LANE_SECONDS` still goes out to the e-mail, so even a
 *   flood from many addresses delays the owner's reset by minutes, never an hour.
 * At most (2 × perSourcePerHour + 4) reset e-mails per hour reach one mailbox, however many
 * addresses ask. Counted for unknown e-mails alike (no enumeration).
 */
export class ResetCodeLimits {
  private readonly bySource: WindowLimiter;
  private readonly byTarget: WindowLimiter;
  private readonly slowLane: WindowLimiter;

  constructor(db: Database, perSourcePerHour: number) {
    const message = serverSaid.tooManyRequests;
    this.bySource = new WindowLimiter(db, 'reset-mails-by-source', perSourcePerHour, HOUR, message);
    this.byTarget = new WindowLimiter(
      db,
      'reset-mails',
      perSourcePerHour * RESET_SOURCES_PER_TARGET,
      HOUR,
      message,
    );
    this.slowLane = new WindowLimiter(db, 'reset-mails-slow', 1, RESET_SLOW_LANE_SECONDS, message);
  }

  /** Counts a request from `ip` for a code to `email`; throws 429 when no code may go out now. */
  async consume(ip: string, email: string): Promise<void> {
    await this.bySource.consume(`${ip} ${email}`);
    if ((await this.byTarget.tryConsume(email)) === null) return;
    const refused = await this.slowLane.tryConsume(email);
    if (refused) {
      throw tooManyRequests(serverSaid.tooManyRequests(refused.retryAfterSeconds), refused.retryAfterSeconds);
    }
  }
}

function tooManyAttempts(seconds: number) {
  return tooManyRequests(serverSaid.tooManyFailedAttempts(seconds), seconds);
}

export interface AuthLimitSettings {
  maxFailuresPerAccount: number;
  lockoutMaxSeconds: number;
  failureMemorySeconds: number;
  maxFailuresPerIp: number;
  ipWindowSeconds: number;
  mailsPerAddressPerHour: number;
  registrationsPerIpPerHour: number;
}

const HOUR = 3600;
const PURGE_EVERY_MS = 5 * 60_000;

/** Every limit of the auth flows, built once per app. */
export class AuthLimits {
  /** Password checks per e-mail (known or not). */
  readonly login: LockoutLimiter;
  /** Confirmation codes tried per e-mail. */
  readonly confirm: LockoutLimiter;
  /** Current passwords tried per signed-in user (a stolen session must not guess it either). */
  readonly changePassword: LockoutLimiter;
  /**
   * Failed logins and confirmations from one address. Never applied to forgotten passwords or
   * resets: an office behind one address must always be able to reset its passwords.
   */
  readonly failuresByIp: WindowLimiter;
  /** E-mails sent to one address: registration notices, confirmation codes, invitations. */
  readonly mailsByAddress: WindowLimiter;
  /** Reset codes: per requesting address and e-mail, per e-mail, and a slow lane. */
  readonly resetCodes: ResetCodeLimits;
  readonly registrationsByIp: WindowLimiter;
  private timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly db: Database,
    settings: AuthLimitSettings,
  ) {
    const lockouts: LockoutSettings = {
      freeAttempts: settings.maxFailuresPerAccount,
      maxLockoutSeconds: settings.lockoutMaxSeconds,
      memorySeconds: settings.failureMemorySeconds,
    };
    this.login = new LockoutLimiter(db, 'login', lockouts);
    this.confirm = new LockoutLimiter(db, 'confirm', lockouts);
    this.changePassword = new LockoutLimiter(db, 'change-password', lockouts);
    this.failuresByIp = new WindowLimiter(
      db,
      'ip-failures',
      settings.maxFailuresPerIp,
      settings.ipWindowSeconds,
      serverSaid.tooManyFailedAttempts,
    );
    this.mailsByAddress = new WindowLimiter(
      db,
      'mails',
      settings.mailsPerAddressPerHour,
      HOUR,
      serverSaid.tooManyRequests,
    );
    this.resetCodes = new ResetCodeLimits(db, settings.mailsPerAddressPerHour);
    this.registrationsByIp = new WindowLimiter(
      db,
      'registrations',
      settings.registrationsPerIpPerHour,
      HOUR,
      serverSaid.tooManyRequests,
    );
  }

  /** Rows whose window ended over an hour ago are of no use to any limiter. */
  async purgeExpired(): Promise<void> {
    await this.db.delete(rateLimits).where(lt(rateLimits.expire, sql`now() - interval '1 hour'`));
  }

  startPurging(onError: (err: unknown) => void): void {
    this.timer = setInterval(() => this.purgeExpired().catch(onError), PURGE_EVERY_MS);
    this.timer.unref();
  }

  stopPurging(): void {
    clearInterval(this.timer);
  }
}
