import type { Readable } from 'node:stream';
import {
  canClientDelete,
  clientCanEdit,
  findTransition,
  type ProjectKind,
  type ProjectStatus,
  serverMessages,
  type TransitionAction,
} from '@pharmatrace/domain';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Database, Queryable, Transaction } from '../../db/client';
import { projects, projectVersions } from '../../db/schema';
import { AppError, notFound } from '../../lib/app-error';
import { audit } from '../../lib/audit';
import { isUuid } from '../../lib/ids';
import type { AuthContext, ClientAuth } from '../../plugins/auth';
import { assertAccountValidated } from '../accounts';
import type { FileUrlSigner } from '../files';
import { attachCarbonUploads } from '../files';
import { resolveTreePlants } from '../plants';
import { findProject } from './find-project';
import { assertClientPlants } from './footprint-plants';
import { type ProjectDetailAnswer, projectKindConfig } from './kinds';
import { type ListAnswer, ListCache } from './list-cache';
import { streamWhileReading } from './list-stream';
import { assertMedicineReferences } from './medicine-references';

type ProjectRow = typeof projects.$inferSelect;
type Document = Record<string, unknown>;

/** Where `readList` puts a file to link to, for `signList` to sign (json_build_object writes ' : ' between key and value). */
const SIGN_PLACEHOLDER = /\{"\$sign" : "([0-9a-f-]{36})"\}/g;

/**
 * A footprint's result as the client's answers carry it: null until the footprint is completed
 * with one (staff may adopt the preliminary estimate while the second part is under review:
 * issue #23; the client sees it once the footprint is completed).
 */
function footprintOf(row: Pick<ProjectRow, 'footprintValue' | 'footprintUncertainty' | 'status'>) {
  return row.footprintValue === null || row.status !== 'COMPLETED'
    ? null
    : { value: row.footprintValue, uncertainty: row.footprintUncertainty ?? 0 };
}

/**
 * Rows of a client list's first page (decision 0046): about 125 kB of JSON, one round trip of a
 * few milliseconds before the first byte leaves; the rest of the list follows in one statement.
 */
export const LIST_PAGE_ROWS = 500;

/**
 * A list whose last build was at most this long (about 4,000 summaries) is read whole in one
 * statement and sent with its tag; a longer one, or one not built yet, is streamed (decision
 * 0048): below this, a second statement and a turn of the event loop cost more than the first
 * byte gains.
 */
export const STREAM_ABOVE_BYTES = 1024 * 1024;

/**
 * Sort memory for the statement that reads a long list: a 20,000-row list sorts about 7 MB of
 * summaries, which PostgreSQL's default 4 MB would spill to disk (decision 0048).
 */
const LONG_LIST_WORK_MEM = '32MB';

/** What a page of a client list answers: its text, its row count and its last row's keys. */
type ListPageRow = { text: string | null; rows: number; at: string | null; id: string | null };

const listKey = (clientId: string, kind: ProjectKind, completedOnly: boolean) =>
  `${clientId}:${kind}:${completedOnly}`;

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
  footprintValue: projects.footprintValue,
  footprintUncertainty: projects.footprintUncertainty,
};
type SummaryRow = Pick<ProjectRow, keyof typeof summaryColumns>;

/**
 * Every save of a stored project names the revision it started from (issue #22, decision 0027):
 * when that is no longer the stored one, someone saved meanwhile (another tab, another user of the
 * company, the provider) and this save would overwrite their work. 409 STALE_SAVE, nothing written.
 */
export function assertCurrentRevision(current: Pick<ProjectRow, 'revision'>, revision: number) {
  if (revision !== current.revision) {
    throw new AppError('CONFLICT', serverMessages.staleSave, { detailCode: 'STALE_SAVE' });
  }
}

/** A stored project a client's submission moves: its id and the revision the client started from. */
export type StoredProjectRef = { id: string; revision: number };

/** The client's actions that submit a project; the store picks the move from the status. */
export type SubmitAction = Extract<TransitionAction, 'submit' | 'submitWithoutProduction'>;

/**
 * Appends the version row of a write (DESIGN.md 'Data'): a snapshot, its author and the status
 * before and after, in the caller's transaction. Numbered under the row lock the writer holds.
 */
export async function appendVersion(
  q: Queryable,
  row: ProjectRow,
  author: Pick<AuthContext, 'userId' | 'role'>,
  action: string,
  statusBefore: ProjectStatus | null,
): Promise<void> {
  await q.insert(projectVersions).values({
    projectId: row.id,
    version: sql`(select coalesce(max(version), 0) + 1 from project_versions where project_id = ${row.id})`,
    action,
    statusBefore,
    statusAfter: row.status,
    document: row.document,
    authorUserId: author.userId,
    authorRole: author.role,
  });
}

/**
 * The project store of DESIGN.md: one table for every kind, a JSONB document, and a version
 * row appended on every write in the same transaction. Every read and write is scoped by the
 * caller's client: another client's id is indistinguishable from an unknown one (404).
 * Which status allows what comes from the workflow table of the domain (workflow.ts).
 */
export class ProjectStore {
  private readonly lists: ListCache;

  constructor(
    private readonly db: Database,
    private readonly files: FileUrlSigner,
    /** Rows per page of a client list as it is read and streamed (tests use a few). */
    private readonly listPageRows = LIST_PAGE_ROWS,
  ) {
    this.lists = new ListCache(db);
  }

  /** Counters of the list cache, for tests and the bench. */
  get listStats() {
    return this.lists.stats;
  }

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
      // A footprint's result (kgCO2e/kg ± uncertainty) once staff have entered it (issue #13).
      ...(row.kind === 'CARBON' ? { footprint: footprintOf(row) } : {}),
    };
  }

  /**
   * What GET {kind}/{id} answers; the staff store answers the same plus its extras. The one place
   * where a stored document is taken for its kind's type: every write checked it with the kind's
   * schema, and the route's response schema checks the answer again on its way out (a mismatch is
   * a logged 500, never a leak).
   */
  detailOf<K extends ProjectKind>(kind: K, row: ProjectRow): ProjectDetailAnswer<K> & { revision: number } {
    // The row is of the kind the caller names (every query filters on it): say so if that ever breaks.
    if (row.kind !== kind) throw new Error(`A ${row.kind} project read as ${kind}`);
    const detail = { ...row.document, ...this.summaryOf(row), revision: row.revision };
    return detail as ProjectDetailAnswer<K> & { revision: number };
  }

  /**
   * The spec 000 §3 summaries, newest first (`completedOnly` for GET {kind}/completed), as JSON
   * and its ETag, kept in memory while the database has not changed (list-cache.ts), else built
   * by the database. Whole: for a conditional request, which needs every byte to compare its tag.
   */
  async listAnswer(clientId: string, kind: ProjectKind, completedOnly = false): Promise<ListAnswer> {
    const key = listKey(clientId, kind, completedOnly);
    const { position, kept } = await this.lists.lookup(
      key,
      (u) => this.signList(u),
      this.files.stableExpiry(),
    );
    if (kept) return kept;
    const pieces: string[] = [];
    await this.readList(
      clientId,
      kind,
      completedOnly,
      (piece) => {
        pieces.push(piece);
      },
      false,
      (this.lists.lastBytes(key) ?? 0) > STREAM_ABOVE_BYTES,
    );
    const unsigned = pieces.join('');
    return this.lists.store(key, position, unsigned, this.signList(unsigned));
  }

  /**
   * The same list for a request without a tag (issue #28, decision 0046): from memory, whole with
   * its ETag, while the database has not changed; else a stream of its pages, each sent as soon as
   * the database has read it, so that the first byte leaves after the first page whatever the
   * list's length. A list of one page, or one whose last build was at most STREAM_ABOVE_BYTES
   * (read in one statement, decision 0048), is sent whole with its tag, as before. A streamed list
   * carries no ETag (its bytes are not known before the last one); once complete it is kept with
   * its tag, which the next request gets. The promise settles after the first page (an error
   * before that is a clean error answer; after it, see list-stream.ts).
   */
  async openList(
    clientId: string,
    kind: ProjectKind,
    completedOnly = false,
  ): Promise<{ whole: ListAnswer } | { stream: Readable }> {
    const key = listKey(clientId, kind, completedOnly);
    const linksExpire = this.files.stableExpiry();
    const { position, kept } = await this.lists.lookup(key, (u) => this.signList(u), linksExpire);
    if (kept) return { whole: kept };
    const unsignedPieces: string[] = [];
    // Encoded once: the bytes written are the bytes kept (no string → bytes → string again).
    const signedPieces: Buffer[] = [];
    let single: string | undefined;
    const lastBytes = this.lists.lastBytes(key);
    const paged = lastBytes === undefined || lastBytes > STREAM_ABOVE_BYTES;
    const stream = await streamWhileReading(async (emit) => {
      await this.readList(
        clientId,
        kind,
        completedOnly,
        async (piece, last) => {
          unsignedPieces.push(piece);
          // One page and done: left for the whole answer below.
          if (unsignedPieces.length === 1 && last) {
            single = piece;
            return;
          }
          const signed = Buffer.from(this.signList(piece, linksExpire).body, 'utf8');
          signedPieces.push(signed);
          emit(signed);
          // Lets the event loop write the page out before the next one is read: PGlite answers
          // in this very thread, and would otherwise hold every page until the last (decision 0046).
          if (!last) await new Promise((resolve) => setImmediate(resolve));
        },
        paged,
      );
      if (single === undefined)
        this.lists.store(key, position, unsignedPieces.join(''), {
          body: Buffer.concat(signedPieces),
          linksExpire,
        });
    });
    if (single === undefined) return { stream };
    return { whole: this.lists.store(key, position, single, this.signList(single, linksExpire)) };
  }

  /**
   * Signs the links of a list the database wrote, by default with the expiry of the current ten
   * minutes (a streamed list names its expiry once, so that all its pages sign alike).
   */
  private readonly signList = (unsigned: string, linksExpire = this.files.stableExpiry()) => {
    const body = unsigned.replace(SIGN_PLACEHOLDER, (_match, fileId: string) =>
      JSON.stringify(this.files.signStable(fileId, linksExpire)),
    );
    return { body, linksExpire };
  };

  /**
   * The list as JSON text, in pieces (pages of rows, or one piece when not `paged`) whose
   * concatenation is the whole list: `[`, the summaries joined by `,`, `]` (issue #17: a row per project would cost far more
   * to decode into objects, in the driver, PGlite's WebAssembly and Drizzle's mapping, than the
   * answer's bytes). Each live project's summary is stored in a narrow table of its own
   * (`project_list_summaries`, kept by a trigger on every insert, update and delete of a project:
   * migrations 0019 and 0022, decisions 0044 and 0051), key for key what
   * `summaryOf` gives, in the same order, with the dates as `toISOString` writes them; so a page
   * only reads rows in order and joins their text, with no JSON built per row (issue #28).
   *
   * When `paged`, a first page is read, then the rest after its last row's creation time and id
   * (keyset, in the order of `project_list_summaries_client_kind_idx`). The two statements of a
   * long list are not one snapshot: a write committed between them shows in the rest only
   * (a row deleted is left out, a row changed is listed as changed; a new row, created later than
   * the first page's rows, is not listed), and since creation time and id never change, no row is
   * listed twice or out of order. That write moved the WAL position the list is kept with, so the
   * next request rebuilds it (decision 0046). `onPiece` gets each piece as soon as it is read,
   * and whether it is the last.
   *
   * Report and invoice links are left as `{"$sign" : "<file id>"}` where a file exists, for
   * `signList` to sign (the same link for ten minutes, so that the list keeps its ETag). No text
   * of a user can produce that: inside a JSON string every quote is escaped, so the pattern only
   * ever matches the placeholder; and a piece always ends between two summaries.
   */
  private async readList(
    clientId: string,
    kind: ProjectKind,
    completedOnly: boolean,
    onPiece: (piece: string, last: boolean) => void | Promise<void>,
    paged = true,
    /** Read whole, but likely long (its last build was): sorted with more memory, as the rest of a paged one. */
    long = false,
  ): Promise<void> {
    // No transaction around the two statements: a short list stays one round trip; see above for
    // what two statements can show (decision 0046).
    let after: { createdAt: string; id: string } | null = null;
    // Only live projects have a summary (the trigger removes a soft-deleted one's).
    const filter = sql`s.client_id = ${clientId} and s.kind = ${kind}
      ${completedOnly ? sql`and s.status = 'COMPLETED'` : sql``}`;
    if (paged) {
      // The first page is small, so that the first byte leaves early; it alone needs its last
      // row's keys, to read the rest after it.
      const result: { rows: ListPageRow[] } = await this.db.execute<ListPageRow>(sql`
        with page as (
          select s.summary, s.created_at, s.project_id
          from project_list_summaries s
          where ${filter}
          order by s.created_at desc nulls last, s.project_id desc nulls last
          limit ${this.listPageRows}
        )
        select string_agg(summary, ',' order by created_at desc nulls last, project_id desc nulls last) as text,
          count(*)::int as rows,
          (array_agg(created_at::text order by created_at, project_id))[1] as at,
          (array_agg(project_id::text order by created_at, project_id))[1] as id
        from page`);
      // Both drivers answer `{ rows }`; the text column is not parsed by either.
      const page = result.rows[0];
      const last = Number(page?.rows ?? 0) < this.listPageRows;
      await onPiece(`[${page?.text ?? ''}${last ? ']' : ''}`, last);
      if (last) return;
      after = { createdAt: page!.at!, id: page!.id! };
    }
    // The whole list, or the rest after the first page, in one statement: a statement per page
    // and a turn of the event loop between pages cost most on PGlite (bench/README.md). Only
    // the stored summaries are read and joined, in the aggregate's own order (issue #28). That
    // order is the index's, `nulls last` included (neither column is ever null, so the bytes are
    // the same): PostgreSQL 16 and later (PGlite) then aggregate the index scan's rows as they
    // come, without sorting them again (decision 0051).
    const rest = sql`
      select string_agg(s.summary, ',' order by s.created_at desc nulls last, s.project_id desc nulls last) as text
      from project_list_summaries s
      where ${filter}
        ${after ? sql`and (s.created_at, s.project_id) < (${after.createdAt}::timestamptz, ${after.id}::uuid)` : sql``}`;
    // A long list's sort gets the memory it needs for this statement only (`set local`): three
    // statements more, against a sort that would spill megabytes to disk (decision 0048).
    const result: { rows: { text: string | null }[] } =
      after || long
        ? await this.db.transaction(async (tx) => {
            await tx.execute(sql.raw(`set local work_mem = '${LONG_LIST_WORK_MEM}'`));
            return tx.execute<{ text: string | null }>(rest);
          })
        : await this.db.execute<{ text: string | null }>(rest);
    const text = result.rows[0]?.text ?? null;
    await onPiece(`${after ? (text === null ? '' : ',') : '['}${text ?? ''}]`, true);
  }

  /** The caller's project (404 otherwise), locked FOR UPDATE with `lock`. */
  async findOwned(q: Queryable, clientId: string, kind: ProjectKind, id: string, lock = false) {
    return findProject(q, kind, id, { clientId, lock });
  }

  async get<K extends ProjectKind>(clientId: string, kind: K, id: string) {
    return this.detailOf(kind, await this.findOwned(this.db, clientId, kind, id));
  }

  /**
   * What every write does to the document before storing it: a footprint's plant ids must be the
   * client's own (400 otherwise), and the plants typed in its route trees become plants of the
   * client (spec 001 §3). Works on a copy.
   */
  private async prepare(tx: Queryable, auth: ClientAuth, kind: ProjectKind, document: Document) {
    if (kind === 'CARBON') await assertClientPlants(tx, auth.clientId, document);
    if (kind === 'MEDICINE') await assertMedicineReferences(tx, auth.clientId, document);
    const prepared = structuredClone(document);
    await resolveTreePlants(tx, auth.clientId, auth.userId, projectKindConfig[kind].treesOf(prepared));
    return prepared;
  }

  /**
   * Issue #10: a footprint's upload keys must be the client's own uploads (400 on the field
   * otherwise); once named by a project they are kept, no longer swept after a day.
   */
  private async attachFiles(tx: Queryable, auth: ClientAuth, row: ProjectRow) {
    if (row.kind === 'CARBON') await attachCarbonUploads(tx, auth.clientId, row.id, row.document);
  }

  private async insert(
    tx: Queryable,
    auth: ClientAuth,
    kind: ProjectKind,
    document: Document,
    status: ProjectStatus,
  ) {
    const nameField = projectKindConfig[kind].nameField;
    await assertAccountValidated(tx, auth.clientId);
    const [row] = await tx
      .insert(projects)
      .values({
        clientId: auth.clientId,
        kind,
        status,
        name: String(document[nameField] ?? ''),
        document,
        createdByUserId: auth.userId,
        submittedAt: status === 'DRAFT' ? null : sql`now()`,
      })
      .returning();
    return row!;
  }

  /**
   * Writes the document over the stored one, keeping the fields the form did not send (a
   * first-part form never erases second-part data, an older screen never erases a field it does
   * not know) and removing those it clears (decision 0076), and moves the status if asked. Shared with
   * the staff store (staff-store.ts), inside the caller's transaction, on the row it locked.
   * `revision` is the one the save started from: no document is written over a newer one.
   */
  async overwrite(
    tx: Queryable,
    current: ProjectRow,
    document: Document,
    revision: number,
    status = current.status,
  ) {
    assertCurrentRevision(current, revision);
    const nameField = projectKindConfig[current.kind].nameField;
    const merged = { ...current.document, ...document };
    // A field the save clears is removed (decision 0076): a study's optional value sent as null,
    // which its schema reads as undefined. A field the body leaves out is not in `document` at all.
    for (const [key, value] of Object.entries(document)) if (value === undefined) delete merged[key];
    const [row] = await tx
      .update(projects)
      .set({
        document: merged,
        name: String(merged[nameField] ?? current.name),
        status,
        revision: sql`${projects.revision} + 1`,
        updatedAt: sql`now()`,
        ...(status !== current.status ? { submittedAt: sql`now()` } : {}),
      })
      .where(eq(projects.id, current.id))
      .returning();
    return row!;
  }

  /**
   * Runs a write in the transaction of its Idempotency-Key (`within`, lib/idempotency.ts), so the
   * key's record commits with it or not at all; in a transaction of its own otherwise.
   */
  private transaction<T>(within: Transaction | undefined, work: (tx: Transaction) => Promise<T>) {
    return within ? work(within) : this.db.transaction(work);
  }

  async createDraft<K extends ProjectKind>(
    auth: ClientAuth,
    kind: K,
    document: Document,
    within?: Transaction,
  ) {
    return this.transaction(within, async (tx) => {
      const row = await this.insert(tx, auth, kind, await this.prepare(tx, auth, kind, document), 'DRAFT');
      await this.attachFiles(tx, auth, row);
      await appendVersion(tx, row, auth, 'draft.created', null);
      return this.detailOf(kind, row);
    });
  }

  /**
   * Saves the client's changes without moving the status: in DRAFT, or in CHECK while the
   * client reviews the provider's amendments (workflow.ts clientCanEdit). 409 elsewhere, and
   * 409 STALE_SAVE when `revision` is not the stored one.
   */
  async updateDraft<K extends ProjectKind>(
    auth: ClientAuth,
    kind: K,
    id: string,
    document: Document,
    revision: number,
  ) {
    return this.db.transaction(async (tx) => {
      const current = await this.findOwned(tx, auth.clientId, kind, id, true);
      if (!clientCanEdit(kind, current.status)) {
        throw new AppError('CONFLICT', serverMessages.projectNotEditable, { detailCode: 'NOT_EDITABLE' });
      }
      assertCurrentRevision(current, revision);
      const row = await this.overwrite(tx, current, await this.prepare(tx, auth, kind, document), revision);
      await this.attachFiles(tx, auth, row);
      await appendVersion(tx, row, auth, 'draft.saved', current.status);
      return this.detailOf(kind, row);
    });
  }

  /**
   * The client sends a project to the provider: a new one (`stored` null) is created ONGOING; a
   * stored one moves as the workflow table says (DRAFT → ONGOING; CHECK → ONGOING accepts the
   * provider's amendments), from the revision the client started from. Any other status answers
   * 409 and changes nothing, and so does a stale revision (STALE_SAVE).
   */
  async submit<K extends ProjectKind>(
    auth: ClientAuth,
    kind: K,
    stored: StoredProjectRef | null,
    document: Document,
    action: SubmitAction,
    within?: Transaction,
  ) {
    return this.transaction(within, async (tx) => {
      if (stored === null) {
        const prepared = await this.prepare(tx, auth, kind, document);
        const to = findTransition(kind, 'CLIENT', 'DRAFT', action)!.to;
        const row = await this.insert(tx, auth, kind, prepared, to);
        await this.attachFiles(tx, auth, row);
        await appendVersion(tx, row, auth, action, null);
        return this.detailOf(kind, row);
      }
      const current = await this.findOwned(tx, auth.clientId, kind, stored.id, true);
      const move =
        findTransition(kind, 'CLIENT', current.status, action) ??
        findTransition(kind, 'CLIENT', current.status, 'acceptAmendments');
      if (!move) {
        throw new AppError('CONFLICT', serverMessages.projectMoveRefused, { detailCode: 'MOVE_REFUSED' });
      }
      assertCurrentRevision(current, stored.revision);
      const prepared = await this.prepare(tx, auth, kind, document);
      const row = await this.overwrite(tx, current, prepared, stored.revision, move.to);
      await this.attachFiles(tx, auth, row);
      await appendVersion(tx, row, auth, move.action, current.status);
      return this.detailOf(kind, row);
    });
  }

  /** Spec 000 §4: only DRAFT (and DRAFT2 for footprints) can be deleted by the client. */
  async softDelete(auth: ClientAuth, kind: ProjectKind, id: string): Promise<void> {
    await this.db.transaction(async (tx) => {
      const current = await this.findOwned(tx, auth.clientId, kind, id, true);
      if (!canClientDelete(kind, current.status)) {
        throw new AppError('CONFLICT', serverMessages.projectNotDeletable, { detailCode: 'NOT_DELETABLE' });
      }
      const [row] = await tx
        .update(projects)
        .set({ deletedAt: sql`now()`, deletedByUserId: auth.userId })
        .where(eq(projects.id, current.id))
        .returning();
      await appendVersion(tx, row!, auth, 'deleted', current.status);
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
    if (!isUuid(id)) throw notFound(serverMessages.deletedProjectNotFound);
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
      if (!row) throw notFound(serverMessages.deletedProjectGone);
      await appendVersion(tx, row, auth, 'restored', row.status);
      // Only staff restore (admin/deleted-projects): a staff action, audited with it.
      await audit(tx, {
        actorUserId: auth.userId,
        clientId: row.clientId,
        projectId: row.id,
        action: 'project.restored',
        details: { projectId: row.id, kind: row.kind, name: row.name, status: row.status },
      });
    });
  }
}
