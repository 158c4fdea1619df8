import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refreshTokens, sessions, users } from '../src/db/schema';
import { inviteActiveSubUser, login, registerConfirmedClient, strongPassword } from './helpers/accounts';
import { createTestApp, type TestApp } from './helpers/app';

/**
 * Issue #17: authenticated requests are answered from a cache of live sessions, and every
 * revocation still takes effect on the very next request. Runs on PGlite, and on PostgreSQL
 * with TEST_DATABASE_URL (where revocations also travel through LISTEN/NOTIFY).
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const isSubUser = (token: string) => t.request({ method: 'GET', url: '/api/auth/is-sub-user', token });
const cache = () => t.app.services.sessions;

/** Two successful requests: the second is answered from the cache (checked, not assumed). */
async function warm(token: string) {
  expect((await isSubUser(token)).statusCode).toBe(200);
  const hits = cache().stats.hits;
  expect((await isSubUser(token)).statusCode).toBe(200);
  expect(cache().stats.hits).toBe(hits + 1);
}

describe('the session cache', () => {
  it('answers a live session without reading it again', async () => {
    expect(cache().trusted).toBe(true);
    const { accessToken } = await registerConfirmedClient(t);
    await warm(accessToken);
  });

  it('forgets a session at once on logout', async () => {
    const { accessToken, refreshToken } = await registerConfirmedClient(t);
    await warm(accessToken);
    const out = await t.request({
      method: 'POST',
      url: '/api/auth/logout',
      payload: { RefreshToken: refreshToken },
    });
    expect(out.statusCode).toBe(204);
    expect((await isSubUser(accessToken)).statusCode).toBe(401);
  });

  it('forgets the other sessions at once on a password change, and keeps the one that changed it', async () => {
    const { email, accessToken } = await registerConfirmedClient(t);
    const other = await login(t, email, strongPassword);
    await warm(accessToken);
    await warm(other.accessToken);
    const changed = await t.request({
      method: 'POST',
      url: '/api/auth/change_password',
      token: accessToken,
      payload: {
        password: strongPassword,
        newPassword: 'An0ther-Passw0rd!',
        confirmNewPassword: 'An0ther-Passw0rd!',
      },
    });
    expect(changed.statusCode).toBe(200);
    expect((await isSubUser(other.accessToken)).statusCode).toBe(401);
    expect((await isSubUser(accessToken)).statusCode).toBe(200);
  });

  it('forgets a deleted sub-user’s session at once', async () => {
    const main = await registerConfirmedClient(t);
    const sub = await inviteActiveSubUser(t, main.accessToken);
    await warm(sub.accessToken);
    const deleted = await t.request({
      method: 'DELETE',
      url: `/api/auth/sub-user/${sub.id}`,
      token: main.accessToken,
    });
    expect(deleted.statusCode).toBeLessThan(300);
    expect((await isSubUser(sub.accessToken)).statusCode).toBe(401);
  });

  it('forgets a session at once when a used refresh token is replayed', async () => {
    const { refreshToken } = await registerConfirmedClient(t);
    const next = (
      await t.request({
        method: 'POST',
        url: '/api/auth/refresh-token',
        payload: { RefreshToken: refreshToken },
      })
    ).json().AuthenticationResult;
    await warm(next.AccessToken);
    await t.database.db
      .update(refreshTokens)
      .set({ usedAt: sql`now() - interval '60 seconds'` })
      .where(eq(refreshTokens.tokenHash, t.app.services.tokens.hashToken(refreshToken)));
    const replay = await t.request({
      method: 'POST',
      url: '/api/auth/refresh-token',
      payload: { RefreshToken: refreshToken },
    });
    expect(replay.statusCode).toBe(401);
    expect((await isSubUser(next.AccessToken)).statusCode).toBe(401);
  });

  it('hears a revocation written by any statement, not only this process’s services', async () => {
    // What another instance, or a script, would do: only the database's NOTIFY can tell us.
    const { email, accessToken } = await registerConfirmedClient(t);
    await warm(accessToken);
    const [user] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, email));
    await t.database.db
      .update(sessions)
      .set({ revokedAt: sql`now()`, revokedReason: 'test' })
      .where(eq(sessions.userId, user!.id));
    // NOTIFY reaches a PostgreSQL listener a moment after the commit; PGlite delivers it with
    // the statement's answer. The cache's own expiry (a minute) is far beyond this wait.
    await expect
      .poll(async () => (await isSubUser(accessToken)).statusCode, { timeout: 5_000, interval: 20 })
      .toBe(401);
  });

  it('hears a role change of the user', async () => {
    const { email, accessToken } = await registerConfirmedClient(t);
    await warm(accessToken);
    expect((await t.request({ method: 'GET', url: '/api/client', token: accessToken })).statusCode).toBe(200);
    await t.database.db.update(users).set({ role: 'STAFF' }).where(eq(users.email, email));
    // A client route refuses a staff user: the cached role was dropped with the change.
    await expect
      .poll(
        async () => (await t.request({ method: 'GET', url: '/api/client', token: accessToken })).statusCode,
        {
          timeout: 5_000,
          interval: 20,
        },
      )
      .toBe(403);
  });

  it('is not used while the revocation channel is down: every request reads the database', async () => {
    const { email, accessToken } = await registerConfirmedClient(t);
    await warm(accessToken);
    cache().setListening(false);
    try {
      const hits = cache().stats.hits;
      expect((await isSubUser(accessToken)).statusCode).toBe(200);
      expect((await isSubUser(accessToken)).statusCode).toBe(200);
      expect(cache().stats.hits).toBe(hits);
      expect(cache().size).toBe(0);
      // A revocation nobody hears is still seen, since the database is read.
      await t.database.db.delete(users).where(eq(users.email, email));
      expect((await isSubUser(accessToken)).statusCode).toBe(401);
    } finally {
      cache().setListening(true);
    }
  });
});
