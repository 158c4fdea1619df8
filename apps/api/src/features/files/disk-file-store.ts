import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { assertStorageKey, type FileStore } from './file-store';

/** Files under one directory (DATA_DIR/files), spread over 256 subdirectories by key prefix. */
export class DiskFileStore implements FileStore {
  readonly kind = 'disk';

  constructor(private readonly dir: string) {}

  private pathOf(key: string) {
    assertStorageKey(key);
    return path.join(this.dir, key.slice(0, 2), key);
  }

  async put(key: string, data: Buffer): Promise<void> {
    const target = this.pathOf(key);
    await mkdir(path.dirname(target), { recursive: true });
    // Written aside then renamed: a crash mid-write never leaves half a file under the key.
    const partial = `${target}.${randomUUID()}.partial`;
    try {
      await writeFile(partial, data);
      await rename(partial, target);
    } catch (err) {
      await rm(partial, { force: true });
      throw err;
    }
  }

  async get(key: string): Promise<Readable | null> {
    const stream = createReadStream(this.pathOf(key));
    // Open before answering, so a missing file is a null here rather than an error mid-response.
    return new Promise((resolve, reject) => {
      stream.once('open', () => resolve(stream));
      stream.once('error', (err: NodeJS.ErrnoException) =>
        err.code === 'ENOENT' ? resolve(null) : reject(err),
      );
    });
  }

  async delete(keys: readonly string[]): Promise<void> {
    await Promise.all(keys.map((key) => rm(this.pathOf(key), { force: true })));
  }

  async close(): Promise<void> {}
}
