import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** A strong validator of the exact bytes: equal tags mean equal answers, for any user. */
export function etagOf(body: string | Buffer): string {
  return `"${createHash('sha1').update(body).digest('base64url')}"`;
}

/** RFC 9110 §13.1.2: If-None-Match uses the weak comparison, over a list of tags or `*`. */
export function ifNoneMatchHits(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  const bare = etag.replace(/^W\//, '');
  return header.split(',').some((tag) => {
    const candidate = tag.trim();
    return candidate === '*' || candidate.replace(/^W\//, '') === bare;
  });
}

/**
 * Answers JSON text that is already serialised, with its ETag; 304 without a body when the
 * caller already holds exactly these bytes (its refetch after a mutation that changed nothing).
 * The answer stays `Cache-Control: no-store` (security.md F9): the browser keeps nothing on disk,
 * and the web client holds the last answer in memory and sends its tag itself.
 */
export function sendJsonWithEtag(
  request: FastifyRequest,
  reply: FastifyReply,
  json: string | Buffer,
  etag = etagOf(json),
) {
  reply.header('etag', etag);
  if (ifNoneMatchHits(request.headers['if-none-match'], etag)) return reply.code(304).send();
  reply.type('application/json; charset=utf-8');
  if (Buffer.isBuffer(json) && json.length > FIRST_WRITE_BYTES) {
    // Still one known length (no chunked encoding): the client reads the same bytes and headers.
    return reply.header('content-length', json.length).send(headFirst(json));
  }
  // A string or bytes with a JSON content type are sent as is: no second serialisation.
  return reply.send(json);
}

/**
 * The most a long answer's first write carries, with its status line and headers (issue #28).
 * Sent whole, a kept 5 MB list went out in one write whose copy into the socket (and, on the
 * loopback, through the receiving side) the first byte waited for: its time to the first byte
 * grew with its length (bench/README.md, decision 0051).
 */
export const FIRST_WRITE_BYTES = 64 * 1024;

/**
 * The bytes as a stream of two pieces: the first FIRST_WRITE_BYTES, then the rest once that first
 * write has drained, a turn of the event loop later, so that the status, the headers and the
 * first slice leave on their own whatever the length.
 */
function headFirst(body: Buffer): Readable {
  let step = 0;
  return new Readable({
    read() {
      if (step === 0) {
        step = 1;
        this.push(body.subarray(0, FIRST_WRITE_BYTES));
      } else if (step === 1) {
        step = 2;
        setImmediate(() => {
          this.push(body.subarray(FIRST_WRITE_BYTES));
          this.push(null);
        });
      }
    },
  });
}
