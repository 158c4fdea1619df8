import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refreshTokens, sessions } from '../src/db/schema';
import { login, registerConfirmedClient, strongPassword } from './helpers/accounts';
import { createTestApp, type TestApp } from './helpers/app';

let t: TestApp;
beforeAll(async () => {
  // Access tokens live 2 s here so a test can watch one expire.
  t = await createTestApp({ ACCESS_TOKEN_TTL_SECONDS: '2' });
});
afterAll(() => t.close());

const refresh = (RefreshToken: string) =>
  t.request({ method: 'POST', url: '/api/auth/refresh-token', payload: { RefreshToken } });
const isSubUser = (token: string) => t.request({ method: 'GET', url: '/api/auth/is-sub-user', token });

describe('access tokens', () => {
  it('are accepted raw or as Bearer, and refused when missing or forged', async () => {
    const { accessToken } = await registerConfirmedClient(t);
    expect((await isSubUser(accessToken)).statusCode).toBe(200);
    expect((await isSubUser(`Bearer ${accessToken}`)).statusCode).toBe(200);
    expect((await t.request({ method: 'GET', url: '/api/auth/is-sub-user' })).statusCode).toBe(401);
    const forged = `${accessToken.slice(0, -4)}AAAA`;
    expect((await isSubUser(forged)).statusCode).toBe(401);
  });

  it('expire (401), and the refresh token then gets a new one that works', async () => {
    const { accessToken, refreshToken } = await registerConfirmedClient(t);
    await new Promise((r) => setTimeout(r, 3000));
    expect((await isSubUser(accessToken)).statusCode).toBe(401);
    const res = await refresh(refreshToken);
    expect(res.statusCode).toBe(200);
    const result = res.json().AuthenticationResult;
    expect(result.RefreshToken).not.toBe(refreshToken);
    expect(result.TokenType).toBe('Bearer');
    expect((await isSubUser(result.AccessToken)).statusCode).toBe(200);
  });
});

describe('POST /api/auth/refresh-token', () => {
  it('rotates the refresh token on every use', async () => {
    const { refreshToken } = await registerConfirmedClient(t);
    const first = (await refresh(refreshToken)).json().AuthenticationResult.RefreshToken;
    const second = (await refresh(first)).json().AuthenticationResult.RefreshToken;
    expect(new Set([refreshToken, first, second]).size).toBe(3);
  });

  it('hands the same successor to a second tab within the grace period', async () => {
    const { refreshToken } = await registerConfirmedClient(t);
    const a = await refresh(refreshToken);
    const b = await refresh(refreshToken);
    expect(a.statusCode).toBe(200);
    expect(b.statusCode).toBe(200);
    expect(b.json().AuthenticationResult.RefreshToken).toBe(a.json().AuthenticationResult.RefreshToken);
  });

  it('revokes the whole session when a used token is replayed later', async () => {
    const { refreshToken, email } = await registerConfirmedClient(t);
    const next = (await refresh(refreshToken)).json().AuthenticationResult;
    // Pretend the rotation happened a minute ago: the replay is outside the grace period.
    await t.database.db
      .update(refreshTokens)
      .set({ usedAt: sql`now() - interval '60 seconds'` })
      .where(eq(refreshTokens.tokenHash, t.app.services.tokens.hashToken(refreshToken)));

    const replay = await refresh(refreshToken);
    expect(replay.statusCode).toBe(401);
    // The thief's replay ended the family: the legitimate successor and its access token die too.
    expect((await refresh(next.RefreshToken)).statusCode).toBe(401);
    expect((await isSubUser(next.AccessToken)).statusCode).toBe(401);
    // Logging in again starts a new session.
    const again = await login(t, email, strongPassword);
    expect((await isSubUser(again.accessToken)).statusCode).toBe(200);
  });

  it('refuses an unknown token', async () => {
    const res = await refresh('not-a-token');
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe('Invalid Refresh Token');
  });

  it('gives about a day without keepLogged and about 30 days with it', async () => {
    const { email } = await registerConfirmedClient(t);
    const short = await login(t, email, strongPassword, false);
    const long = await login(t, email, strongPassword, true);
    const lifetime = async (token: string) => {
      const [row] = await t.database.db
        .select({ expiresAt: sessions.expiresAt, createdAt: sessions.createdAt })
        .from(sessions)
        .innerJoin(refreshTokens, eq(refreshTokens.sessionId, sessions.id))
        .where(eq(refreshTokens.tokenHash, t.app.services.tokens.hashToken(token)));
      return (row!.expiresAt.getTime() - row!.createdAt.getTime()) / 86_400_000;
    };
    expect(await lifetime(short.refreshToken)).toBeCloseTo(1, 1);
    expect(await lifetime(long.refreshToken)).toBeCloseTo(30, 1);
  });
});

describe('POST /api/auth/logout', () => {
  it('revokes the session: its refresh and access tokens stop working at once', async () => {
    const { accessToken, refreshToken } = await registerConfirmedClient(t);
    const res = await t.request({
      method: 'POST',
      url: '/api/auth/logout',
      payload: { RefreshToken: refreshToken },
    });
    expect(res.statusCode).toBe(204);
    expect((await refresh(refreshToken)).statusCode).toBe(401);
    expect((await isSubUser(accessToken)).statusCode).toBe(401);
  });

  it('ends only that session, not the user’s other ones', async () => {
    const { email, refreshToken } = await registerConfirmedClient(t);
    const other = await login(t, email, strongPassword);
    await t.request({ method: 'POST', url: '/api/auth/logout', payload: { RefreshToken: refreshToken } });
    expect((await isSubUser(other.accessToken)).statusCode).toBe(200);
  });
});
