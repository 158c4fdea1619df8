import {
  clientCanEdit,
  findTransition,
  type ProjectStatus,
  routeReactions,
  serverMessages,
  serverSaid,
  type TreeNodeDraft,
} from '@pharmatrace/domain';
import { desc, eq, sql } from 'drizzle-orm';
import type { Database, Queryable, Transaction } from '../../db/client';
import { type projects, projectVersions } from '../../db/schema';
import { AppError, badRequest } from '../../lib/app-error';
import type { AuthContext, ClientAuth } from '../../plugins/auth';
import { assertClientPlants } from './footprint-plants';
import { appendVersion, assertCurrentRevision, type ProjectStore } from './store';

type ProjectRow = typeof projects.$inferSelect;
type Entry = Record<string, unknown> & { productBy?: Record<string, unknown> };

/** What the client's second-part calls carry (domain carbonSecondPartUpdateSchema / SubmitSchema). */
export type SecondPartBody = { plants?: string[]; substances?: Entry[]; revision: number };

/** A client's saves of the same footprint within this many seconds share one version row. */
export const AUTOSAVE_VERSION_WINDOW_SECONDS = 60;
/** The action of a client's second-part save in the version history. */
export const SECOND_PART_SAVED = 'secondPart.saved';

/**
 * The client's side of a footprint's second part (spec 001 §2, §4, §7; issue #11): read it, save
 * it as it is typed, and send it (DRAFT2 or CHECK2 → ONGOING2, workflow action submitSecondPart).
 *
 * - A save names the revision it started from; a stale one is refused with 409 (`STALE_SAVE`),
 *   so that two tabs, or a tab and the provider, never overwrite each other silently (decision 0027).
 * - Autosaves are frequent, so a client's saves within a minute of its previous save collapse
 *   into that version row, whose snapshot is replaced by the newest: one version per minute of
 *   typing, and the latest state is always both the document and the newest version
 *   (decision 0010).
 */
export class SecondPartStore {
  constructor(
    private readonly db: Database,
    private readonly projects: ProjectStore,
  ) {}

  async get(clientId: string, id: string) {
    return this.projects.detailOf('CARBON', await this.projects.findOwned(this.db, clientId, 'CARBON', id));
  }

  /** POST carbon/second_part/update/{id}: in DRAFT2 and CHECK2 only (409 elsewhere). */
  async update(auth: ClientAuth, id: string, body: SecondPartBody) {
    return this.db.transaction(async (tx) => {
      const current = await this.projects.findOwned(tx, auth.clientId, 'CARBON', id, true);
      if (!clientCanEdit('CARBON', current.status, 'second')) {
        throw new AppError('CONFLICT', serverMessages.projectNotEditable, { detailCode: 'NOT_EDITABLE' });
      }
      assertCurrentRevision(current, body.revision);
      const document = await this.documentOf(tx, current, body);
      const row = await this.projects.overwrite(tx, current, document, body.revision);
      await this.recordSave(tx, auth, row, current.status);
      return this.projects.detailOf('CARBON', row);
    });
  }

  /**
   * POST carbon/second_part/validate/{id}: the client sends its mass balance (DRAFT2, or CHECK2
   * accepting the provider's amendments → ONGOING2). Any other status: 409, nothing changed.
   */
  async submit(auth: ClientAuth, id: string, body: SecondPartBody, within?: Transaction) {
    const work = async (tx: Transaction) => {
      const current = await this.projects.findOwned(tx, auth.clientId, 'CARBON', id, true);
      const move = findTransition('CARBON', 'CLIENT', current.status, 'submitSecondPart');
      if (!move) {
        throw new AppError('CONFLICT', serverMessages.projectMoveRefused, { detailCode: 'MOVE_REFUSED' });
      }
      assertCurrentRevision(current, body.revision);
      const document = await this.documentOf(tx, current, body);
      const reactions = routeReactions(current.document.tree as TreeNodeDraft | undefined).length;
      const given = (document.substances as unknown[] | undefined)?.length ?? 0;
      if (given !== reactions) {
        throw badRequest(serverSaid.reactionsMissing(reactions), {
          substances: serverSaid.reactionsMissing(reactions),
        });
      }
      const row = await this.projects.overwrite(tx, current, document, body.revision, move.to);
      await appendVersion(tx, row, auth, move.action, current.status);
      return this.projects.detailOf('CARBON', row);
    };
    return within ? work(within) : this.db.transaction(work);
  }

  /**
   * The second part as stored: plants and substances only (never the revision, never a first-part
   * field), every plant it names one of the client's own (400 otherwise).
   */
  private async documentOf(tx: Queryable, current: ProjectRow, body: SecondPartBody) {
    const document: Record<string, unknown> = {};
    if (body.plants !== undefined) document.plants = body.plants;
    if (body.substances !== undefined) document.substances = body.substances;
    await assertClientPlants(tx, current.clientId, document);
    return document;
  }

  /**
   * One version row per minute of a client's saves: the newest row is this user's save of the
   * last minute → it takes the new snapshot; otherwise a new row is appended.
   */
  private async recordSave(tx: Queryable, auth: AuthContext, row: ProjectRow, statusBefore: ProjectStatus) {
    const [last] = await tx
      .select({
        id: projectVersions.id,
        action: projectVersions.action,
        authorUserId: projectVersions.authorUserId,
        isRecent: sql<boolean>`${projectVersions.createdAt} > now() - make_interval(secs => ${AUTOSAVE_VERSION_WINDOW_SECONDS})`,
      })
      .from(projectVersions)
      .where(eq(projectVersions.projectId, row.id))
      .orderBy(desc(projectVersions.version))
      .limit(1);
    if (last && last.action === SECOND_PART_SAVED && last.authorUserId === auth.userId && last.isRecent) {
      await tx
        .update(projectVersions)
        .set({ document: row.document, statusAfter: row.status })
        .where(eq(projectVersions.id, last.id));
      return;
    }
    await appendVersion(tx, row, auth, SECOND_PART_SAVED, statusBefore);
  }
}
