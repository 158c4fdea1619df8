import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { createServerDatabase } from '../helpers/database';
import { call, integrationStaff, registerOverHttp } from '../helpers/http-client';
import { completeSubstance } from '../helpers/projects';
import { type ServerProcess, startServer } from '../helpers/server-process';
import { SmtpCapture } from '../helpers/smtp-capture';

const SUBMISSIONS = 80;
const CONCURRENT = 6;
/** The process is killed once at least this many submissions of the burst have been answered. */
const KILL_AFTER = 12;
/**
 * On PostgreSQL the kill aims at a moment when a submission is committed but not answered;
 * the answer sometimes still gets out first, so the burst is repeated until a kill lands there.
 */
const MAX_ROUNDS = 6;

type Outcome = { answered: true; id: string } | { answered: false };

/**
 * Issue #8: 'a submission is never lost or doubled'. A real server process receives a burst of
 * submissions, each with its own Idempotency-Key, and is killed with SIGKILL in the middle of
 * it (no shutdown code runs, transactions in flight are cut). After a restart on the same
 * database, every submission answered 201 is there exactly once, and resending a key (one
 * answered before the crash, or one whose answer the crash swallowed) never makes a second
 * project.
 */
describe.each([
  { database: 'PostgreSQL', server: true },
  { database: 'the embedded PGlite data directory', server: false },
])('a SIGKILL in the middle of a burst of submissions, on $database', ({ server: onServer }) => {
  // A safety net, not a speed check: up to MAX_ROUNDS bursts, each restarting a server process. The
  // project's 120 s ran out once under three busy loops, and the retry passed (decision 0083).
  it('keeps each answered submission exactly once, and a resent key never doubles one', {
    timeout: 300_000,
  }, async () => {
    const smtp = await new SmtpCapture().start();
    const dataDir = await mkdtemp(path.join(tmpdir(), 'pharmatrace-crash-'));
    const database = onServer ? await createServerDatabase() : null;
    const env = {
      DATA_DIR: dataDir,
      SMTP_URL: smtp.url,
      DEMO_DATA: '0',
      STAFF_EMAIL: integrationStaff.email,
      STAFF_PASSWORD: integrationStaff.password,
      PUBLIC_URL: 'http://portal.test',
      WEB_DIST_DIR: path.join(dataDir, 'no-web-build'),
      ...(database ? { DATABASE_URL: database.url } : {}),
    };
    let server = await startServer(env);
    try {
      const { accessToken: token } = await registerOverHttp(server.url, smtp);
      /** The client's substance labels by burst and index, from the API's list. */
      const stored = async (base: string) => {
        const list = await call(base, 'GET', '/api/substance', { token });
        expect(list.status).toBe(200);
        const ids = new Map<string, string[]>();
        for (const p of list.body as { id: string; inn: string }[])
          ids.set(p.inn, [...(ids.get(p.inn) ?? []), p.id]);
        return ids;
      };

      let committedButCut = 0;
      for (let round = 0; round < MAX_ROUNDS; round++) {
        const burst = randomUUID().slice(0, 8);
        const requests = Array.from({ length: SUBMISSIONS }, (_, i) => ({
          key: `${burst}-${i}`,
          name: `burst ${burst} ${i}`,
        }));
        const bodies = requests.map((r) => completeSubstance(r.name));
        const submit = (base: string, i: number) =>
          call(base, 'POST', '/api/substance/create', {
            token,
            body: bodies[i],
            headers: { 'idempotency-key': requests[i]!.key },
          });

        const crash = await burstUntilKilled(server, database?.url, (i) => submit(server.url, i));
        expect(crash.answered.length).toBeGreaterThanOrEqual(KILL_AFTER);
        expect(crash.cut.length).toBeGreaterThan(0);
        expect(crash.sent).toBeLessThan(SUBMISSIONS);

        // Same database, same data directory. The access token issued before the crash still works.
        server = await startServer(env);
        const afterRestart = await stored(server.url);
        const named = (i: number) => afterRestart.get(requests[i]!.name);
        for (const [i, id] of crash.answered) expect(named(i)).toEqual([id]);
        for (const ids of afterRestart.values()) expect(ids).toHaveLength(1);
        for (let i = crash.sent; i < SUBMISSIONS; i++) expect(named(i)).toBeUndefined();

        // Resending a key answered before the crash gives the same project, not a new one.
        for (const [i, id] of crash.answered.slice(0, 3)) {
          const again = await submit(server.url, i);
          expect(again.status).toBe(201);
          expect(again.headers.get('idempotent-replayed')).toBe('true');
          expect(again.body.id).toBe(id);
        }
        // A key whose answer the crash cut: its project if it was committed, else a new one.
        for (const i of crash.cut) {
          const again = await submit(server.url, i);
          expect(again.status).toBe(201);
          const committed = named(i);
          if (committed) {
            committedButCut += 1;
            expect(again.headers.get('idempotent-replayed')).toBe('true');
            expect(again.body.id).toBe(committed[0]);
          } else {
            expect(again.headers.get('idempotent-replayed')).toBeNull();
          }
        }

        const final = await stored(server.url);
        for (const ids of final.values()) expect(ids).toHaveLength(1);
        const expected = [...crash.answered.map(([i]) => i), ...crash.cut];
        expect(requests.filter((r) => final.has(r.name))).toHaveLength(expected.length);
        for (const i of expected) expect(final.has(requests[i]!.name)).toBe(true);

        if (!database || committedButCut > 0) break;
      }
      // PostgreSQL: at least one kill landed between a commit and its answer, and its resend
      // found the project instead of making a second one.
      if (database) expect(committedButCut).toBeGreaterThan(0);
    } finally {
      await server.stop('SIGKILL');
      await smtp.stop();
      await database?.drop();
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});

/**
 * Sends submissions 0, 1, 2… with CONCURRENT in flight until the process is killed: on PGlite
 * when KILL_AFTER are answered; on PostgreSQL (its `databaseUrl`) once KILL_AFTER are answered
 * and the projects table holds more rows than answers, i.e. a commit whose answer is on its way,
 * or at the latest once all but CONCURRENT of the burst are sent (a miss: the round is repeated).
 */
async function burstUntilKilled(
  server: ServerProcess,
  databaseUrl: string | undefined,
  submit: (i: number) => Promise<{ status: number; body: { id: string } }>,
) {
  const outcomes = new Map<number, Outcome>();
  let sent = 0;
  let answered = 0;
  let killed = false;
  const kill = () => {
    killed = true;
    server.child.kill('SIGKILL');
  };
  const worker = async () => {
    while (sent < SUBMISSIONS && !killed) {
      // PostgreSQL: a burst whose commit-before-answer moment the watcher missed (a slow poll on a
      // loaded box) still ends with a kill in its middle, its last submissions in flight; the
      // round then counts as a miss and the burst is repeated.
      if (databaseUrl && sent >= SUBMISSIONS - CONCURRENT) {
        kill();
        break;
      }
      const i = sent++;
      try {
        const res = await submit(i);
        if (res.status !== 201) throw new Error(`answered ${res.status}`);
        outcomes.set(i, { answered: true, id: res.body.id });
        answered += 1;
        if (!databaseUrl && answered === KILL_AFTER) kill();
      } catch {
        outcomes.set(i, { answered: false });
      }
    }
  };
  const watchTheTable = async (url: string) => {
    const watcher = new pg.Client({ connectionString: url });
    await watcher.connect();
    try {
      const before = (await watcher.query<{ n: number }>('select count(*)::int as n from projects')).rows[0]!
        .n;
      while (!killed) {
        const { rows } = await watcher.query<{ n: number }>('select count(*)::int as n from projects');
        if (answered >= KILL_AFTER && rows[0]!.n - before > answered) kill();
      }
    } finally {
      await watcher.end();
    }
  };
  await Promise.all([
    ...Array.from({ length: CONCURRENT }, worker),
    ...(databaseUrl ? [watchTheTable(databaseUrl)] : []),
  ]);
  // Ended by the signal (no exit code): no shutdown code ran.
  expect(await server.exited).toBeNull();
  const all = [...outcomes];
  return {
    sent,
    answered: all.flatMap(([i, o]) => (o.answered ? [[i, o.id] as const] : [])),
    cut: all.filter(([, o]) => !o.answered).map(([i]) => i),
  };
}
