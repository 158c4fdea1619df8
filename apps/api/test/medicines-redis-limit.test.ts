import { randomUUID } from 'node:crypto';
import { createConnection } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FairUseLimiter } from '../src/lib/fair-use-limiter';
import { registerConfirmedClient } from './helpers/accounts';
import { createTestApp } from './helpers/app';

const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const silentLog = { warn: () => {} } as never;

/** The machine kind and CI run Redis; elsewhere these tests are reported as skipped. */
async function redisAnswers(url: string): Promise<boolean> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = createConnection({ host: hostname, port: Number(port || 6379) });
    socket.setTimeout(1000);
    socket.once('connect', () => {
      socket.end();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => {
      socket.destroy();
      resolve(false);
    });
  });
}

const available = await redisAnswers(redisUrl);

describe.skipIf(!available)('FairUseLimiter in Redis (REDIS_URL)', () => {
  const limiters: FairUseLimiter[] = [];
  const make = (limit: number, prefix: string) => {
    const limiter = FairUseLimiter.inRedis(redisUrl, limit, 60, silentLog, prefix);
    limiters.push(limiter);
    return limiter;
  };
  afterAll(async () => {
    for (const l of limiters) await l.close();
  });

  it('shares one count between instances, and answers how long to wait', async () => {
    const prefix = `pharmatrace-test:${randomUUID()}`;
    const instanceA = make(3, prefix);
    const instanceB = make(3, prefix);
    expect(await instanceA.hit('user-1')).toEqual({ allowed: true });
    expect(await instanceB.hit('user-1')).toEqual({ allowed: true });
    expect(await instanceA.hit('user-1')).toEqual({ allowed: true });
    const refused = await instanceB.hit('user-1');
    expect(refused.allowed).toBe(false);
    if (!refused.allowed) {
      expect(refused.retryAfterSeconds).toBeGreaterThanOrEqual(59);
      expect(refused.retryAfterSeconds).toBeLessThanOrEqual(60);
    }
    // Another user has a count of its own.
    expect(await instanceB.hit('user-2')).toEqual({ allowed: true });
  });

  it('counts searches made in the same millisecond separately', async () => {
    const limiter = make(5, `pharmatrace-test:${randomUUID()}`);
    const outcomes = await Promise.all(Array.from({ length: 8 }, () => limiter.hit('burst')));
    expect(outcomes.filter((o) => o.allowed)).toHaveLength(5);
  });
});

describe.skipIf(!available)('the API with REDIS_URL', () => {
  // The app (a migrated database) is built in a hook, with the hooks' longer timeout: on a
  // loaded 2-core machine building it alone took longer than a test's 30 s.
  let t: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    t = await createTestApp({ REDIS_URL: redisUrl, MEDICINE_SEARCHES_PER_MINUTE: '2' });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('keeps its search count in Redis, where every instance sees it', async () => {
    const otherInstance = FairUseLimiter.inRedis(redisUrl, 2, 60, silentLog);
    try {
      const { accessToken } = await registerConfirmedClient(t);
      const userId = JSON.parse(Buffer.from(accessToken.split('.')[1]!, 'base64url').toString())
        .sub as string;
      const search = () => t.request({ method: 'GET', url: '/api/medicine/complete/zz', token: accessToken });
      const page = () => t.request({ method: 'GET', url: '/api/medicine/info/any-id', token: accessToken });
      expect((await search()).statusCode).toBe(200);
      // A product page draws on the same count (issue #22); an unknown id counts too.
      expect((await page()).statusCode).toBe(404);
      // A second instance (same Redis, same key) already sees both.
      expect((await otherInstance.hit(userId)).allowed).toBe(false);
      const refused = await search();
      expect(refused.statusCode).toBe(429);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect((await page()).statusCode).toBe(429);
    } finally {
      await otherInstance.close();
    }
  });
});

describe('FairUseLimiter without Redis', () => {
  it('lets searches through rather than failing them', async () => {
    const limiter = FairUseLimiter.inRedis('redis://127.0.0.1:1', 1, 60, silentLog);
    try {
      expect(await limiter.hit('u')).toEqual({ allowed: true });
      expect(await limiter.hit('u')).toEqual({ allowed: true });
    } finally {
      await limiter.close();
    }
  });
});
