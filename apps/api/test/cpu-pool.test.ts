import { serverMessages } from '@pharmatrace/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { largeSecondPart } from '../../../packages/footprint/src/testing';
import { CALLER_RETRY_SECONDS, QUEUE_FULL_RETRY_SECONDS } from '../src/lib/cpu-pool';
import { registerConfirmedClient } from './helpers/accounts';
import { createTestApp, type TestApp } from './helpers/app';
import { clientIdOf, insertProject } from './helpers/staff';

/**
 * Issue #35: CPU-heavy work runs in worker threads, each caller with its share and the queue
 * bounded. One thread, one task waiting and one task per client: a client's second estimate
 * answers 429, and estimates beyond the queue 503, both with Retry-After; the estimates that ran
 * are whole. On PGlite and PostgreSQL.
 */

let t: TestApp;
const clients: { accessToken: string; ids: string[] }[] = [];

beforeAll(async () => {
  t = await createTestApp({}, { cpuPool: { threads: 1, maxQueue: 1, perCaller: 1 } });
  for (let c = 0; c < 4; c++) {
    const user = await registerConfirmedClient(t);
    const clientId = await clientIdOf(t, user.email);
    const ids: string[] = [];
    for (let f = 0; f < 2; f++) {
      const part = largeSecondPart({ nodes: 100, rows: 1_000 });
      ids.push(
        await insertProject(t, {
          clientId,
          kind: 'CARBON',
          status: 'DRAFT2',
          name: `Route ${c}-${f}`,
          document: { tree: part.document.tree, substances: part.document.substances },
        }),
      );
    }
    clients.push({ accessToken: user.accessToken, ids });
  }
});
afterAll(() => t?.close());

const estimate = (client: { accessToken: string }, id: string) =>
  t.request({ method: 'GET', url: `/api/carbon/${id}/estimate`, token: client.accessToken });

describe('the worker pool (issue #35)', () => {
  it("answers a client's second estimate in flight 429, and estimates beyond the queue 503", async () => {
    const [a, b, c, d] = clients as [
      (typeof clients)[0],
      (typeof clients)[0],
      (typeof clients)[0],
      (typeof clients)[0],
    ];
    const answers = await Promise.all([
      estimate(a, a.ids[0]!),
      estimate(a, a.ids[1]!),
      estimate(b, b.ids[0]!),
      estimate(c, c.ids[0]!),
      estimate(d, d.ids[0]!),
    ]);
    const second = answers[1]!;
    expect(second.statusCode).toBe(429);
    expect(second.headers['retry-after']).toBe(String(CALLER_RETRY_SECONDS));
    expect(second.json().message).toBe(serverMessages.tooManyRequests(CALLER_RETRY_SECONDS));

    const others = answers.filter((_, i) => i !== 1);
    const refused = others.filter((r) => r.statusCode === 503);
    const done = others.filter((r) => r.statusCode === 200);
    // One thread running and one task waiting: of four clients' estimates, at least two are refused.
    expect(refused.length).toBeGreaterThanOrEqual(2);
    expect(done.length).toBeGreaterThanOrEqual(1);
    expect(refused.length + done.length).toBe(4);
    for (const r of refused) {
      expect(r.headers['retry-after']).toBe(String(QUEUE_FULL_RETRY_SECONDS));
      expect(r.json().message).toBe(serverMessages.serviceUnavailable);
    }
    for (const r of done) expect(r.json().iterations).toBeGreaterThan(0);

    // Once the pool is free, the client's second estimate runs.
    const later = await estimate(a, a.ids[1]!);
    expect(later.statusCode).toBe(200);
    // A worker thread's first start compiles its modules: long on a busy machine.
  }, 240_000);
});
