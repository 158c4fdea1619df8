import { z } from 'zod';

/**
 * Files a client uploads (spec 001 §5 'Footprint step 2', §7 carbon/upload, §9): the limits the
 * form checks before sending and the server enforces on receipt, and the shapes of the answers.
 */

/** Spec 001 §9: at most 1.2 million bytes (displayed as 1 Mo). */
export const UPLOAD_MAX_BYTES = 1_200_000;

/** Spec 001 §9: the accepted types, decided by the server from the file's content. */
export const uploadFileTypes = {
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xls: 'application/vnd.ms-excel',
} as const;
export type UploadFileType = keyof typeof uploadFileTypes;

/** For `<input type="file" accept>`: a hint to the browser's picker, never a check. */
export const uploadAcceptAttribute = Object.entries(uploadFileTypes)
  .flatMap(([ext, mime]) => [`.${ext}`, mime])
  .join(',');

/** The footprint fields that hold upload keys (spec 001 §3); the multipart `name` is one of them. */
export const carbonUploadFields = [
  'reportDataDownloadMolecularStructure',
  'reportDataDownloadMolecularSyntheticRoute',
  'reportDataDownloadProcessFlowDiagram',
] as const;
export type CarbonUploadField = (typeof carbonUploadFields)[number];
export const carbonUploadFieldSchema = z.enum(carbonUploadFields, {
  error: `name must be one of ${carbonUploadFields.join(', ')}`,
});

/** What the screens call each upload field (spec 001 §2 'Further information'). */
export const carbonUploadFieldLabels: Record<CarbonUploadField, string> = {
  reportDataDownloadMolecularStructure: 'Molecular structure',
  reportDataDownloadMolecularSyntheticRoute: 'Molecular synthetic route',
  reportDataDownloadProcessFlowDiagram: 'Process flow diagram',
};

/** A stored upload's type in words, from the content type the server decided by its bytes. */
export function uploadTypeLabel(contentType: string): string {
  const ext = Object.entries(uploadFileTypes).find(([, mime]) => mime === contentType)?.[0];
  if (ext === 'pdf') return 'PDF';
  if (ext === 'doc' || ext === 'docx') return `Word (.${ext})`;
  if (ext === 'xls') return 'Excel (.xls)';
  return contentType;
}

/** POST carbon/upload (spec 001 §7): `file.Key` is what the form stores in the field `name`. */
export const uploadResponseSchema = z.object({
  name: carbonUploadFieldSchema,
  file: z.object({ Key: z.string() }),
});
export type UploadResponse = z.infer<typeof uploadResponseSchema>;

/**
 * GET carbon/upload/{key}: what the form shows for a stored key after a reload. Staff read the
 * same through GET admin/carbon/{id}/upload/{key} (any upload of the footprint's client).
 */
export const uploadMetadataSchema = z.object({
  Key: z.string(),
  /** The field the file was uploaded for. */
  name: carbonUploadFieldSchema,
  /** The file's name as the user chose it (cleaned by the server). */
  filename: z.string(),
  sizeBytes: z.number().int(),
  contentType: z.string(),
  /** A signed download link that expires after an hour. */
  url: z.string(),
});
export type UploadMetadata = z.infer<typeof uploadMetadataSchema>;

/**
 * An upload of a footprint, as staff see it on the documents page (GET admin/carbon/{id}/documents,
 * issue #22): every file the footprint's three fields name now (`current`) or named before and
 * were replaced, with a signed link.
 */
/** The documents page lists at most this many uploads of one footprint (the newest). */
export const FOOTPRINT_UPLOADS_LISTED_MAX = 200;
export const footprintUploadSchema = z.object({
  /** The field that names the file now, or the one it was uploaded for. */
  field: carbonUploadFieldSchema,
  fileId: z.string(),
  filename: z.string(),
  contentType: z.string(),
  sizeBytes: z.number().int(),
  uploadedAt: z.string(),
  /** Who sent it: one of the client's users, or staff replacing the client's file. */
  uploadedBy: z.string().nullable(),
  current: z.boolean(),
  /**
   * Issue #39: not named by the footprint yet, sent after the file its field names (staff's
   * 'Replace' before 'Save changes'): in use once the footprint is saved with it.
   */
  pending: z.boolean(),
  url: z.string(),
});
export type FootprintUpload = z.infer<typeof footprintUploadSchema>;
