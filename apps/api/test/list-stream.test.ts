import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { streamWhileReading } from '../src/features/projects/list-stream';

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
