import multipart from '@fastify/multipart';
import {
  apiErrorSchema,
  medicineCompleteParamsSchema,
  medicineIdParamsSchema,
  medicineInfoSchema,
  medicineListQuerySchema,
  medicineListSchema,
  medicineSuggestionsSchema,
  PURCHASES_MAX_BYTES,
  PURCHASES_MAX_LINES,
  purchasesAnswerSchema,
  serverMessages,
  translateText,
} from '@pharmatrace/domain';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError, badRequest } from '../../lib/app-error';
import { errorResponses } from '../../lib/route-schemas';
import { authOf } from '../../plugins/auth';
import { requestLocale } from '../../plugins/language';
import type { MedicineService } from './service';

const errors = errorResponses(400, 401, 403, 429);
const tags = ['medicine'];

/**
 * Issue #27: the demo notice the portal writes beside generated medicines, in the requester's
 * language (Accept-Language); the medicines' names are data and stay as they are.
 */
function inLanguageOf<T extends { demoNotice: string | null }>(request: FastifyRequest, answer: T): T {
  return answer.demoNotice === null
    ? answer
    : { ...answer, demoNotice: translateText(answer.demoNotice, requestLocale(request)) };
}

/** Spec 001 §7 medicine calls; clients only (spec 001 §6: 'uses the medicine database'). */
export const medicineRoutes: FastifyPluginAsyncZod<{ medicines: MedicineService }> = async (
  app,
  { medicines },
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

  app.get(
    '/medicine/complete/:name',
    {
      onRequest: app.requireAuth('client'),
      schema: {
        tags,
        description:
          'Autocomplete: a JSON array of up to 10 distinct medicine names (strings) that start with, contain or nearly match the text (accents and case ignored), names starting with it first. A name may belong to several medicines: search it with /medicine/list to get their ids. Counts towards the per-user search limit.',
        params: medicineCompleteParamsSchema,
        response: { 200: medicineSuggestionsSchema, ...errors },
      },
    },
    async (request) => medicines.complete(authOf(request).userId, request.params.name),
  );

  app.get(
    '/medicine/list',
    {
      onRequest: app.requireAuth('client'),
      schema: {
        tags,
        description:
          'Search: up to 100 medicines matching the name, best first. Counts towards the per-user search limit.',
        querystring: medicineListQuerySchema,
        response: { 200: medicineListSchema, ...errors },
      },
    },
    async (request) =>
      inLanguageOf(request, await medicines.list(authOf(request).userId, request.query.name)),
  );

  app.get(
    '/medicine/info/:id',
    {
      onRequest: app.requireAuth('client'),
      schema: {
        tags,
        description:
          'A medicine’s footprint per box (gCO2eq), its three segments, and its rank among medicines of the same INN. Counts towards the per-user search limit.',
        params: medicineIdParamsSchema,
        response: { 200: medicineInfoSchema, 404: apiErrorSchema, ...errors },
      },
    },
    async (request) => inLanguageOf(request, await medicines.info(authOf(request).userId, request.params.id)),
  );

  app.post(
    '/medicine/purchases',
    {
      onRequest: app.requireAuth('client'),
      bodyLimit: PURCHASES_MAX_BYTES + 64 * 1024,
      schema: {
        tags,
        description: `A purchases file turned into kgCO2e (issue #25): multipart \`file\` (CSV or XLSX), or a text/csv body; at most ${PURCHASES_MAX_LINES} lines and ${PURCHASES_MAX_BYTES} bytes. A header names the columns: code (CIP13 or CIS) and/or name, quantity (boxes), optionally unit_price (€) and supplier. Each line is matched CIP13 → CIS → name with strength → monetary fallback (price × PURCHASES_MONETARY_FACTOR) → NONE; bad lines are listed in \`errors\` with their line numbers, their reasons in the \`Accept-Language\` (English by default). Counts as one search towards the per-user limit.`,
        consumes: ['multipart/form-data', 'text/csv'],
        response: { 200: purchasesAnswerSchema, 413: apiErrorSchema, 415: apiErrorSchema, ...errors },
      },
    },
    async (request, reply) => {
      const bytes = await readPurchasesBody(request).catch((err) => {
        reply.header('connection', 'close');
        throw err;
      });
      // Issue #27: the bad lines' reasons in the requester's language (Accept-Language).
      return medicines.purchases(authOf(request).userId, bytes, requestLocale(request));
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
