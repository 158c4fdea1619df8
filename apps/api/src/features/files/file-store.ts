import type { Readable } from 'node:stream';

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

const KEY = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** Keys are ids the server generated; anything else never reaches a path or an object name. */
export function assertStorageKey(key: string): void {
  if (!KEY.test(key)) throw new Error(`not a storage key: ${JSON.stringify(key.slice(0, 50))}`);
}
