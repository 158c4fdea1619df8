import {
  type CarbonUploadField,
  carbonUploadFieldSchema,
  serverMessages,
  type UploadMetadata,
} from '@pharmatrace/domain';
import { and, eq } from 'drizzle-orm';
import type { Database, Queryable } from '../../db/client';
import { files } from '../../db/schema';
import { AppError, notFound } from '../../lib/app-error';
import { isUuid } from '../../lib/ids';
import type { ClientAuth } from '../../plugins/auth';
import { uploadDisplayName } from './display-name';
import type { FileUrlSigner } from './signed-urls';
import type { NewFile, StoredFile, StoredFiles } from './stored-files';
import { checkUploadType } from './upload-type';

/** An upload as the multipart form brought it: the footprint field it is for, its name, its bytes. */
export interface UploadForm {
  field: CarbonUploadField;
  filename: string | undefined;
  data: Buffer;
}

/**
 * The row an accepted upload is stored as, for `clientId`, sent by `userId` (one of the client's
 * users, or staff for the client): the type decided by the bytes (415 otherwise), the name cleaned.
 * Checked before any transaction: unpacking a .docx must not hold a lock.
 */
export async function checkedUpload(form: UploadForm, clientId: string, userId: string): Promise<NewFile> {
  const type = await checkUploadType(form.data);
  if (!type.accepted) {
    const message =
      type.reason === 'unpacks-too-large'
        ? serverMessages.uploadUnpacksTooLarge
        : serverMessages.uploadTypeRefused;
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', message, { detailCode: 'UPLOAD_TYPE_REFUSED' });
  }
  return {
    clientId,
    purpose: 'UPLOAD',
    filename: uploadDisplayName(form.filename, type.ext),
    contentType: type.mime,
    data: form.data,
    formField: form.field,
    uploadedByUserId: userId,
  };
}

/**
 * One upload of `clientId` with a fresh download link; a key that is not one of that client's
 * uploads is simply not found, in the same words whoever else's it is.
 */
export async function describeUpload(
  q: Queryable,
  signer: FileUrlSigner,
  clientId: string,
  key: string,
): Promise<UploadMetadata> {
  if (!isUuid(key)) throw notFound(serverMessages.uploadUnknown);
  const [row] = await q
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
    url: signer.sign(row.id),
  };
}

/**
 * Files clients upload for their footprints (spec 001 §7 carbon/upload). An upload belongs to
 * the caller's client, is stored under an id the server makes up, and stays unattached until a
 * project references it (attach-uploads.ts); the sweeper removes it after a day if none does.
 * Staff upload for a client through staff-uploads.ts, into the same kind of row.
 */
export class UploadService {
  constructor(
    private readonly db: Database,
    private readonly files: StoredFiles,
    private readonly signer: FileUrlSigner,
  ) {}

  async accept(auth: ClientAuth, form: UploadForm): Promise<StoredFile> {
    return this.files.save(await checkedUpload(form, auth.clientId, auth.userId));
  }

  /** The caller's own upload, with a fresh download link; anyone else's key is simply not found. */
  describe(clientId: string, key: string): Promise<UploadMetadata> {
    return describeUpload(this.db, this.signer, clientId, key);
  }
}
