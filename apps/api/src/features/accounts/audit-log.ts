import type { AuditPage, AuditQuery } from '@pharmatrace/domain';
import { and, desc, eq, gte, lt, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { auditLog, clients, projects, users } from '../../db/schema';

/**
 * Reading the audit log (issue #13): by account, project, person and date, newest first. There
 * is no call that writes, edits or deletes it: rows are only ever appended by the actions
 * themselves (lib/audit.ts), and the database refuses UPDATE and DELETE (migration 0008).
 */
export class AuditLogReader {
  constructor(private readonly db: Database) {}

  async page(query: AuditQuery): Promise<AuditPage> {
    const conditions: SQL[] = [];
    if (query.clientId) conditions.push(eq(auditLog.clientId, query.clientId));
    if (query.projectId) conditions.push(eq(auditLog.projectId, query.projectId));
    if (query.actorUserId) conditions.push(eq(auditLog.actorUserId, query.actorUserId));
    // Whole days in UTC, both ends included.
    if (query.from) conditions.push(gte(auditLog.at, new Date(`${query.from}T00:00:00Z`)));
    if (query.to)
      conditions.push(lt(auditLog.at, new Date(Date.parse(`${query.to}T00:00:00Z`) + 86_400_000)));
    const where = conditions.length ? and(...conditions) : undefined;
    const actor = alias(users, 'actor');
    const [rows, [count]] = await Promise.all([
      this.db
        .select({
          id: auditLog.id,
          at: auditLog.at,
          action: auditLog.action,
          details: auditLog.details,
          actorId: auditLog.actorUserId,
          actorName: actor.name,
          actorEmail: actor.email,
          clientId: auditLog.clientId,
          companyName: clients.companyName,
          projectId: auditLog.projectId,
          projectName: projects.name,
        })
        .from(auditLog)
        .leftJoin(actor, eq(actor.id, auditLog.actorUserId))
        .leftJoin(clients, eq(clients.id, auditLog.clientId))
        .leftJoin(projects, eq(projects.id, auditLog.projectId))
        .where(where)
        .orderBy(desc(auditLog.at), desc(auditLog.id))
        .limit(query.pageSize)
        .offset((query.page - 1) * query.pageSize),
      this.db.select({ n: sql<number>`count(*)::int` }).from(auditLog).where(where),
    ]);
    return {
      items: rows.map((r) => ({
        id: Number(r.id),
        at: r.at.toISOString(),
        action: r.action,
        actor: { id: r.actorId, name: r.actorName, email: r.actorEmail },
        client: r.clientId ? { id: r.clientId, companyName: r.companyName } : null,
        project: r.projectId ? { id: r.projectId, name: r.projectName } : null,
        details: r.details,
      })),
      total: Number(count?.n ?? 0),
      page: query.page,
      pageSize: query.pageSize,
    };
  }

  /** The people the filter offers: everyone who has an audit row, by name. */
  async actors() {
    return this.db
      .selectDistinct({ id: users.id, name: users.name, email: users.email })
      .from(users)
      .innerJoin(auditLog, eq(auditLog.actorUserId, users.id))
      .orderBy(users.name, users.email, users.id)
      .limit(500);
  }
}
