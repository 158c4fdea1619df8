import { randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, openDatabase } from '../src/db/client';

const serverUrl = process.env.TEST_DATABASE_URL;

/**
 * A background job (the upload sweeper, say) may hold a connection in a transaction when the
 * server drops it. That must fail the transaction, not emit an unhandled 'error' that kills the
 * process (Vitest reports such an error as a failure of this file).
 */
describe.skipIf(!serverUrl)('a connection lost in the middle of a transaction', () => {
  const name = `pt_connloss_${randomBytes(4).toString('hex')}`;
  let database: DatabaseHandle;
  const admin = () => new pg.Client({ connectionString: serverUrl });

  beforeAll(async () => {
    const a = admin();
    await a.connect();
    await a.query(`create database ${name}`);
    await a.end();
    const url = new URL(serverUrl!);
    url.pathname = `/${name}`;
    database = await openDatabase({ databaseUrl: url.toString(), onPoolError: () => {} });
  });

  afterAll(async () => {
    await database.close().catch(() => {});
    const a = admin();
    await a.connect();
    await a.query(`drop database if exists ${name} with (force)`);
    await a.end();
  });

  it('rejects the transaction and leaves the process and the pool working', async () => {
    const transaction = database.db.transaction(async (tx) => {
      await tx.execute(sql`select 1`);
      // The server ends every connection to this database, this transaction's among them.
      const a = admin();
      await a.connect();
      await a.query('select pg_terminate_backend(pid) from pg_stat_activity where datname = $1', [name]);
      await a.end();
      await sleep(300); // the server's goodbye reaches the client while no query is running
      await tx.execute(sql`select 1`);
    });
    await expect(transaction).rejects.toThrow();
    await expect(database.ping()).resolves.toBeUndefined();
  });
});
