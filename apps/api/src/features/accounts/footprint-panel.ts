import { eq } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { clients } from '../../db/schema';

/**
 * Whether the client's second-part wizard shows the live preliminary estimate (issue #23): on
 * unless staff turned it off for the account (POST admin/accounts/{id}/footprint-panel).
 */
export async function isFootprintPanelEnabled(q: Queryable, clientId: string): Promise<boolean> {
  const [row] = await q
    .select({ enabled: clients.footprintPanelEnabled })
    .from(clients)
    .where(eq(clients.id, clientId));
  return row?.enabled ?? false;
}
