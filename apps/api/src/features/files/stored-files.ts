import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import { serverMessages } from '@pharmatrace/domain';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, Queryable } from '../../db/client';
import { type filePurposes, files } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { isUuid } from '../../lib/ids';
import type { FileStore } from './file-store';

export interface StoredFile {
  id: string;
  filename: string;
  contentType: string;
  sizeBytes: number;
}

export interface NewFile {
  clientId: string | null;
  filename: string;
  contentType: string;
  data: Buffer;
  purpose?: (typeof filePurposes)[number];
  formField?: string;
  uploadedByUserId?: string;
}

const storageUnavailable = () =>
  new AppError('SERVICE_UNAVAILABLE', serverMessages.fileStorageUnavailable, {
    retryAfterSeconds: 5,
  });

/**
 * Every stored file (reports, invoices, pricing documents, uploads): its row in the files table
 * and its bytes in the file store, under the row's id. The bytes are written before the row,
 * so a row never points at missing bytes.
 */
export class StoredFiles {
  constructor(
    private readonly db: Database,
    private readonly store: FileStore,
    private readonly log: FastifyBaseLogger,
  ) {}

  /**
   * `q`: the transaction the row belongs to, when the file is part of a larger write (a staff
   * upload and its audit row commit together); the bytes are written first either way.
   */
  async save(input: NewFile, q: Queryable = this.db): Promise<StoredFile> {
    const id = randomUUID();
    try {
      await this.store.put(id, input.data, input.contentType);
    } catch (err) {
      this.log.error({ err, store: this.store.kind }, 'file store write failed');
      throw storageUnavailable();
    }
    try {
      await q.insert(files).values({
        id,
        clientId: input.clientId,
        purpose: input.purpose ?? 'DOCUMENT',
        filename: input.filename,
        contentType: input.contentType,
        sizeBytes: input.data.length,
        formField: input.formField ?? null,
        uploadedByUserId: input.uploadedByUserId ?? null,
      });
    } catch (err) {
      // No row will ever name these bytes: remove them rather than leave them behind.
      await this.store.delete([id]).catch(() => {});
      throw err;
    }
    return { id, filename: input.filename, contentType: input.contentType, sizeBytes: input.data.length };
  }

  async open(id: string): Promise<{ file: StoredFile; stream: Readable } | null> {
    if (!isUuid(id)) return null;
    const [row] = await this.db.select().from(files).where(eq(files.id, id));
    if (!row) return null;
    let stream: Readable | null;
    try {
      // The row's own id: the URL's may differ in letter case (uuid comparison ignores it).
      stream = await this.store.get(row.id);
    } catch (err) {
      this.log.error({ err, store: this.store.kind }, 'file store read failed');
      throw storageUnavailable();
    }
    return stream ? { file: row, stream } : null;
  }
}
