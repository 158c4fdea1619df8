import {
  ADMIN_TOTAL_CAP,
  type AdminClient,
  type AdminProjectPage,
  type AdminProjectQuery,
  type AdminProjectSortField,
  statusesOfFilter,
} from '@pharmatrace/domain';
import { and, asc, desc, eq, ilike, inArray, isNotNull, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { adminStatusRank, clients, projects, users } from '../../db/schema';
import { badRequest } from '../../lib/app-error';

/** LIKE's wildcards typed in a search are searched for, not used as wildcards. */
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

const sortExpressions: Record<AdminProjectSortField, SQL | AnyPgColumn> = {
  // The company name copied onto each project (migration 0018): no join, and one index per sort.
  companyName: sql`lower(${projects.companyName})`,
  name: sql`lower(${projects.name})`,
  kind: sql`${projects.kind}`,
  // Status sorts in the filter's groups (domain adminStatusSortOrder), as the index holds it.
  status: adminStatusRank(sql`${projects.status}`),
  createdAt: projects.createdAt,
  updatedAt: projects.updatedAt,
};

/** The type each sort key is read back as, from the text a cursor carries. */
const sortKeyTypes: Record<AdminProjectSortField, string> = {
  companyName: 'text',
  name: 'text',
  kind: 'text',
  status: 'int',
  createdAt: 'timestamptz',
  updatedAt: 'timestamptz',
};

/**
 * A cursor names the last row of a page by its sort key (as PostgreSQL prints it: a timestamp
 * keeps its microseconds) and its id; base64url JSON, opaque to the client.
 */
const encodeCursor = (key: string, id: string) =>
  Buffer.from(JSON.stringify([key, id])).toString('base64url');

const timestampPattern = /^(\d{4}-\d{2}-\d{2}) (\d{2}:\d{2}:\d{2}(?:\.\d{1,6})?)([+-]\d{2})(:\d{2})?$/;
const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The cursor's key and id, or undefined when it is not one this server wrote. */
function decodeCursor(cursor: string, sort: AdminProjectSortField): [string, string] | undefined {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    return undefined;
  }
  if (!Array.isArray(parsed) || parsed.length !== 2) return undefined;
  const [key, id] = parsed;
  if (typeof key !== 'string' || key.length > 200 || typeof id !== 'string' || !uuidPattern.test(id))
    return undefined;
  if (sortKeyTypes[sort] === 'int' && !/^-?\d{1,9}$/.test(key)) return undefined;
  if (sortKeyTypes[sort] === 'timestamptz') {
    const parts = timestampPattern.exec(key);
    // As PostgreSQL prints a timestamptz (DateStyle ISO); a date that does not exist (Date.parse
    // rolls 2024-02-30 over to March 1st, PostgreSQL refuses it) is refused here, not by a 500.
    if (!parts || Number.isNaN(Date.parse(`${parts[1]}T${parts[2]}${parts[3]}${parts[4] ?? ':00'}`)))
      return undefined;
    const [year, month, day] = parts[1]!.split('-').map(Number) as [number, number, number];
    const calendar = new Date(Date.UTC(year, month - 1, day));
    if (calendar.getUTCMonth() !== month - 1 || calendar.getUTCDate() !== day) return undefined;
  }
  return [key, id];
}

/**
 * The admin panel's reads (spec 001 §2, §7 admin lists): every client's projects in one table,
 * filtered, sorted and paged by the database (never in memory) through the indexes of migrations
 * 0005, 0014 and 0018 (see bench/admin-panel.ts, bench/scale-goals.ts), and the clients with their users.
 */
export class StaffProjectList {
  constructor(private readonly db: Database) {}

  /**
   * The page's statement and the count's, unrun: `page` runs them, and bench/admin-plans.ts asks
   * the database how it would (EXPLAIN), so that what it reads can be compared at two sizes.
   */
  statements(query: AdminProjectQuery) {
    const { clientId, kind, status, q, sort, order, page, pageSize, after } = query;
    const search = q ? `%${escapeLike(q)}%` : undefined;
    const sortKey = sortExpressions[sort];
    let afterRow: SQL | undefined;
    if (after) {
      const cursor = decodeCursor(after, sort);
      if (!cursor) throw badRequest('Unknown page cursor', { after: 'Unknown page cursor' });
      const [key, id] = cursor;
      const typed = sql`${key}::${sql.raw(sortKeyTypes[sort])}`;
      // A row comparison, so that one index range scan (sort key, id) starts right after the row.
      afterRow =
        order === 'asc'
          ? sql`(${sortKey}, ${projects.id}) > (${typed}, ${id}::uuid)`
          : sql`(${sortKey}, ${projects.id}) < (${typed}, ${id}::uuid)`;
    }
    const filters = and(
      isNull(projects.deletedAt),
      kind ? eq(projects.kind, kind) : undefined,
      status ? inArray(projects.status, statusesOfFilter(status)) : undefined,
      clientId ? eq(projects.clientId, clientId) : undefined,
      // Both columns have a trigram index (migrations 0014, 0018): PostgreSQL reads their matches
      // from the two indexes at once, or walks the sort's index when most rows match.
      search ? or(ilike(projects.name, search), ilike(projects.companyName, search)) : undefined,
    );
    const where = and(filters, afterRow);
    const direction = order === 'asc' ? asc : desc;

    // The count stops one past ADMIN_TOTAL_CAP (decision 0038).
    const cappedCount = () => {
      const capped = this.db
        .select({ one: sql`1` })
        .from(projects)
        .where(filters)
        .limit(ADMIN_TOTAL_CAP + 1)
        .as('capped');
      return this.db.select({ total: sql<number>`count(*)::int` }).from(capped);
    };
    const pageRows = this.db
      .select({
        id: projects.id,
        kind: projects.kind,
        status: projects.status,
        name: projects.name,
        clientId: projects.clientId,
        companyName: projects.companyName,
        createdAt: projects.createdAt,
        updatedAt: projects.updatedAt,
        sortKey: sql<string>`(${sortKey})::text`,
        // The count in the same statement, an uncorrelated subquery PostgreSQL runs once: one
        // round trip per page instead of two (issue #28: under load the second query's pool
        // checkout, socket writes and parsing were a fifth of the server's time).
        total: sql<number>`(${cappedCount()})`,
      })
      .from(projects)
      .where(where)
      // The id breaks ties, so that a page never repeats or skips a row of the one before.
      .orderBy(direction(sortKey), direction(projects.id))
      // One row more than the page tells whether there is a next one.
      .limit(pageSize + 1)
      .offset(after ? 0 : (page - 1) * pageSize);
    return { pageRows, cappedCount };
  }

  async page(query: AdminProjectQuery): Promise<AdminProjectPage> {
    const { page, pageSize, after } = query;
    const { pageRows, cappedCount } = this.statements(query);
    const read = await pageRows;
    // A page past the last has no row to carry the count: only then is it asked on its own.
    const counting = read[0]?.total ?? (page === 1 && !after ? 0 : ((await cappedCount())[0]?.total ?? 0));
    const rows = read.slice(0, pageSize);
    const last = rows.at(-1);
    const total = Math.min(Number(counting), ADMIN_TOTAL_CAP);

    return {
      items: rows.map((row) => ({
        id: row.id,
        kind: row.kind,
        status: row.status,
        name: row.name,
        client: { id: row.clientId, companyName: row.companyName ?? '' },
        createdAt: row.createdAt.toISOString(),
        updatedAt: row.updatedAt.toISOString(),
      })),
      total,
      totalCapped: Number(counting) > ADMIN_TOTAL_CAP,
      page,
      pageSize,
      next: read.length > pageSize && last ? encodeCursor(last.sortKey, last.id) : null,
    };
  }

  /** Spec 001 §3 'Client (admin view)': every client, by company name, with its users. */
  async clients(): Promise<AdminClient[]> {
    const rows = await this.db
      .select({
        clientId: clients.id,
        companyName: clients.companyName,
        userId: users.id,
        name: users.name,
        email: users.email,
        function: users.function,
        role: users.role,
      })
      .from(clients)
      .leftJoin(users, and(eq(users.clientId, clients.id), isNotNull(users.clientId)))
      .orderBy(asc(sql`lower(${clients.companyName})`), asc(clients.id), asc(users.role), asc(users.name));
    const byClient = new Map<string, AdminClient>();
    for (const row of rows) {
      let client = byClient.get(row.clientId);
      if (!client) {
        client = { id: row.clientId, companyName: row.companyName, users: [] };
        byClient.set(row.clientId, client);
      }
      if (row.userId) {
        client.users.push({
          id: row.userId,
          name: row.name ?? '',
          email: row.email ?? '',
          function: row.function ?? '',
          isSubUser: row.role === 'SUB',
        });
      }
    }
    return [...byClient.values()];
  }
}
