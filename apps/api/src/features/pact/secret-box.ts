import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

const VERSION = 'v1';

/**
 * Encrypts the callback secrets a customer gives for its connection (decision 0033): AES-256-GCM
 * with a random 96-bit nonce, and the connection's id as additional data, so a ciphertext copied
 * onto another connection's row does not decrypt. The key comes from PACT_SECRETS_KEY when set
 * (kept out of the database, so that a dump alone does not reveal the secrets), else from the
 * portal's signing secret, both through HKDF-SHA256 with a label of its own.
 * Stored as `v1.<nonce>.<tag>.<ciphertext>`, base64url: the version names the scheme, for a
 * future key rotation.
 */
export class SecretBox {
  private readonly key: Buffer;

  constructor(keyMaterial: string) {
    this.key = Buffer.from(hkdfSync('sha256', keyMaterial, 'pharmatrace', 'pact-callback-credentials', 32));
  }

  seal(plaintext: string, context: string): string {
    const nonce = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.key, nonce);
    cipher.setAAD(Buffer.from(context, 'utf8'));
    const sealed = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
    return [VERSION, nonce, cipher.getAuthTag(), sealed]
      .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
      .join('.');
  }

  /** The plaintext, or throws when the value was not sealed with this key for this context. */
  open(value: string, context: string): string {
    const [version, nonce, tag, sealed] = value.split('.');
    if (version !== VERSION || !nonce || !tag || sealed === undefined) {
      throw new Error('not a sealed value of this version');
    }
    const decipher = createDecipheriv('aes-256-gcm', this.key, Buffer.from(nonce, 'base64url'));
    decipher.setAAD(Buffer.from(context, 'utf8'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(sealed, 'base64url')), decipher.final()]).toString(
      'utf8',
    );
  }
}
