import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { type ServerProcess, startServer } from '../helpers/server-process';

/** Large enough to outlast the loopback's socket buffers, so that the server's own buffer holds the tail. */
const SIZE = 48 * 1024 * 1024;

/**
 * Issue #35 'SIGTERM': a slow reader of a large answer lost its tail and the process still exited
 * 0 in 0.31 s. An answer is sent whole or not at all: the process exits once the answer being
 * written has gone, with 0 since everything in flight finished.
 *
 * Two kinds of answer: a file, streamed (Node's answer is not finished until the stream is), and
 * a page sent in one piece by `reply.send`, as every JSON answer is. The second is the probe's
 * case: its answer is 'finished' as soon as it is handed to the connection, while most of it is
 * still in the connection's buffer, so Node's `closeIdleConnections()` (called by `app.close()`
 * and by the graceful close) counted its connection idle and destroyed it with the tail.
 */

interface Received {
  headers: string;
  body: number;
}

/**
 * GETs `urlPath` on a raw socket, reads the first chunk, then stops reading while the server is
 * told to stop (SIGTERM), and reads the rest two seconds later.
 */
async function readSlowlyThroughSigterm(server: ServerProcess, urlPath: string): Promise<Received> {
  const { port } = new URL(server.url);
  const socket = net.connect(Number(port), '127.0.0.1');
  await new Promise((resolve) => socket.once('connect', resolve));
  let received = 0;
  let headers = '';
  const first = new Promise<void>((resolve) => socket.once('data', () => resolve()));
  const ended = new Promise<void>((resolve) => socket.once('close', () => resolve()));
  socket.on('data', (chunk: Buffer) => {
    if (!headers) headers = chunk.subarray(0, chunk.indexOf('\r\n\r\n')).toString();
    received += chunk.length;
  });
  socket.write(`GET ${urlPath} HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n`);
  await first;
  // The answer has begun; the reader stops reading while the server is told to stop.
  socket.pause();
  server.child.kill('SIGTERM');
  await new Promise((resolve) => setTimeout(resolve, 2_000));
  socket.resume();
  await ended;
  return { headers, body: received - (headers.length + 4) };
}

/** A data directory whose web build holds a large file and a large index page. */
async function largeWebBuild(): Promise<{ dataDir: string; web: string }> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'pharmatrace-slow-reader-'));
  const web = path.join(dataDir, 'web');
  await mkdir(web);
  // The page is sent whole by reply.send (a string, as a JSON answer is), SIZE characters of it.
  await writeFile(path.join(web, 'index.html'), `<!doctype html><title>t</title>${'x'.repeat(SIZE - 31)}`);
  await writeFile(path.join(web, 'large.bin'), Buffer.alloc(SIZE, 7));
  return { dataDir, web };
}
describe('SIGTERM with a slow reader of a large answer', () => {
  for (const [kind, urlPath] of [
    ['a streamed file', '/large.bin'],
    ['an answer sent in one piece (as JSON answers are)', '/'],
  ] as const) {
    it(`sends ${kind} whole before it exits, and exits 0`, async () => {
      const { dataDir, web } = await largeWebBuild();
      const server = await startServer({
        DATA_DIR: dataDir,
        DEMO_DATA: '0',
        LOG_LEVEL: 'info',
        WEB_DIST_DIR: web,
      });
      try {
        const { headers, body } = await readSlowlyThroughSigterm(server, urlPath);
        expect(headers).toMatch(/^HTTP\/1\.1 200/);
        expect(Number(/content-length: (\d+)/i.exec(headers)?.[1])).toBe(SIZE);
        expect(body).toBe(SIZE);
        expect(await server.exited).toBe(0);
        expect(server.output()).toContain('shutdown complete: database closed');
      } finally {
        await server.stop('SIGKILL');
        await rm(dataDir, { recursive: true, force: true });
      }
    }, 180_000);
  }

  it('exits 1 when a reader hangs up before its answer was whole: not everything in flight finished', async () => {
    const { dataDir, web } = await largeWebBuild();
    const server = await startServer({
      DATA_DIR: dataDir,
      DEMO_DATA: '0',
      LOG_LEVEL: 'info',
      WEB_DIST_DIR: web,
    });
    try {
      const { port } = new URL(server.url);
      const socket = net.connect(Number(port), '127.0.0.1');
      await new Promise((resolve) => socket.once('connect', resolve));
      const first = new Promise<void>((resolve) => socket.once('data', () => resolve()));
      socket.write(`GET / HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n`);
      await first;
      socket.pause();
      server.child.kill('SIGTERM');
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      socket.destroy();
      expect(await server.exited).toBe(1);
      expect(server.output()).toContain('shutdown: answers ended before they were whole');
    } finally {
      await server.stop('SIGKILL');
      await rm(dataDir, { recursive: true, force: true });
    }
  }, 180_000);
});
