import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from './client';

/** How often the embedded database's tables are checked for changed rows (autovacuum: every minute). */
const CHECK_EVERY_MS = 10 * 60 * 1000;

/**
 * The planner statistics of the embedded database (issue #28, decision 0042). A PostgreSQL server's
 * autovacuum analyses a table once a tenth of its rows have changed since the last time; PGlite runs
 * no autovacuum, so without this its planner guesses every row count, and at 100,000 projects picks
 * plans that read them all. The same kind of rule, checked at start and every ten minutes: `ANALYZE`
 * of each table whose size moved by a tenth (it samples 30,000 rows of a table at
 * most, so its cost stops growing with the table). Not started on a server.
 */
export class EmbeddedStatistics {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<unknown> | undefined;

  constructor(
    private readonly db: Database,
    private readonly log: FastifyBaseLogger,
    private readonly intervalMs = CHECK_EVERY_MS,
  ) {}

  start(): Promise<unknown> {
    const run = () => {
      this.running ??= this.analyzeChanged()
        .then((tables) => tables.length > 0 && this.log.debug({ tables }, 'embedded database analysed'))
        .catch((err) => this.log.warn({ err }, 'analysing the embedded database failed'))
        .finally(() => {
          this.running = undefined;
        });
      return this.running;
    };
    this.timer = setInterval(run, this.intervalMs);
    this.timer.unref();
    return run();
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    await this.running;
  }

  /**
   * Analyses each table whose size moved by more than a tenth since its statistics were taken (or
   * that has none yet); answers their names. PGlite keeps no activity statistics
   * (`pg_stat_user_tables.n_mod_since_analyze` stays 0), so the rule reads the table's pages against
   * the pages its last ANALYZE saw: rows rewritten in place without growing the table are not seen.
   */
  async analyzeChanged(): Promise<string[]> {
    const due = await this.db.execute<{ name: string }>(sql`
      select format('%I.%I', n.nspname, c.relname) as name
      from pg_class c join pg_namespace n on n.oid = c.relnamespace
      cross join lateral (select pg_relation_size(c.oid) / current_setting('block_size')::int as pages) now
      where c.relkind = 'r' and n.nspname not in ('pg_catalog', 'information_schema')
        and n.nspname not like 'pg_toast%' and now.pages > 0
        and (c.reltuples < 0 or abs(now.pages - c.relpages) > 1 + 0.1 * c.relpages)`);
    const names = due.rows.map((row) => row.name);
    for (const name of names) await this.db.execute(sql.raw(`analyze ${name}`));
    return names;
  }
}
