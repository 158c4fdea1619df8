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

/** Tokens whose verification is remembered (about 300 bytes each): the oldest go first. */
const VERIFIED_TOKENS_KEPT = 10_000;

/** Signs and verifies tokens and hashes secrets with keys derived from the one signing secret. */
export class TokenService {
  private readonly jwtKey: Uint8Array;
  private readonly hmacKey: Buffer;
  /**
   * Tokens already verified, with their claims and expiry (issue #28): every request of a session
   * presents the same token, and jose's HMAC goes through WebCrypto (a key import and a job on the
   * thread pool each time), about a tenth of a busy server's time on the admin panel. The same
   * bytes verify the same way until they expire, which `verifyAccess` still checks every time.
   * Revocation is not the token's business: the session check behind it still runs per request.
   */
  private readonly verified = new Map<string, { claims: AccessClaims; expiresAt: number }>();

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
    const known = this.verified.get(token);
    if (known) {
      if (Date.now() < known.expiresAt) return known.claims;
      this.verified.delete(token);
      return null;
    }
    try {
      const { payload } = await jwtVerify(token, this.jwtKey, {
        issuer: ISSUER,
        algorithms: ['HS256'],
        // jose checks exp only when present: a token without one would never expire (issue #22).
        requiredClaims: ['exp', 'iat', 'sub'],
      });
      const role = userRoles.find((known) => known === payload.role);
      if (typeof payload.sub !== 'string' || typeof payload.sid !== 'string' || !role) return null;
      const claims: AccessClaims = {
        userId: payload.sub,
        sessionId: payload.sid,
        role,
        clientId: typeof payload.cid === 'string' ? payload.cid : null,
        issuedAt: payload.iat ?? 0,
      };
      this.remember(token, claims, (payload.exp ?? 0) * 1000);
      return claims;
    } catch {
      return null;
    }
  }

  private remember(token: string, claims: AccessClaims, expiresAt: number) {
    if (this.verified.size >= VERIFIED_TOKENS_KEPT) {
      const oldest = this.verified.keys().next();
      if (!oldest.done) this.verified.delete(oldest.value);
    }
    this.verified.set(token, { claims, expiresAt });
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
