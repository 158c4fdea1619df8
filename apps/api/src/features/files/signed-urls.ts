import { createHmac, timingSafeEqual } from 'node:crypto';

/** Download links live an hour: long enough to click, short enough that a leaked link dies. */
export const SIGNED_URL_TTL_SECONDS = 3600;

/**
 * Signed, expiring download links (DESIGN.md): a plain link in a table works without any
 * file being public. The signature covers the file id and the expiry time.
 */
export class FileUrlSigner {
  private readonly key: Buffer;

  constructor(
    secret: string,
    private readonly now: () => number = () => Date.now(),
  ) {
    this.key = createHmac('sha256', secret).update('file-urls').digest();
  }

  private signature(fileId: string, expires: number): string {
    return createHmac('sha256', this.key).update(`${fileId}.${expires}`).digest('base64url');
  }

  sign(fileId: string, ttlSeconds = SIGNED_URL_TTL_SECONDS): string {
    const expires = Math.floor(this.now() / 1000) + ttlSeconds;
    return `/api/files/${encodeURIComponent(fileId)}?expires=${expires}&signature=${this.signature(fileId, expires)}`;
  }

  /**
   * A link whose expiry is rounded up to the next `windowSeconds`: the same link for every
   * request in that window, so that a list holding links keeps its ETag (it lives between `ttl`
   * and `ttl + windowSeconds`).
   */
  signStable(fileId: string, ttlSeconds = SIGNED_URL_TTL_SECONDS, windowSeconds = 600): string {
    const expires = Math.ceil((Math.floor(this.now() / 1000) + ttlSeconds) / windowSeconds) * windowSeconds;
    return `/api/files/${encodeURIComponent(fileId)}?expires=${expires}&signature=${this.signature(fileId, expires)}`;
  }

  /** 'valid', or why not: a tampered link and an expired one are both refused. */
  verify(
    fileId: string,
    expires: string | undefined,
    signature: string | undefined,
  ): 'valid' | 'invalid' | 'expired' {
    if (!expires || !signature || !/^\d{1,12}$/.test(expires)) return 'invalid';
    const expected = Buffer.from(this.signature(fileId, Number(expires)));
    const given = Buffer.from(signature);
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) return 'invalid';
    return Number(expires) * 1000 < this.now() ? 'expired' : 'valid';
  }
}
