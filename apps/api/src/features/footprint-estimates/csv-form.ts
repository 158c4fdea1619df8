import type { MultipartFile } from '@fastify/multipart';
import { footprintEstimateMessages, serverMessages } from '@pharmatrace/domain';
import type { FastifyRequest } from 'fastify';
import { AppError, badRequest } from '../../lib/app-error';
import { FACTOR_CSV_MAX_BYTES } from './factor-csv';

/** The multipart limits of the factor import: one CSV file of at most 20 MB, nothing else. */
export const factorMultipartLimits = {
  fileSize: FACTOR_CSV_MAX_BYTES,
  files: 1,
  fields: 0,
  parts: 1,
  fieldNameSize: 100,
  headerPairs: 20,
};

const tooLarge = () => new AppError('PAYLOAD_TOO_LARGE', footprintEstimateMessages.factorFileTooLarge);
const wrongShape = () =>
  badRequest(footprintEstimateMessages.factorFileShape, { file: footprintEstimateMessages.factorFileShape });

async function readCapped(part: MultipartFile): Promise<Buffer> {
  part.file.once('limit', () => part.file.destroy(tooLarge()));
  const chunks: Buffer[] = [];
  for await (const chunk of part.file) chunks.push(chunk as Buffer);
  if (part.file.truncated) throw tooLarge();
  return Buffer.concat(chunks);
}

/**
 * POST admin/factors/import's body: one `file` part. Its bytes are checked as CSV text by the
 * import itself (UTF-8, header, every row); the name is kept for the import's record only.
 */
export async function readFactorFile(request: FastifyRequest): Promise<{ filename: string; data: Buffer }> {
  if (!request.isMultipart()) {
    throw new AppError(
      'UNSUPPORTED_MEDIA_TYPE',
      `${serverMessages.uploadNotMultipart} ${footprintEstimateMessages.factorFileShape}`,
    );
  }
  let file: { filename: string; data: Buffer } | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file' && part.fieldname === 'file' && !file) {
        file = { filename: part.filename, data: await readCapped(part) };
      } else {
        throw wrongShape();
      }
    }
  } catch (err) {
    if (err instanceof AppError) throw err;
    const code = (err as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
    throw badRequest(`${serverMessages.uploadUnreadable} ${footprintEstimateMessages.factorFileShape}`);
  }
  if (!file || file.data.length === 0) throw wrongShape();
  // A display name only: control characters and paths dropped, bounded.
  const filename = file.filename.replace(/[\p{Cc}/\\]/gu, '').slice(-200) || 'factors.csv';
  return { filename, data: file.data };
}
