import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { etagOf } from '../../lib/etag';

/**
 * An answer as sent: the JSON's bytes and their ETag. Kept as bytes, so that sending a kept list
 * does not encode megabytes of text again before its first byte leaves (issue #28).
 */
export interface ListAnswer {
  readonly body: Buffer;
  readonly etag: string;
}

/** A list with its links signed (as text, or as the bytes already sent), and when those links expire. */
export interface Signed {
  body: string | Buffer;
  linksExpire: number;
}

/**
 * The tag is hashed when first asked for: a streamed list is kept as it ends, and hashing its
 * megabytes then would hold the end of that very answer, which carries no tag (decision 0046).
 */
function answerOf(body: string | Buffer): ListAnswer {
  const bytes = typeof body === 'string' ? Buffer.from(body, 'utf8') : body;
  let etag: string | undefined;
  return {
    body: bytes,
    get etag() {
      etag ??= etagOf(bytes);
      return etag;
    },
  };
}

interface Entry {
  /** The database's WAL position read before the list was built. */
  walPosition: string;
  /** The list as the database wrote it, links still placeholders. */
  unsigned: string;
  /** The links' expiry the body was signed with (they change every ten minutes). */
  linksExpire: number;
  answer: ListAnswer;
}

/**
 * The client lists this process built, kept while the database has not changed (issue #17,
 * docs/decisions/0018). Whether it changed is one tiny query, `pg_current_wal_insert_lsn()`: every
 * committed write of any connection, instance or tool moves the write-ahead log, so an unchanged
 * position proves the list is still what a new query would answer. The position is read *before*
 * building, so a write that commits meanwhile moves it past the stored one and the next request
 * rebuilds. Writes elsewhere in the database (a login, a rate limit) only cost a rebuild.
 */
export class ListCache {
  private readonly entries = new Map<string, Entry>();
  private bytes = 0;
  readonly stats = { hits: 0, builds: 0 };

  constructor(
    private readonly db: Database,
    /** Memory kept for bodies (UTF-16, so about twice their bytes); the oldest go first. */
    private readonly maxChars = 16 * 1024 * 1024,
  ) {}

  /**
   * The bytes of the list last built for `key`, kept even once the database has changed (until it
   * is rebuilt or evicted): how long its next build is likely to be. Undefined when not known.
   */
  lastBytes(key: string): number | undefined {
    return this.entries.get(key)?.answer.body.length;
  }

  /** Null when the position cannot be read (then nothing is cached). */
  async walPosition(): Promise<string | null> {
    try {
      const result = await this.db.execute<{ lsn: string }>(
        sql`select pg_current_wal_insert_lsn()::text as lsn`,
      );
      return result.rows[0]?.lsn ?? null;
    } catch {
      return null;
    }
  }

  /**
   * The answer for `key` if the database has not changed since it was kept (re-signed if its
   * links' window has passed), and the position read now, to keep what is built next with.
   */
  async lookup(
    key: string,
    sign: (unsigned: string) => Signed,
    linksExpire: number,
  ): Promise<{ position: string | null; kept: ListAnswer | undefined }> {
    const position = await this.walPosition();
    const cached = this.entries.get(key);
    if (position === null || !cached || cached.walPosition !== position) return { position, kept: undefined };
    this.stats.hits++;
    // Most recently used last, so that eviction takes the oldest.
    this.entries.delete(key);
    this.entries.set(key, cached);
    if (cached.linksExpire !== linksExpire) {
      const signed = sign(cached.unsigned);
      cached.linksExpire = signed.linksExpire;
      cached.answer = answerOf(signed.body);
    }
    return { position, kept: cached.answer };
  }

  /**
   * Keeps a list built after `lookup` read `position` (nothing when it could not be read), and
   * answers it with its tag.
   */
  store(key: string, position: string | null, unsigned: string, signed: Signed): ListAnswer {
    this.stats.builds++;
    const answer = answerOf(signed.body);
    if (position !== null)
      this.keep(key, { walPosition: position, unsigned, linksExpire: signed.linksExpire, answer });
    return answer;
  }

  /**
   * The answer for `key`: from memory while the database is unchanged, else built by `build` and
   * kept.
   */
  async answer(
    key: string,
    build: () => Promise<string>,
    sign: (unsigned: string) => Signed,
    linksExpire: number,
  ): Promise<ListAnswer> {
    const { position, kept } = await this.lookup(key, sign, linksExpire);
    if (kept) return kept;
    const unsigned = await build();
    return this.store(key, position, unsigned, sign(unsigned));
  }

  private keep(key: string, entry: Entry) {
    // The unsigned text in UTF-16 code units (two bytes each), the answer in bytes: both as chars.
    const size = (e: Entry) => e.unsigned.length + Math.ceil(e.answer.body.length / 2);
    const previous = this.entries.get(key);
    if (previous) {
      this.bytes -= size(previous);
      this.entries.delete(key);
    }
    if (size(entry) > this.maxChars) return;
    while (this.bytes + size(entry) > this.maxChars) {
      const oldest = this.entries.entries().next();
      if (oldest.done) break;
      this.bytes -= size(oldest.value[1]);
      this.entries.delete(oldest.value[0]);
    }
    this.entries.set(key, entry);
    this.bytes += size(entry);
  }
}
