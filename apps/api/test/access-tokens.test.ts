import { describe, expect, it } from 'vitest';
import { TokenService } from '../src/features/auth/tokens';

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

  it('refuses a token signed with another secret', async () => {
    const token = await new TokenService('another-secret', 60).signAccess({ ...claims, role: 'MAIN' });
    expect(await tokens.verifyAccess(token)).toBeNull();
  });
});
