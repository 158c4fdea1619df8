import {
  type CarbonUploadField,
  carbonUploadFieldSchema,
  carbonUploadFields,
  FOOTPRINT_UPLOADS_LISTED_MAX,
  type FootprintUpload,
} from '@pharmatrace/domain';
import { and, desc, eq, inArray, or } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { files, users } from '../../db/schema';
import { isUuid } from '../../lib/ids';
import type { FileUrlSigner } from './signed-urls';

/**
 * Every upload of a footprint for the staff documents page (issue #22): the files its three
 * fields name now (`current`), those attached to it before and replaced since (a key stays
 * attached to the project that first named it: attach-uploads.ts), and, issue #39, a file staff
 * uploaded with 'Replace' that the footprint does not name yet (`pending`, in use once the
 * footprint is saved with it: staff-uploads.ts attaches it at once). Only the footprint's own
 * client's uploads: a key is never looked up across clients. Current files first, in the
 * fields' order, then the others, newest first.
 */
export async function footprintUploads(
  q: Queryable,
  signer: FileUrlSigner,
  footprint: { id: string; clientId: string; document: unknown; updatedAt?: Date },
): Promise<FootprintUpload[]> {
  const document = (footprint.document ?? {}) as Record<string, unknown>;
  const fieldOfKey = new Map<string, CarbonUploadField>();
  for (const field of carbonUploadFields) {
    const key = document[field];
    if (typeof key === 'string' && isUuid(key)) fieldOfKey.set(key.toLowerCase(), field);
  }
  const named = [...fieldOfKey.keys()];
  const rows = await q
    .select({
      id: files.id,
      formField: files.formField,
      filename: files.filename,
      contentType: files.contentType,
      sizeBytes: files.sizeBytes,
      createdAt: files.createdAt,
      uploadedBy: users.name,
    })
    .from(files)
    .leftJoin(users, eq(users.id, files.uploadedByUserId))
    .where(
      and(
        eq(files.clientId, footprint.clientId),
        eq(files.purpose, 'UPLOAD'),
        named.length > 0
          ? or(eq(files.projectId, footprint.id), inArray(files.id, named))
          : eq(files.projectId, footprint.id),
      ),
    )
    .orderBy(desc(files.createdAt), desc(files.id))
    .limit(FOOTPRINT_UPLOADS_LISTED_MAX);
  // When each field's current file came: a file of that field sent after it is a replacement
  // not saved yet; one sent before it was replaced.
  const currentSince = new Map<CarbonUploadField, Date>();
  for (const row of rows) {
    const field = fieldOfKey.get(row.id);
    if (field) currentSince.set(field, row.createdAt);
  }
  /**
   * Not named, and newer than what its field names, or, its field naming none, than the
   * footprint's last write: no saved version has named it yet. Older, it was replaced or removed.
   */
  const isPending = (field: CarbonUploadField, createdAt: Date) => {
    const since = currentSince.get(field) ?? footprint.updatedAt;
    return since !== undefined && createdAt > since;
  };
  const listed = rows.flatMap((row) => {
    const currentField = fieldOfKey.get(row.id);
    const field = currentField ?? carbonUploadFieldSchema.safeParse(row.formField).data;
    if (!field) return [];
    return [
      {
        field,
        fileId: row.id,
        filename: row.filename,
        contentType: row.contentType,
        sizeBytes: row.sizeBytes,
        uploadedAt: row.createdAt.toISOString(),
        uploadedBy: row.uploadedBy,
        current: currentField !== undefined,
        pending: currentField === undefined && isPending(field, row.createdAt),
        url: signer.sign(row.id),
      },
    ];
  });
  const order = (u: FootprintUpload) =>
    u.current ? carbonUploadFields.indexOf(u.field) : carbonUploadFields.length;
  // Array.prototype.sort is stable: the replaced files keep their newest-first order.
  return listed.sort((a, b) => order(a) - order(b));
}
