import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AuthThrottle } from '../src/features/auth/throttle';
import { registerConfirmedClient, strongPassword, uniqueEmail } from './helpers/accounts';
import { createTestApp, type TestApp } from './helpers/app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    AUTH_MAX_FAILURES_PER_ACCOUNT: '3',
    AUTH_MAX_FAILURES_PER_IP: '8',
    AUTH_FAILURE_WINDOW_SECONDS: '600',
    AUTH_SLOWDOWN_AFTER_FAILURES: '2',
  });
});
afterAll(() => t.close());

const attempt = (email: string, password: string, ip = '10.0.0.1') =>
  t.request({ method: 'POST', url: '/api/auth/login', payload: { email, password }, remoteAddress: ip });

describe('brute-force protection on login', () => {
  it('answers 429 with Retry-After after repeated failures, even for the right password', async () => {
    const { email } = await registerConfirmedClient(t);
    const ip = '10.0.0.2';
    for (let i = 0; i < 3; i++) expect((await attempt(email, 'Wrong-Passw0rd!', ip)).statusCode).toBe(400);

    const blocked = await attempt(email, strongPassword, ip);
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(500);
    expect(blocked.json().message).toBe('Too many failed attempts. Please wait before trying again.');
  });

  it('throttles an unknown e-mail exactly like a real one (no enumeration)', async () => {
    const ghost = uniqueEmail('ghost');
    for (let i = 0; i < 3; i++)
      expect((await attempt(ghost, 'Wrong-Passw0rd!', '10.0.0.3')).statusCode).toBe(400);
    expect((await attempt(ghost, 'Wrong-Passw0rd!', '10.0.0.3')).statusCode).toBe(429);
  });

  it('blocks one address trying many accounts', async () => {
    const ip = '10.0.0.4';
    for (let i = 0; i < 8; i++)
      expect((await attempt(uniqueEmail('spray'), 'Wrong-Passw0rd!', ip)).statusCode).toBe(400);
    const res = await attempt(uniqueEmail('spray'), 'Wrong-Passw0rd!', ip);
    expect(res.statusCode).toBe(429);
    // Another address is not affected.
    expect((await attempt(uniqueEmail('spray'), 'Wrong-Passw0rd!', '10.0.0.5')).statusCode).toBe(400);
  });

  it('forgets the account failures after a successful login', async () => {
    const { email } = await registerConfirmedClient(t);
    const ip = '10.0.0.6';
    await attempt(email, 'Wrong-Passw0rd!', ip);
    await attempt(email, 'Wrong-Passw0rd!', ip);
    expect((await attempt(email, strongPassword, ip)).statusCode).toBe(200);
    await attempt(email, 'Wrong-Passw0rd!', ip);
    await attempt(email, 'Wrong-Passw0rd!', ip);
    expect((await attempt(email, strongPassword, ip)).statusCode).toBe(200);
  });
});

describe('the slow-down', () => {
  it('asks for longer waits once failures pass the threshold, capped at 2 s', async () => {
    const waits: number[] = [];
    const throttle = new AuthThrottle(
      t.database.db,
      { maxFailuresPerAccount: 100, maxFailuresPerIp: 1000, windowSeconds: 600, slowdownAfter: 2 },
      async (ms) => {
        waits.push(ms);
      },
    );
    const keys = [AuthThrottle.accountKey(uniqueEmail('slow')), AuthThrottle.ipKey('10.9.9.9')];
    for (let i = 0; i < 12; i++) await throttle.recordFailure(keys);
    // Failures 1 and 2 answer at once; from the 3rd each waits 250 ms more, never over 2 s.
    expect(waits).toEqual([250, 500, 750, 1000, 1250, 1500, 1750, 2000, 2000, 2000]);
  });
});

describe('forgot-password flood protection', () => {
  it('answers 429 after too many requests for one e-mail', async () => {
    const email = uniqueEmail('flood');
    for (let i = 0; i < 3; i++) {
      const res = await t.request({
        method: 'POST',
        url: '/api/auth/forgot-password',
        payload: { email },
        remoteAddress: '10.0.1.1',
      });
      expect(res.statusCode).toBe(200);
    }
    const res = await t.request({
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { email },
      remoteAddress: '10.0.1.1',
    });
    expect(res.statusCode).toBe(429);
    expect(res.headers['retry-after']).toBeDefined();
  });
});
