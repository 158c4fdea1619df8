import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoAccounts } from '../../src/seed/demo-accounts';
import { freePort, startServer } from '../helpers/server-process';

const apiDir = path.resolve(import.meta.dirname, '../..');

// The real process is only exercised on the embedded database; the server variant is the same code.
describe.skipIf(!!process.env.TEST_DATABASE_URL)('the portal process', () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'pharmatrace-process-'));
  });
  afterAll(() => rm(dataDir, { recursive: true, force: true }));

  it('seeds demo data once, exits cleanly on SIGTERM and keeps its data across restarts', async () => {
    const port = await freePort();
    const env = { DATA_DIR: dataDir, PORT: String(port), WEB_DIST_DIR: path.join(dataDir, 'none') };
    const first = await startServer(env);
    expect(first.output()).toContain(demoAccounts.main.email);
    const base = `http://127.0.0.1:${port}`;
    expect((await fetch(`${base}/api/health`)).status).toBe(200);

    // Change something, then stop with SIGTERM (what Ctrl-C's SIGINT does too).
    const login = await fetch(`${base}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(demoAccounts.main),
    });
    const token = ((await login.json()) as { AuthenticationResult: { AccessToken: string } })
      .AuthenticationResult.AccessToken;
    const update = await fetch(`${base}/api/client/general_information`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: token },
      body: JSON.stringify({
        companyName: 'Kept After Restart',
        contactName: 'C',
        phone: '1',
        email: 'c@d.com',
      }),
    });
    expect(update.status).toBe(200);
    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);

    const second = await startServer(env);
    try {
      expect(second.output()).not.toContain('Demo data created');
      const again = await fetch(`${base}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(demoAccounts.main),
      });
      const token2 = ((await again.json()) as { AuthenticationResult: { AccessToken: string } })
        .AuthenticationResult.AccessToken;
      const client = await fetch(`${base}/api/client`, { headers: { authorization: token2 } });
      expect(((await client.json()) as { companyName: string }).companyName).toBe('Kept After Restart');
    } finally {
      second.child.kill('SIGINT');
      expect(await second.exited).toBe(0);
    }
    // Three starts of the whole portal (migrations, demo seed, PDF documents) on a loaded 2-core
    // CI machine (208 s at load 20): a guard against a hang, not a speed check.
  }, 900_000);

  it('refuses to start with a bad variable, naming it in one line', async () => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: apiDir,
      env: { ...process.env, PORT: 'eighty' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stderr = '';
    child.stderr!.on('data', (d) => (stderr += d));
    const code = await new Promise((resolve) => child.on('exit', resolve));
    expect(code).toBe(1);
    expect(stderr.trim()).toBe('Invalid configuration: PORT: PORT must be a whole number');
  });

  it('fails fast with a clear error when the PostgreSQL server is unreachable at start', async () => {
    const port = await freePort();
    const deadPort = await freePort();
    // Migrations need the database at start: without one the process must say so and exit, not hang.
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: apiDir,
      env: {
        ...process.env,
        PORT: String(port),
        DATABASE_URL: `postgres://nobody@127.0.0.1:${deadPort}/none`,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stderr!.on('data', (d) => (output += d));
    const code = await new Promise((resolve) => child.on('exit', resolve));
    expect(code).toBe(1);
    expect(output).toMatch(/ECONNREFUSED|connect/);
  });
});
