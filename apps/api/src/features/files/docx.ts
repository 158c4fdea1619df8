import yauzl from 'yauzl';

/**
 * Ceiling on what a .docx may unpack to: 25 times the upload limit. Real documents compress
 * text a few times over and images not at all; a zip bomb declares gigabytes.
 */
export const DOCX_MAX_UNPACKED_BYTES = 30_000_000;
/** A long report has a few dozen parts; a few thousand entries is an attack, not a document. */
export const DOCX_MAX_ENTRIES = 2_000;

export type DocxCheck = 'docx' | 'not-docx' | 'too-large';

/**
 * Reads a .docx's central directory without inflating anything: a Word document holds
 * `[Content_Types].xml` and a `word/` folder, and the sizes it declares stay under the ceiling.
 */
export async function checkDocx(data: Buffer): Promise<DocxCheck> {
  let zip: yauzl.ZipFile;
  try {
    zip = await yauzl.fromBufferPromise(data, { lazyEntries: true, strictFileNames: false });
  } catch {
    return 'not-docx';
  }
  if (zip.entryCount > DOCX_MAX_ENTRIES) {
    zip.close();
    return 'too-large';
  }
  let unpacked = 0;
  let hasContentTypes = false;
  let hasWordFolder = false;
  try {
    for await (const entry of zip.eachEntry()) {
      unpacked += entry.uncompressedSize;
      if (unpacked > DOCX_MAX_UNPACKED_BYTES) return 'too-large';
      if (entry.fileName === '[Content_Types].xml') hasContentTypes = true;
      if (entry.fileName.startsWith('word/')) hasWordFolder = true;
    }
  } catch {
    return 'not-docx';
  } finally {
    zip.close();
  }
  return hasContentTypes && hasWordFolder ? 'docx' : 'not-docx';
}
