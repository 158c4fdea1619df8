import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../../src/app';
import { type Env, loadConfig } from '../../src/config';
import type { DatabaseHandle } from '../../src/db/client';
import type { CpuPoolOptions } from '../../src/lib/cpu-pool';
import { createTestDatabase } from './database';
import { SmtpCapture } from './smtp-capture';

export interface TestApp {
  app: FastifyInstance;
  database: DatabaseHandle;
  smtp: SmtpCapture;
  dataDir: string;
  /** inject() with JSON and an optional access token. */
  request(options: InjectOptions & { token?: string }): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

/**
 * The real API (every route, plugin and the outbox) on a fresh database, with e-mail going
 * to a real SMTP server started for the test. Override any environment variable, or bring a
 * database of your own (it is closed with the app).
 */
export async function createTestApp(
  env: Partial<Record<keyof Env, string>> = {},
  options: { database?: DatabaseHandle; cpuPool?: CpuPoolOptions } = {},
): Promise<TestApp> {
  const smtp = await new SmtpCapture().start();
  const dataDir = await mkdtemp(path.join(tmpdir(), 'pharmatrace-test-'));
  const config = loadConfig({
    DATA_DIR: dataDir,
    DEMO_DATA: '0',
    LOG_LEVEL: 'silent',
    PUBLIC_URL: 'http://portal.test',
    SMTP_URL: smtp.url,
    WEB_DIST_DIR: path.join(dataDir, 'no-web-build'),
    ...env,
  });
  const database = options.database ?? (await createTestDatabase());
  const app = await buildApp({
    config,
    database,
    logger: false,
    ...(options.cpuPool ? { cpuPool: options.cpuPool } : {}),
  });
  await app.ready();
  return {
    app,
    database,
    smtp,
    dataDir,
    request: ({ token, headers, ...rest }) =>
      app.inject({ ...rest, headers: { ...headers, ...(token ? { authorization: token } : {}) } }),
    close: async () => {
      await app.close();
      await database.close();
      await smtp.stop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
