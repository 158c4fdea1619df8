import { serverMessages } from '@pharmatrace/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { largeSecondPart } from '../../../packages/footprint/src/testing';
import { CALLER_RETRY_SECONDS, QUEUE_FULL_RETRY_SECONDS } from '../src/lib/cpu-pool';
import { registerConfirmedClient } from './helpers/accounts';
import { createTestApp, type TestApp } from './helpers/app';
import { clientIdOf, insertProject } from './helpers/staff';

/**
 * Issue #35: CPU-heavy work runs in worker threads, each caller with its share and the queue
 * bounded: a client's second estimate in flight answers 429, and estimates beyond the queue 503,
 * both with Retry-After; the estimates that ran are whole. On PGlite and PostgreSQL.
 */

/** An app whose pool is `pool`, with four clients of two large footprints each. */
async function appWithClients(pool: { threads: number; maxQueue: number; perCaller: number }) {
  const app = await createTestApp({}, { cpuPool: pool });
  const clients: { accessToken: string; ids: string[] }[] = [];
  for (let c = 0; c < 4; c++) {
    const user = await registerConfirmedClient(app);
    const clientId = await clientIdOf(app, user.email);
    const ids: string[] = [];
    for (let f = 0; f < 2; f++) {
      const part = largeSecondPart({ nodes: 100, rows: 1_000 });
      ids.push(
        await insertProject(app, {
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
  return { app, clients };
}

const estimate = (app: TestApp, client: { accessToken: string }, id: string) =>
  app.request({ method: 'GET', url: `/api/carbon/${id}/estimate`, token: client.accessToken });

describe('the worker pool (issue #35)', () => {
  // Two apps, one per rule, so that neither rule can answer first for the other: the requests
  // reach the pool in an order the test does not choose.
  let perCallerApp: Awaited<ReturnType<typeof appWithClients>>;
  let queueApp: Awaited<ReturnType<typeof appWithClients>>;
  beforeAll(async () => {
    perCallerApp = await appWithClients({ threads: 1, maxQueue: 100, perCaller: 1 });
    queueApp = await appWithClients({ threads: 1, maxQueue: 1, perCaller: 100 });
  }, 240_000);
  afterAll(async () => {
    await perCallerApp?.app.close();
    await queueApp?.app.close();
  });

  it("answers a client's second estimate in flight 429, with Retry-After, and runs it once the first is done", async () => {
    const { app, clients } = perCallerApp;
    const a = clients[0]!;
    const answers = await Promise.all([estimate(app, a, a.ids[0]!), estimate(app, a, a.ids[1]!)]);
    // Whichever reached the pool second was refused; the other ran whole.
    const refused = answers.filter((r) => r.statusCode === 429);
    const done = answers.filter((r) => r.statusCode === 200);
    expect(refused).toHaveLength(1);
    expect(done).toHaveLength(1);
    expect(refused[0]!.headers['retry-after']).toBe(String(CALLER_RETRY_SECONDS));
    expect(refused[0]!.json().message).toBe(serverMessages.tooManyRequests(CALLER_RETRY_SECONDS));
    expect(done[0]!.json().iterations).toBeGreaterThan(0);
    // Once the pool is free, both run.
    for (const id of a.ids) expect((await estimate(app, a, id)).statusCode).toBe(200);
  }, 240_000);

  it('answers estimates beyond the queue 503, with Retry-After; the ones that ran are whole', async () => {
    const { app, clients } = queueApp;
    const answers = await Promise.all(clients.map((c) => estimate(app, c, c.ids[0]!)));
    const refused = answers.filter((r) => r.statusCode === 503);
    const done = answers.filter((r) => r.statusCode === 200);
    // One thread running and one task waiting: of four clients' estimates, at least two are refused.
    expect(refused.length).toBeGreaterThanOrEqual(2);
    expect(done.length).toBeGreaterThanOrEqual(1);
    expect(refused.length + done.length).toBe(4);
    for (const r of refused) {
      expect(r.headers['retry-after']).toBe(String(QUEUE_FULL_RETRY_SECONDS));
      expect(r.json().message).toBe(serverMessages.serviceUnavailable);
    }
    for (const r of done) expect(r.json().iterations).toBeGreaterThan(0);
  }, 240_000);
});
