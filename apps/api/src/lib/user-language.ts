import type { Locale } from '@pharmatrace/domain';
import { eq } from 'drizzle-orm';
import type { Queryable } from '../db/client';
import { users } from '../db/schema';

/** The language of a user's e-mails and PDFs (issue #27); English for a user that is gone. */
export async function userLanguage(db: Queryable, userId: string): Promise<Locale> {
  const [row] = await db.select({ language: users.language }).from(users).where(eq(users.id, userId));
  return row?.language ?? 'en';
}
