import { type UploadFileType, uploadFileTypes } from '@pharmatrace/domain';
import { fileTypeFromBuffer } from 'file-type';
import { cfbEntryNames } from './cfb';
import { checkDocx } from './docx';

export type UploadTypeCheck =
  | { accepted: true; ext: UploadFileType; mime: string }
  | { accepted: false; reason: 'type' | 'unpacks-too-large' };

const accept = (ext: UploadFileType): UploadTypeCheck => ({
  accepted: true,
  ext,
  mime: uploadFileTypes[ext],
});
const refuse = (reason: 'type' | 'unpacks-too-large' = 'type'): UploadTypeCheck => ({
  accepted: false,
  reason,
});

/**
 * Spec 001 §9: pdf, doc, docx or xls, decided by the bytes alone; the name and the declared
 * type are never consulted. file-type recognises the container (PDF, ZIP holding an Office
 * Open XML document, MS-CFB); the compound file's directory then says Word or Excel, and a
 * .docx's central directory must stay under the unpacked-size ceiling.
 */
export async function checkUploadType(data: Buffer): Promise<UploadTypeCheck> {
  const detected = await fileTypeFromBuffer(data).catch(() => undefined);
  switch (detected?.ext) {
    case 'pdf':
      return data.subarray(0, 5).toString('latin1') === '%PDF-' ? accept('pdf') : refuse();
    case 'docx': {
      const docx = await checkDocx(data);
      if (docx === 'too-large') return refuse('unpacks-too-large');
      return docx === 'docx' ? accept('docx') : refuse();
    }
    case 'cfb': {
      // Word 97-2003 keeps its text in "WordDocument"; Excel in "Workbook" (BIFF8) or "Book" (BIFF5).
      const names = cfbEntryNames(data);
      if (names?.has('WordDocument')) return accept('doc');
      if (names?.has('Workbook') || names?.has('Book')) return accept('xls');
      return refuse();
    }
    default:
      return refuse();
  }
}
