import { createHmac } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { decodeJwt, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { appSettings } from '../src/db/schema';
import { TokenService } from '../src/features/auth/tokens';
import { registerConfirmedClient } from './helpers/accounts';
import { createTestApp, type TestApp } from './helpers/app';

const tokens = new TokenService('a-test-signing-secret', 60);
const claims = { userId: 'u1', sessionId: 's1', clientId: 'c1' };

describe('TokenService.verifyAccess', () => {
  it('reads back the claims it signed', async () => {
    const token = await tokens.signAccess({ ...claims, role: 'SUB' });
    expect(await tokens.verifyAccess(token)).toMatchObject({ ...claims, role: 'SUB' });
  });

  it('refuses a correctly signed token whose role the API does not know', async () => {
    // Hostile input: only a holder of the key could sign this, but the role is still checked, never cast.
    const token = await tokens.signAccess({ ...claims, role: 'ADMIN' as never });
    expect(await tokens.verifyAccess(token)).toBeNull();
  });

  it('remembers a verified token only until it expires, and never a token it refused', async () => {
    const short = new TokenService('a-test-signing-secret', 60);
    const token = await short.signAccess({ ...claims, role: 'MAIN' });
    expect(await short.verifyAccess(token)).toMatchObject({ ...claims, role: 'MAIN' });
    expect(await short.verifyAccess(token)).toMatchObject({ ...claims, role: 'MAIN' });
    // One changed character of the signature: other bytes, verified afresh, refused.
    const forged = `${token.slice(0, -2)}${token.endsWith('AA') ? 'BB' : 'AA'}`;
    expect(await short.verifyAccess(forged)).toBeNull();
    vi.useFakeTimers({ now: Date.now() + 61_000 });
    try {
      expect(await short.verifyAccess(token)).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });

  it('refuses a token signed with another secret', async () => {
    const token = await new TokenService('another-secret', 60).signAccess({ ...claims, role: 'MAIN' });
    expect(await tokens.verifyAccess(token)).toBeNull();
  });
});

/**
 * Issue #22 'Tokens': a token without `exp` was accepted, so one signed token would never
 * expire. Signed here with the server's real secret (the one it generated and stored), exactly
 * as the server signs, once with and once without `exp`.
 */
describe('an access token without an expiry', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('is refused with 401, while the same token with its expiry is accepted', async () => {
    const { accessToken } = await registerConfirmedClient(t);
    const [stored] = await t.database.db.select().from(appSettings).where(eq(appSettings.key, 'jwt_secret'));
    // The key derivation of TokenService: what someone holding the secret would sign with.
    const key = new Uint8Array(createHmac('sha256', stored!.value).update('jwt').digest());
    const { exp, ...withoutExpiry } = decodeJwt(accessToken);
    const sign = (claims: Record<string, unknown>) =>
      new SignJWT(claims).setProtectedHeader({ alg: 'HS256' }).sign(key);

    const withExpiry = await sign({ ...withoutExpiry, exp });
    expect((await t.request({ method: 'GET', url: '/api/client', token: withExpiry })).statusCode).toBe(200);

    const forever = await sign(withoutExpiry);
    const refused = await t.request({ method: 'GET', url: '/api/client', token: forever });
    expect(refused.statusCode).toBe(401);
  });
});
