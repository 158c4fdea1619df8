import { createReadStream } from 'node:fs';
import { mkdir, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { files } from '../../db/schema';
import { isUuid } from '../../lib/ids';

export interface StoredFile {
  id: string;
  filename: string;
  contentType: string;
  sizeBytes: number;
}

/**
 * Files on disk under DATA_DIR/files, named by their id; their metadata in the files table.
 * The bytes are written before the row, so a row never points at a missing file.
 */
export class FileStore {
  constructor(
    private readonly db: Database,
    private readonly dir: string,
  ) {}

  private pathOf(id: string) {
    return path.join(this.dir, id.slice(0, 2), id);
  }

  async save(input: {
    clientId: string | null;
    filename: string;
    contentType: string;
    data: Buffer;
  }): Promise<StoredFile> {
    const id = crypto.randomUUID();
    const target = this.pathOf(id);
    await mkdir(path.dirname(target), { recursive: true });
    await writeFile(target, input.data);
    await this.db.insert(files).values({
      id,
      clientId: input.clientId,
      filename: input.filename,
      contentType: input.contentType,
      sizeBytes: input.data.length,
    });
    return { id, filename: input.filename, contentType: input.contentType, sizeBytes: input.data.length };
  }

  async open(id: string): Promise<{ file: StoredFile; stream: Readable } | null> {
    if (!isUuid(id)) return null;
    const [row] = await this.db.select().from(files).where(eq(files.id, id));
    if (!row) return null;
    const target = this.pathOf(id);
    try {
      await stat(target);
    } catch {
      return null;
    }
    return { file: row, stream: createReadStream(target) };
  }
}
