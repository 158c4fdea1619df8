import {
  confirmEuOriginFigures,
  isLabelKind,
  type ProjectKind,
  proposedEuOriginFigures,
} from '@pharmatrace/domain';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { auditLog, files, plants, projectDocuments, projects, projectVersions } from '../db/schema';
import { newLabelVerificationCode } from '../features/label-certificates/verification-code';
import { countryById } from '../features/reference/countries';
import { renderPdf } from '../lib/pdf';
import { demoInvoicePdf, demoReportPdf } from './demo-documents';
import { companyProjects, type DemoCompany, plantSets, structureWords } from './demo-project-list';
import type { DemoProject, Document } from './demo-project-shapes';

export type { DemoCompany } from './demo-project-list';

const nameFieldOf: Record<ProjectKind, string> = {
  ORIGIN: 'drugProductName',
  SUBSTANCE: 'inn',
  CARBON: 'name',
  MEDICINE: 'name',
};

/** A completed label holds the European-origin figures staff confirmed (issue #14): here, the proposal. */
function withConfirmedEuOrigin(demo: DemoProject, document: Document, at: Date): Document {
  if (demo.status !== 'COMPLETED' || !isLabelKind(demo.kind)) return document;
  const proposed = proposedEuOriginFigures(demo.kind, document, (id) => countryById(id)?.isEuEea);
  return {
    ...document,
    euOriginConfirmed: confirmEuOriginFigures(proposed, undefined, {
      name: 'Pharmatrace team',
      at,
      verificationCode: newLabelVerificationCode(),
    }),
  };
}

/**
 * Seeds a demo company's projects (with report and invoice PDFs, footprint uploads, and for the
 * projects in CHECK the provider's amendment as a staff version) and its four plants.
 */
export async function seedDemoProjects(
  app: FastifyInstance,
  company: DemoCompany,
  clientId: string,
  authorUserId: string,
  staffUserId: string | null,
): Promise<void> {
  const db = app.db;
  const p = plantSets[company]();
  const { legalName, projects: projectsOf } = companyProjects[company];
  const demoProjects = projectsOf(p);
  const words = structureWords[company === 'french' ? 'fr' : 'en'];
  // The plants first: adopting a footprint's estimate reads them, as it does for staff.
  await db.insert(plants).values(Object.values(p).map((pl) => ({ ...pl, clientId })));
  // Oldest first, so the lists (newest first) show the table's order reversed, like real use.
  let minutesAgo = demoProjects.length * 90;
  for (const demo of demoProjects) {
    minutesAgo -= 90;
    const createdAt = new Date(Date.now() - minutesAgo * 60_000);
    const named = (document: Document) => ({ [nameFieldOf[demo.kind]]: demo.name, ...document });
    const invoice = demo.invoice
      ? await app.services.files.save({
          clientId,
          filename: `${demo.name} - invoice.pdf`,
          contentType: 'application/pdf',
          data: await demoInvoicePdf(demo.name, legalName, '4,800.00'),
        })
      : undefined;
    const structureUpload = async (filename: string, text: string, uploadedByUserId: string | null) =>
      app.services.files.save({
        clientId,
        filename,
        contentType: 'application/pdf',
        data: await renderPdf({
          title: `${words.title}: ${demo.name}`,
          notice: words.notice,
          sections: [{ paragraphs: [text] }],
        }),
        purpose: 'UPLOAD',
        formField: 'reportDataDownloadMolecularStructure',
        ...(uploadedByUserId ? { uploadedByUserId } : {}),
      });
    const upload = demo.upload
      ? await structureUpload(`${demo.name} - ${words.file}.pdf`, words.byClient, authorUserId)
      : undefined;
    const replacement =
      upload && demo.uploadReplacedByStaff
        ? await structureUpload(`${demo.name} - ${words.file} (corrected).pdf`, words.byStaff, staffUserId)
        : undefined;
    // The document names the staff's replacement where there is one; the client's version, its own file.
    const withUpload = (document: Document, file = replacement ?? upload) =>
      file ? { ...document, reportDataDownloadMolecularStructure: file.id } : document;
    const document = withConfirmedEuOrigin(demo, withUpload(named(demo.document)), createdAt);
    const [row] = await db
      .insert(projects)
      .values({
        clientId,
        kind: demo.kind,
        status: demo.status,
        name: demo.name,
        document,
        invoiceFileId: invoice?.id,
        invoiceStatus: demo.invoice ?? null,
        createdByUserId: authorUserId,
        createdAt,
        updatedAt: createdAt,
      })
      .returning({ id: projects.id });
    const projectId = row!.id;
    // A completed footprint holds its result (issue #13): its estimate, adopted by staff through
    // the same call as the admin's button (issue #23), which writes its audit row; its report
    // says the same number.
    const adopted =
      demo.kind === 'CARBON' && demo.status === 'COMPLETED'
        ? await app.services.footprintEstimates.adopt(
            {
              userId: staffUserId ?? authorUserId,
              sessionId: 'demo-seed',
              role: 'STAFF',
              clientId: null,
              email: 'demo-seed',
            },
            projectId,
          )
        : undefined;
    const report = demo.report
      ? await app.services.files.save({
          clientId,
          filename: `${demo.name} - report.pdf`,
          contentType: 'application/pdf',
          data: await demoReportPdf(demo.kind, demo.name, legalName, adopted),
        })
      : undefined;
    if (report) await db.update(projects).set({ reportFileId: report.id }).where(eq(projects.id, projectId));
    for (const file of [upload, replacement]) {
      if (file) await db.update(files).set({ projectId }).where(eq(files.id, file.id));
    }
    // The project's document history (staff's project page lists it).
    const issued = [
      ...(report
        ? [
            {
              projectId,
              kind: 'REPORT' as const,
              fileId: report.id,
              uploadedByUserId: staffUserId,
              createdAt,
            },
          ]
        : []),
      ...(invoice
        ? [
            {
              projectId,
              kind: 'INVOICE' as const,
              fileId: invoice.id,
              uploadedByUserId: staffUserId,
              createdAt,
            },
          ]
        : []),
    ];
    if (issued.length) await db.insert(projectDocuments).values(issued);
    // What staff did, as the audit log would have recorded it (issue #13): the move to Check of
    // an amended project, the documents and the invoice status.
    const audited = [
      ...(demo.submitted
        ? [{ action: 'project.moved', details: { action: 'askClientToCheck', statusAfter: demo.status } }]
        : []),
      ...(replacement
        ? [
            {
              action: 'project.upload_added',
              details: {
                field: 'reportDataDownloadMolecularStructure',
                fileId: replacement.id,
                filename: replacement.filename,
                previousFileId: upload?.id ?? null,
              },
            },
          ]
        : []),
      ...(report
        ? [{ action: 'project.report_uploaded', details: { fileId: report.id, filename: report.filename } }]
        : []),
      ...(invoice
        ? [
            {
              action: 'project.invoice_uploaded',
              details: { fileId: invoice.id, filename: invoice.filename },
            },
            { action: 'project.invoice_status_set', details: { before: null, after: demo.invoice } },
          ]
        : []),
    ];
    if (staffUserId && audited.length) {
      await db.insert(auditLog).values(
        audited.map((entry) => ({
          at: createdAt,
          actorUserId: staffUserId,
          clientId,
          projectId,
          action: entry.action,
          details: { projectId, kind: demo.kind, name: demo.name, ...entry.details },
        })),
      );
    }

    if (demo.submitted) {
      // The client sent it, the provider amended it and asked the client to check (issue #12).
      const sentStatus = demo.status === 'CHECK2' ? 'ONGOING2' : 'ONGOING';
      await db.insert(projectVersions).values([
        {
          projectId,
          version: 1,
          action: demo.status === 'CHECK2' ? 'submitSecondPart' : 'submit',
          statusBefore: demo.status === 'CHECK2' ? 'DRAFT2' : 'DRAFT',
          statusAfter: sentStatus,
          document: withUpload(named(demo.submitted), upload),
          authorUserId,
          authorRole: 'MAIN',
          createdAt: new Date(createdAt.getTime() - 2 * 86_400_000),
        },
        {
          projectId,
          version: 2,
          action: 'askClientToCheck',
          statusBefore: sentStatus,
          statusAfter: demo.status,
          document,
          authorUserId: staffUserId,
          authorRole: 'STAFF',
          createdAt,
        },
      ]);
    } else {
      await db.insert(projectVersions).values({
        projectId,
        version: 1,
        action: 'demo.seeded',
        statusBefore: null,
        statusAfter: demo.status,
        document,
        authorUserId,
        authorRole: 'MAIN',
      });
    }
  }
}
