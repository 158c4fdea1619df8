import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { type CodePurpose, oneTimeCodes } from '../../db/schema';
import type { TokenService } from './tokens';

/** Validity of each kind of code (issue #3: confirmation 24 h, reset 1 h; challenge a few minutes). */
export const codeLifetimeSeconds: Record<CodePurpose, number> = {
  CONFIRM: 24 * 3600,
  RESET: 3600,
  CHALLENGE: 5 * 60,
};

/** A code is dead after this many wrong tries. */
export const MAX_CODE_ATTEMPTS = 5;

/**
 * Issues a new code for a user and purpose; older unused codes of the same purpose are
 * retired, so only the latest e-mail works.
 */
export async function issueCode(
  q: Queryable,
  tokens: TokenService,
  userId: string,
  purpose: CodePurpose,
  code: string,
): Promise<void> {
  await q
    .update(oneTimeCodes)
    .set({ consumedAt: sql`now()` })
    .where(
      and(
        eq(oneTimeCodes.userId, userId),
        eq(oneTimeCodes.purpose, purpose),
        isNull(oneTimeCodes.consumedAt),
      ),
    );
  await q.insert(oneTimeCodes).values({
    userId,
    purpose,
    codeHash: tokens.hashCode(`${userId}:${purpose}`, code),
    expiresAt: new Date(Date.now() + codeLifetimeSeconds[purpose] * 1000),
  });
}

export type CodeCheck = 'ok' | 'mismatch' | 'expired';

/** Stands for "no such user", so an unknown e-mail's check runs the same query as a known one's. */
export const NO_USER_ID = '00000000-0000-0000-0000-000000000000';

/**
 * Checks a code and consumes it when right. The try is counted BEFORE the comparison, in the
 * same statement that finds the code and refuses it once MAX_CODE_ATTEMPTS tries were made, so
 * a burst of concurrent guesses gets no more comparisons than a sequence (the row lock orders
 * them and each re-reads the count). `failed_attempts` thus counts every try; the right one
 * consumes the code, after which the count no longer matters. 'expired' covers a missing, used,
 * timed-out or exhausted code: the user must ask for a new one.
 */
export async function checkCode(
  q: Queryable,
  tokens: TokenService,
  userId: string,
  purpose: CodePurpose,
  code: string,
): Promise<CodeCheck> {
  const latestUnused = q
    .select({ id: oneTimeCodes.id })
    .from(oneTimeCodes)
    .where(
      and(
        eq(oneTimeCodes.userId, userId),
        eq(oneTimeCodes.purpose, purpose),
        isNull(oneTimeCodes.consumedAt),
      ),
    )
    .orderBy(desc(oneTimeCodes.createdAt))
    .limit(1);
  const [row] = await q
    .update(oneTimeCodes)
    .set({ failedAttempts: sql`${oneTimeCodes.failedAttempts} + 1` })
    .where(
      and(
        sql`${oneTimeCodes.id} = (${latestUnused})`,
        lt(oneTimeCodes.failedAttempts, MAX_CODE_ATTEMPTS),
        gt(oneTimeCodes.expiresAt, sql`now()`),
      ),
    )
    .returning({ id: oneTimeCodes.id, codeHash: oneTimeCodes.codeHash });
  if (!row) return 'expired';
  if (row.codeHash !== tokens.hashCode(`${userId}:${purpose}`, code)) return 'mismatch';
  // Conditional on still being unused: two simultaneous requests cannot both consume it.
  const consumed = await q
    .update(oneTimeCodes)
    .set({ consumedAt: sql`now()` })
    .where(and(eq(oneTimeCodes.id, row.id), isNull(oneTimeCodes.consumedAt)))
    .returning({ id: oneTimeCodes.id });
  return consumed.length === 1 ? 'ok' : 'expired';
}

/** Whether `code` is the (already used) latest code of this purpose: a second click on a confirmation link. */
export async function isLatestConsumedCode(
  q: Queryable,
  tokens: TokenService,
  userId: string,
  purpose: CodePurpose,
  code: string,
): Promise<boolean> {
  const [row] = await q
    .select()
    .from(oneTimeCodes)
    .where(and(eq(oneTimeCodes.userId, userId), eq(oneTimeCodes.purpose, purpose)))
    .orderBy(desc(oneTimeCodes.createdAt))
    .limit(1);
  return !!row && row.codeHash === tokens.hashCode(`${userId}:${purpose}`, code);
}
