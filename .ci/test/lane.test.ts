import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

// The CI's own scripts (.ci/lane, .ci/what-failed), run as CI runs them: bash, on a folder of
// their own. A lane that passed a failed step, or a failure extract that lost the failing test's
// name, would make a red CI page say nothing of what failed (stop 47's did not).
const ciDir = resolve(import.meta.dirname, '..');
const run = promisify(execFile);

async function runScript(script: string, args: string[]) {
  try {
    const { stdout } = await run('bash', [join(ciDir, script), ...args]);
    return { code: 0, stdout };
  } catch (error) {
    const failed = error as { code: number; stdout: string };
    return { code: failed.code, stdout: failed.stdout };
  }
}

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'ci-lane-'));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('.ci/lane', () => {
  it('runs its steps in order into its log, and writes each step’s time to its summary', async () => {
    const { code } = await runScript('lane', [dir, 'demo', 'First=echo one', 'Second=echo two']);
    expect(code).toBe(0);
    const log = await readFile(join(dir, 'demo.log'), 'utf8');
    expect(log.indexOf('=== First')).toBeGreaterThanOrEqual(0);
    expect(log.indexOf('one')).toBeGreaterThan(log.indexOf('=== First'));
    expect(log.indexOf('=== Second')).toBeGreaterThan(log.indexOf('one'));
    expect(log.indexOf('two')).toBeGreaterThan(log.indexOf('=== Second'));
    const summary = (await readFile(join(dir, 'demo.summary'), 'utf8')).trimEnd().split('\n');
    expect(summary).toHaveLength(2);
    expect(summary[0]).toMatch(/^ +\d+s {2}demo: First$/);
    expect(summary[1]).toMatch(/^ +\d+s {2}demo: Second$/);
  });

  it('stops at the first step that fails, exits with its status and says so', async () => {
    const marker = join(dir, 'never-made');
    const { code } = await runScript('lane', [
      dir,
      'demo',
      'Passes=true',
      'Fails=echo broken >&2; exit 3',
      `Never runs=touch '${marker}'`,
    ]);
    expect(code).toBe(3);
    const summary = (await readFile(join(dir, 'demo.summary'), 'utf8')).trimEnd().split('\n');
    expect(summary).toHaveLength(2);
    expect(summary[1]).toMatch(/demo: Fails FAILED \(exit 3\)$/);
    const log = await readFile(join(dir, 'demo.log'), 'utf8');
    expect(log).toContain('broken');
    expect(log).toMatch(/--- Fails: FAILED \(exit 3\) after \d+s/);
    expect(log).not.toContain('=== Never runs');
    await expect(readFile(marker)).rejects.toThrow();
  });
});

describe('.ci/what-failed', () => {
  it('keeps the lines that name the failing test, once each, without colours', async () => {
    const log = join(dir, 'node24.log');
    await writeFile(
      log,
      [
        '=== npm test',
        ' \u001b[32m✓\u001b[39m apps/web/src/a.test.tsx (3 tests) 120ms',
        ' \u001b[31mFAIL\u001b[39m  apps/api/test/orders.test.ts > orders > keeps the draft',
        'AssertionError: expected 80 to be less than 80',
        '   \u001b[31m×\u001b[39m keeps the draft 12ms',
        ' \u001b[31mFAIL\u001b[39m  apps/api/test/orders.test.ts > orders > keeps the draft',
        '  1) [chromium] › client-workspace.spec.ts:40:3 › sorts the list',
        'src/x.ts(3,7): error TS2322: Type string is not assignable to type number.',
        ' Test Files  1 failed | 86 passed (87)',
        '      Tests  1 failed | 900 passed (901)',
        '  1 failed',
        '  56 passed (7.2m)',
        '--- npm test: FAILED (exit 1) after 300s',
      ].join('\n'),
    );
    const { code, stdout } = await runScript('what-failed', [log]);
    expect(code).toBe(0);
    expect(stdout.split('\n').filter(Boolean)).toEqual([
      ' FAIL  apps/api/test/orders.test.ts > orders > keeps the draft',
      'AssertionError: expected 80 to be less than 80',
      '   × keeps the draft 12ms',
      '  1) [chromium] › client-workspace.spec.ts:40:3 › sorts the list',
      'src/x.ts(3,7): error TS2322: Type string is not assignable to type number.',
      ' Test Files  1 failed | 86 passed (87)',
      '      Tests  1 failed | 900 passed (901)',
      '  1 failed',
      '--- npm test: FAILED (exit 1) after 300s',
    ]);
  });

  it('with --flaky, keeps the tests that passed on their retry: Vitest’s FLAKY lines, Playwright’s list', async () => {
    const log = join(dir, 'browser.log');
    await writeFile(
      log,
      [
        ' ✓  web  src/a.test.tsx (3 tests) 120ms',
        'FLAKY (passed on retry 1) src/a.test.tsx > form > saves: expected 1 to be 2',
        '  1 flaky',
        '    [chromium] › client-workspace.spec.ts:40:3 › sorts the list',
        '  56 passed (7.2m)',
        '    [chromium] › not a flaky line',
      ].join('\n'),
    );
    const { code, stdout } = await runScript('what-failed', ['--flaky', log]);
    expect(code).toBe(0);
    expect(stdout.split('\n').filter(Boolean)).toEqual([
      'FLAKY (passed on retry 1) src/a.test.tsx > form > saves: expected 1 to be 2',
      '  1 flaky',
      '    [chromium] › client-workspace.spec.ts:40:3 › sorts the list',
    ]);
  });

  it('prints nothing for a log where nothing failed', async () => {
    const log = join(dir, 'checks.log');
    await writeFile(log, '=== Lint\nChecked 900 files in 2s. No fixes applied.\n--- Lint: 10s\n');
    for (const args of [[log], ['--flaky', log]]) {
      const { code, stdout } = await runScript('what-failed', args);
      expect(code).toBe(0);
      expect(stdout).toBe('');
    }
  });
});
