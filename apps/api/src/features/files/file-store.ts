import path from 'node:path';
import type { Readable } from 'node:stream';
import type { Config } from '../../config';
import { DiskFileStore } from './disk-file-store';
import { S3FileStore } from './s3-file-store';

/**
 * Where the bytes of stored files live, by key (a file row's id). Two implementations:
 * a directory under DATA_DIR (the embedded default, one machine) and an S3-compatible bucket
 * (several instances). Metadata and ownership live in the `files` table, never here.
 */
export interface FileStore {
  readonly kind: 'disk' | 's3';
  put(key: string, data: Buffer, contentType: string): Promise<void>;
  /** The bytes, or null when nothing is stored under this key. */
  get(key: string): Promise<Readable | null>;
  /** Removes these keys; a key with nothing stored is not an error. */
  delete(keys: readonly string[]): Promise<void>;
  close(): Promise<void>;
}

/** S3 when the S3_* variables are set, else DATA_DIR/files. */
export function createFileStore(config: Pick<Config, 's3' | 'dataDir'>): FileStore {
  return config.s3 ? new S3FileStore(config.s3) : new DiskFileStore(path.join(config.dataDir, 'files'));
}

const KEY = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** Keys are ids the server generated; anything else never reaches a path or an object name. */
export function assertStorageKey(key: string): void {
  if (!KEY.test(key)) throw new Error(`not a storage key: ${JSON.stringify(key.slice(0, 50))}`);
}
