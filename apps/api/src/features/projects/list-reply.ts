import type { ProjectKind } from '@pharmatrace/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { sendJsonWithEtag } from '../../lib/etag';
import type { ProjectStore } from './store';

/**
 * Answers GET {kind} and GET {kind}/completed (spec 000 §3, the whole list). A request with
 * If-None-Match gets the whole list and its ETag, or a 304: comparing needs every byte. Any other
 * gets the list kept in memory (whole, with its ETag) while the database has not changed, else a
 * list of more than one page streamed as the database reads it, so that the first byte does not
 * wait for the last row (issue #28, decision 0046), unless its last build was short (read whole,
 * decision 0048). The bytes are the same either way.
 */
export async function sendList(
  request: FastifyRequest,
  reply: FastifyReply,
  store: ProjectStore,
  clientId: string,
  kind: ProjectKind,
  completedOnly = false,
) {
  if (request.headers['if-none-match']) {
    const { body, etag } = await store.listAnswer(clientId, kind, completedOnly);
    return sendJsonWithEtag(request, reply, body, etag);
  }
  const list = await store.openList(clientId, kind, completedOnly);
  if ('whole' in list) return sendJsonWithEtag(request, reply, list.whole.body, list.whole.etag);
  // Headers leave now, after the first page was read; the rest follows as it is read.
  return reply.type('application/json; charset=utf-8').send(list.stream);
}
