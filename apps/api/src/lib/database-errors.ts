/** The embedded database is being restarted after its engine crashed (db/restartable-pglite.ts). */
export class DatabaseRestartingError extends Error {
  readonly code = 'DATABASE_RESTARTING';
  constructor(cause?: unknown) {
    super('The embedded database is restarting', { cause });
    this.name = 'DatabaseRestartingError';
  }
}

/** Errors meaning "the database cannot be reached right now": answered 503, never a crash. */
const unavailableCodes = new Set([
  'DATABASE_RESTARTING',
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'ENOTFOUND',
  'EPIPE',
  '57P01', // admin_shutdown
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now
  '08000',
  '08003',
  '08006',
  '08001',
  '08004',
]);

export function isDatabaseUnavailable(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false;
  const e = error as { code?: unknown; message?: unknown; cause?: unknown };
  if (typeof e.code === 'string' && unavailableCodes.has(e.code)) return true;
  if (typeof e.message === 'string') {
    if (
      /timeout exceeded when trying to connect|Connection terminated|Client has encountered a connection error|Cannot use a pool after calling end/i.test(
        e.message,
      )
    )
      return true;
  }
  return e.cause !== undefined && e.cause !== error && isDatabaseUnavailable(e.cause);
}

/** PostgreSQL's unique_violation, seen through drizzle's wrapping. */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  let e = error as { code?: unknown; constraint?: unknown; cause?: unknown } | undefined;
  for (let depth = 0; e && depth < 4; depth++) {
    if (e.code === '23505') return constraint === undefined || e.constraint === constraint;
    e = e.cause as typeof e;
  }
  return false;
}
