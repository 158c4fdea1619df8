import { defineConfig } from 'vitest/config';

// One Vitest run, three projects: the pure domain rules, the web app (jsdom),
// and the API suite that drives the real Fastify app on a real PostgreSQL
// (PGlite by default, TEST_DATABASE_URL for a server).
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'domain',
          include: ['packages/domain/src/**/*.test.ts'],
          environment: 'node',
        },
      },
      'apps/web/vitest.config.ts',
      {
        test: {
          name: 'api',
          include: ['apps/api/test/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // PGlite is single-threaded WebAssembly: two files at a time keeps a 2-core box busy, not thrashing.
          maxWorkers: 2,
          minWorkers: 1,
        },
      },
    ],
  },
});
