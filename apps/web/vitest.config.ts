import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';

const srcDir = decodeURIComponent(new URL('./src', import.meta.url).pathname);

export default defineProject({
  plugins: [react()],
  resolve: { alias: { '@': srcDir } },
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/testing/setup-tests.ts'],
    // MUI + user-event in jsdom is slow on small CI boxes, and 5-10 times slower again when the
    // box is shared: a timeout here is a safety net against a hung test, never a speed check
    // (speed is measured in bench/). The long form suites set 150 s on their describe.
    testTimeout: 60_000,
    // Both cores: with Vitest's default (cores − 1) a 2-core CI box ran the jsdom files one at a
    // time with a core idle. The API files run in a later group, never beside these.
    maxWorkers: 2,
    // Worker threads rather than child processes: each file still gets a fresh module graph and
    // jsdom (isolation kept: with `isolate: false` 8 tests failed on what other files left), but a
    // thread per file starts faster than a child process, and its messages skip the IPC pipe
    // (8 of the slowest files: 130 s with forks, 102 s with threads, load 10-13; decision 0049).
    pool: 'threads',
  },
});
