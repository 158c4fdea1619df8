import type { Readable } from 'node:stream';
import yauzl from 'yauzl';

/**
 * Ceiling on what a .docx may unpack to: 25 times the upload limit. Real documents compress
 * text a few times over and images not at all; a zip bomb unpacks to gigabytes.
 */
export const DOCX_MAX_UNPACKED_BYTES = 30_000_000;
/** A long report has a few dozen parts; a few thousand entries is an attack, not a document. */
export const DOCX_MAX_ENTRIES = 2_000;

export type DocxCheck = 'docx' | 'not-docx' | 'too-large';

/** What an Office Open XML package (a .docx, an .xlsx) must hold, and how far it may unpack. */
export interface OfficeArchiveRule {
  /** The folder of the document's own parts: `word/` for a .docx, `xl/` for an .xlsx. */
  folder: string;
  maxUnpackedBytes: number;
  maxEntries: number;
}

/** A Word document (decision 0026). */
export const checkDocx = (data: Buffer): Promise<DocxCheck> =>
  checkOfficeArchive(data, {
    folder: 'word/',
    maxUnpackedBytes: DOCX_MAX_UNPACKED_BYTES,
    maxEntries: DOCX_MAX_ENTRIES,
  }).then((check) => (check === 'ok' ? 'docx' : check === 'not-office' ? 'not-docx' : 'too-large'));

/**
 * Checks an Office Open XML package with yauzl in two passes (decision 0026), before any parser
 * unpacks it in memory:
 * 1. the central directory: it holds `[Content_Types].xml` and the rule's folder, and the sizes
 *    its entries declare stay under the ceiling (a bomb that says what it is costs nothing to
 *    refuse);
 * 2. every entry is inflated, as a stream that is counted and dropped, never kept: an entry
 *    that unpacks to more than it declared is a bomb that lies about its size (issue #22), and
 *    the count stops at the ceiling, so the work is bounded whatever the archive says.
 */
export async function checkOfficeArchive(
  data: Buffer,
  rule: OfficeArchiveRule,
): Promise<'ok' | 'not-office' | 'too-large'> {
  let zip: yauzl.ZipFile;
  try {
    // Sizes are checked below, entry by entry, so that a lie is told from a broken file.
    zip = await yauzl.fromBufferPromise(data, {
      lazyEntries: true,
      strictFileNames: false,
      validateEntrySizes: false,
    });
  } catch {
    return 'not-office';
  }
  try {
    if (zip.entryCount > rule.maxEntries) return 'too-large';
    const entries: yauzl.Entry[] = [];
    let declared = 0;
    for await (const entry of zip.eachEntry()) {
      declared += entry.uncompressedSize;
      if (declared > rule.maxUnpackedBytes) return 'too-large';
      entries.push(entry);
    }
    const names = entries.map((entry) => entry.fileName);
    if (!names.includes('[Content_Types].xml') || !names.some((name) => name.startsWith(rule.folder))) {
      return 'not-office';
    }
    for (const entry of entries) {
      const inflated = await inflatedSize(zip, entry);
      if (inflated === 'broken') return 'not-office';
      if (inflated > entry.uncompressedSize) return 'too-large';
      if (inflated < entry.uncompressedSize) return 'not-office';
    }
    return 'ok';
  } catch {
    return 'not-office';
  } finally {
    zip.close();
  }
}

/**
 * The bytes one entry unpacks to, counted up to one byte past what it declared (which the
 * first pass kept under the ceiling); 'broken' when it cannot be unpacked at all (bad deflate
 * data, encryption, a compression method Word never uses).
 */
async function inflatedSize(zip: yauzl.ZipFile, entry: yauzl.Entry): Promise<number | 'broken'> {
  let stream: Readable;
  try {
    stream = await zip.openReadStreamPromise(entry);
  } catch {
    return 'broken';
  }
  let count = 0;
  try {
    for await (const chunk of stream) {
      count += (chunk as Buffer).length;
      // Leaving the loop destroys the stream: nothing more is inflated.
      if (count > entry.uncompressedSize) break;
    }
  } catch {
    return 'broken';
  }
  return count;
}
