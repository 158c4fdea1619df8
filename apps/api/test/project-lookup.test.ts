import { randomUUID } from 'node:crypto';
import { serverMessages } from '@pharmatrace/domain';
import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projects } from '../src/db/schema';
import { findProject } from '../src/features/projects';
import { AppError } from '../src/lib/app-error';
import { registerConfirmedClient } from './helpers/accounts';
import { createTestApp, type TestApp } from './helpers/app';
import { clientIdOf, insertProject } from './helpers/staff';

/**
 * The one project lookup by kind and id (issue #40): the project stores, the staff stores, the
 * documents, the staff uploads, the estimates and the medicine studies read every project
 * through it, so what a missing, foreign or deleted project answers is proven here once.
 */

let t: TestApp;
let clientA: string;
let clientB: string;
beforeAll(async () => {
  t = await createTestApp();
  clientA = await clientIdOf(t, (await registerConfirmedClient(t)).email);
  clientB = await clientIdOf(t, (await registerConfirmedClient(t)).email);
});
afterAll(() => t.close());

/** What findProject threw, as status and message (or 'found'). */
async function outcome(run: () => Promise<unknown>) {
  try {
    await run();
    return 'found';
  } catch (err) {
    if (!(err instanceof AppError)) throw err;
    return { status: err.statusCode, message: err.message };
  }
}

const carbonMissing = { status: 404, message: serverMessages.kindNotFound('Carbon footprint') };

describe('findProject', () => {
  it('finds a live project of the kind asked, with or without its client named', async () => {
    const id = await insertProject(t, {
      clientId: clientA,
      kind: 'CARBON',
      status: 'DRAFT',
      name: 'Ibuprofen API',
    });
    const row = await findProject(t.database.db, 'CARBON', id);
    expect(row).toMatchObject({ id, clientId: clientA, kind: 'CARBON', name: 'Ibuprofen API' });
    expect((await findProject(t.database.db, 'CARBON', id, { clientId: clientA })).id).toBe(id);
  });

  it("answers another client's project as missing (404, never 403), so its id says nothing", async () => {
    const id = await insertProject(t, {
      clientId: clientA,
      kind: 'CARBON',
      status: 'DRAFT',
      name: 'Aspirin API',
    });
    expect(await outcome(() => findProject(t.database.db, 'CARBON', id, { clientId: clientB }))).toEqual(
      carbonMissing,
    );
  });

  it('answers a project of another kind as missing, named by the kind asked', async () => {
    const id = await insertProject(t, {
      clientId: clientA,
      kind: 'ORIGIN',
      status: 'DRAFT',
      name: 'Doliprane',
    });
    expect(await outcome(() => findProject(t.database.db, 'CARBON', id))).toEqual(carbonMissing);
    expect(await outcome(() => findProject(t.database.db, 'MEDICINE', id))).toEqual({
      status: 404,
      message: serverMessages.kindNotFound('Medicine footprint'),
    });
    expect(await outcome(() => findProject(t.database.db, 'ORIGIN', id))).toBe('found');
  });

  it('answers a soft-deleted project as missing', async () => {
    const id = await insertProject(t, {
      clientId: clientA,
      kind: 'SUBSTANCE',
      status: 'DRAFT',
      name: 'paracetamol',
    });
    await t.database.db.update(projects).set({ deletedAt: new Date() }).where(eq(projects.id, id));
    expect(await outcome(() => findProject(t.database.db, 'SUBSTANCE', id))).toEqual({
      status: 404,
      message: serverMessages.kindNotFound('Substance label'),
    });
  });

  it('answers a malformed or unknown id as missing, without a database error', async () => {
    for (const id of ['', 'not-a-uuid', "1' or '1'='1", `${randomUUID()}x`, randomUUID()]) {
      expect(await outcome(() => findProject(t.database.db, 'CARBON', id)), id).toEqual(carbonMissing);
    }
  });

  it('treats an empty client id as a client with no projects, not as staff', async () => {
    const id = await insertProject(t, {
      clientId: clientA,
      kind: 'CARBON',
      status: 'DRAFT',
      name: 'Metformin API',
    });
    expect(await outcome(() => findProject(t.database.db, 'CARBON', id, { clientId: '' }))).toEqual(
      carbonMissing,
    );
  });
});

// The row lock needs a second connection to be seen; the embedded database has one.
describe.runIf(process.env.TEST_DATABASE_URL)('findProject with lock (PostgreSQL server)', () => {
  /** Whether another connection can lock the row right now (FOR UPDATE NOWAIT). */
  async function lockableElsewhere(id: string): Promise<boolean> {
    const [row] = (await t.database.db.execute<{ name: string }>(sql`select current_database() as name`))
      .rows;
    const url = new URL(process.env.TEST_DATABASE_URL as string);
    url.pathname = `/${row?.name}`;
    const other = new pg.Client({ connectionString: url.toString() });
    await other.connect();
    try {
      await other.query('begin');
      await other.query('select id from projects where id = $1 for update nowait', [id]);
      return true;
    } catch (err) {
      if ((err as { code?: string }).code === '55P03') return false; // lock_not_available
      throw err;
    } finally {
      await other.query('rollback').catch(() => undefined);
      await other.end();
    }
  }

  it('holds the row FOR UPDATE until the transaction ends, and only when asked', async () => {
    const id = await insertProject(t, {
      clientId: clientA,
      kind: 'CARBON',
      status: 'DRAFT',
      name: 'Omeprazole API',
    });
    await t.database.db.transaction(async (tx) => {
      await findProject(tx, 'CARBON', id, { clientId: clientA, lock: true });
      expect(await lockableElsewhere(id)).toBe(false);
    });
    expect(await lockableElsewhere(id)).toBe(true);
    await t.database.db.transaction(async (tx) => {
      await findProject(tx, 'CARBON', id);
      expect(await lockableElsewhere(id)).toBe(true);
    });
  });
});
