import { serverMessages, staffCanEdit, type UploadMetadata } from '@pharmatrace/domain';
import { eq } from 'drizzle-orm';
import type { Database, Queryable } from '../../db/client';
import { files } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { audit } from '../../lib/audit';
import type { AuthContext } from '../../plugins/auth';
import { findProject } from '../projects';
import type { FileUrlSigner } from './signed-urls';
import type { StoredFile, StoredFiles } from './stored-files';
import { checkedUpload, describeUpload, type UploadForm } from './uploads';

/**
 * The files of a footprint's first part as the provider's staff reach them (issue #22): staff
 * act for the footprint's client. They read any upload of that client (the wizard's fields show
 * the name and a signed link), and upload a replacement, stored exactly as the client's own
 * upload would be: a row of the client, attached to the footprint at once (its documents page
 * lists it as not in use yet, issue #39) but not named by it until staff's 'Save changes'
 * (admin/carbon/update), so the client's screens show, download and save it again like their
 * own once saved (decision 0026).
 */
export class StaffUploadService {
  constructor(
    private readonly db: Database,
    private readonly files: StoredFiles,
    private readonly signer: FileUrlSigner,
  ) {}

  private footprint(q: Queryable, id: string, lock = false) {
    return findProject(q, 'CARBON', id, { lock });
  }

  /** GET admin/carbon/{id}/upload/{key}: an upload of the footprint's client, in any status. */
  async describe(projectId: string, key: string): Promise<UploadMetadata> {
    const footprint = await this.footprint(this.db, projectId);
    return describeUpload(this.db, this.signer, footprint.clientId, key);
  }

  /**
   * POST admin/carbon/{id}/upload: where staff may amend the first part (workflow.ts
   * staffCanEdit: On-going or Check; 409 otherwise), the file is stored for the footprint's
   * client, under the project's row lock, with its audit row in the same transaction.
   */
  async accept(auth: AuthContext, projectId: string, form: UploadForm): Promise<StoredFile> {
    const { clientId } = await this.footprint(this.db, projectId);
    // The bytes are judged before the transaction: unpacking a .docx must not hold the lock.
    const file = await checkedUpload(form, clientId, auth.userId);
    return this.db.transaction(async (tx) => {
      const current = await this.footprint(tx, projectId, true);
      if (!staffCanEdit('CARBON', current.status, 'first')) {
        throw new AppError('CONFLICT', serverMessages.staffProjectNotEditable, {
          detailCode: 'NOT_EDITABLE',
        });
      }
      const stored = await this.files.save(file, tx);
      // Attached to the footprint at once (issue #39): its documents page lists it, 'not in use
      // yet', from the moment it is uploaded, not only after 'Save changes' names it.
      await tx.update(files).set({ projectId: current.id }).where(eq(files.id, stored.id));
      const previous = (current.document as Record<string, unknown>)[form.field];
      await audit(tx, {
        actorUserId: auth.userId,
        clientId: current.clientId,
        projectId: current.id,
        action: 'project.upload_added',
        details: {
          name: current.name,
          field: form.field,
          fileId: stored.id,
          filename: stored.filename,
          // The file the field names now, which this one is meant to replace once saved.
          previousFileId: typeof previous === 'string' && previous !== '' ? previous : null,
        },
      });
      return stored;
    });
  }
}
