import path from 'node:path';
import type { Config } from '../../config';
import { DiskFileStore } from './disk-file-store';
import type { FileStore } from './file-store';
import { S3FileStore } from './s3-file-store';

/**
 * S3 when the S3_* variables are set, else DATA_DIR/files. In its own module so that
 * `file-store.ts` (the interface both stores implement) imports neither store: the imports run
 * one way, stores → file-store, factory → stores (issue #26).
 */
export function createFileStore(config: Pick<Config, 's3' | 'dataDir'>): FileStore {
  return config.s3 ? new S3FileStore(config.s3) : new DiskFileStore(path.join(config.dataDir, 'files'));
}
