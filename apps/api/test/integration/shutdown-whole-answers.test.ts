import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { startServer } from '../helpers/server-process';

/** Large enough to outlast the loopback's socket buffers, so that the server's own buffer holds the tail. */
const SIZE = 48 * 1024 * 1024;

/**
 * Issue #35 'SIGTERM': a slow reader of a large answer lost its tail and the process still exited
 * 0 in 0.31 s. An answer is sent whole or not at all: the process exits once the answer being
 * written has gone, with 0 since everything in flight finished.
 */
describe('SIGTERM with a slow reader of a large answer', () => {
  it('sends the whole answer before it exits, and exits 0', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'pharmatrace-slow-reader-'));
    const web = path.join(dataDir, 'web');
    await mkdir(web);
    await writeFile(path.join(web, 'index.html'), '<!doctype html><title>t</title>');
    await writeFile(path.join(web, 'large.bin'), Buffer.alloc(SIZE, 7));
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
      let received = 0;
      let headers = '';
      const first = new Promise<void>((resolve) => socket.once('data', () => resolve()));
      const ended = new Promise<void>((resolve) => socket.once('close', () => resolve()));
      socket.on('data', (chunk: Buffer) => {
        if (!headers) headers = chunk.subarray(0, chunk.indexOf('\r\n\r\n')).toString();
        received += chunk.length;
      });
      socket.write(`GET /large.bin HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n`);
      await first;
      // The answer has begun; the reader stops reading while the server is told to stop.
      socket.pause();
      server.child.kill('SIGTERM');
      await new Promise((resolve) => setTimeout(resolve, 2_000));
      socket.resume();
      await ended;
      expect(headers).toMatch(/^HTTP\/1\.1 200/);
      const length = Number(/content-length: (\d+)/i.exec(headers)?.[1]);
      expect(length).toBe(SIZE);
      expect(received - (headers.length + 4)).toBe(SIZE);
      expect(await server.exited).toBe(0);
      expect(server.output()).toContain('shutdown complete: database closed');
    } finally {
      await server.stop('SIGKILL');
      await rm(dataDir, { recursive: true, force: true });
    }
  }, 180_000);
});
