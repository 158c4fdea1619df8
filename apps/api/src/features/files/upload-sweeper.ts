import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import { files } from '../../db/schema';
import type { FileStore } from './file-store';

/** Issue #10: an upload no project references is kept for a day. */
export const UNATTACHED_UPLOAD_TTL_HOURS = 24;
const BATCH = 100;

/**
 * Removes uploads that no project referenced within a day of their upload: the row and the
 * bytes. Each batch is one transaction: the rows are deleted through a FOR UPDATE SKIP LOCKED
 * subquery (so several instances sweeping at once never collide, and a key being attached right
 * now is skipped), their bytes are deleted, then the transaction commits. If deleting bytes
 * fails, the rows come back and the next sweep tries again; deleting bytes twice is harmless.
 */
export class UploadSweeper {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<unknown> | undefined;

  constructor(
    private readonly db: Database,
    private readonly store: FileStore,
    private readonly log: FastifyBaseLogger,
    private readonly intervalMs = 60 * 60 * 1000,
  ) {}

  start(): void {
    const run = () => {
      if (this.running) return;
      this.running = this.sweep()
        .then((removed) => removed > 0 && this.log.info({ removed }, 'unattached uploads removed'))
        .catch((err) => this.log.warn({ err }, 'upload sweep failed'))
        .finally(() => {
          this.running = undefined;
        });
    };
    this.timer = setInterval(run, this.intervalMs);
    this.timer.unref();
    run();
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    await this.running;
  }

  /** Removes every expired unattached upload; answers how many. */
  async sweep(): Promise<number> {
    let removed = 0;
    for (;;) {
      const batch = await this.db.transaction(async (tx) => {
        const rows = await tx
          .delete(files)
          .where(
            sql`${files.id} in (select id from files where purpose = 'UPLOAD' and project_id is null and created_at < now() - make_interval(hours => ${UNATTACHED_UPLOAD_TTL_HOURS}) order by created_at limit ${BATCH} for update skip locked)`,
          )
          .returning({ id: files.id });
        if (rows.length > 0) await this.store.delete(rows.map((row) => row.id));
        return rows.length;
      });
      removed += batch;
      if (batch < BATCH) return removed;
    }
  }
}
