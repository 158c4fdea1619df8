import { mkdtemp, rm } from 'node:fs/promises';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createServerDatabase } from '../helpers/database';
import { call, integrationStaff, registerOverHttp } from '../helpers/http-client';
import { completeSubstance } from '../helpers/projects';
import { type ServerProcess, startServer } from '../helpers/server-process';
import { SmtpCapture } from '../helpers/smtp-capture';

const IDLE_CONNECTIONS = 3;
const IN_FLIGHT = 3;

interface Answer {
  status: number;
  connection: string | undefined;
  body: string;
}

/** Resolves once `text` appears in the process's output. */
async function outputShows(server: ServerProcess, text: string): Promise<void> {
  while (!server.output().includes(text)) {
    if (server.child.exitCode !== null) throw new Error(`exited before '${text}': ${server.output()}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/**
 * A request the server has begun but cannot finish yet: its headers are sent with
 * `Expect: 100-continue` and the body is held back. Node answers '100 Continue' once it has
 * parsed the headers and handed the request to Fastify, so when `begun` resolves the request is
 * in flight for certain; `send()` then sends the body and resolves with the answer.
 */
function heldRequest(url: string, agent: http.Agent, pathName: string, body: unknown, token?: string) {
  const text = JSON.stringify(body);
  const request = http.request(`${url}${pathName}`, {
    method: 'POST',
    agent,
    headers: {
      'content-type': 'application/json',
      'content-length': Buffer.byteLength(text),
      ...(token ? { authorization: token } : {}),
      expect: '100-continue',
    },
  });
  const answer = new Promise<Answer>((resolve, reject) => {
    request.on('response', (response) => {
      let received = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (received += chunk));
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          connection: response.headers.connection,
          body: received,
        }),
      );
    });
    request.on('error', reject);
  });
  const begun = new Promise<void>((resolve) => request.on('continue', () => resolve()));
  request.flushHeaders();
  return {
    begun,
    answer,
    send: () => {
      request.end(text);
      return answer;
    },
  };
}

/** GETs `path` with `agent`, resolving with the status once the answer is read. */
function get(url: string, agent: http.Agent, token: string, pathName: string): Promise<number> {
  return new Promise((resolve, reject) => {
    http
      .get(`${url}${pathName}`, { agent, headers: { authorization: token } }, (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
      })
      .on('error', reject);
  });
}

/**
 * Issue #22 'Shutdown': SIGTERM under keep-alive traffic. Before, the server waited for the idle
 * keep-alive connections until its 15 s deadline, then exited 1 without closing the database.
 * Now the idle connections close at once, the submissions in flight are all answered and kept,
 * the database is closed and the process exits 0, on both databases.
 */
describe.each([
  { database: 'PostgreSQL', server: true },
  { database: 'the embedded PGlite data directory', server: false },
])('SIGTERM under keep-alive traffic, on $database', ({ server: onServer }) => {
  it('closes idle connections at once, answers every request in flight, closes the database and exits 0', async () => {
    const smtp = await new SmtpCapture().start();
    const dataDir = await mkdtemp(path.join(tmpdir(), 'pharmatrace-shutdown-'));
    const database = onServer ? await createServerDatabase() : null;
    const env = {
      DATA_DIR: dataDir,
      SMTP_URL: smtp.url,
      DEMO_DATA: '0',
      // The shutdown's steps are logged at info.
      LOG_LEVEL: 'info',
      STAFF_EMAIL: integrationStaff.email,
      STAFF_PASSWORD: integrationStaff.password,
      PUBLIC_URL: 'http://portal.test',
      WEB_DIST_DIR: path.join(dataDir, 'no-web-build'),
      ...(database ? { DATABASE_URL: database.url } : {}),
    };
    const idleAgent = new http.Agent({ keepAlive: true, maxSockets: IDLE_CONNECTIONS });
    const busyAgent = new http.Agent({ keepAlive: true, maxSockets: IN_FLIGHT });
    let server = await startServer(env);
    try {
      const { accessToken: token } = await registerOverHttp(server.url, smtp);

      // A keep-alive client that made some calls and now holds its connections open, idle.
      const statuses = await Promise.all(
        Array.from({ length: IDLE_CONNECTIONS }, () => get(server.url, idleAgent, token, '/api/client')),
      );
      expect(statuses).toEqual(Array(IDLE_CONNECTIONS).fill(200));
      const idleSockets = Object.values(idleAgent.freeSockets).flat();
      expect(idleSockets).toHaveLength(IDLE_CONNECTIONS);
      const idleClosed = Promise.all(
        idleSockets.map((socket) => new Promise((resolve) => socket!.once('close', resolve))),
      );

      // Submissions the server has begun, bodies still to come.
      const names = Array.from({ length: IN_FLIGHT }, (_, i) => `in flight at SIGTERM ${i}`);
      const held = names.map((name) =>
        heldRequest(server.url, busyAgent, '/api/substance/create', completeSubstance(name), token),
      );
      await Promise.all(held.map((h) => h.begun));

      server.child.kill('SIGTERM');
      await outputShows(server, 'shutting down');
      // The idle connections close while the requests in flight are still waiting for their
      // bodies: the server does not wait for idle keep-alive connections.
      await idleClosed;
      // No new connection is taken: refused at once, not left hanging or reset mid-request.
      const late = await fetch(`${server.url}/api/health`).then(
        () => 'answered',
        (err: Error & { cause?: { code?: string } }) => err.cause?.code,
      );
      expect(late).toBe('ECONNREFUSED');

      // Every request in flight is answered in full, and tells its client the connection ends.
      const answers = await Promise.all(held.map((h) => h.send()));
      for (const answer of answers) {
        expect(answer.status, answer.body).toBe(201);
        expect(answer.connection).toBe('close');
      }
      // Exit 0 comes only after the database closed; the deadline's cut would exit 1.
      expect(await server.exited).toBe(0);
      expect(server.output()).toContain('shutdown complete: database closed');
      expect(server.output()).not.toContain('cutting the connections');

      // The submissions answered during the shutdown are in the database after a restart.
      server = await startServer(env);
      const list = await call(server.url, 'GET', '/api/substance', { token });
      expect(list.status).toBe(200);
      const stored = (list.body as { inn: string }[]).map((p) => p.inn).sort();
      expect(stored).toEqual([...names].sort());
      expect(await server.stop('SIGTERM')).toBe(0);
    } finally {
      idleAgent.destroy();
      busyAgent.destroy();
      await server.stop('SIGKILL');
      await database?.drop();
      await smtp.stop();
      await rm(dataDir, { recursive: true, force: true });
    }
  });

  it('cuts a request that never finishes at the deadline, and still closes the database', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'pharmatrace-shutdown-'));
    const database = onServer ? await createServerDatabase() : null;
    const server = await startServer({
      DATA_DIR: dataDir,
      DEMO_DATA: '0',
      LOG_LEVEL: 'info',
      SHUTDOWN_TIMEOUT_SECONDS: '1',
      WEB_DIST_DIR: path.join(dataDir, 'no-web-build'),
      ...(database ? { DATABASE_URL: database.url } : {}),
    });
    const agent = new http.Agent({ keepAlive: true });
    try {
      // A client that starts a request and never sends its body.
      const held = heldRequest(server.url, agent, '/api/auth/login', { email: 'a@b.test', password: 'x' });
      await held.begun;
      server.child.kill('SIGTERM');
      const outcome = await held.answer.then(
        (answer) => answer.status,
        (err: NodeJS.ErrnoException) => err.code,
      );
      expect(outcome).toBe('ECONNRESET');
      // Exit 1: the request was cut; but the database was closed first.
      expect(await server.exited).toBe(1);
      expect(server.output()).toContain('cutting the connections of requests still running');
      expect(server.output()).toContain('shutdown complete: database closed');
    } finally {
      agent.destroy();
      await server.stop('SIGKILL');
      await database?.drop();
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
