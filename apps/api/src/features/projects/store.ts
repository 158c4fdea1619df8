import { canClientDelete, type ProjectKind } from '@pharmatrace/domain';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Database, Queryable } from '../../db/client';
import { projects, projectVersions } from '../../db/schema';
import { AppError, notFound } from '../../lib/app-error';
import { isUuid } from '../../lib/ids';
import type { AuthContext } from '../../plugins/auth';
import { attachCarbonUploads } from '../files/attach-uploads';
import type { FileUrlSigner } from '../files/signed-urls';
import { projectKindConfig } from './kinds';

type ProjectRow = typeof projects.$inferSelect;
type Document = Record<string, unknown>;

/** A soft-deleted project stays recoverable by staff this long. */
export const RECOVERY_DAYS = 30;

const summaryColumns = {
  id: projects.id,
  kind: projects.kind,
  status: projects.status,
  name: projects.name,
  reportFileId: projects.reportFileId,
  invoiceFileId: projects.invoiceFileId,
  invoiceStatus: projects.invoiceStatus,
  createdAt: projects.createdAt,
  updatedAt: projects.updatedAt,
};
type SummaryRow = Pick<ProjectRow, keyof typeof summaryColumns>;

/**
 * The project store of DESIGN.md: one table for every kind, a JSONB document, and a version
 * row appended on every write in the same transaction. Every read and write is scoped by the
 * caller's client: another client's id is indistinguishable from an unknown one (404).
 */
export class ProjectStore {
  constructor(
    private readonly db: Database,
    private readonly files: FileUrlSigner,
  ) {}

  private summaryOf(row: SummaryRow) {
    const nameField = projectKindConfig[row.kind].nameField;
    return {
      id: row.id,
      [nameField]: row.name,
      status: row.status,
      reportUrl: row.reportFileId ? this.files.sign(row.reportFileId) : null,
      invoiceUrl: row.invoiceFileId ? this.files.sign(row.invoiceFileId) : null,
      invoice: { status: row.invoiceStatus },
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
    };
  }

  private detailOf(row: ProjectRow) {
    return { ...row.document, ...this.summaryOf(row) };
  }

  /** Spec 000 §3 summaries, newest first; `completedOnly` for GET {kind}/completed. */
  async list(clientId: string, kind: ProjectKind, completedOnly = false) {
    const rows = await this.db
      .select(summaryColumns)
      .from(projects)
      .where(
        and(
          eq(projects.clientId, clientId),
          eq(projects.kind, kind),
          isNull(projects.deletedAt),
          completedOnly ? eq(projects.status, 'COMPLETED') : undefined,
        ),
      )
      .orderBy(desc(projects.createdAt), desc(projects.id));
    return rows.map((row) => this.summaryOf(row));
  }

  private async findOwned(q: Queryable, clientId: string, kind: ProjectKind, id: string, lock = false) {
    if (!isUuid(id)) throw notFound(`${projectKindConfig[kind].label} not found`);
    const query = q
      .select()
      .from(projects)
      .where(
        and(
          eq(projects.id, id),
          eq(projects.clientId, clientId),
          eq(projects.kind, kind),
          isNull(projects.deletedAt),
        ),
      );
    const [row] = lock ? await query.for('update') : await query;
    if (!row) throw notFound(`${projectKindConfig[kind].label} not found`);
    return row;
  }

  async get(clientId: string, kind: ProjectKind, id: string) {
    return this.detailOf(await this.findOwned(this.db, clientId, kind, id));
  }

  private async appendVersion(
    q: Queryable,
    row: ProjectRow,
    auth: AuthContext,
    action: string,
    statusBefore: string | null,
  ): Promise<void> {
    await q.insert(projectVersions).values({
      projectId: row.id,
      version: sql`(select coalesce(max(version), 0) + 1 from project_versions where project_id = ${row.id})`,
      action,
      statusBefore,
      statusAfter: row.status,
      document: row.document,
      authorUserId: auth.userId,
      authorRole: auth.role,
    });
  }

  async createDraft(auth: AuthContext, kind: ProjectKind, document: Document) {
    const nameField = projectKindConfig[kind].nameField;
    return this.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(projects)
        .values({
          clientId: auth.clientId!,
          kind,
          status: 'DRAFT',
          name: String(document[nameField] ?? ''),
          document,
          createdByUserId: auth.userId,
        })
        .returning();
      // Issue #10: the footprint's upload keys must be the client's own; they are kept from now on.
      if (kind === 'CARBON') await attachCarbonUploads(tx, auth.clientId!, row!.id, document);
      await this.appendVersion(tx, row!, auth, 'draft.created', null);
      return this.detailOf(row!);
    });
  }

  /**
   * Saves a draft over the stored one, while the project is a DRAFT. Fields the form did not
   * send are kept (a first-part form never erases second-part data).
   */
  async updateDraft(auth: AuthContext, kind: ProjectKind, id: string, document: Document) {
    const nameField = projectKindConfig[kind].nameField;
    return this.db.transaction(async (tx) => {
      const current = await this.findOwned(tx, auth.clientId!, kind, id, true);
      if (current.status !== 'DRAFT') {
        throw new AppError('CONFLICT', 'This project is no longer a draft: it cannot be changed here.', {
          detailCode: 'NOT_A_DRAFT',
        });
      }
      const merged = { ...current.document, ...document };
      const [row] = await tx
        .update(projects)
        .set({ document: merged, name: String(merged[nameField] ?? current.name), updatedAt: sql`now()` })
        .where(eq(projects.id, current.id))
        .returning();
      // Issue #10: the footprint's upload keys must be the client's own; they are kept from now on.
      if (kind === 'CARBON') await attachCarbonUploads(tx, auth.clientId!, row!.id, document);
      await this.appendVersion(tx, row!, auth, 'draft.saved', current.status);
      return this.detailOf(row!);
    });
  }

  /** Spec 000 §4: only DRAFT (and DRAFT2 for footprints) can be deleted by the client. */
  async softDelete(auth: AuthContext, kind: ProjectKind, id: string): Promise<void> {
    await this.db.transaction(async (tx) => {
      const current = await this.findOwned(tx, auth.clientId!, kind, id, true);
      if (!canClientDelete(kind, current.status)) {
        throw new AppError(
          'CONFLICT',
          'Only a draft can be deleted. This project is already with our team.',
          {
            detailCode: 'NOT_DELETABLE',
          },
        );
      }
      const [row] = await tx
        .update(projects)
        .set({ deletedAt: sql`now()`, deletedByUserId: auth.userId })
        .where(eq(projects.id, current.id))
        .returning();
      await this.appendVersion(tx, row!, auth, 'deleted', current.status);
    });
  }
}

/** What staff see of a deleted project, to recover a mistaken click. */
export interface DeletedProject {
  id: string;
  kind: ProjectKind;
  name: string;
  status: string;
  clientId: string;
  deletedAt: string;
  recoverableUntil: string;
}

/**
 * Staff side of the soft delete (issue #5): list what clients deleted in the last 30 days and
 * put a project back. Past 30 days a deleted project is no longer offered nor restorable.
 */
export class DeletedProjectRecovery {
  constructor(private readonly db: Database) {}

  async list(): Promise<DeletedProject[]> {
    const rows = await this.db
      .select({
        id: projects.id,
        kind: projects.kind,
        name: projects.name,
        status: projects.status,
        clientId: projects.clientId,
        deletedAt: projects.deletedAt,
      })
      .from(projects)
      .where(sql`${projects.deletedAt} > now() - make_interval(days => ${RECOVERY_DAYS})`)
      .orderBy(desc(projects.deletedAt));
    return rows.map((row) => ({
      ...row,
      deletedAt: row.deletedAt!.toISOString(),
      recoverableUntil: new Date(row.deletedAt!.getTime() + RECOVERY_DAYS * 86_400_000).toISOString(),
    }));
  }

  async restore(auth: AuthContext, id: string): Promise<void> {
    if (!isUuid(id)) throw notFound('Deleted project not found');
    await this.db.transaction(async (tx) => {
      const [row] = await tx
        .update(projects)
        .set({ deletedAt: null, deletedByUserId: null, updatedAt: sql`now()` })
        .where(
          and(
            eq(projects.id, id),
            sql`${projects.deletedAt} > now() - make_interval(days => ${RECOVERY_DAYS})`,
          ),
        )
        .returning();
      if (!row) throw notFound('Deleted project not found, or deleted more than 30 days ago');
      await tx.insert(projectVersions).values({
        projectId: row.id,
        version: sql`(select coalesce(max(version), 0) + 1 from project_versions where project_id = ${row.id})`,
        action: 'restored',
        statusBefore: row.status,
        statusAfter: row.status,
        document: row.document,
        authorUserId: auth.userId,
        authorRole: auth.role,
      });
    });
  }
}
