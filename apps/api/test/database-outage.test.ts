import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { connect, createServer, type Server, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { type DatabaseHandle, openDatabase } from '../src/db/client';

/**
 * A TCP relay between the API and PostgreSQL that the test can cut and restore,
 * to watch the API live through a database outage (DESIGN.md pitfalls).
 */
class CuttableRelay {
  private server: Server | undefined;
  private sockets = new Set<Socket>();
  port = 0;
  constructor(private readonly target: { host: string; port: number }) {}

  async open(port = 0) {
    this.server = createServer((client) => {
      const upstream = connect(this.target.port, this.target.host);
      for (const s of [client, upstream]) {
        this.sockets.add(s);
        s.on('close', () => this.sockets.delete(s));
        s.on('error', () => {});
      }
      client.pipe(upstream).pipe(client);
    });
    await new Promise<void>((resolve) => this.server!.listen(port, '127.0.0.1', resolve));
    const address = this.server.address();
    this.port = typeof address === 'object' && address ? address.port : 0;
  }

  async cut() {
    for (const s of this.sockets) s.destroy();
    await new Promise<void>((resolve) => this.server!.close(() => resolve()));
  }
}

const serverUrl = process.env.TEST_DATABASE_URL;

describe.skipIf(!serverUrl)('a PostgreSQL outage', () => {
  const name = `pt_outage_${randomBytes(4).toString('hex')}`;
  let relay: CuttableRelay;
  let database: DatabaseHandle;
  let dataDir: string;

  beforeAll(async () => {
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const url = new URL(serverUrl!);
    relay = new CuttableRelay({ host: url.hostname, port: Number(url.port || 5432) });
    await relay.open();
    url.host = `127.0.0.1:${relay.port}`;
    url.pathname = `/${name}`;
    database = await openDatabase({ databaseUrl: url.toString(), onPoolError: () => {} });
    await database.migrate();
    dataDir = await mkdtemp(path.join(tmpdir(), 'pharmatrace-outage-'));
  });

  afterAll(async () => {
    await database.close().catch(() => {});
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('gives 503s while the database is away, then recovers by itself', async () => {
    const config = loadConfig({
      DATA_DIR: dataDir,
      DEMO_DATA: '0',
      LOG_LEVEL: 'silent',
      WEB_DIST_DIR: dataDir,
    });
    const app = await buildApp({ config, database, logger: false });
    await app.ready();
    try {
      expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);

      const port = relay.port;
      await relay.cut();
      const health = await app.inject({ method: 'GET', url: '/api/health' });
      expect(health.statusCode).toBe(503);
      expect(health.json()).toEqual({ status: 'unavailable', database: 'unavailable' });
      const login = await app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: 'someone@example.com', password: 'Whatever-1!' },
      });
      expect(login.statusCode).toBe(503);
      expect(login.json().message).toBe('The service is temporarily unavailable, please try again.');

      await relay.open(port);
      await expect
        .poll(async () => (await app.inject({ method: 'GET', url: '/api/health' })).statusCode, {
          timeout: 15_000,
          interval: 500,
        })
        .toBe(200);
    } finally {
      await app.close();
    }
  });
  it('answers a cached session from the database while the revocation channel is down (503, never 200)', async () => {
    const config = loadConfig({
      DATA_DIR: dataDir,
      DEMO_DATA: '0',
      LOG_LEVEL: 'silent',
      WEB_DIST_DIR: dataDir,
    });
    const app = await buildApp({ config, database, logger: false });
    await app.ready();
    try {
      const email = `outage-${randomBytes(4).toString('hex')}@provider.test`;
      await app.services.staffBootstrap.ensureStaffUser(email, 'Staff-Passw0rd-For-Tests!');
      const login = await app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email, password: 'Staff-Passw0rd-For-Tests!', keepLogged: false },
      });
      const token = login.json().AuthenticationResult.AccessToken as string;
      const isSubUser = () =>
        app.inject({ method: 'GET', url: '/api/auth/is-sub-user', headers: { authorization: token } });
      expect((await isSubUser()).statusCode).toBe(200);
      expect((await isSubUser()).statusCode).toBe(200);
      expect(app.services.sessions.size).toBe(1);

      const port = relay.port;
      await relay.cut();
      // The listening connection went with the others: nothing cached is trusted any more, so the
      // session is read from a database that is away.
      await expect.poll(() => app.services.sessions.trusted, { timeout: 5_000, interval: 20 }).toBe(false);
      expect((await isSubUser()).statusCode).toBe(503);

      await relay.open(port);
      await expect
        .poll(async () => (await isSubUser()).statusCode, { timeout: 15_000, interval: 500 })
        .toBe(200);
      await expect.poll(() => app.services.sessions.trusted, { timeout: 15_000, interval: 100 }).toBe(true);
    } finally {
      await app.close();
    }
  });
});
