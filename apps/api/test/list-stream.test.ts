import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { streamWhileReading } from '../src/features/projects/list-stream';
import { etagOf, FIRST_WRITE_BYTES, sendJsonWithEtag } from '../src/lib/etag';

/**
 * Decision 0046: a streamed list sends its headers only once its first page is read, so an early
 * error is still a clean error answer; an error after that must never look like a whole list.
 * A real Fastify server on a real socket, since what matters is what a client receives.
 */
const app = Fastify({ logger: false });
let baseURL = '';
const fail = new Error('the database went away');

app.get('/fails-before-the-first-page', async (_request, reply) => {
  const body = await streamWhileReading(async () => {
    throw fail;
  });
  return reply.type('application/json; charset=utf-8').send(body);
});
app.get('/fails-after-the-first-page', async (_request, reply) => {
  const body = await streamWhileReading(async (emit) => {
    emit('[{"id":1}');
    await new Promise((resolve) => setTimeout(resolve, 20));
    throw fail;
  });
  return reply.type('application/json; charset=utf-8').send(body);
});
app.get('/whole', async (_request, reply) => {
  const body = await streamWhileReading(async (emit) => {
    emit('[{"id":1}');
    await new Promise((resolve) => setTimeout(resolve, 5));
    emit(',{"id":2}]');
  });
  return reply.type('application/json; charset=utf-8').send(body);
});

// A kept list of about 3 MB, 'ü' (two bytes) throughout so that its first slice ends inside a character.
const longList = Buffer.from(`["${'ü'.repeat(1_500_000)}"]`, 'utf8');
app.get('/kept', async (request, reply) => sendJsonWithEtag(request, reply, longList));

beforeAll(async () => {
  await app.listen({ port: 0, host: '127.0.0.1' });
  baseURL = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
});
afterAll(() => app.close());

/** The status, the body received and whether the response ended cleanly or was cut. */
function get(path: string): Promise<{ status: number; body: string; ending: 'end' | 'cut' }> {
  return new Promise((resolve, reject) => {
    http
      .get(baseURL + path, (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => {
          body += chunk;
        });
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, body, ending: res.complete ? 'end' : 'cut' }),
        );
        res.on('error', () => resolve({ status: res.statusCode ?? 0, body, ending: 'cut' }));
        res.on('aborted', () => resolve({ status: res.statusCode ?? 0, body, ending: 'cut' }));
      })
      .on('error', reject);
  });
}

describe('a list streamed while it is read', () => {
  it('sends every piece in order, then ends', async () => {
    const answer = await get('/whole');
    expect(answer).toEqual({ status: 200, body: '[{"id":1},{"id":2}]', ending: 'end' });
  });

  it('is a clean 500 when reading fails before the first piece', async () => {
    const answer = await get('/fails-before-the-first-page');
    expect(answer.status).toBe(500);
    expect(answer.ending).toBe('end');
    expect(JSON.parse(answer.body)).toMatchObject({ statusCode: 500 });
  });

  it('is cut, never ended as if whole, when reading fails after the first piece', async () => {
    const answer = await get('/fails-after-the-first-page');
    expect(answer.status).toBe(200);
    expect(answer.body).toBe('[{"id":1}');
    expect(answer.ending).toBe('cut');
  });

  it('settles on an empty body when nothing was read', async () => {
    const body = await streamWhileReading(async () => {});
    const pieces: string[] = [];
    for await (const piece of body) pieces.push(String(piece));
    expect(pieces).toEqual([]);
  });
});

describe('a kept list longer than its first write (issue #28, decision 0051)', () => {
  /** The status, headers and bytes a client receives, on a real socket. */
  function getWhole(headers: Record<string, string> = {}) {
    return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>(
      (resolve, reject) => {
        http
          .get(`${baseURL}/kept`, { headers }, (res) => {
            const chunks: Buffer[] = [];
            res.on('data', (chunk: Buffer) => chunks.push(chunk));
            res.on('end', () =>
              resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
            );
            res.on('error', reject);
          })
          .on('error', reject);
      },
    );
  }

  it('arrives byte for byte, with its length and tag, not chunked', async () => {
    expect(longList.length).toBeGreaterThan(FIRST_WRITE_BYTES * 2);
    const res = await getWhole();
    expect(res.status).toBe(200);
    expect(res.headers['content-length']).toBe(String(longList.length));
    expect(res.headers['transfer-encoding']).toBeUndefined();
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(res.headers.etag).toBe(etagOf(longList));
    expect(res.body.equals(longList)).toBe(true);
  });

  it('is still a 304 without a body for a client that holds it', async () => {
    const res = await getWhole({ 'if-none-match': etagOf(longList) });
    expect(res.status).toBe(304);
    expect(res.body.length).toBe(0);
  });
});
