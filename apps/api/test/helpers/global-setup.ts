import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { dumpMigratedPglite } from '../../src/db/client';
import { createMigratedServerTemplate } from './database';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated embedded database (helpers/database.ts opens each file's database from it), or ''. */
    pgliteDumpFile: string;
    /** On a PostgreSQL server, a migrated database each file's database is created from, or ''. */
    serverTemplateDatabase: string;
  }
}

/**
 * Migrates one embedded database for the whole API run, before any test file starts, and hands
 * its dump to the files: opening a copy of it is several times cheaper than migrating each file's
 * database from scratch (issue #26). Outside any test's time limit, so a loaded box cannot make
 * the first file of a worker time out. Nothing to do against a PostgreSQL server.
 */
export default async function setup(project: TestProject) {
  if (process.env.TEST_DATABASE_URL) {
    // The same on the server: one migrated database, which each file's database copies
    // (`create database … template`) instead of running every migration again (decision 0077).
    project.provide('pgliteDumpFile', '');
    const template = await createMigratedServerTemplate(process.env.TEST_DATABASE_URL);
    project.provide('serverTemplateDatabase', template.name);
    return template.drop;
  }
  project.provide('serverTemplateDatabase', '');
  const dir = await mkdtemp(path.join(tmpdir(), 'pharmatrace-pglite-dump-'));
  const file = path.join(dir, 'migrated.tar');
  const dump = await dumpMigratedPglite();
  await writeFile(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteDumpFile', file);
  return () => rm(dir, { recursive: true, force: true });
}
