import type { Queryable } from '../db/client';
import { auditLog } from '../db/schema';

/**
 * Appends to the audit log, inside the caller's transaction, so the row commits with the action
 * or not at all (issue #13). The table is append-only (a trigger refuses UPDATE, DELETE and
 * TRUNCATE; decision 0015). Never put a secret in `details`.
 */
export async function audit(
  q: Queryable,
  entry: {
    actorUserId: string | null;
    clientId: string | null;
    /** The project the action was about, when there is one: the project page filters on it. */
    projectId?: string | null;
    action: string;
    details?: Record<string, unknown>;
  },
): Promise<void> {
  await q
    .insert(auditLog)
    .values({ ...entry, projectId: entry.projectId ?? null, details: entry.details ?? {} });
}
