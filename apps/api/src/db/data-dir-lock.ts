import { readFile, rm, writeFile } from 'node:fs/promises';
import { hostname } from 'node:os';
import lockfile from 'proper-lockfile';

/**
 * The embedded database keeps its pages in this process's memory: two processes on one data
 * directory each write their own copy, and the one that closes last wins (issue #35, a write
 * answered 201 by the second portal was gone after a restart). So a process holds an exclusive
 * lock on the directory for its whole life.
 *
 * The lock is proper-lockfile's: a `<dir>.lock` directory made atomically by mkdir, its mtime
 * refreshed every UPDATE_MS; a lock not refreshed for STALE_MS is stale (its holder died: kill -9,
 * power cut) and is taken over. proper-lockfile keeps no holder, so `<dir>.owner` (JSON, beside
 * it) names the process for the refusal's message and lets a starter tell at once a live holder on
 * this machine (refuse now) from a dead one (wait for the lock to go stale, then take it).
 */
const STALE_MS = 20_000;
const UPDATE_MS = 5_000;
const RETRY_MS = 500;
const MIN_STALE_MS = 2_000;

interface LockOwner {
  pid: number;
  host: string;
  since: string;
}

export class DataDirLockedError extends Error {
  constructor(
    readonly dir: string,
    readonly owner: LockOwner | null,
  ) {
    super(
      `The embedded database in ${dir} is in use by ${
        owner ? `process ${owner.pid} on ${owner.host} (since ${owner.since})` : 'another process'
      }. Stop that process first, or give this one another DATA_DIR (or a DATABASE_URL).`,
    );
    this.name = 'DataDirLockedError';
  }
}

/** Releases the lock (idempotent). */
export type ReleaseDataDirLock = () => Promise<void>;

/**
 * Takes the data directory's lock, or throws DataDirLockedError naming its holder. `dir` must
 * exist. `onLost` is called if the lock is taken from this process while it runs (its refresh was
 * held up past STALE_MS): the process must stop writing at once.
 */
export async function lockDataDir(dir: string, onLost: (err: Error) => void): Promise<ReleaseDataDirLock> {
  const ownerFile = `${dir}.owner`;
  // A holder that died waits out the stale delay; a live one on this machine is refused at once.
  const deadline = Date.now() + STALE_MS + 2 * UPDATE_MS;
  let stale = STALE_MS;
  for (;;) {
    try {
      const release = await lockfile.lock(dir, { stale, update: UPDATE_MS, onCompromised: onLost });
      const owner: LockOwner = { pid: process.pid, host: hostname(), since: new Date().toISOString() };
      await writeFile(ownerFile, JSON.stringify(owner));
      let released = false;
      return async () => {
        if (released) return;
        released = true;
        await rm(ownerFile, { force: true });
        await release().catch(() => {});
      };
    } catch (err) {
      if (!(err instanceof Error && 'code' in err && err.code === 'ELOCKED')) throw err;
      const owner = await readOwner(ownerFile);
      const state = owner ? holderState(owner) : 'unknown';
      if (state === 'alive' || Date.now() > deadline) throw new DataDirLockedError(dir, owner);
      // A holder known dead (kill -9 on this machine) no longer refreshes the lock: the shortest
      // stale delay proper-lockfile allows (2 s) lets a restart take it over without waiting 20 s.
      stale = state === 'dead' ? MIN_STALE_MS : STALE_MS;
      await new Promise((resolve) => setTimeout(resolve, RETRY_MS));
    }
  }
}

async function readOwner(file: string): Promise<LockOwner | null> {
  try {
    const owner = JSON.parse(await readFile(file, 'utf8')) as Partial<LockOwner>;
    return typeof owner.pid === 'number' && typeof owner.host === 'string' && typeof owner.since === 'string'
      ? { pid: owner.pid, host: owner.host, since: owner.since }
      : null;
  } catch {
    return null;
  }
}

/**
 * Whether the recorded holder still runs: only a process of this machine can be asked (EPERM: it
 * runs, as another user); a holder on another host (a shared volume) is 'unknown', judged by the
 * lock's age alone.
 */
function holderState(owner: LockOwner): 'alive' | 'dead' | 'unknown' {
  if (owner.host !== hostname() || owner.pid === process.pid) return 'unknown';
  try {
    process.kill(owner.pid, 0);
    return 'alive';
  } catch (err) {
    return err instanceof Error && 'code' in err && err.code === 'EPERM' ? 'alive' : 'dead';
  }
}
