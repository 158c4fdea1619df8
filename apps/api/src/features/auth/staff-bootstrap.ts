import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { users } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { hashPassword, verifyPassword } from './passwords';
import { findUserByEmail } from './users';

/** STAFF_EMAIL/STAFF_PASSWORD: make sure this staff account exists (idempotent). */
export async function ensureStaffUser(
  db: Database,
  email: string,
  password: string,
): Promise<'created' | 'updated'> {
  const normalized = email.trim().toLowerCase();
  const existing = await findUserByEmail(db, normalized);
  if (existing && existing.role !== 'STAFF') {
    throw new AppError('CONFLICT', `STAFF_EMAIL ${normalized} belongs to a client account`);
  }
  if (existing && (await verifyPassword(existing.passwordHash, password))) return 'updated';
  const passwordHash = await hashPassword(password);
  if (existing) {
    await db.update(users).set({ passwordHash, updatedAt: sql`now()` }).where(eq(users.id, existing.id));
    return 'updated';
  }
  await db
    .insert(users)
    .values({
      role: 'STAFF',
      email: normalized,
      name: 'Pharmatrace staff',
      passwordHash,
      confirmedAt: new Date(),
    })
    .onConflictDoNothing();
  return 'created';
}

/** The staff account of STAFF_EMAIL/STAFF_PASSWORD, made at start (and by the demo seed). */
export class StaffBootstrap {
  constructor(private readonly db: Database) {}

  ensureStaffUser(email: string, password: string): Promise<'created' | 'updated'> {
    return ensureStaffUser(this.db, email, password);
  }
}
