import {
  accountMessages,
  estimateSummaryOf,
  type FootprintEstimate,
  type FootprintResultBody,
  type FootprintResultDetail,
  footprintEstimateMessages,
  footprintResultDetailSchema,
  type ProjectDocuments,
  type ProjectKind,
  resultDiffersFromEstimate,
} from '@pharmatrace/domain';
import { asc, eq, sql } from 'drizzle-orm';
import type { Database, Queryable, Transaction } from '../../db/client';
import { clients, files, projectDocuments, projects, users } from '../../db/schema';
import { AppError, badRequest } from '../../lib/app-error';
import { audit } from '../../lib/audit';
import type { AuthContext } from '../../plugins/auth';
import { type FileUrlSigner, footprintUploads, type StoredFiles } from '../files';
import { findProject } from '../projects';
import type { PdfForm } from './pdf-form';

type ProjectRow = typeof projects.$inferSelect;
type DocumentKind = 'REPORT' | 'INVOICE';

/**
 * What staff give a project (issue #13): its report and its invoice (PDF), the invoice's status
 * and a completed footprint's result. The project row names the current report and invoice (the
 * client's lists sign them: spec 000 §2 'Document', the Invoices tab); every upload is also a
 * project_documents row, so a replaced report stays in the history. Each write locks the project
 * and commits with its audit row.
 */
export class ProjectDocumentStore {
  constructor(
    private readonly db: Database,
    private readonly files: StoredFiles,
    private readonly signer: FileUrlSigner,
    /**
     * Called in the transaction that changed a completed footprint's result: a footprint
     * published over PACT gets its new version there (issue #24; app.ts wires the PACT publisher).
     */
    private readonly onFootprintResultChanged?: (
      tx: Transaction,
      projectId: string,
      actorUserId: string,
    ) => Promise<void>,
  ) {}

  /** GET admin/{kind}/{id}/documents. */
  async list(kind: ProjectKind, id: string): Promise<ProjectDocuments> {
    return this.describe(this.db, await findProject(this.db, kind, id));
  }

  private async describe(q: Queryable, row: ProjectRow): Promise<ProjectDocuments> {
    const [client] = await q
      .select({ id: clients.id, companyName: clients.companyName })
      .from(clients)
      .where(eq(clients.id, row.clientId));
    const history = await q
      .select({
        kind: projectDocuments.kind,
        fileId: projectDocuments.fileId,
        filename: files.filename,
        createdAt: projectDocuments.createdAt,
        uploadedBy: users.name,
      })
      .from(projectDocuments)
      .innerJoin(files, eq(files.id, projectDocuments.fileId))
      .leftJoin(users, eq(users.id, projectDocuments.uploadedByUserId))
      .where(eq(projectDocuments.projectId, row.id))
      .orderBy(asc(projectDocuments.createdAt), asc(projectDocuments.id));
    return {
      projectId: row.id,
      kind: row.kind,
      name: row.name,
      status: row.status,
      client: client!,
      invoiceStatus: row.invoiceStatus,
      footprint:
        row.footprintValue === null || row.footprintUncertainty === null
          ? null
          : { value: row.footprintValue, uncertainty: row.footprintUncertainty },
      footprintDetail: footprintDetailOf(row),
      documents: history.reverse().map((d) => ({
        kind: d.kind,
        fileId: d.fileId,
        filename: d.filename,
        url: this.signer.sign(d.fileId),
        current: d.fileId === (d.kind === 'REPORT' ? row.reportFileId : row.invoiceFileId),
        uploadedAt: d.createdAt.toISOString(),
        uploadedBy: d.uploadedBy,
      })),
      uploads: row.kind === 'CARBON' ? await footprintUploads(q, this.signer, row) : [],
    };
  }

  /**
   * POST admin/{kind}/{id}/report and …/invoice. A report is issued when the project is
   * finished (spec 000 §4: COMPLETED 'finalized, report issued'): 409 before. An invoice can be
   * sent at any stage.
   */
  async upload(auth: AuthContext, kind: ProjectKind, id: string, which: DocumentKind, form: PdfForm) {
    return this.db.transaction(async (tx) => {
      const current = await findProject(tx, kind, id, { lock: true });
      if (which === 'REPORT' && current.status !== 'COMPLETED') {
        throw new AppError('CONFLICT', accountMessages.reportNeedsCompleted, { detailCode: 'NOT_COMPLETED' });
      }
      const stored = await this.files.save(
        {
          clientId: current.clientId,
          filename: form.filename,
          contentType: 'application/pdf',
          data: form.data,
          purpose: 'DOCUMENT',
          uploadedByUserId: auth.userId,
        },
        tx,
      );
      await tx.insert(projectDocuments).values({
        projectId: current.id,
        kind: which,
        fileId: stored.id,
        uploadedByUserId: auth.userId,
      });
      const previous = which === 'REPORT' ? current.reportFileId : current.invoiceFileId;
      const [row] = await tx
        .update(projects)
        .set(
          which === 'REPORT'
            ? { reportFileId: stored.id, updatedAt: sql`now()` }
            : {
                invoiceFileId: stored.id,
                invoiceStatus: current.invoiceStatus ?? 'NOT_PAID',
                updatedAt: sql`now()`,
              },
        )
        .where(eq(projects.id, current.id))
        .returning();
      await audit(tx, {
        actorUserId: auth.userId,
        clientId: current.clientId,
        projectId: current.id,
        action: which === 'REPORT' ? 'project.report_uploaded' : 'project.invoice_uploaded',
        details: {
          kind,
          name: current.name,
          fileId: stored.id,
          filename: stored.filename,
          previousFileId: previous,
        },
      });
      return this.describe(tx, row!);
    });
  }

  /** POST admin/{kind}/{id}/invoice-status: PAID or NOT_PAID (spec 000 §4 'Invoice status'). */
  async setInvoiceStatus(auth: AuthContext, kind: ProjectKind, id: string, status: 'PAID' | 'NOT_PAID') {
    return this.db.transaction(async (tx) => {
      const current = await findProject(tx, kind, id, { lock: true });
      const [row] = await tx
        .update(projects)
        .set({ invoiceStatus: status, updatedAt: sql`now()` })
        .where(eq(projects.id, current.id))
        .returning();
      await audit(tx, {
        actorUserId: auth.userId,
        clientId: current.clientId,
        projectId: current.id,
        action: 'project.invoice_status_set',
        details: { kind, name: current.name, before: current.invoiceStatus, after: status },
      });
      return this.describe(tx, row!);
    });
  }

  /**
   * POST admin/carbon/{id}/footprint-result: the number a completed footprint found, entered by
   * staff. `estimate` is the footprint's preliminary estimate now (issue #23; null when it has
   * none): a figure more than 1 % away from it needs a reason, kept with the result and audited.
   */
  async setFootprintResult(
    auth: AuthContext,
    id: string,
    body: FootprintResultBody,
    estimate: FootprintEstimate | null,
  ) {
    const reason = body.reason ? body.reason : null;
    if (estimate && resultDiffersFromEstimate(body.value, estimate.value) && !reason) {
      throw badRequest(footprintEstimateMessages.reasonRequired, {
        reason: footprintEstimateMessages.reasonRequired,
      });
    }
    return this.db.transaction(async (tx) => {
      const current = await findProject(tx, 'CARBON', id, { lock: true });
      if (current.status !== 'COMPLETED') {
        throw new AppError('CONFLICT', accountMessages.footprintResultNeedsCompletedCarbon, {
          detailCode: 'NOT_COMPLETED',
        });
      }
      const detail: FootprintResultDetail = {
        value: body.value,
        uncertainty: body.uncertainty,
        unit: 'kgCO2e/kg',
        origin: 'STAFF',
        reason,
        methodVersion: estimate?.methodVersion ?? null,
        factorLibraryVersion: estimate?.factorLibraryVersion ?? null,
        setAt: new Date().toISOString(),
        estimate: estimate ? estimateSummaryOf(estimate) : null,
      };
      const [row] = await tx
        .update(projects)
        .set({
          footprintValue: body.value,
          footprintUncertainty: body.uncertainty,
          footprintDetails: detail,
          updatedAt: sql`now()`,
        })
        .where(eq(projects.id, current.id))
        .returning();
      await audit(tx, {
        actorUserId: auth.userId,
        clientId: current.clientId,
        projectId: current.id,
        action: 'project.footprint_result_set',
        details: {
          name: current.name,
          before:
            current.footprintValue === null
              ? null
              : { value: current.footprintValue, uncertainty: current.footprintUncertainty },
          after: { value: body.value, uncertainty: body.uncertainty },
          unit: 'kgCO2e/kg',
          reason,
          estimate: estimate ? { value: estimate.value, uncertainty: estimate.uncertainty } : null,
        },
      });
      await this.onFootprintResultChanged?.(tx, current.id, auth.userId);
      return this.describe(tx, row!);
    });
  }
}

/** What a result rests on, as stored (null for results entered before issue #23, or none). */
export function footprintDetailOf(row: Pick<ProjectRow, 'footprintDetails'>): FootprintResultDetail | null {
  const parsed = footprintResultDetailSchema.safeParse(row.footprintDetails);
  return parsed.success ? parsed.data : null;
}
