import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { call } from '../helpers/http-client';
import { freePort, type ServerProcess, startServer } from '../helpers/server-process';

const apiDir = path.resolve(import.meta.dirname, '../..');

/** Runs the real entry point until it exits by itself: its exit code and everything it printed. */
async function runUntilExit(env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: apiDir,
    env: { ...process.env, LOG_LEVEL: 'warn', ...env, PORT: String(await freePort()) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (d) => (output += d));
  child.stderr.on('data', (d) => (output += d));
  const timer = setTimeout(() => child.kill('SIGKILL'), 90_000);
  const code = await new Promise<number | null>((resolve) => child.on('exit', (c) => resolve(c)));
  clearTimeout(timer);
  return { code, output };
}

/**
 * Issue #35, critical: two portals on one embedded data directory each kept their own copy of
 * the database, and writes answered by the second were lost. The directory is now locked for
 * the life of the process that opened it.
 */
// Real portals started and stopped one after the other: minutes on a loaded box (a safety net).
describe.skipIf(!!process.env.TEST_DATABASE_URL)(
  'one portal per embedded data directory',
  { timeout: 900_000 },
  () => {
    let dataDir: string;
    const running: ServerProcess[] = [];
    const envFor = (dir: string) => ({
      DATA_DIR: dir,
      DEMO_DATA: '0',
      PUBLIC_URL: 'http://portal.test',
      WEB_DIST_DIR: path.join(dir, 'no-web-build'),
    });

    afterEach(async () => {
      for (const server of running.splice(0)) await server.stop('SIGKILL');
      await rm(dataDir, { recursive: true, force: true });
    });

    it('refuses a second portal on the same directory, naming the directory and the process holding it', async () => {
      dataDir = await mkdtemp(path.join(tmpdir(), 'pharmatrace-lock-'));
      const first = await startServer(envFor(dataDir));
      running.push(first);

      const second = await runUntilExit(envFor(dataDir));
      expect(second.code).not.toBe(0);
      expect(second.code).not.toBeNull();
      expect(second.output).toContain(
        `The embedded database in ${path.join(dataDir, 'pglite')} is in use by`,
      );
      expect(second.output).toContain(`process ${first.child.pid}`);
      expect(second.output).not.toContain('Pharmatrace is running');

      // The first one is untouched by the attempt.
      const health = await call(first.url, 'GET', '/api/health');
      expect(health.status).toBe(200);

      // Once the first has stopped, the directory is free again.
      expect(await first.stop('SIGTERM')).toBe(0);
      running.pop();
      const next = await startServer(envFor(dataDir));
      running.push(next);
      expect((await call(next.url, 'GET', '/api/health')).status).toBe(200);
    });

    it('lets a portal restart at once on a directory whose holder was killed with SIGKILL', async () => {
      dataDir = await mkdtemp(path.join(tmpdir(), 'pharmatrace-lock-'));
      const crashed = await startServer(envFor(dataDir));
      expect(await crashed.stop('SIGKILL')).toBeNull();
      expect(existsSync(path.join(dataDir, 'pglite.lock'))).toBe(true);

      // The lock directory the killed process left behind is still there, its owner dead: the
      // restart takes it over (after proper-lockfile's minimum stale delay, 2 s).
      const restarted = await startServer(envFor(dataDir));
      running.push(restarted);
      expect((await call(restarted.url, 'GET', '/api/health')).status).toBe(200);
    });
  },
);
