import { randomBytes } from 'node:crypto';

/**
 * A new label verification code (domain labelCodePattern): 48 random bits, so that codes cannot
 * be guessed one after another; the public check is rate-limited on top.
 */
export function newLabelVerificationCode(): string {
  const hex = randomBytes(6).toString('hex').toUpperCase();
  return `${hex.slice(0, 4)}-${hex.slice(4, 8)}-${hex.slice(8, 12)}`;
}
