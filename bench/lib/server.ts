import { type ApiServer, startApiServer } from '../../e2e/fixtures/api-server';

export type { ApiServer };

export interface BenchServerOptions {
  /** Seed the demo data (DEMO_DATA=1). Default false: benchmarks start from an empty database. */
  demoData?: boolean;
  /** A real PostgreSQL (a scratch database: the server migrates it). Default: embedded PGlite in a temp DATA_DIR. */
  databaseUrl?: string;
  /** More environment for the server; `undefined` removes a variable. */
  env?: Record<string, string | undefined>;
  /** How long to wait for /api/health (default 120 s; a large embedded database opens slower). */
  healthTimeoutMs?: number;
}

/** Server log level during benchmarks, unless LOG_LEVEL is set: request logs would dominate the figures. */
export const benchLogLevel = process.env.LOG_LEVEL ?? 'warn';

/**
 * Starts the real API exactly as the browser tests do (e2e/fixtures/api-server.ts:
 * `node --import tsx apps/api/src/main.ts`, free port, fresh temporary DATA_DIR, waits for
 * /api/health), with benchmark defaults. Call `stop()` when done.
 */
export async function startServer(options: BenchServerOptions = {}): Promise<ApiServer> {
  return await startApiServer({
    env: {
      DEMO_DATA: options.demoData ? '1' : '0',
      DATABASE_URL: options.databaseUrl,
      LOG_LEVEL: benchLogLevel,
      ...options.env,
    },
    healthTimeoutMs: options.healthTimeoutMs ?? 120_000,
  });
}
