import { createHash, createHmac, randomBytes, randomInt, randomUUID } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';
import { type UserRole, userRoles } from '../../db/schema';

/** What an access token says about its bearer. */
export interface AccessClaims {
  userId: string;
  sessionId: string;
  role: UserRole;
  clientId: string | null;
  issuedAt: number;
}

const ISSUER = 'pharmatrace';

/** Signs and verifies tokens and hashes secrets with keys derived from the one signing secret. */
export class TokenService {
  private readonly jwtKey: Uint8Array;
  private readonly hmacKey: Buffer;

  constructor(
    secret: string,
    readonly accessTtlSeconds: number,
  ) {
    this.jwtKey = new Uint8Array(createHmac('sha256', secret).update('jwt').digest());
    this.hmacKey = createHmac('sha256', secret).update('hmac').digest();
  }

  async signAccess(claims: Omit<AccessClaims, 'issuedAt'>): Promise<string> {
    return (
      new SignJWT({ sid: claims.sessionId, role: claims.role, cid: claims.clientId })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(claims.userId)
        .setIssuer(ISSUER)
        .setIssuedAt()
        // Unique per token: two tokens issued in the same second for one session still differ.
        .setJti(randomUUID())
        .setExpirationTime(`${this.accessTtlSeconds}s`)
        .sign(this.jwtKey)
    );
  }

  /** Returns the claims, or null when the token is malformed, forged, expired or has no expiry. */
  async verifyAccess(token: string): Promise<AccessClaims | null> {
    try {
      const { payload } = await jwtVerify(token, this.jwtKey, {
        issuer: ISSUER,
        algorithms: ['HS256'],
        // jose checks exp only when present: a token without one would never expire (issue #22).
        requiredClaims: ['exp', 'iat', 'sub'],
      });
      const role = userRoles.find((known) => known === payload.role);
      if (typeof payload.sub !== 'string' || typeof payload.sid !== 'string' || !role) return null;
      return {
        userId: payload.sub,
        sessionId: payload.sid,
        role,
        clientId: typeof payload.cid === 'string' ? payload.cid : null,
        issuedAt: payload.iat ?? 0,
      };
    } catch {
      return null;
    }
  }

  /** A fresh random refresh token (the first of a session). */
  newRefreshToken(): string {
    return randomBytes(32).toString('base64url');
  }

  /**
   * The token that replaces `token` on rotation. Derived, not random, so that a second tab
   * presenting the same old token within the grace period can be handed the same successor
   * (DESIGN.md: two tabs refreshing at once must not log the user out).
   */
  successorOf(token: string): string {
    return createHmac('sha256', this.hmacKey).update(`rotate:${token}`).digest('base64url');
  }

  /** Opaque secrets (refresh tokens, challenge sessions) are stored only as this hash. */
  hashToken(token: string): string {
    return createHash('sha256').update(token).digest('hex');
  }

  /** Codes are short, so their hash is keyed: a leaked table cannot be brute-forced offline. */
  hashCode(scope: string, code: string): string {
    return createHmac('sha256', this.hmacKey).update(`${scope}:${code}`).digest('hex');
  }

  newSixDigitCode(): string {
    return String(randomInt(0, 1_000_000)).padStart(6, '0');
  }

  /** A temporary password that satisfies the password rules (upper, lower, digit, special). */
  newTemporaryPassword(): string {
    const body = randomBytes(9).toString('base64url').replace(/[-_]/g, 'x');
    return `Tmp-${body}${randomInt(10, 99)}a`;
  }
}
