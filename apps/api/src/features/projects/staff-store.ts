import {
  confirmEuOriginFigures,
  EuOriginConfirmationError,
  type EuOriginConfirmationInput,
  euOriginMessages,
  findStaffMove,
  findTransition,
  isLabelKind,
  type ProjectKind,
  type ProjectPart,
  type ProjectStatus,
  projectEditPath,
  projectListPath,
  proposedEuOriginFigures,
  type StaffMoveCall,
  serverMessages,
  staffCanDelete,
  staffCanEdit,
  type Transition,
  translate,
} from '@pharmatrace/domain';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database, Queryable } from '../../db/client';
import { clients, plants, projects, users } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { audit } from '../../lib/audit';
import { enqueueMail } from '../../mail/outbox';
import { projectReviewedMail, type ReviewedStatus } from '../../mail/templates';
import type { AuthContext } from '../../plugins/auth';
import { attachCarbonUploads } from '../files';
import { newLabelVerificationCode } from '../label-certificates';
import { resolveTreePlants } from '../plants';
import { countryById } from '../reference';
import { findProject } from './find-project';
import { assertClientPlants } from './footprint-plants';
import { projectKindConfig } from './kinds';
import { assertMedicineReferences } from './medicine-references';
import { appendVersion, assertCurrentRevision, type ProjectStore } from './store';
import { VersionHistory } from './version-history';

type ProjectRow = typeof projects.$inferSelect;
type Document = Record<string, unknown>;

/** The staff moves the client's main user is told of by e-mail (issue #12): every one today. */
const notified: readonly string[] = ['CHECK', 'CHECK2', 'DRAFT2', 'COMPLETED'] satisfies ReviewedStatus[];

export interface StaffStoreOptions {
  db: Database;
  projects: ProjectStore;
  /** PUBLIC_URL: the base of the links in e-mails. */
  publicUrl: string;
  /** Called after a commit that queued e-mail, so the outbox sends it now. */
  mailQueued: () => void;
}

/**
 * The provider's staff at work on any client's project (spec 001 §2 'Admin panel and
 * validation', §4 'Staff validation', issue #12): read it with its client, plants and history,
 * amend it, move it as the workflow table allows (workflow.ts findStaffMove), delete it.
 *
 * Every write runs in one transaction under the project's row lock and appends a version row
 * (author: the staff user) and an audit row (who, what, which client and project); a move the
 * client must hear of also queues its e-mail there. Plants typed in route trees become plants of
 * the PROJECT'S client, and a footprint's upload keys must be that client's uploads.
 */
export class StaffProjectStore {
  private readonly db: Database;
  private readonly projects: ProjectStore;

  constructor(private readonly options: StaffStoreOptions) {
    this.db = options.db;
    this.projects = options.projects;
  }

  /** GET admin/{kind}/{id}: what the client's GET answers, plus the client, its plants and the history. */
  async get<K extends ProjectKind>(kind: K, id: string) {
    return this.detail(this.db, kind, await findProject(this.db, kind, id));
  }

  private async detail<K extends ProjectKind>(q: Queryable, kind: K, row: ProjectRow) {
    const [client] = await q
      .select({ id: clients.id, companyName: clients.companyName })
      .from(clients)
      .where(eq(clients.id, row.clientId));
    const plantOptions = await q
      .select({
        id: plants.id,
        companyName: plants.companyName,
        city: plants.city,
        countryId: plants.countryId,
      })
      .from(plants)
      .where(eq(plants.clientId, row.clientId))
      .orderBy(asc(sql`lower(${plants.companyName})`), asc(plants.city), asc(plants.id));
    return {
      ...this.projects.detailOf(kind, row),
      client: client!,
      plantOptions,
      versions: await new VersionHistory(q).list(row.id),
    };
  }

  /** Staff: version `version` of the project against the one before. */
  async versionChanges(kind: ProjectKind, id: string, version: number) {
    const row = await findProject(this.db, kind, id);
    return new VersionHistory(this.db).versionChanges(kind, row.id, version);
  }

  /**
   * The plants typed in the trees become plants of the project's client (never of the staff
   * user), and a footprint's plant ids and upload keys must be that client's own: the client's
   * rules, applied for the client. Works on a copy of the document.
   */
  private async prepare(tx: Queryable, auth: AuthContext, row: ProjectRow, document: Document) {
    if (row.kind === 'CARBON') await assertClientPlants(tx, row.clientId, document);
    if (row.kind === 'MEDICINE') await assertMedicineReferences(tx, row.clientId, document);
    const prepared = structuredClone(document);
    await resolveTreePlants(tx, row.clientId, auth.userId, projectKindConfig[row.kind].treesOf(prepared));
    return prepared;
  }

  private async writeDocument(
    tx: Queryable,
    auth: AuthContext,
    current: ProjectRow,
    document: Document,
    revision: number,
    status?: ProjectStatus,
  ) {
    const prepared = await this.prepare(tx, auth, current, document);
    const row = await this.projects.overwrite(tx, current, prepared, revision, status);
    if (row.kind === 'CARBON') await attachCarbonUploads(tx, row.clientId, row.id, row.document);
    return row;
  }

  private auditEntry(auth: AuthContext, row: ProjectRow, action: string, details: Record<string, unknown>) {
    return {
      actorUserId: auth.userId,
      clientId: row.clientId,
      projectId: row.id,
      action,
      details: { projectId: row.id, kind: row.kind, name: row.name, ...details },
    };
  }

  /**
   * POST admin/{kind}/update/{id} and admin/carbon/second_part/update/{id}: staff amend the
   * project without moving it, where spec 001 §2 shows the edit link (workflow.ts staffCanEdit),
   * from `revision` (409 STALE_SAVE when the client or another staff member saved since).
   */
  async amend<K extends ProjectKind>(
    auth: AuthContext,
    kind: K,
    id: string,
    document: Document,
    part: ProjectPart,
    revision: number,
  ) {
    return this.db.transaction(async (tx) => {
      const current = await findProject(tx, kind, id, { lock: true });
      if (!staffCanEdit(kind, current.status, part)) {
        throw new AppError('CONFLICT', serverMessages.staffProjectNotEditable, {
          detailCode: 'NOT_EDITABLE',
        });
      }
      assertCurrentRevision(current, revision);
      const row = await this.writeDocument(tx, auth, current, document, revision);
      await appendVersion(tx, row, auth, 'amended', current.status);
      await audit(tx, this.auditEntry(auth, row, 'project.amended', { status: row.status, part }));
      return this.detail(tx, kind, row);
    });
  }

  /**
   * The validation calls (spec 001 §4): stores the document and moves the project to `to` if the
   * workflow table gives `call` that move from the current status; 409 otherwise, with nothing
   * changed, and 409 STALE_SAVE when `revision` is no longer the stored one. The client's main
   * user is e-mailed in the same transaction.
   */
  async validate<K extends ProjectKind>(
    auth: AuthContext,
    kind: K,
    id: string,
    call: StaffMoveCall,
    to: ProjectStatus | null,
    revision: number,
    document: Document,
    euOrigin?: EuOriginConfirmationInput,
    /** Staff's note with the move (the medicine study's status call), kept in the audit row. */
    message?: string,
  ) {
    const outcome = await this.db.transaction(async (tx) => {
      const current = await findProject(tx, kind, id, { lock: true });
      const move: Transition | undefined =
        call === 'withoutProduction'
          ? findTransition(kind, 'STAFF', current.status, 'completeWithoutProduction')
          : to
            ? findStaffMove(kind, call, current.status, to)
            : undefined;
      if (!move) {
        throw new AppError('CONFLICT', serverMessages.projectMoveRefused, { detailCode: 'MOVE_REFUSED' });
      }
      assertCurrentRevision(current, revision);
      const completed =
        move.to === 'COMPLETED' && isLabelKind(kind)
          ? await this.withConfirmedEuOrigin(tx, auth, kind, document, euOrigin)
          : document;
      const row = await this.writeDocument(tx, auth, current, completed, revision, move.to);
      await appendVersion(tx, row, auth, move.action, current.status);
      await audit(
        tx,
        this.auditEntry(auth, row, 'project.moved', {
          action: move.action,
          statusBefore: current.status,
          statusAfter: row.status,
          ...(message ? { message } : {}),
        }),
      );
      const mailed = notified.includes(row.status) ? await this.notifyClient(tx, row) : false;
      return { detail: await this.detail(tx, kind, row), mailed };
    });
    if (outcome.mailed) this.options.mailQueued();
    return outcome.detail;
  }

  /**
   * A label being completed keeps the European-origin figures staff confirm (issue #14, decision
   * 0012): proposed again here from the document by the domain's rules, confirmed as proposed or
   * overridden with a reason; stored in the document, so the version row of the move holds them.
   */
  private async withConfirmedEuOrigin(
    tx: Queryable,
    auth: AuthContext,
    kind: 'ORIGIN' | 'SUBSTANCE',
    document: Document,
    input: EuOriginConfirmationInput | undefined,
  ): Promise<Document> {
    const proposed = proposedEuOriginFigures(kind, document, (id) => countryById(id)?.isEuEea);
    const [author] = await tx
      .select({ name: users.name })
      .from(users)
      .where(eq(users.id, auth.userId))
      .limit(1);
    try {
      const euOriginConfirmed = confirmEuOriginFigures(proposed, input, {
        name: author?.name ?? null,
        at: new Date(),
        verificationCode: newLabelVerificationCode(),
      });
      return { ...document, euOriginConfirmed };
    } catch (error) {
      if (!(error instanceof EuOriginConfirmationError)) throw error;
      const field =
        error.message === euOriginMessages.reasonRequired ? 'euOrigin.reason' : 'euOrigin.figures';
      throw new AppError('BAD_REQUEST', error.message, { fields: { [field]: error.message } });
    }
  }

  /** Queues the e-mail that tells the client's main user what staff did, with a link straight to it. */
  private async notifyClient(tx: Queryable, row: ProjectRow): Promise<boolean> {
    const [main] = await tx
      .select({ email: users.email, name: users.name, language: users.language })
      .from(users)
      .where(and(eq(users.clientId, row.clientId), eq(users.role, 'MAIN')))
      .limit(1);
    if (!main) return false;
    const locale = main.language === 'fr' ? 'fr' : 'en';
    const path = projectEditPath(row.kind, row.status, row.id) ?? projectListPath(row.kind);
    await enqueueMail(
      tx,
      main.email,
      projectReviewedMail(
        {
          name: main.name,
          projectName: row.name,
          projectType: translate(locale, `kind.${row.kind}.name`).toLowerCase(),
          status: row.status as ReviewedStatus,
          link: `${this.options.publicUrl}${path}`,
          listName: translate(locale, `kind.${row.kind}.clientList`),
        },
        locale,
      ),
    );
    return true;
  }

  /**
   * DELETE admin/{kind}/{id}: a soft delete like the client's (recoverable by staff for 30 days,
   * DeletedProjectRecovery), only where spec 001 §2 shows the icon (workflow.ts staffCanDelete).
   */
  async softDelete(auth: AuthContext, kind: ProjectKind, id: string): Promise<void> {
    await this.db.transaction(async (tx) => {
      const current = await findProject(tx, kind, id, { lock: true });
      if (!staffCanDelete(kind, current.status)) {
        throw new AppError('CONFLICT', serverMessages.staffProjectNotDeletable, {
          detailCode: 'NOT_DELETABLE',
        });
      }
      const [row] = await tx
        .update(projects)
        .set({ deletedAt: sql`now()`, deletedByUserId: auth.userId })
        .where(eq(projects.id, current.id))
        .returning();
      await appendVersion(tx, row!, auth, 'deleted', current.status);
      await audit(tx, this.auditEntry(auth, row!, 'project.deleted', { status: row!.status }));
    });
  }
}
