import { randomUUID } from 'node:crypto';
import type { PactFootprintChoice, StaffPactFootprint } from '@pharmatrace/domain';
import { and, asc, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Database, Queryable } from '../../db/client';
import { clients, pactConnections, pactFootprints, projects } from '../../db/schema';
import { afterCursor, type Cursor, filterConditions, type PactFilter } from './filters';
import type { FootprintContent, FootprintFilterColumns } from './footprint-mapping';

export type FootprintRow = typeof pactFootprints.$inferSelect;

/** A ProductFootprint as the API serves it: the stored document and its current status. */
export type ServedFootprint = Record<string, unknown> & { id: string };

export function served(row: Pick<FootprintRow, 'document' | 'status'>): ServedFootprint {
  return { ...(row.document as ServedFootprint), status: row.status };
}

/** The PACT product ids a stored footprint names (issue #36: checked against a request's). */
export function productIdsOf(document: Record<string, unknown>): string[] {
  const ids = document.productIds;
  return Array.isArray(ids) ? ids.filter((id): id is string => typeof id === 'string') : [];
}

/** A footprint's version: 1 for the first publication, one more for each one it supersedes. */
export function versionOf(document: Record<string, unknown>): number {
  const preceding = document.precedingPfIds;
  return 1 + (Array.isArray(preceding) ? preceding.length : 0);
}

/** The largest page ListFootprints answers; a larger `limit` gets this many and a next link. */
export const MAX_PAGE = 100;

/**
 * The published footprints (PACT v3 'Product Footprint Lifecycle'): written once, deprecated when
 * a new version of the same project is published, read by the host's actions for the client the
 * access token names, and by the screens.
 */
export class PactFootprintStore {
  constructor(private readonly db: Database) {}

  /** The project's active footprint, locked when asked (publishing takes it under the project's lock). */
  async active(q: Queryable, projectId: string, lock = false): Promise<FootprintRow | undefined> {
    const query = q
      .select()
      .from(pactFootprints)
      .where(and(eq(pactFootprints.projectId, projectId), eq(pactFootprints.status, 'Active')));
    const [row] = lock ? await query.for('update') : await query;
    return row;
  }

  /**
   * Writes a new version: the previous active one (if any) is deprecated first, and named with
   * its own predecessors in `precedingPfIds` (PACT 'Updating PCFs').
   */
  async writeVersion(
    tx: Queryable,
    v: {
      clientId: string;
      projectId: string;
      previous: FootprintRow | undefined;
      content: FootprintContent;
      filters: FootprintFilterColumns;
      productCode: string | null;
      publishedByUserId: string | null;
    },
  ): Promise<FootprintRow> {
    const id = randomUUID();
    const created = new Date();
    const preceding = v.previous
      ? [v.previous.id, ...((v.previous.document as { precedingPfIds?: string[] }).precedingPfIds ?? [])]
      : [];
    if (v.previous) {
      await tx
        .update(pactFootprints)
        .set({ status: 'Deprecated', deprecatedAt: created })
        .where(eq(pactFootprints.id, v.previous.id));
    }
    const document = {
      id,
      ...(preceding.length > 0 ? { precedingPfIds: preceding } : {}),
      created: created.toISOString(),
      ...v.content,
    };
    const [row] = await tx
      .insert(pactFootprints)
      .values({
        id,
        clientId: v.clientId,
        projectId: v.projectId,
        status: 'Active',
        document,
        ...v.filters,
        productCode: v.productCode,
        publishedByUserId: v.publishedByUserId,
        createdAt: created,
      })
      .returning();
    return row!;
  }

  /**
   * ListFootprints: the client's footprints matching the filter, oldest first, `limit + 1` read
   * so the caller knows whether a next page exists.
   */
  async page(clientId: string, filter: PactFilter, limit: number, after?: Cursor): Promise<FootprintRow[]> {
    return this.db
      .select()
      .from(pactFootprints)
      .where(
        and(
          eq(pactFootprints.clientId, clientId),
          ...filterConditions(filter),
          ...(after ? [afterCursor(after)] : []),
        ),
      )
      .orderBy(asc(pactFootprints.createdAt), asc(pactFootprints.id))
      .limit(limit + 1);
  }

  /** The client's footprints matching a request's criteria (active ones unless it names a status). */
  async matching(q: Queryable, clientId: string, filter: PactFilter): Promise<FootprintRow[]> {
    return q
      .select()
      .from(pactFootprints)
      .where(and(eq(pactFootprints.clientId, clientId), ...filterConditions({ status: 'Active', ...filter })))
      .orderBy(asc(pactFootprints.createdAt))
      .limit(MAX_PAGE);
  }

  /** GetFootprint: one footprint of the client, any status; undefined for anyone else's id. */
  async find(q: Queryable, clientId: string, id: string): Promise<FootprintRow | undefined> {
    const [row] = await q
      .select()
      .from(pactFootprints)
      .where(and(eq(pactFootprints.id, id), eq(pactFootprints.clientId, clientId)));
    return row;
  }

  /** How many versions a project has published. */
  async versionCount(q: Queryable, projectId: string): Promise<number> {
    const [row] = await q
      .select({ n: sql<number>`count(*)::int` })
      .from(pactFootprints)
      .where(eq(pactFootprints.projectId, projectId));
    return row?.n ?? 0;
  }

  /** The client's active footprints, newest first: what a request can be fulfilled with. */
  async choices(clientId: string): Promise<PactFootprintChoice[]> {
    const rows = await this.db
      .select({
        id: pactFootprints.id,
        projectId: pactFootprints.projectId,
        productName: projects.name,
        publishedAt: pactFootprints.createdAt,
        document: pactFootprints.document,
      })
      .from(pactFootprints)
      .innerJoin(projects, eq(projects.id, pactFootprints.projectId))
      .where(
        and(
          eq(pactFootprints.clientId, clientId),
          eq(pactFootprints.status, 'Active'),
          isNull(projects.deletedAt),
        ),
      )
      .orderBy(desc(pactFootprints.createdAt))
      .limit(500);
    return rows.map(({ document, ...r }) => ({
      ...r,
      publishedAt: r.publishedAt.toISOString(),
      productIds: productIdsOf(document),
    }));
  }

  /** Staff: every published footprint, newest first, with the client's live connections. */
  async staffList(): Promise<StaffPactFootprint[]> {
    const liveConnections = sql<number>`(select count(*)::int from ${pactConnections} c where c.client_id = ${pactFootprints.clientId} and c.revoked_at is null)`;
    const rows = await this.db
      .select({
        id: pactFootprints.id,
        projectId: pactFootprints.projectId,
        productName: projects.name,
        companyName: clients.companyName,
        clientId: pactFootprints.clientId,
        status: pactFootprints.status,
        publishedAt: pactFootprints.createdAt,
        connections: liveConnections,
      })
      .from(pactFootprints)
      .innerJoin(projects, eq(projects.id, pactFootprints.projectId))
      .innerJoin(clients, eq(clients.id, pactFootprints.clientId))
      .orderBy(desc(pactFootprints.createdAt))
      .limit(1000);
    return rows.map((r) => ({ ...r, publishedAt: r.publishedAt.toISOString() }));
  }
}
