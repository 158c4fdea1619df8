import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { lockDataDir, type ReleaseDataDirLock } from './data-dir-lock';
import { listenOnServer, type NotificationHandlers, type StopListening } from './notifications';
import { type EmbeddedRestartEvent, RestartablePglite } from './restartable-pglite';
import * as schema from './schema';

/**
 * What both drivers answer to a raw `execute`: node-postgres's QueryResult and PGlite's Results
 * both carry the rows under `rows`.
 */
export interface RowsQueryResultHKT extends PgQueryResultHKT {
  readonly type: RawRows<this['row']>;
}
type RawRows<Row> = { rows: Row[] };

/** One type for both drivers: the code above this layer never knows which one runs. */
export type Database = PgDatabase<RowsQueryResultHKT, typeof schema>;
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
/** Anything that runs queries: the database or an open transaction. */
export type Queryable = Database | Transaction;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** Applies the committed SQL migrations (idempotent; serialised across instances on a server). */
  migrate(): Promise<void>;
  /**
   * Runs `work` while holding the start-up lock: one instance at a time ensures the staff
   * account and seeds the demo data, so that instances starting together on one server do not
   * both seed (the second would fail on the unique keys and exit). The embedded database has a
   * single process by nature.
   */
  withStartupLock<T>(work: () => Promise<T>): Promise<T>;
  /** A cheap round trip, for /api/health. */
  ping(): Promise<void>;
  /**
   * LISTEN to a channel (NOTIFY from any connection, any instance): a connection of its own on a
   * server, the engine's own delivery in PGlite. `handlers.up` tells when delivery can be trusted.
   */
  listen(channel: string, handlers: NotificationHandlers): Promise<StopListening>;
  close(): Promise<void>;
}

const migrationsFolder = path.join(import.meta.dirname, '../../drizzle');
/** Any constants work; all instances must use the same ones so only one migrates (seeds) at a time. */
const MIGRATION_LOCK_ID = 724_112_001;
const STARTUP_LOCK_ID = 724_112_002;

export interface OpenDatabaseOptions {
  /** postgres://… for a server; unset for the embedded PGlite. */
  databaseUrl?: string | undefined;
  /** Where PGlite keeps its files; unset keeps it in memory (tests). */
  pgliteDir?: string | undefined;
  onPoolError?: (err: Error) => void;
  /** The embedded database crashed, restarted, or failed to restart (to log). */
  onEmbeddedRestart?: (event: EmbeddedRestartEvent) => void;
  /**
   * An in-memory embedded database starts from this dump (see `dumpMigratedPglite`) rather than
   * empty: the tests open one database per file, and migrating each one from scratch was most of
   * the time it took to open it on a loaded box (issue #26).
   */
  pgliteDump?: Blob | undefined;
  /**
   * The embedded database's directory lock was taken from this process (see data-dir-lock.ts):
   * it must stop at once. Unset, the error is thrown from a timer and ends the process.
   */
  onDataDirLockLost?: (err: Error) => void;
  /** A server's longest wait for a query's answer (30 s); the test of the start-up lock shortens it. */
  queryTimeoutMs?: number | undefined;
}

export async function openDatabase(options: OpenDatabaseOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl)
    return openPostgres(options.databaseUrl, options.onPoolError, options.queryTimeoutMs);
  return openPglite(
    options.pgliteDir,
    options.onEmbeddedRestart,
    options.pgliteDump,
    options.onDataDirLockLost,
  );
}

/**
 * A dump of an in-memory embedded database with every migration applied, for `pgliteDump`: a
 * test worker makes one and opens each test file's database from it.
 */
export async function dumpMigratedPglite(): Promise<Blob> {
  const engine = await PGlite.create({ extensions: { pg_trgm } });
  try {
    await migratePglite(drizzlePglite({ client: engine, schema }), { migrationsFolder });
    return await engine.dumpDataDir('none');
  } finally {
    await engine.close();
  }
}

async function openPglite(
  dir: string | undefined,
  onRestart?: (event: EmbeddedRestartEvent) => void,
  dump?: Blob,
  onLockLost: (err: Error) => void = (err) => {
    throw err;
  },
): Promise<DatabaseHandle> {
  let releaseLock: ReleaseDataDirLock = async () => {};
  if (dir) {
    await mkdir(dir, { recursive: true });
    // One process per data directory, for the process's life (issue #35).
    releaseLock = await lockDataDir(dir, onLockLost);
  }
  const create = async () => {
    const created = await PGlite.create(
      dir
        ? { dataDir: dir, extensions: { pg_trgm } }
        : { ...(dump ? { loadDataDir: dump } : {}), extensions: { pg_trgm } },
    );
    // The embedded engine reads its pages from memory or the OS's cache, never from a spinning
    // disk, which the default random_page_cost of 4 prices. At that price its planner read every
    // matching index entry of a bitmap to count a page's first 1,001 rows (26,170 entries for
    // 'status CHECK' at 100,000 projects) rather than walk an index and stop; at 1.1, the usual
    // figure for SSDs, it walks the index (decision 0053, bench/admin-plans.ts). PGlite is one
    // session, so a session setting holds for every query.
    await created.exec('set random_page_cost = 1.1');
    return created;
  };
  const first = await create().catch(async (err: unknown) => {
    await releaseLock();
    throw err;
  });
  const engine = new RestartablePglite(
    first,
    async () => {
      const fresh = await create();
      // A no-op on a data directory that has them; an in-memory database (tests) starts empty.
      await migratePglite(drizzlePglite({ client: fresh, schema }), { migrationsFolder });
      return fresh;
    },
    onRestart,
  );
  // drizzle types its client as PGlite; it only calls the methods RestartablePglite forwards.
  const db = drizzlePglite({ client: engine.client as PGlite, schema });
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder }),
    withStartupLock: (work) => work(),
    ping: async () => {
      await engine.client.query('select 1');
    },
    listen: (channel, handlers) => engine.listen(channel, handlers),
    close: async () => {
      try {
        await engine.close();
      } finally {
        await releaseLock();
      }
    },
  };
}

/**
 * How long an instance waits for another's start-up work (its migrations, its demo seed) before it
 * gives up, and how often it asks. The seed takes seconds on a quiet box, minutes on a loaded one.
 */
const LOCK_WAIT_MS = 15 * 60_000;
const LOCK_POLL_MS = 250;

/**
 * Takes a session advisory lock on `conn`, asking again until another instance lets it go. Never a
 * waiting `pg_advisory_lock`: the pool's query timeout cut that wait, and the second of two
 * instances starting together on a loaded box exited with 'Query read timeout' while the first
 * seeded (stop 48's CI run).
 */
async function acquireAdvisoryLock(conn: pg.PoolClient, lockId: number): Promise<void> {
  const deadline = Date.now() + LOCK_WAIT_MS;
  for (;;) {
    const { rows } = await conn.query<{ locked: boolean }>('select pg_try_advisory_lock($1) as locked', [
      lockId,
    ]);
    if (rows[0]?.locked) return;
    if (Date.now() >= deadline) {
      throw new Error(
        `another instance has held the start-up lock ${lockId} for ${LOCK_WAIT_MS / 60_000} minutes: is it stuck?`,
      );
    }
    await sleep(LOCK_POLL_MS);
  }
}

async function openPostgres(
  url: string,
  onPoolError?: (err: Error) => void,
  queryTimeoutMs = 30_000,
): Promise<DatabaseHandle> {
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    // Without these a dead server leaves requests waiting forever (DESIGN.md pitfalls).
    connectionTimeoutMillis: 5_000,
    idleTimeoutMillis: 30_000,
    query_timeout: queryTimeoutMs,
  });
  // An idle client losing its connection must not crash the process; the pool reconnects later.
  pool.on('error', (err) => onPoolError?.(err));
  // The pool listens only to idle clients: a client checked out for a transaction that loses
  // its connection between two queries would emit an unhandled 'error' and kill the process.
  // Its next query fails instead, and the transaction's caller handles that.
  pool.on('connect', (client) => client.on('error', (err) => onPoolError?.(err)));
  const db = drizzlePg(pool, { schema });
  /** A session advisory lock on a connection of its own, held while `work` runs on the pool. */
  const holdingLock = async <T>(lockId: number, work: (conn: pg.PoolClient) => Promise<T>): Promise<T> => {
    const conn = await pool.connect();
    try {
      await acquireAdvisoryLock(conn, lockId);
      return await work(conn);
    } finally {
      await conn.query('select pg_advisory_unlock($1)', [lockId]).catch(() => {});
      conn.release();
    }
  };
  return {
    db,
    kind: 'postgres',
    migrate: () =>
      holdingLock(MIGRATION_LOCK_ID, (conn) => migratePg(drizzlePg(conn, { schema }), { migrationsFolder })),
    withStartupLock: (work) => holdingLock(STARTUP_LOCK_ID, work),
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    listen: (channel, handlers) => listenOnServer(url, channel, handlers, onPoolError),
    close: () => pool.end(),
  };
}
