import { type ProjectKind, serverSaid } from '@pharmatrace/domain';
import { and, eq, isNull } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { projects } from '../../db/schema';
import { notFound } from '../../lib/app-error';
import { isUuid } from '../../lib/ids';

export type ProjectRow = typeof projects.$inferSelect;

export interface FindProjectOptions {
  /**
   * The caller's client: another client's project is then answered as missing (404, never 403),
   * so a client cannot learn that an id exists. Staff callers leave it out.
   */
  clientId?: string;
  /** Lock the row FOR UPDATE: every write reads the project it changes this way, in its transaction. */
  lock?: boolean;
}

/**
 * A live (not soft-deleted) project of one kind by id, or 404 '{kind} not found' (a malformed id
 * too, before it reaches SQL). The one lookup the project stores, the staff stores, the documents,
 * the estimates and the medicine studies share (issue #40), so a new condition (a new kind, a
 * deletion rule) is added once.
 */
export async function findProject(
  q: Queryable,
  kind: ProjectKind,
  id: string,
  { clientId, lock = false }: FindProjectOptions = {},
): Promise<ProjectRow> {
  const missing = () => notFound(serverSaid.kindNotFound(kind));
  // A malformed client id (never one of a session) finds nothing, like a malformed project id.
  if (!isUuid(id) || (clientId !== undefined && !isUuid(clientId))) throw missing();
  const query = q
    .select()
    .from(projects)
    .where(
      and(
        eq(projects.id, id),
        eq(projects.kind, kind),
        isNull(projects.deletedAt),
        ...(clientId === undefined ? [] : [eq(projects.clientId, clientId)]),
      ),
    );
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw missing();
  return row;
}
