import {
  type AdminClient,
  type AdminProjectPage,
  type AdminProjectQuery,
  type AdminProjectSortField,
  adminStatusSortOrder,
  statusesOfFilter,
} from '@pharmatrace/domain';
import { and, asc, count, desc, eq, ilike, inArray, isNotNull, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { clients, projects, users } from '../../db/schema';

/** LIKE's wildcards typed in a search are searched for, not used as wildcards. */
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Status sorts in the filter's groups (domain adminStatusSortOrder); the list is constant. */
const statusOrder = sql.raw(`array[${adminStatusSortOrder.map((s) => `'${s}'`).join(',')}]::text[]`);

const sortExpressions: Record<AdminProjectSortField, SQL | AnyPgColumn> = {
  companyName: sql`lower(${clients.companyName})`,
  name: sql`lower(${projects.name})`,
  kind: sql`${projects.kind}`,
  status: sql`array_position(${statusOrder}, ${projects.status}::text)`,
  createdAt: projects.createdAt,
  updatedAt: projects.updatedAt,
};

/**
 * The admin panel's reads (spec 001 §2, §7 admin lists): every client's projects in one table,
 * filtered, sorted and paged by the database (never in memory) through the indexes of migration
 * 0005 (see bench/admin-panel.ts), and the clients with their users.
 */
export class StaffProjectList {
  constructor(private readonly db: Database) {}

  async page(query: AdminProjectQuery): Promise<AdminProjectPage> {
    const { clientId, kind, status, q, sort, order, page, pageSize } = query;
    const search = q ? `%${escapeLike(q)}%` : undefined;
    const where = and(
      isNull(projects.deletedAt),
      kind ? eq(projects.kind, kind) : undefined,
      status ? inArray(projects.status, statusesOfFilter(status)) : undefined,
      clientId ? eq(projects.clientId, clientId) : undefined,
      search ? or(ilike(projects.name, search), ilike(clients.companyName, search)) : undefined,
    );
    const direction = order === 'asc' ? asc : desc;

    const rowsRead = this.db
      .select({
        id: projects.id,
        kind: projects.kind,
        status: projects.status,
        name: projects.name,
        clientId: projects.clientId,
        companyName: clients.companyName,
        createdAt: projects.createdAt,
        updatedAt: projects.updatedAt,
      })
      .from(projects)
      .innerJoin(clients, eq(clients.id, projects.clientId))
      .where(where)
      // The id breaks ties, so that a page never repeats or skips a row of the one before.
      .orderBy(direction(sortExpressions[sort]), direction(projects.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize);

    // Only a search reads the company name: otherwise the count never joins. On a server the
    // two queries run at once, on two pooled connections.
    const counted = search
      ? this.db
          .select({ total: count() })
          .from(projects)
          .innerJoin(clients, eq(clients.id, projects.clientId))
      : this.db.select({ total: count() }).from(projects);
    const [rows, [{ total } = { total: 0 }]] = await Promise.all([rowsRead, counted.where(where)]);

    return {
      items: rows.map((row) => ({
        id: row.id,
        kind: row.kind,
        status: row.status,
        name: row.name,
        client: { id: row.clientId, companyName: row.companyName },
        createdAt: row.createdAt.toISOString(),
        updatedAt: row.updatedAt.toISOString(),
      })),
      total,
      page,
      pageSize,
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
