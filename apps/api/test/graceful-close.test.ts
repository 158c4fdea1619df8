import { connect, type Socket } from 'node:net';
import { serverMessages } from '@pharmatrace/domain';
import { describe, expect, it } from 'vitest';
import { createTestApp } from './helpers/app';

/** Resolves once `check` holds, checking at each turn of the event loop. */
async function until(check: () => boolean): Promise<void> {
  while (!check()) await new Promise((resolve) => setImmediate(resolve));
}

/**
 * Issue #22 'Shutdown': what a caller sees while the server closes (plugins/graceful-close.ts).
 * The process-level proof, SIGTERM with keep-alive clients and requests in flight on both
 * databases, is test/integration/graceful-shutdown.test.ts.
 */
describe('a request arriving after the close began', () => {
  it('gets 503 with Retry-After and Connection: close, not a reset', async () => {
    const t = await createTestApp();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const address = t.app.server.address();
    if (typeof address !== 'object' || !address) throw new Error('not listening');
    const serverSockets: Socket[] = [];
    t.app.server.on('connection', (socket: Socket) => serverSockets.push(socket));

    // A keep-alive client that has begun sending a request: the connection is busy, not idle,
    // so the close does not drop it.
    const client = connect(address.port, '127.0.0.1');
    let received = '';
    client.setEncoding('utf8');
    client.on('data', (chunk: string) => (received += chunk));
    const ended = new Promise((resolve) => client.on('close', resolve));
    const head = 'GET /api/health HTTP/1.1\r\nHost: portal.test\r\nConnection: keep-alive\r\n';
    client.write(head);
    await until(() => (serverSockets[0]?.bytesRead ?? 0) >= head.length);

    const closed = t.close();
    // The server stopped listening: the close has begun.
    await until(() => !t.app.server.listening);
    client.write('\r\n');
    await ended;
    await closed;

    const [headers = '', body = ''] = received.split('\r\n\r\n');
    expect(headers).toMatch(/^HTTP\/1\.1 503 /);
    expect(headers.toLowerCase()).toContain('retry-after: 5');
    expect(headers.toLowerCase()).toContain('connection: close');
    expect(JSON.parse(body)).toEqual({
      message: serverMessages.serviceUnavailable,
      code: 'SERVICE_UNAVAILABLE',
    });
  });
});
