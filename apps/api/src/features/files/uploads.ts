import {
  type CarbonUploadField,
  carbonUploadFieldSchema,
  serverMessages,
  type UploadMetadata,
} from '@pharmatrace/domain';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { files } from '../../db/schema';
import { AppError, notFound } from '../../lib/app-error';
import { isUuid } from '../../lib/ids';
import type { ClientAuth } from '../../plugins/auth';
import { uploadDisplayName } from './display-name';
import type { FileUrlSigner } from './signed-urls';
import type { StoredFile, StoredFiles } from './stored-files';
import { checkUploadType } from './upload-type';

/**
 * Files clients upload for their footprints (spec 001 §7 carbon/upload). An upload belongs to
 * the caller's client, is stored under an id the server makes up, and stays unattached until a
 * project references it (attach-uploads.ts); the sweeper removes it after a day if none does.
 */
export class UploadService {
  constructor(
    private readonly db: Database,
    private readonly files: StoredFiles,
    private readonly signer: FileUrlSigner,
  ) {}

  async accept(
    auth: ClientAuth,
    upload: { field: CarbonUploadField; filename: string | undefined; data: Buffer },
  ): Promise<StoredFile> {
    const type = await checkUploadType(upload.data);
    if (!type.accepted) {
      const message =
        type.reason === 'unpacks-too-large'
          ? serverMessages.uploadUnpacksTooLarge
          : serverMessages.uploadTypeRefused;
      throw new AppError('UNSUPPORTED_MEDIA_TYPE', message, { detailCode: 'UPLOAD_TYPE_REFUSED' });
    }
    return this.files.save({
      clientId: auth.clientId,
      purpose: 'UPLOAD',
      filename: uploadDisplayName(upload.filename, type.ext),
      contentType: type.mime,
      data: upload.data,
      formField: upload.field,
      uploadedByUserId: auth.userId,
    });
  }

  /** The caller's own upload, with a fresh download link; anyone else's key is simply not found. */
  async describe(clientId: string, key: string): Promise<UploadMetadata> {
    if (!isUuid(key)) throw notFound(serverMessages.uploadUnknown);
    const [row] = await this.db
      .select()
      .from(files)
      .where(and(eq(files.id, key), eq(files.clientId, clientId), eq(files.purpose, 'UPLOAD')));
    const field = carbonUploadFieldSchema.safeParse(row?.formField);
    if (!row || !field.success) throw notFound(serverMessages.uploadUnknown);
    return {
      Key: row.id,
      name: field.data,
      filename: row.filename,
      sizeBytes: row.sizeBytes,
      contentType: row.contentType,
      url: this.signer.sign(row.id),
    };
  }
}
