import { createHash } from 'node:crypto';
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
  // A string or bytes with a JSON content type are sent as is: no second serialisation.
  return reply.type('application/json; charset=utf-8').send(json);
}
