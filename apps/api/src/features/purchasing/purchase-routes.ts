import multipart from '@fastify/multipart';
import {
  apiErrorSchema,
  PURCHASES_MAX_BYTES,
  PURCHASES_MAX_LINES,
  periodDays,
  purchasesAnswerSchema,
  purchasesPeriodQuerySchema,
  serverMessages,
} from '@pharmatrace/domain';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError, badRequest } from '../../lib/app-error';
import { errorResponses } from '../../lib/route-schemas';
import { authOf } from '../../plugins/auth';
import { requestLocale } from '../../plugins/language';
import type { PurchaseService } from './purchase-service';

const errors = errorResponses(400, 401, 403, 429);
const tags = ['medicine'];

/** Issue #25: a buyer's purchases file matched against the medicine database; clients only. */
export const purchaseRoutes: FastifyPluginAsyncZod<{ purchases: PurchaseService }> = async (
  app,
  { purchases },
) => {
  await app.register(multipart, {
    limits: {
      fileSize: PURCHASES_MAX_BYTES,
      files: 1,
      fields: 0,
      parts: 1,
      fieldNameSize: 100,
      headerPairs: 20,
    },
    throwFileSizeLimit: false,
  });
  // The CSV itself as the body (curl --data-binary @purchases.csv -H 'content-type: text/csv').
  app.addContentTypeParser(
    'text/csv',
    { parseAs: 'buffer', bodyLimit: PURCHASES_MAX_BYTES },
    (_request, body, done) => done(null, body),
  );

  app.post(
    '/medicine/purchases',
    {
      onRequest: app.requireAuth('client'),
      bodyLimit: PURCHASES_MAX_BYTES + 64 * 1024,
      schema: {
        tags,
        description: `A purchases file turned into kgCO2e (issue #25): multipart \`file\` (CSV or XLSX), or a text/csv body; at most ${PURCHASES_MAX_LINES} lines and ${PURCHASES_MAX_BYTES} bytes. A header names the columns: code (CIP13 or CIS) and/or name, quantity (boxes, or dispensing units where a unit column or ?unit=UCD says so), optionally unit_price (€) and supplier. Each line is matched CIP13 → CIS → name with strength → monetary fallback (price × the monetary ratio) → NONE; bad lines are listed in \`errors\` with their line numbers, their reasons in the \`Accept-Language\` (English by default). Counts as one search towards the per-user limit.`,
        consumes: ['multipart/form-data', 'text/csv'],
        // The period the file covers (issue #38): ?from=2026-01-01&to=2026-03-31, both or neither.
        querystring: purchasesPeriodQuerySchema,
        response: { 200: purchasesAnswerSchema, 413: apiErrorSchema, 415: apiErrorSchema, ...errors },
      },
    },
    async (request, reply) => {
      const bytes = await readPurchasesBody(request).catch((err) => {
        reply.header('connection', 'close');
        throw err;
      });
      // Issue #27: the bad lines' reasons in the requester's language (Accept-Language).
      const { from, to, unit } = request.query;
      const period = from && to ? { from, to, days: periodDays(from, to) } : null;
      return purchases.purchases(authOf(request).userId, bytes, requestLocale(request), period, unit);
    },
  );
};

const tooLarge = () =>
  new AppError(
    'PAYLOAD_TOO_LARGE',
    `The purchases file is larger than ${PURCHASES_MAX_BYTES} bytes: split it.`,
  );

/** The file's bytes: one multipart \`file\` part, or a text/csv body. */
async function readPurchasesBody(request: FastifyRequest): Promise<Uint8Array> {
  if (Buffer.isBuffer(request.body)) {
    if (request.body.length === 0) throw badRequest(serverMessages.purchasesFileShape);
    return request.body;
  }
  if (!request.isMultipart()) throw new AppError('UNSUPPORTED_MEDIA_TYPE', serverMessages.purchasesFileShape);
  let data: Buffer | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type !== 'file' || part.fieldname !== 'file' || data)
        throw badRequest(serverMessages.purchasesFileShape);
      part.file.once('limit', () => part.file.destroy(tooLarge()));
      const chunks: Buffer[] = [];
      for await (const chunk of part.file) chunks.push(chunk as Buffer);
      if (part.file.truncated) throw tooLarge();
      data = Buffer.concat(chunks);
    }
  } catch (err) {
    if (err instanceof AppError) throw err;
    if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
    throw badRequest(`${serverMessages.uploadUnreadable} ${serverMessages.purchasesFileShape}`);
  }
  if (!data || data.length === 0) throw badRequest(serverMessages.purchasesFileShape);
  return data;
}
