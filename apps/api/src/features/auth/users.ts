import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { users } from '../../db/schema';

/** The user with this e-mail address (trimmed, lower-cased), if any. */
export function findUserByEmail(db: Database, email: string) {
  return db
    .select()
    .from(users)
    .where(eq(users.email, email.trim().toLowerCase()))
    .then((rows) => rows[0]);
}

/**
 * The user chose a password of their own (reset code or first-login challenge): any temporary
 * password is gone, and receiving the code or invitation proved the address, so the account
 * counts as confirmed.
 */
export function chosenPasswordValues(passwordHash: string) {
  return {
    passwordHash,
    mustChangePassword: false,
    temporaryPasswordExpiresAt: null,
    confirmedAt: sql`coalesce(${users.confirmedAt}, now())`,
    updatedAt: sql`now()`,
  };
}
