import {
  PACT_INBOX_PAGE_DEFAULT,
  PACT_INBOX_PAGE_MAX,
  PACT_PENDING_REQUESTS_MAX,
  type PactRequestPage,
  pactMessages,
  productIdsMatch,
  productMismatchMessage,
} from '@pharmatrace/domain';
import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Database, Queryable, Transaction } from '../../db/client';
import { pactConnections, pactFootprints, pactRequests, projects } from '../../db/schema';
import { AppError, notFound } from '../../lib/app-error';
import { audit } from '../../lib/audit';
import { isUuid } from '../../lib/ids';
import type { ClientAuth } from '../../plugins/auth';
import type { ProjectStore } from '../projects';
import { enqueueCallback, requestFulfilledEvent, requestRejectedEvent } from './callback-events';
import type { ConnectionRow } from './connections';
import { criteriaForDisplay, type PactFilter } from './filters';
import { companyUrn } from './footprint-mapping';
import {
  type FootprintRow,
  type PactFootprintStore,
  productIdsOf,
  served,
  versionOf,
} from './footprint-store';
import { productIdsAsked, substanceNamesOf, substancesAsked } from './request-substances';

type RequestRow = typeof pactRequests.$inferSelect;

/** A RequestCreated event, checked (events.ts): its id, source, criteria and comment. */
export interface IncomingRequest {
  eventId: string;
  source: string;
  filter: PactFilter;
  comment: string | undefined;
}

/**
 * A connection has as many requests waiting as it may (issue #35): the next is refused until the
 * client answers some, so that one customer cannot bury the others' requests.
 */
export class PendingRequestsFull extends Error {
  constructor(readonly max: number) {
    super(
      `This connection already has ${max} requests waiting for an answer: send more once the data owner has answered some.`,
    );
  }
}

/** Where a page of the inbox ends: the last request's time (as the database wrote it) and id. */
export interface InboxCursor {
  receivedAt: string;
  id: string;
}

/** A timestamptz as PostgreSQL writes it as text: `2026-11-28 23:01:37.123456+00`. */
const DATABASE_TIME =
  /^([1-9]\d{3})-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01]) ([01]\d|2[0-3]):[0-5]\d:[0-5]\d(\.\d{1,6})?[+-]\d{2}(:\d{2})?$/;

function encodeInboxCursor(cursor: InboxCursor): string {
  return Buffer.from(JSON.stringify([cursor.receivedAt, cursor.id])).toString('base64url');
}

/** Undefined for a cursor this server did not make. */
export function decodeInboxCursor(value: string): InboxCursor | undefined {
  try {
    const [receivedAt, id] = JSON.parse(Buffer.from(value, 'base64url').toString('utf8')) as unknown[];
    if (typeof receivedAt !== 'string' || typeof id !== 'string' || !isUuid(id)) return undefined;
    const time = DATABASE_TIME.exec(receivedAt);
    if (!time) return undefined;
    // A forged date PostgreSQL refuses (30 February) must be a 400, not the database's error.
    const [year, month, day] = [Number(time[1]), Number(time[2]), Number(time[3])];
    if (new Date(Date.UTC(year, month - 1, day)).getUTCDate() !== day) return undefined;
    return { receivedAt, id };
  } catch {
    return undefined;
  }
}

/** Why an automatic rejection happened: the request names other companies only. */
const OTHER_COMPANY = 'The requested footprints are not of this company.';

/**
 * The 'Footprint requests' inbox (issue #24): a customer's RequestCreated is answered at once
 * when published footprints match it (RequestFulfilled, sent by the callback outbox), and waits
 * here otherwise until the client fulfils it (with a published footprint, or by starting a
 * footprint project whose publication fulfils it) or rejects it with a reason (RequestRejected).
 */
export class PactInbox {
  constructor(
    private readonly db: Database,
    private readonly footprints: PactFootprintStore,
    private readonly projects: ProjectStore,
    /** The CloudEvents `source` of this host's events. */
    private readonly source: string,
    /** Asks the callback worker to look at the outbox now. */
    private readonly callbackQueued: () => void,
    /** Requests of one connection that may wait at once (PendingRequestsFull beyond). */
    private readonly maxPending = PACT_PENDING_REQUESTS_MAX,
  ) {}

  /**
   * Records a RequestCreated event; the same event id on the same connection is recorded once.
   * A connection with `maxPending` requests waiting gets PendingRequestsFull, nothing written.
   */
  async receive(connection: ConnectionRow, request: IncomingRequest): Promise<void> {
    const queued = await this.db.transaction(async (tx) => {
      // One connection's events one at a time: concurrent ones cannot pass the bound together.
      await tx
        .select({ id: pactConnections.id })
        .from(pactConnections)
        .where(eq(pactConnections.id, connection.id))
        .for('update');
      const [known] = await tx
        .select({ id: pactRequests.id })
        .from(pactRequests)
        .where(and(eq(pactRequests.connectionId, connection.id), eq(pactRequests.eventId, request.eventId)));
      if (known) return false;
      const [waiting] = await tx
        .select({ n: count() })
        .from(pactRequests)
        .where(and(eq(pactRequests.connectionId, connection.id), eq(pactRequests.status, 'PENDING')));
      if ((waiting?.n ?? 0) >= this.maxPending) throw new PendingRequestsFull(this.maxPending);
      const [row] = await tx
        .insert(pactRequests)
        .values({
          clientId: connection.clientId,
          connectionId: connection.id,
          eventId: request.eventId,
          source: request.source,
          criteria: criteriaForDisplay(request.filter),
          comment: request.comment ?? null,
        })
        .onConflictDoNothing()
        .returning();
      if (!row) return false;
      const ownUrn = companyUrn(connection.clientId);
      const otherCompany =
        request.filter.companyId &&
        !request.filter.companyId.some((id) => id.trim().toLowerCase() === ownUrn);
      if (otherCompany) {
        await this.answer(tx, row, { status: 'REJECTED', rejectReason: OTHER_COMPANY, userId: null });
        return true;
      }
      const matches = await this.footprints.matching(tx, connection.clientId, request.filter);
      if (matches.length === 0) return false;
      await this.answer(tx, row, { status: 'FULFILLED', footprints: matches, userId: null });
      return true;
    });
    if (queued) this.callbackQueued();
  }

  /**
   * One page of the inbox, newest first, read by keyset on (received, id) so that requests
   * arriving meanwhile never shift a page; `total` counts all of the client's requests.
   */
  async list(clientId: string, page: { limit?: number; after?: InboxCursor } = {}): Promise<PactRequestPage> {
    const limit = Math.min(page.limit ?? PACT_INBOX_PAGE_DEFAULT, PACT_INBOX_PAGE_MAX);
    const delivery = sql<
      'PENDING' | 'SENT' | 'GAVE_UP' | null
    >`(select o.status from pact_outbox o where o.request_id = ${pactRequests.id} order by o.created_at desc limit 1)`;
    // How many times the answer was sent (issue #36: the inbox shows the attempts).
    const attempts = sql<
      number | null
    >`(select o.attempts from pact_outbox o where o.request_id = ${pactRequests.id} order by o.created_at desc limit 1)`;
    const rows = await this.db
      .select({
        request: pactRequests,
        connectionName: pactConnections.name,
        delivery,
        attempts,
        // The time as the database has it (microseconds): a Date would cut it to milliseconds.
        receivedExactly: sql<string>`${pactRequests.receivedAt}::text`,
      })
      .from(pactRequests)
      .innerJoin(pactConnections, eq(pactConnections.id, pactRequests.connectionId))
      .where(
        and(
          eq(pactRequests.clientId, clientId),
          page.after
            ? sql`(${pactRequests.receivedAt}, ${pactRequests.id}) < (${page.after.receivedAt}::timestamptz, ${page.after.id}::uuid)`
            : undefined,
        ),
      )
      .orderBy(desc(pactRequests.receivedAt), desc(pactRequests.id))
      .limit(limit + 1);
    const [all] = await this.db
      .select({ n: count() })
      .from(pactRequests)
      .where(eq(pactRequests.clientId, clientId));
    const shown = rows.slice(0, limit);
    const last = shown[shown.length - 1];
    const nextCursor =
      rows.length > limit && last
        ? encodeInboxCursor({ receivedAt: last.receivedExactly, id: last.request.id })
        : null;
    const answeredWith = await this.answeringFootprints(
      clientId,
      shown.flatMap(({ request }) => request.fulfilledPfIds ?? []),
    );
    const names = await substanceNamesOf(
      this.db,
      clientId,
      shown.flatMap(({ request }) => productIdsAsked(request.criteria)),
    );
    const requests = shown.map(({ request: r, connectionName, delivery, attempts }) => ({
      id: r.id,
      connectionName,
      eventId: r.eventId,
      receivedAt: r.receivedAt.toISOString(),
      criteria: r.criteria,
      comment: r.comment,
      status: r.status,
      rejectReason: r.rejectReason,
      projectId: r.projectId,
      answeredAt: r.answeredAt?.toISOString() ?? null,
      delivery,
      attempts: attempts === null ? null : Number(attempts),
      answeredWith: (r.fulfilledPfIds ?? []).flatMap((id) => answeredWith.get(id) ?? []),
      substances: substancesAsked(productIdsAsked(r.criteria), names),
    }));
    return { requests, total: all?.n ?? 0, nextCursor };
  }

  /** The footprints that answered requests, by id: which product, which version (issue #36). */
  private async answeringFootprints(
    clientId: string,
    ids: string[],
  ): Promise<Map<string, { footprintId: string; version: number; productName: string }>> {
    const unique = [...new Set(ids)];
    if (unique.length === 0) return new Map();
    const rows = await this.db
      .select({ id: pactFootprints.id, document: pactFootprints.document, productName: projects.name })
      .from(pactFootprints)
      .innerJoin(projects, eq(projects.id, pactFootprints.projectId))
      .where(and(eq(pactFootprints.clientId, clientId), inArray(pactFootprints.id, unique)));
    return new Map(
      rows.map((r) => [
        r.id,
        { footprintId: r.id, version: versionOf(r.document), productName: r.productName },
      ]),
    );
  }

  /** The client rejects a pending request with a reason, sent to the requester (RequestRejected). */
  async reject(auth: ClientAuth, id: string, reason: string): Promise<void> {
    await this.db.transaction(async (tx) => {
      const row = await this.pending(tx, auth.clientId, id);
      await this.answer(tx, row, { status: 'REJECTED', rejectReason: reason, userId: auth.userId });
    });
    this.callbackQueued();
  }

  /**
   * The client answers a pending request with one of its active published footprints. A footprint
   * whose product ids are not the request's is refused (409, naming both) unless the client
   * confirmed it (issue #36): the answer and the confirmation are in the audit row.
   */
  async fulfil(auth: ClientAuth, id: string, footprintId: string, confirmMismatch = false): Promise<void> {
    await this.db.transaction(async (tx) => {
      const row = await this.pending(tx, auth.clientId, id);
      const footprint = isUuid(footprintId)
        ? await this.footprints.find(tx, auth.clientId, footprintId)
        : undefined;
      if (footprint?.status !== 'Active') {
        throw new AppError('BAD_REQUEST', pactMessages.fulfilWithUnknownFootprint, {
          fields: { footprintId: pactMessages.fulfilWithUnknownFootprint },
        });
      }
      const requested = (row.criteria as { productId?: string[] }).productId;
      const offered = productIdsOf(footprint.document);
      const mismatch = !productIdsMatch(requested, offered);
      if (mismatch && !confirmMismatch) {
        throw new AppError('CONFLICT', productMismatchMessage(requested ?? [], offered), {
          detailCode: 'PRODUCT_MISMATCH',
        });
      }
      await this.answer(tx, row, {
        status: 'FULFILLED',
        footprints: [footprint],
        userId: auth.userId,
        productMismatch: mismatch,
      });
    });
    this.callbackQueued();
  }

  /**
   * Starts a footprint project from a pending request: a draft named after it (with the CAS number
   * when the request names one), linked to the request so that publishing it fulfils the request.
   */
  async startProject(auth: ClientAuth, id: string): Promise<{ projectId: string }> {
    return this.db.transaction(async (tx) => {
      const row = await this.pending(tx, auth.clientId, id);
      if (row.projectId) return { projectId: row.projectId };
      const [connection] = await tx
        .select({ name: pactConnections.name })
        .from(pactConnections)
        .where(eq(pactConnections.id, row.connectionId));
      const productIds = (row.criteria as { productId?: string[] }).productId ?? [];
      const cas = productIds
        .map((urn) => /^urn:pact:cas\.org:substance-number:(.+)$/i.exec(urn)?.[1])
        .find((value) => value !== undefined);
      const name = `Requested by ${connection?.name ?? 'a customer'}${productIds[0] ? `: ${productIds[0]}` : ''}`;
      const project = await this.projects.createDraft(
        auth,
        'CARBON',
        { name: name.slice(0, 200), ...(cas ? { cas: decodeURIComponent(cas).slice(0, 60) } : {}) },
        tx,
      );
      await tx.update(pactRequests).set({ projectId: project.id }).where(eq(pactRequests.id, row.id));
      return { projectId: project.id };
    });
  }

  /** Publishing a project fulfils the requests started from it (in the publication's transaction). */
  async fulfilForProject(tx: Transaction, projectId: string, footprint: FootprintRow): Promise<boolean> {
    const rows = await tx
      .select()
      .from(pactRequests)
      .where(and(eq(pactRequests.projectId, projectId), eq(pactRequests.status, 'PENDING')))
      .for('update');
    for (const row of rows) {
      await this.answer(tx, row, { status: 'FULFILLED', footprints: [footprint], userId: null });
    }
    return rows.length > 0;
  }

  private async pending(tx: Queryable, clientId: string, id: string): Promise<RequestRow> {
    if (!isUuid(id)) throw notFound(pactMessages.requestNotFound);
    const [row] = await tx
      .select()
      .from(pactRequests)
      .where(and(eq(pactRequests.id, id), eq(pactRequests.clientId, clientId)))
      .for('update');
    if (!row) throw notFound(pactMessages.requestNotFound);
    if (row.status !== 'PENDING') throw new AppError('CONFLICT', pactMessages.requestAlreadyAnswered);
    return row;
  }

  /** Records the answer and queues its callback, in the caller's transaction. */
  private async answer(
    tx: Queryable,
    row: RequestRow,
    answer:
      | { status: 'FULFILLED'; footprints: FootprintRow[]; userId: string | null; productMismatch?: boolean }
      | { status: 'REJECTED'; rejectReason: string; userId: string | null },
  ): Promise<void> {
    await tx
      .update(pactRequests)
      .set({
        status: answer.status,
        answeredAt: sql`now()`,
        answeredByUserId: answer.userId,
        ...(answer.status === 'FULFILLED'
          ? { fulfilledPfIds: answer.footprints.map((f) => f.id) }
          : { rejectReason: answer.rejectReason }),
      })
      .where(eq(pactRequests.id, row.id));
    const event =
      answer.status === 'FULFILLED'
        ? requestFulfilledEvent(this.source, row.eventId, answer.footprints.map(served))
        : requestRejectedEvent(this.source, row.eventId, answer.rejectReason);
    await enqueueCallback(tx, { connectionId: row.connectionId, requestId: row.id, event });
    if (answer.userId) {
      await audit(tx, {
        actorUserId: answer.userId,
        clientId: row.clientId,
        action: answer.status === 'FULFILLED' ? 'pact.request_fulfilled' : 'pact.request_rejected',
        details: {
          requestId: row.id,
          eventId: row.eventId,
          // Which footprint, in which version, answered the request (issue #36).
          ...(answer.status === 'FULFILLED'
            ? {
                footprints: answer.footprints.map((f) => ({ id: f.id, version: versionOf(f.document) })),
                productMismatch: answer.productMismatch === true,
              }
            : {}),
        },
      });
    }
  }
}
