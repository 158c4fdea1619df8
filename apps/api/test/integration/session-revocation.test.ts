import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { strongPassword, uniqueEmail } from '../helpers/accounts';
import { createServerDatabase } from '../helpers/database';
import { call, registerOverHttp } from '../helpers/http-client';
import { type ServerProcess, startServer } from '../helpers/server-process';
import { SmtpCapture, temporaryPasswordIn } from '../helpers/smtp-capture';

/**
 * Issue #17: each instance answers authenticated requests from its own cache of live sessions.
 * A revocation through one instance must reach the other through PostgreSQL's LISTEN/NOTIFY:
 * the other instance warms its cache first, so without the notification it would go on
 * answering 200 for as long as its cache keeps an entry (a minute).
 */
let database: Awaited<ReturnType<typeof createServerDatabase>>;
let smtp: SmtpCapture;
let a: ServerProcess;
let b: ServerProcess;
const dataDirs: string[] = [];
let sql: pg.Client;

beforeAll(async () => {
  database = await createServerDatabase();
  smtp = await new SmtpCapture().start();
  for (let i = 0; i < 2; i++) dataDirs.push(await mkdtemp(path.join(tmpdir(), `pharmatrace-revoke-${i}-`)));
  const env = {
    DATABASE_URL: database.url,
    SMTP_URL: smtp.url,
    DEMO_DATA: '0',
    PUBLIC_URL: 'http://portal.test',
  };
  const started = await Promise.allSettled(
    dataDirs.map((dir) => startServer({ ...env, DATA_DIR: dir, WEB_DIST_DIR: path.join(dir, 'none') })),
  );
  const running = started.flatMap((s) => (s.status === 'fulfilled' ? [s.value] : []));
  [a, b] = running as [ServerProcess, ServerProcess];
  for (const s of started) if (s.status === 'rejected') throw s.reason;
  sql = new pg.Client({ connectionString: database.url });
  await sql.connect();
});

afterAll(async () => {
  await sql?.end();
  await Promise.all([a, b].filter(Boolean).map((i) => i.stop('SIGTERM')));
  await smtp?.stop();
  await database?.drop();
  for (const dir of dataDirs) await rm(dir, { recursive: true, force: true });
});

const isSubUser = (url: string, token: string) => call(url, 'GET', '/api/auth/is-sub-user', { token });

/** Several answered requests on `url`, so its cache holds the session. */
async function warm(url: string, token: string) {
  for (let i = 0; i < 3; i++) expect((await isSubUser(url, token)).status).toBe(200);
}

/**
 * How long until `url` refuses the token (ms). The goal is well under a second; the wait allows
 * a loaded machine five, still far below the minute the cache would otherwise answer for.
 */
async function refusedWithin(url: string, token: string): Promise<number> {
  const started = Date.now();
  await expect
    .poll(async () => (await isSubUser(url, token)).status, { timeout: 5_000, interval: 10 })
    .toBe(401);
  return Date.now() - started;
}

describe('revocation across two instances on PostgreSQL', () => {
  it('a logout through one ends the session on the other', async () => {
    const user = await registerOverHttp(a.url, smtp);
    await warm(b.url, user.accessToken);
    const out = await call(a.url, 'POST', '/api/auth/logout', { body: { RefreshToken: user.refreshToken } });
    expect(out.status).toBe(204);
    console.info(
      `logout seen by the other instance after ${await refusedWithin(b.url, user.accessToken)} ms`,
    );
  });

  it('a password change through one ends the other sessions on the other', async () => {
    const user = await registerOverHttp(a.url, smtp);
    const second = await call(b.url, 'POST', '/api/auth/login', {
      body: { email: user.email, password: strongPassword, keepLogged: false },
    });
    const otherToken = second.body.AuthenticationResult.AccessToken as string;
    await warm(b.url, otherToken);
    const changed = await call(a.url, 'POST', '/api/auth/change_password', {
      token: user.accessToken,
      body: {
        password: strongPassword,
        newPassword: 'An0ther-Passw0rd!',
        confirmNewPassword: 'An0ther-Passw0rd!',
      },
    });
    expect(changed.status).toBe(200);
    await refusedWithin(b.url, otherToken);
    expect((await isSubUser(b.url, user.accessToken)).status).toBe(200);
  });

  it('deleting a sub-user through one ends its session on the other', async () => {
    const main = await registerOverHttp(a.url, smtp);
    const email = uniqueEmail('sub');
    const created = await call(a.url, 'POST', '/api/auth/create-sub-user', {
      token: main.accessToken,
      body: { name: 'Sam Sub', function: 'Buyer', email },
    });
    expect(created.status).toBe(201);
    const temporary = temporaryPasswordIn(await smtp.waitFor(email, /invited/, 20_000));
    const first = await call(b.url, 'POST', '/api/auth/login', { body: { email, password: temporary } });
    const done = await call(b.url, 'POST', '/api/auth/create-password-sub-user', {
      body: { email, password: strongPassword, challengeSession: first.body.Session },
    });
    const subToken = done.body.AuthenticationResult.AccessToken as string;
    await warm(b.url, subToken);
    const deleted = await call(a.url, 'DELETE', `/api/auth/sub-user/${created.body.id}`, {
      token: main.accessToken,
    });
    expect(deleted.status).toBeLessThan(300);
    await refusedWithin(b.url, subToken);
  });

  it('a refresh token replayed through one ends the session on the other', async () => {
    const user = await registerOverHttp(a.url, smtp);
    const rotated = await call(a.url, 'POST', '/api/auth/refresh-token', {
      body: { RefreshToken: user.refreshToken },
    });
    const next = rotated.body.AuthenticationResult;
    await warm(b.url, next.AccessToken);
    // The rotation happened a minute ago, as far as the grace period can tell: a thief's replay.
    await sql.query(
      "update refresh_tokens set used_at = now() - interval '60 seconds' where used_at is not null and session_id in (select s.id from sessions s join users u on u.id = s.user_id where u.email = $1)",
      [user.email],
    );
    const replay = await call(a.url, 'POST', '/api/auth/refresh-token', {
      body: { RefreshToken: user.refreshToken },
    });
    expect(replay.status).toBe(401);
    await refusedWithin(b.url, next.AccessToken);
  });

  it('an instance whose notification channel is cut reads the database rather than trusting its cache', async () => {
    const user = await registerOverHttp(a.url, smtp);
    await warm(b.url, user.accessToken);
    // Both instances lose their listening connection; a revocation committed while they
    // reconnect is never announced to them.
    await sql.query(
      "select pg_terminate_backend(pid) from pg_stat_activity where application_name = 'pharmatrace-session-revocations'",
    );
    await sql.query(
      "update sessions set revoked_at = now(), revoked_reason = 'test' where user_id = (select id from users where email = $1)",
      [user.email],
    );
    await refusedWithin(b.url, user.accessToken);
    await refusedWithin(a.url, user.accessToken);
    // Listening again (the cache starts empty): a live session is answered as before.
    const again = await call(b.url, 'POST', '/api/auth/login', {
      body: { email: user.email, password: strongPassword, keepLogged: false },
    });
    await warm(b.url, again.body.AuthenticationResult.AccessToken);
  });
});
