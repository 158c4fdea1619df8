import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';

const srcDir = decodeURIComponent(new URL('./src', import.meta.url).pathname);

// Packages the tests load in Node itself, never in the page: they stay outside the bundle.
const nodeOnly = new Set(['msw', 'msw/node', 'typescript', 'vitest', '@testing-library/jest-dom/vitest']);

/**
 * Every package specifier the web sources import (`@mui/material/Box`, `react-router`...), read
 * from the files themselves so that a new import is bundled without anyone listing it. All of
 * them go into the bundle: one that stayed outside would load a second React beside the
 * bundled one, and its hooks would fail.
 */
function importedPackages(dir: string, found = new Set<string>()): Set<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) importedPackages(path, found);
    else if (/\.tsx?$/.test(entry.name)) {
      for (const [, specifier] of readFileSync(path, 'utf8').matchAll(
        /(?:from|import) '((?:@[\w-]+\/)?[a-z][\w.-]*(?:\/[\w.-]+)*)'/g,
      )) {
        if (!specifier || specifier.startsWith('@pharmatrace/') || nodeOnly.has(specifier)) continue;
        found.add(specifier);
      }
    }
  }
  return found;
}

export default defineProject({
  plugins: [react()],
  resolve: { alias: { '@': srcDir } },
  test: {
    name: 'web',
    // CI retries a failed test once, and names it (decision 0083, the root vitest.config.ts).
    retry: process.env.CI ? 1 : 0,
    // happy-dom was measured against jsdom and used the same CPU time (129.5 s against 129.6 s on
    // 15 of the files, side by side; decision 0079): the time is in React, MUI and user-event, not
    // in the DOM implementation.
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    // Runs before every file, the 20 that render nothing included: it must not import
    // test-utils.tsx (the app's providers, MUI, Emotion), only what every file needs (the msw
    // server, the contract breaches' list). Without test-utils the 20 .ts files took 58 and 62 s of
    // CPU instead of 70 and 73 s (decision 0079).
    setupFiles: ['./src/testing/setup-tests.ts'],
    // MUI + user-event in jsdom is slow on small CI boxes, and 5-10 times slower again when the
    // box is shared: a timeout here is a safety net against a hung test, never a speed check
    // (speed is measured in bench/). The long form suites set 150 s on their describe.
    testTimeout: 60_000,
    // Both cores: with Vitest's default (cores − 1) a 2-core CI box ran the jsdom files one at a
    // time with a core idle. The API files run in a later group, never beside these.
    maxWorkers: 2,
    // Worker threads rather than child processes: a thread per file starts faster than a child
    // process, and its messages skip the IPC pipe (8 of the slowest files: 130 s with forks, 102 s
    // with threads, load 10-13; decision 0049).
    pool: 'threads',
    // The files of a worker share its module graph: MUI, Emotion, React, the router and the app are
    // imported once per worker, not once per file. Decision 0052 had kept isolation because every
    // file's Emotion styles stayed for the next and made jsdom's getComputedStyle slower; since each
    // render's styles are removed after its test (testing/style-containers.ts, decision 0081) the
    // whole project takes 130 s of CPU instead of 316 s (import 55 → 8 s, tests 221 → 149 s;
    // decision 0082). What a file changes on the shared globals it puts back (setup-tests.ts resets
    // storage, mocks and stubbed globals after every test); shuffled orders pass.
    isolate: false,
    // The libraries are bundled once per run (Vite's dependency optimizer, seconds), and each file
    // loads the bundle, where it loaded MUI, Emotion, React and the router module by module in
    // every worker: the whole project took 402 s of CPU instead of 448 s, setup 214 → 134 s,
    // import 53 → 29 s (decision 0052).
    deps: { optimizer: { client: { enabled: true, include: [...importedPackages(srcDir)] } } },
  },
});
