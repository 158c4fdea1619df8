import type { UserRole } from '../../db/schema';

/** What the auth check reads from the database about a live session. */
export interface LiveSession {
  userId: string;
  role: UserRole;
  clientId: string | null;
  email: string;
  /** When the session expires (ms since the epoch), as stored when it was read. */
  expiresAt: number;
}

/** The channel the database triggers of migration 0009 notify on. */
export const REVOCATION_CHANNEL = 'session_revocations';

interface Entry extends LiveSession {
  /** Read again after this (ms): belt and braces, never what revocation relies on. */
  staleAt: number;
}

export interface SessionCacheOptions {
  /** Most sessions kept; the oldest entries go first. */
  maxEntries?: number;
  /** How long an entry is used before the database is read again. */
  maxAgeMs?: number;
  now?: () => number;
}

/**
 * The live sessions this process has checked, so that an authenticated request does not read the
 * database (issue #17, docs/decisions/0017-session-cache-with-revocation-notifications.md).
 *
 * Revocation must still take effect at once, so the cache is trusted only while the revocation
 * channel is listening (`setListening`): every revocation committed anywhere reaches `message`
 * through LISTEN/NOTIFY, and this process's own revocations are also dropped directly
 * (`dropSession`, `dropUser`) before their answer is sent. While the channel is down, `get`
 * answers nothing and `put` keeps nothing: every request reads the database.
 *
 * A request that read the database just before a revocation committed must not store what it
 * read after the revocation was dropped: each read takes the `generation` before querying, and
 * `put` refuses it if any drop (or channel change) happened since.
 */
export class SessionCache {
  private readonly entries = new Map<string, Entry>();
  private generation = 0;
  private listening = false;
  private readonly maxEntries: number;
  private readonly maxAgeMs: number;
  private readonly now: () => number;
  /** Counters for tests and the bench: a hit is a request answered without the database. */
  readonly stats = { hits: 0, misses: 0 };

  constructor(options: SessionCacheOptions = {}) {
    this.maxEntries = options.maxEntries ?? 50_000;
    this.maxAgeMs = options.maxAgeMs ?? 60_000;
    this.now = options.now ?? Date.now;
  }

  /** Whether cached sessions are used at all (the revocation channel is listening). */
  get trusted(): boolean {
    return this.listening;
  }

  /** Taken before reading a session from the database; handed back to `put`. */
  begin(): number {
    return this.generation;
  }

  get(sessionId: string, userId: string): LiveSession | undefined {
    if (!this.listening) return undefined;
    const entry = this.entries.get(sessionId);
    const now = this.now();
    if (!entry || entry.userId !== userId || entry.expiresAt <= now || entry.staleAt <= now) {
      if (entry) this.entries.delete(sessionId);
      this.stats.misses++;
      return undefined;
    }
    this.stats.hits++;
    return entry;
  }

  put(generation: number, sessionId: string, session: LiveSession): void {
    if (!this.listening || generation !== this.generation) return;
    if (this.entries.size >= this.maxEntries) {
      // A Map iterates in insertion order: the first key is the oldest entry.
      const oldest = this.entries.keys().next();
      if (!oldest.done) this.entries.delete(oldest.value);
    }
    this.entries.set(sessionId, { ...session, staleAt: this.now() + this.maxAgeMs });
  }

  dropSession(sessionId: string): void {
    this.generation++;
    this.entries.delete(sessionId);
  }

  /** Every session of the user (a password change, a deleted user, a changed role or e-mail). */
  dropUser(userId: string): void {
    this.generation++;
    for (const [sessionId, entry] of this.entries) {
      if (entry.userId === userId) this.entries.delete(sessionId);
    }
  }

  /** A payload of the revocation channel: 's:<session id>' or 'u:<user id>'. */
  message(payload: string): void {
    const id = payload.slice(2);
    if (payload.startsWith('s:')) this.dropSession(id);
    else if (payload.startsWith('u:')) this.dropUser(id);
    // Anything else is not ours to read: forget everything rather than guess.
    else this.clear();
  }

  /**
   * The channel started or stopped delivering. Either way what is cached may have missed a
   * revocation (sent while nobody listened), so it is all forgotten.
   */
  setListening(listening: boolean): void {
    this.listening = listening;
    this.clear();
  }

  clear(): void {
    this.generation++;
    this.entries.clear();
  }

  get size(): number {
    return this.entries.size;
  }
}
