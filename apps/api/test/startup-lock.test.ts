import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, openDatabase } from '../src/db/client';
import { createServerDatabase } from './helpers/database';

const serverUrl = process.env.TEST_DATABASE_URL;

/**
 * Instances starting together on one server take turns at the start-up work (main.ts): the second
 * waits for the first's demo seed, however long it takes. That wait once went through a query the
 * pool's 30 s query timeout cut, and the waiting instance exited with 'Query read timeout' on a
 * loaded box (several-instances.test.ts, in CI). Here the query timeout is 1 s and the first
 * instance's work takes three.
 */
describe.skipIf(!serverUrl)('the start-up lock of instances on one server', () => {
  const handles: DatabaseHandle[] = [];
  let database: Awaited<ReturnType<typeof createServerDatabase>> | undefined;

  beforeAll(async () => {
    database = await createServerDatabase(serverUrl);
    for (let i = 0; i < 2; i++) {
      handles.push(await openDatabase({ databaseUrl: database.url, queryTimeoutMs: 1_000 }));
    }
  });

  afterAll(async () => {
    await Promise.all(handles.map((h) => h.close().catch(() => {})));
    await database?.drop();
  });

  it('makes the second instance wait for the first’s work, longer than any query may take', async () => {
    const [first, second] = handles as [DatabaseHandle, DatabaseHandle];
    const events: string[] = [];
    let firstHasLock!: () => void;
    const firstHolds = new Promise<void>((resolve) => {
      firstHasLock = resolve;
    });
    const firstWork = first.withStartupLock(async () => {
      events.push('first starts');
      firstHasLock();
      await sleep(3_000);
      events.push('first ends');
    });
    await firstHolds;
    const secondWork = second.withStartupLock(async () => {
      events.push('second starts');
    });
    await Promise.all([firstWork, secondWork]);
    expect(events).toEqual(['first starts', 'first ends', 'second starts']);
    // Each handle's pool still answers: nothing was left waiting on a lock.
    await expect(first.ping()).resolves.toBeUndefined();
    await expect(second.ping()).resolves.toBeUndefined();
  });

  it('lets the lock go when the work fails, so the next instance can start', async () => {
    const [first, second] = handles as [DatabaseHandle, DatabaseHandle];
    await expect(
      first.withStartupLock(async () => {
        throw new Error('seed failed');
      }),
    ).rejects.toThrow('seed failed');
    await expect(second.withStartupLock(async () => 'started')).resolves.toBe('started');
  });
});
