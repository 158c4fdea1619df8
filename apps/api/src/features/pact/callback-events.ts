import { randomUUID } from 'node:crypto';
import { pactEventTypes } from '@pharmatrace/domain';
import { sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { pactOutbox } from '../../db/schema';
import type { ServedFootprint } from './footprint-store';

/** PACT v3 'Action Events': a host SHOULD stop retrying an answer after 3 days. */
export const GIVE_UP_HOURS = 72;

/** A CloudEvent 1.0 in structured JSON mode, as PACT v3 sends every event. */
function cloudEvent(type: string, source: string, data: Record<string, unknown>) {
  return { type, specversion: '1.0', id: randomUUID(), source, time: new Date().toISOString(), data };
}

/** RequestFulfilled: the footprints that answer the requester's event `requestEventId`. */
export function requestFulfilledEvent(source: string, requestEventId: string, pfs: ServedFootprint[]) {
  return cloudEvent(pactEventTypes.requestFulfilled, source, { requestEventId, pfs });
}

/** RequestRejected: an error response (PACT 'Error responses') saying why. */
export function requestRejectedEvent(source: string, requestEventId: string, message: string) {
  return cloudEvent(pactEventTypes.requestRejected, source, {
    requestEventId,
    error: { code: 'NotFound', message },
  });
}

/**
 * Queues a callback in the caller's transaction: it is sent only if the decision commits, and
 * the worker (callback-outbox.ts) retries it until it is accepted or 72 hours have passed.
 */
export async function enqueueCallback(
  q: Queryable,
  v: { connectionId: string; requestId: string | null; event: Record<string, unknown> },
): Promise<void> {
  await q.insert(pactOutbox).values({
    connectionId: v.connectionId,
    requestId: v.requestId,
    event: v.event,
    giveUpAt: sql`now() + make_interval(hours => ${GIVE_UP_HOURS})`,
  });
}
