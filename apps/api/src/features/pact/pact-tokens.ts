import { createHmac, randomUUID } from 'node:crypto';
import { errors, jwtVerify, SignJWT } from 'jose';

/** Who a PACT access token was issued to. */
export interface PactTokenClaims {
  connectionId: string;
  clientId: string;
}

export type PactTokenCheck = ({ ok: true } & PactTokenClaims) | { ok: false; reason: 'expired' | 'invalid' };

/** The audience of PACT tokens: a portal session token is never one, and the reverse. */
const AUDIENCE = 'pact-host';
const ISSUER = 'pharmatrace';

/**
 * Short-lived HS256 access tokens of the PACT host (decision 0032), each scoped to one connection.
 * The key is derived from the portal's signing secret with a label of its own, so a PACT token and
 * a session token can never be mistaken for each other, even with the audience check removed.
 */
export class PactTokens {
  private readonly key: Uint8Array;

  constructor(
    signingSecret: string,
    readonly ttlSeconds: number,
  ) {
    this.key = new Uint8Array(createHmac('sha256', signingSecret).update('pact-access-token').digest());
  }

  async sign(claims: PactTokenClaims): Promise<string> {
    return new SignJWT({ cid: claims.clientId })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(claims.connectionId)
      .setIssuer(ISSUER)
      .setAudience(AUDIENCE)
      .setIssuedAt()
      .setJti(randomUUID())
      .setExpirationTime(`${this.ttlSeconds}s`)
      .sign(this.key);
  }

  /** 'expired' for a token that was good until its expiry (PACT's TokenExpired), else 'invalid'. */
  async verify(token: string): Promise<PactTokenCheck> {
    try {
      const { payload } = await jwtVerify(token, this.key, {
        issuer: ISSUER,
        audience: AUDIENCE,
        algorithms: ['HS256'],
      });
      if (typeof payload.sub !== 'string' || typeof payload.cid !== 'string') {
        return { ok: false, reason: 'invalid' };
      }
      return { ok: true, connectionId: payload.sub, clientId: payload.cid };
    } catch (err) {
      return { ok: false, reason: err instanceof errors.JWTExpired ? 'expired' : 'invalid' };
    }
  }
}
