import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, expect, it } from 'vitest';

// .ci/flaky-reporter.ts in a Vitest run of its own, on a file whose first test fails once and then
// passes: CI must name it, with its first error, and say nothing of the tests that passed at once.
const root = resolve(import.meta.dirname, '../..');
const run = promisify(execFile);
let dir: string;

beforeAll(async () => {
  // Inside the checkout, where the file's `import 'vitest'` resolves.
  const cache = join(root, 'node_modules/.cache');
  await mkdir(cache, { recursive: true });
  dir = await mkdtemp(join(cache, 'ci-flaky-'));
  await writeFile(join(dir, 'vitest.config.mjs'), "export default { test: { include: ['*.test.mjs'] } };\n");
  await writeFile(
    join(dir, 'wavering.test.mjs'),
    [
      "import { expect, it } from 'vitest';",
      'let tries = 0;',
      "it('passes on its second try', () => {",
      '  tries += 1;',
      '  expect(tries, "first try").toBe(2);',
      '});',
      "it('passes at once', () => expect(1).toBe(1));",
    ].join('\n'),
  );
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

it('names a test that passed only on its retry, with its first error, and no other', async () => {
  const { stdout } = await run(
    process.execPath,
    [
      join(root, 'node_modules/vitest/vitest.mjs'),
      'run',
      '--root',
      dir,
      '--config',
      join(dir, 'vitest.config.mjs'),
      '--retry',
      '1',
      '--reporter',
      'default',
      '--reporter',
      join(root, '.ci/flaky-reporter.ts'),
    ],
    { cwd: dir, env: { ...process.env, NO_COLOR: '1' } },
  );
  const flaky = stdout.split('\n').filter((line) => line.startsWith('FLAKY'));
  expect(flaky).toEqual([
    'FLAKY (passed on retry 1) wavering.test.mjs > passes on its second try: first try: expected 1 to be 2 // Object.is equality',
  ]);
});
