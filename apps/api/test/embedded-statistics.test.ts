import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, openDatabase } from '../src/db/client';
import { EmbeddedStatistics } from '../src/db/embedded-statistics';

// Issue #28: PGlite runs no autovacuum, so the server analyses a table whose size moved.
describe('the embedded database’s planner statistics', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await openDatabase({});
    await database.migrate();
  });
  afterAll(() => database.close());

  const reltuples = async () =>
    Number(
      (
        await database.db.execute<{ n: number }>(
          sql`select reltuples as n from pg_class where oid = 'public.stats_probe'::regclass`,
        )
      ).rows[0]!.n,
    );

  it('analyses a table once it has grown, and leaves it alone while its size holds', async () => {
    await database.db.execute(sql`create table stats_probe (n int)`);
    await database.db.execute(sql`insert into stats_probe select generate_series(1, 5000)`);
    const statistics = new EmbeddedStatistics(database.db, {} as FastifyBaseLogger);
    expect(await statistics.analyzeChanged()).toContain('public.stats_probe');
    expect(await reltuples()).toBe(5000);
    expect(await statistics.analyzeChanged()).not.toContain('public.stats_probe');
    // Ten times the rows: the planner's count follows.
    await database.db.execute(sql`insert into stats_probe select generate_series(1, 45000)`);
    expect(await statistics.analyzeChanged()).toContain('public.stats_probe');
    expect(await reltuples()).toBe(50_000);
  });

  it('prices a random page read as an engine in memory does, not as a spinning disk', async () => {
    // At PostgreSQL's default of 4 the engine counted the admin panel's first 1,001 rows with a
    // bitmap of every match (decision 0053): bench/admin-plans.ts shows the plans this changes.
    const setting = await database.db.execute<{ random_page_cost: string }>(sql`show random_page_cost`);
    expect(setting.rows[0]!.random_page_cost).toBe('1.1');
  });
});
