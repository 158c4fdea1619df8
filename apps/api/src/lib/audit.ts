import type { Queryable } from '../db/client';
import { auditLog } from '../db/schema';

/** Appends to the audit log, inside the caller's transaction. Never put a secret in `details`. */
export async function audit(
  q: Queryable,
  entry: {
    actorUserId: string | null;
    clientId: string | null;
    action: string;
    details?: Record<string, unknown>;
  },
): Promise<void> {
  await q.insert(auditLog).values({ ...entry, details: entry.details ?? {} });
}
