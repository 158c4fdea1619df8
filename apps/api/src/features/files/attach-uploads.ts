import { carbonUploadFields, serverMessages } from '@pharmatrace/domain';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { files } from '../../db/schema';
import { badRequest } from '../../lib/app-error';
import { isUuid } from '../../lib/ids';

/**
 * Attaches the upload keys a footprint document references (spec 001 §3: the three
 * reportDataDownload… fields) to its project, inside the caller's transaction. A key that is
 * unknown, already swept, or another client's is refused with a 400 on its field, in the same
 * words for all three so the answer never tells another client's key from a made-up one.
 *
 * The rows are locked (FOR UPDATE) before they are attached: the sweeper skips locked rows, and
 * if it got there first the row is gone and the key is refused, so a key is never attached to a
 * project while its bytes are being deleted. A key stays attached to the first project that
 * referenced it, even after the draft replaces it, because version rows still name it.
 */
export async function attachCarbonUploads(
  tx: Queryable,
  clientId: string,
  projectId: string,
  document: Record<string, unknown>,
): Promise<void> {
  const referenced = carbonUploadFields.flatMap((field) => {
    const key = document[field];
    return typeof key === 'string' && key !== '' ? [{ field, key }] : [];
  });
  if (referenced.length === 0) return;
  const keys = [...new Set(referenced.map((r) => r.key.toLowerCase()).filter(isUuid))];
  const owned = keys.length
    ? await tx
        .select({ id: files.id })
        .from(files)
        .where(and(inArray(files.id, keys), eq(files.clientId, clientId), eq(files.purpose, 'UPLOAD')))
        .for('update')
    : [];
  const ownedIds = new Set(owned.map((row) => row.id));
  const refused = referenced.filter((r) => !ownedIds.has(r.key.toLowerCase()));
  if (refused.length > 0) {
    throw badRequest(
      serverMessages.uploadUnknown,
      Object.fromEntries(refused.map((r) => [r.field, serverMessages.uploadUnknown])),
    );
  }
  await tx
    .update(files)
    .set({ projectId })
    .where(and(inArray(files.id, [...ownedIds]), isNull(files.projectId)));
}
