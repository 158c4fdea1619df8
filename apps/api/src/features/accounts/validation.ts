import { accountMessages } from '@pharmatrace/domain';
import { eq } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { clients } from '../../db/schema';
import { AppError } from '../../lib/app-error';

/** Whether staff have validated the client's account (decision 0014). */
export async function isAccountValidated(q: Queryable, clientId: string): Promise<boolean> {
  const [row] = await q
    .select({ validatedAt: clients.validatedAt })
    .from(clients)
    .where(eq(clients.id, clientId));
  return Boolean(row?.validatedAt);
}

/**
 * Decision 0014: an account awaiting validation can log in and read its pages, but no project is
 * created for it. 409 (the account's state, not the caller's rights: a 403 would make the spec's
 * client refresh its token and retry), with the words the new-project pages show.
 */
export async function assertAccountValidated(q: Queryable, clientId: string): Promise<void> {
  if (!(await isAccountValidated(q, clientId))) {
    throw new AppError('CONFLICT', accountMessages.awaitingValidation, {
      detailCode: 'ACCOUNT_NOT_VALIDATED',
    });
  }
}
