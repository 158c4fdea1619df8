import { configDefaults, defineConfig } from 'vitest/config';

// One Vitest run, five projects: the pure domain rules, the footprint method (issue #23), the
// web app (jsdom), the API suite that drives the real Fastify app on a real PostgreSQL (PGlite by
// default, TEST_DATABASE_URL for a server), and the integration tests that start real server
// processes (a SIGKILL in the middle of a burst, several instances behind a proxy; they need
// PostgreSQL and Redis).
// CI retries a failed test once (decision 0083): a rare race on a loaded box must not sink a whole
// run, and .ci/flaky-reporter.ts names every test that needed its retry, with its first error.
const retry = process.env.CI ? 1 : 0;

export default defineConfig({
  test: {
    reporters: ['default', './.ci/flaky-reporter.ts'],
    projects: [
      {
        test: {
          name: 'domain',
          retry,
          include: ['packages/domain/src/**/*.test.ts'],
          environment: 'node',
          // A safety net against a hung test, never a speed check: .ci/run runs this project beside
          // other lanes (decision 0075), and on a shared box a test can take ten times its quiet time.
          testTimeout: 60_000,
          // Both cores, as the web project (Vitest wants one worker limit per group).
          maxWorkers: 2,
          // Pure rules: the files of a worker share its module cache (decision 0082).
          isolate: false,
        },
      },
      {
        test: {
          name: 'footprint',
          retry,
          include: ['packages/footprint/src/**/*.test.ts'],
          environment: 'node',
          maxWorkers: 2,
          // Pure functions: the files of a worker share its module cache (decision 0082).
          isolate: false,
          // The Monte Carlo tests run 200,000 iterations: slower than a rule check on a loaded box, and
          // .ci/run runs this project beside other lanes (decision 0075). A safety net against a hung
          // test: bounds.test.ts's capped Monte Carlo timed out at 30 s at load 20.
          testTimeout: 120_000,
        },
      },
      {
        test: {
          // The CI's own scripts (.ci/lane, .ci/what-failed), run with bash on a temporary folder.
          name: 'ci',
          retry,
          include: ['.ci/test/**/*.test.ts'],
          environment: 'node',
          maxWorkers: 2,
        },
      },
      'apps/web/vitest.config.ts',
      {
        test: {
          name: 'api',
          retry,
          include: ['apps/api/test/**/*.test.ts'],
          exclude: [...configDefaults.exclude, 'apps/api/test/integration/**'],
          environment: 'node',
          // Safety nets against a hung test or hook: .ci/run runs this suite on PGlite and on
          // PostgreSQL at once, beside the journeys (decision 0075). At load 15 to 27, six tests
          // that seed, import files or estimate in a worker thread took longer than 60 s.
          testTimeout: 180_000,
          hookTimeout: 300_000,
          // PGlite is single-threaded WebAssembly: two files at a time keeps a 2-core box busy, not thrashing.
          maxWorkers: 2,
          // Every file builds its own app on its own fresh database (helpers/app.ts), so the files of
          // one worker can share its module cache: the whole API (Fastify, its plugins, exceljs,
          // the domain package) is imported once per worker instead of once per file, which was
          // 40 % of this project's time (import 201 s of 485 s on a loaded box). Nothing in the API
          // keeps state across apps at module level, and the tests that fake timers restore them.
          isolate: false,
          // Migrates one embedded database for the run; each file opens a copy of it.
          globalSetup: ['apps/api/test/helpers/global-setup.ts'],
          // Vitest 4 runs projects with different worker limits as separate groups, in this order.
          sequence: { groupOrder: 1 },
        },
      },
      {
        test: {
          name: 'integration',
          retry,
          include: ['apps/api/test/integration/**/*.test.ts'],
          environment: 'node',
          testTimeout: 120_000,
          hookTimeout: 120_000,
          // Each file starts server processes of its own: one file at a time on a 2-core box.
          fileParallelism: false,
          sequence: { groupOrder: 2 },
        },
      },
    ],
  },
});
