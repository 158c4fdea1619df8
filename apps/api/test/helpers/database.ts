import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import pg from 'pg';
import { inject } from 'vitest';
import { type DatabaseHandle, dumpMigratedPglite, openDatabase } from '../../src/db/client';

/**
 * The migrated database of global-setup.ts, read once per worker: the API files of a worker share
 * their modules (vitest.config.ts, isolate: false), so they share this too.
 */
let migratedDump: Promise<Blob> | undefined;

function readMigratedDump(): Promise<Blob> {
  const file = inject('pgliteDumpFile');
  // Without the global set-up (a file run by other means), each worker migrates its own.
  return file ? readFile(file).then((bytes) => new Blob([bytes])) : dumpMigratedPglite();
}

/** The PostgreSQL server of TEST_DATABASE_URL, or the local one CI and the dev box run. */
export const postgresServerUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

/**
 * A new, empty database on the server at `serverUrl` (for a test that starts real server
 * processes, which migrate it themselves); `drop()` removes it, closing any connection left.
 */
export async function createServerDatabase(serverUrl = postgresServerUrl, template = '') {
  const name = `pt_test_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  // The names are ours (letters, digits and underscores), never a caller's text.
  await admin.query(`create database ${name}${template ? ` template ${template}` : ''}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const dropper = new pg.Client({ connectionString: serverUrl });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
    },
  };
}

/**
 * A new database on the server, migrated, for the files' databases to copy: PostgreSQL copies a
 * template's files, several times cheaper than running the migrations for every file. Nobody
 * connects to it after this (a template in use cannot be copied); `drop()` removes it.
 */
export async function createMigratedServerTemplate(serverUrl: string) {
  const database = await createServerDatabase(serverUrl);
  const handle = await openDatabase({ databaseUrl: database.url });
  try {
    await handle.migrate();
  } finally {
    await handle.close();
  }
  return { name: new URL(database.url).pathname.slice(1), drop: database.drop };
}

/**
 * A fresh, migrated database for one test file: an in-memory PGlite by default, or a new
 * database on the server named by TEST_DATABASE_URL (dropped afterwards), so that runs and
 * test files never see each other's rows.
 */
export async function createTestDatabase(): Promise<DatabaseHandle> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    migratedDump ??= readMigratedDump();
    const handle = await openDatabase({ pgliteDump: await migratedDump });
    // A no-op on the migrated dump, kept so that the database is migrated whatever it starts from.
    await handle.migrate();
    return handle;
  }
  // A copy of global-setup.ts's migrated template when there is one (a file run by other means
  // migrates its own); migrate() is then a no-op, kept so that the database is migrated whatever
  // it starts from.
  const database = await createServerDatabase(serverUrl, inject('serverTemplateDatabase') ?? '');
  const handle = await openDatabase({ databaseUrl: database.url });
  await handle.migrate();
  return {
    ...handle,
    close: async () => {
      await handle.close();
      await database.drop();
    },
  };
}
