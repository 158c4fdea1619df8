import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { appSettings } from '../db/schema';

/**
 * The token-signing secret: JWT_SECRET when configured, otherwise one generated on first
 * start and kept in the database, so that every instance sharing a database agrees on it
 * and a restart does not log everyone out.
 */
export async function resolveSigningSecret(db: Database, configured: string | undefined): Promise<string> {
  if (configured) return configured;
  const generated = randomBytes(48).toString('base64url');
  await db.insert(appSettings).values({ key: 'jwt_secret', value: generated }).onConflictDoNothing();
  const [row] = await db.select().from(appSettings).where(eq(appSettings.key, 'jwt_secret'));
  if (!row) throw new Error('could not store the generated signing secret');
  return row.value;
}
