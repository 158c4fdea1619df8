import multipart, { type MultipartFile } from '@fastify/multipart';
import {
  type CarbonUploadField,
  carbonUploadFieldSchema,
  serverMessages,
  UPLOAD_MAX_BYTES,
  uploadMetadataSchema,
  uploadResponseSchema,
} from '@pharmatrace/domain';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError, badRequest } from '../../lib/app-error';
import { errorResponses, idParams } from '../../lib/route-schemas';
import { authOf, clientAuthOf, clientIdOf } from '../../plugins/auth';
import type { StaffUploadService } from './staff-uploads';
import type { UploadService } from './uploads';

const errors = errorResponses(400, 401, 403, 404, 409, 413, 415);

const formShape = serverMessages.uploadFormShape;

const tooLarge = () => new AppError('PAYLOAD_TOO_LARGE', serverMessages.uploadTooLarge);

/**
 * Reads the file into memory, at most UPLOAD_MAX_BYTES of it: busboy stops passing bytes at the
 * limit and says so with 'limit', and the read ends there with 413 instead of draining the rest.
 */
async function readCapped(part: MultipartFile): Promise<Buffer> {
  part.file.once('limit', () => part.file.destroy(tooLarge()));
  const chunks: Buffer[] = [];
  for await (const chunk of part.file) chunks.push(chunk as Buffer);
  if (part.file.truncated) throw tooLarge();
  return Buffer.concat(chunks);
}

/** The multipart form of spec 001 §7: `file` and `name`, in either order, nothing else. */
async function readUploadForm(request: FastifyRequest) {
  if (!request.isMultipart()) {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', `${serverMessages.uploadNotMultipart} ${formShape}`);
  }
  let name: string | undefined;
  let file: { filename: string; data: Buffer } | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field' && part.fieldname === 'name' && name === undefined) {
        name = String(part.value);
      } else if (part.type === 'file' && part.fieldname === 'file' && !file) {
        file = { filename: part.filename, data: await readCapped(part) };
      } else {
        throw badRequest(formShape);
      }
    }
  } catch (err) {
    if (err instanceof AppError) throw err;
    const code = (err as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
    // Too many parts, files or fields, a field named like a prototype property, a cut or
    // malformed body: all the client's doing, none worth more than a 400.
    throw badRequest(`${serverMessages.uploadUnreadable} ${formShape}`);
  }
  const field = carbonUploadFieldSchema.safeParse(name);
  if (!field.success)
    throw badRequest(field.error.issues[0]!.message, { name: field.error.issues[0]!.message });
  if (!file) throw badRequest(serverMessages.uploadFileMissing, { file: serverMessages.uploadFileMissing });
  return { field: field.data as CarbonUploadField, ...file };
}

/** Reads the form; on failure the rest of the body is unread: close the connection rather than drain it. */
function readOrClose(request: FastifyRequest, reply: { header: (k: string, v: string) => unknown }) {
  return readUploadForm(request).catch((err) => {
    reply.header('connection', 'close');
    throw err;
  });
}

const uploadKeyParams = z.object({ key: z.string().max(100) });

/**
 * POST carbon/upload and the metadata read the form uses after a reload, and the same two for
 * staff working on a client's footprint (admin/carbon/{id}/upload…, issue #22). Multipart is
 * registered here only, so every other route still accepts JSON alone. Authentication runs
 * onRequest: an anonymous caller is answered before a byte of the body is read.
 */
export const uploadRoutes: FastifyPluginAsyncZod<{
  uploads: UploadService;
  staffUploads: StaffUploadService;
}> = async (app, { uploads, staffUploads }) => {
  await app.register(multipart, {
    // Fastify's default would be its bodyLimit (1 MiB); spec 001 §9 says 1.2 million bytes.
    limits: {
      fileSize: UPLOAD_MAX_BYTES,
      files: 1,
      fields: 1,
      parts: 2,
      fieldNameSize: 100,
      fieldSize: 200,
      headerPairs: 20,
    },
    throwFileSizeLimit: false,
  });

  app.post(
    '/carbon/upload',
    {
      onRequest: app.requireAuth('client'),
      schema: {
        tags: ['carbon'],
        summary: 'Upload a pdf, doc, docx or xls file (at most 1,200,000 bytes) for a footprint field',
        consumes: ['multipart/form-data'],
        response: { 201: uploadResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const form = await readOrClose(request, reply);
      const stored = await uploads.accept(clientAuthOf(request), form);
      return reply.status(201).send({ name: form.field, file: { Key: stored.id } });
    },
  );

  app.get(
    '/carbon/upload/:key',
    {
      onRequest: app.requireAuth('client'),
      schema: {
        tags: ['carbon'],
        params: uploadKeyParams,
        response: { 200: uploadMetadataSchema, ...errors },
      },
    },
    async (request) => uploads.describe(clientIdOf(request), request.params.key),
  );

  // ---- staff, for the footprint's client ----

  app.post(
    '/admin/carbon/:id/upload',
    {
      onRequest: app.requireAuth('staff'),
      schema: {
        tags: ['admin'],
        summary:
          "Upload a file for a field of a client's footprint (staff; the same form and checks as carbon/upload)",
        description:
          'Stored as an upload of the footprint’s client, unattached until admin/carbon/update names it in the ' +
          'field; audited. 409 where staff may not amend the first part (only On-going or Check).',
        consumes: ['multipart/form-data'],
        params: idParams,
        response: { 201: uploadResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const form = await readOrClose(request, reply);
      const stored = await staffUploads.accept(authOf(request), request.params.id, form);
      return reply.status(201).send({ name: form.field, file: { Key: stored.id } });
    },
  );

  app.get(
    '/admin/carbon/:id/upload/:key',
    {
      onRequest: app.requireAuth('staff'),
      schema: {
        tags: ['admin'],
        summary: "One upload of the footprint's client, with a signed download link (staff)",
        params: idParams.extend(uploadKeyParams.shape),
        response: { 200: uploadMetadataSchema, ...errors },
      },
    },
    async (request) => staffUploads.describe(request.params.id, request.params.key),
  );
};
