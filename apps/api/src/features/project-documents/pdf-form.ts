import type { MultipartFile } from '@fastify/multipart';
import { accountMessages, DOCUMENT_MAX_BYTES, serverMessages } from '@pharmatrace/domain';
import type { FastifyRequest } from 'fastify';
import { AppError, badRequest } from '../../lib/app-error';
import { checkUploadType, uploadDisplayName } from '../files';

/** The multipart limits of the staff document routes: one PDF of at most 10 MB, a few short fields. */
export const documentMultipartLimits = {
  fileSize: DOCUMENT_MAX_BYTES,
  files: 1,
  fields: 2,
  parts: 3,
  fieldNameSize: 100,
  fieldSize: 200,
  headerPairs: 20,
};

const tooLarge = () => new AppError('PAYLOAD_TOO_LARGE', accountMessages.documentTooLarge);

async function readCapped(part: MultipartFile): Promise<Buffer> {
  part.file.once('limit', () => part.file.destroy(tooLarge()));
  const chunks: Buffer[] = [];
  for await (const chunk of part.file) chunks.push(chunk as Buffer);
  if (part.file.truncated) throw tooLarge();
  return Buffer.concat(chunks);
}

export interface PdfForm {
  filename: string;
  data: Buffer;
  fields: Record<string, string>;
}

/**
 * Reads a staff document upload: one `file`, plus the named text fields (e.g. `year`), nothing
 * else. The type is decided by the bytes alone (decision 0002): only a PDF is accepted (415).
 * The name is kept for display only, cleaned like an upload's.
 */
export async function readPdfForm(
  request: FastifyRequest,
  allowedFields: readonly string[] = [],
): Promise<PdfForm> {
  if (!request.isMultipart()) {
    throw new AppError(
      'UNSUPPORTED_MEDIA_TYPE',
      `${serverMessages.uploadNotMultipart} ${accountMessages.documentFormShape}`,
    );
  }
  const fields: Record<string, string> = {};
  let file: { filename: string; data: Buffer } | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field' && allowedFields.includes(part.fieldname) && !(part.fieldname in fields)) {
        fields[part.fieldname] = String(part.value);
      } else if (part.type === 'file' && part.fieldname === 'file' && !file) {
        file = { filename: part.filename, data: await readCapped(part) };
      } else {
        throw badRequest(accountMessages.documentFormShape);
      }
    }
  } catch (err) {
    if (err instanceof AppError) throw err;
    if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
    throw badRequest(`${serverMessages.uploadUnreadable} ${accountMessages.documentFormShape}`);
  }
  if (!file || file.data.length === 0) {
    throw badRequest(accountMessages.documentFormShape, { file: accountMessages.documentFormShape });
  }
  const type = await checkUploadType(file.data);
  if (!type.accepted || type.ext !== 'pdf')
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', accountMessages.pdfOnly);
  return { filename: uploadDisplayName(file.filename, 'pdf'), data: file.data, fields };
}

/** Runs the form reader and closes the connection on failure: the rest of the body is unread. */
export function closeOnFailure<T>(
  reply: { header: (k: string, v: string) => unknown },
  work: Promise<T>,
): Promise<T> {
  return work.catch((err) => {
    reply.header('connection', 'close');
    throw err;
  });
}
