import {
  type ClientProjectChanges,
  clientSubmissionActions,
  MAX_LISTED_VERSIONS,
  type ProjectKind,
  type ProjectStatus,
  type ProjectVersion,
  projectDocumentChanges,
  type StaffVersionChanges,
  serverMessages,
  serverSaid,
} from '@pharmatrace/domain';
import { and, desc, eq, gt, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { projects, projectVersions, users } from '../../db/schema';
import { notFound } from '../../lib/app-error';
import { isUuid } from '../../lib/ids';

const versionColumns = {
  version: projectVersions.version,
  action: projectVersions.action,
  statusBefore: projectVersions.statusBefore,
  statusAfter: projectVersions.statusAfter,
  authorUserId: projectVersions.authorUserId,
  authorRole: projectVersions.authorRole,
  authorName: users.name,
  createdAt: projectVersions.createdAt,
};
type VersionRow = {
  version: number;
  action: string;
  statusBefore: ProjectStatus | null;
  statusAfter: ProjectStatus;
  authorUserId: string | null;
  authorRole: string;
  authorName: string | null;
  createdAt: Date;
};

function versionOf(row: VersionRow): ProjectVersion {
  return {
    version: row.version,
    action: row.action,
    statusBefore: row.statusBefore,
    statusAfter: row.statusAfter,
    author: { id: row.authorUserId, name: row.authorName, role: row.authorRole },
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * A project's history, read from its version rows (DESIGN.md 'Data': every write appends one):
 * the list staff see, and what changed between versions (domain projectDocumentChanges). Reads
 * only the rows it needs, by the (project_id, version) key. The caller has checked who may see
 * the project.
 */
export class VersionHistory {
  constructor(private readonly db: Queryable) {}

  /** The newest versions first, with their authors' names. */
  async list(projectId: string): Promise<ProjectVersion[]> {
    const rows = await this.db
      .select(versionColumns)
      .from(projectVersions)
      .leftJoin(users, eq(users.id, projectVersions.authorUserId))
      .where(eq(projectVersions.projectId, projectId))
      .orderBy(desc(projectVersions.version))
      .limit(MAX_LISTED_VERSIONS);
    return rows.map(versionOf);
  }

  /** Staff: version `version` against the one before it (the first against an empty document). */
  async versionChanges(kind: ProjectKind, projectId: string, version: number): Promise<StaffVersionChanges> {
    const rows = await this.db
      .select({ ...versionColumns, document: projectVersions.document })
      .from(projectVersions)
      .leftJoin(users, eq(users.id, projectVersions.authorUserId))
      .where(
        and(
          eq(projectVersions.projectId, projectId),
          inArray(projectVersions.version, [version - 1, version]),
        ),
      );
    const current = rows.find((row) => row.version === version);
    if (!current) throw notFound(serverMessages.versionNotFound);
    const previous = rows.find((row) => row.version === version - 1) ?? null;
    return {
      version: versionOf(current),
      previousVersion: previous?.version ?? null,
      ...projectDocumentChanges(kind, previous?.document ?? null, current.document),
    };
  }

  /**
   * The client: what the provider changed since the client last handed the project over (the
   * client's moves of the workflow table), from that version's document to the latest version
   * staff wrote after it. The client's own saves after the provider's are not the provider's
   * changes, so they are left out.
   */
  async changesSinceSubmission(kind: ProjectKind, projectId: string): Promise<ClientProjectChanges> {
    const [submission] = await this.db
      .select({
        version: projectVersions.version,
        createdAt: projectVersions.createdAt,
        document: projectVersions.document,
      })
      .from(projectVersions)
      .where(
        and(
          eq(projectVersions.projectId, projectId),
          inArray(projectVersions.action, [...clientSubmissionActions]),
          ne(projectVersions.authorRole, 'STAFF'),
        ),
      )
      .orderBy(desc(projectVersions.version))
      .limit(1);
    if (!submission) return { since: null, amendments: [], changes: [], total: 0 };
    const amendments = await this.db
      .select({
        version: projectVersions.version,
        action: projectVersions.action,
        createdAt: projectVersions.createdAt,
      })
      .from(projectVersions)
      .where(
        and(
          eq(projectVersions.projectId, projectId),
          gt(projectVersions.version, submission.version),
          eq(projectVersions.authorRole, 'STAFF'),
          // A staff delete or restore changes no data.
          sql`${projectVersions.action} not in ('deleted', 'restored')`,
        ),
      )
      .orderBy(projectVersions.version);
    const since = { version: submission.version, createdAt: submission.createdAt.toISOString() };
    const latest = amendments.at(-1);
    if (!latest) return { since, amendments: [], changes: [], total: 0 };
    const [amended] = await this.db
      .select({ document: projectVersions.document })
      .from(projectVersions)
      .where(and(eq(projectVersions.projectId, projectId), eq(projectVersions.version, latest.version)));
    return {
      since,
      amendments: amendments.map((a) => ({ ...a, createdAt: a.createdAt.toISOString() })),
      ...projectDocumentChanges(kind, submission.document, amended!.document),
    };
  }
}

/**
 * GET {kind}/{id}/changes: the client's view of what the provider changed. The project must be
 * one of the caller's client (another client's id is an unknown one: 404).
 */
export async function clientProjectChanges(
  db: Queryable,
  clientId: string,
  kind: ProjectKind,
  id: string,
): Promise<ClientProjectChanges> {
  const missing = () => notFound(serverSaid.kindNotFound(kind));
  if (!isUuid(id)) throw missing();
  const [owned] = await db
    .select({ id: projects.id })
    .from(projects)
    .where(
      and(
        eq(projects.id, id),
        eq(projects.clientId, clientId),
        eq(projects.kind, kind),
        isNull(projects.deletedAt),
      ),
    );
  if (!owned) throw missing();
  return new VersionHistory(db).changesSinceSubmission(kind, owned.id);
}
