import {
  formatDate,
  formatFootprintResult,
  invoiceStatusLabel,
  projectStatusLabel,
  projectTypeLabel,
  serverMessages,
} from '@pharmatrace/domain';
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { clients, projects } from '../../db/schema';
import { notFound } from '../../lib/app-error';
import { type PdfSection, renderPdf } from '../../lib/pdf';

/** A summary lists at most this many projects, newest first (the PDF stays a few pages). */
const MAX_LISTED_PROJECTS = 200;

const money = (amount: string | null) =>
  amount === null ? '-' : `${Number(amount).toLocaleString('en-GB', { minimumFractionDigits: 2 })} EUR`;

/**
 * The 'account summary' PDF a main user downloads from My Account (issue #13): the company and
 * invoicing details, account type and validation, subscription, and the projects with their
 * status, invoice status and (for completed footprints) result. Generated on each request.
 */
export async function accountSummaryPdf(db: Database, clientId: string, now = new Date()): Promise<Buffer> {
  const [client] = await db.select().from(clients).where(eq(clients.id, clientId));
  if (!client) throw notFound(serverMessages.clientNotFound);
  const rows = await db
    .select({
      kind: projects.kind,
      name: projects.name,
      status: projects.status,
      invoiceStatus: projects.invoiceStatus,
      invoiceFileId: projects.invoiceFileId,
      footprintValue: projects.footprintValue,
      footprintUncertainty: projects.footprintUncertainty,
      createdAt: projects.createdAt,
    })
    .from(projects)
    .where(and(eq(projects.clientId, clientId), isNull(projects.deletedAt)))
    .orderBy(desc(projects.createdAt), desc(projects.id))
    .limit(MAX_LISTED_PROJECTS);

  const projectSection: PdfSection = {
    heading: `Projects (${rows.length})`,
    paragraphs: rows.length
      ? rows.map((p) =>
          [
            `${p.name || '(unnamed)'} - ${projectTypeLabel(p.kind)} - ${projectStatusLabel(p.status)}`,
            `created ${formatDate(p.createdAt)}`,
            p.invoiceFileId ? `invoice ${invoiceStatusLabel(p.invoiceStatus)}` : null,
            p.footprintValue !== null
              ? `footprint ${formatFootprintResult({ value: p.footprintValue, uncertainty: p.footprintUncertainty ?? 0 })}`
              : null,
          ]
            .filter(Boolean)
            .join(', '),
        )
      : ['No project yet.'],
  };

  return renderPdf({
    title: 'Account summary',
    notice: `${client.companyName} - as of ${formatDate(now)}`,
    subject: 'Pharmatrace account summary',
    sections: [
      {
        heading: 'Account',
        rows: [
          ['Company name', client.companyName],
          ['Contact name', client.contactName],
          ['Phone', client.phone],
          ['Email', client.email],
          ['Account type', client.accountType],
          [
            'Validation',
            client.validatedAt ? `Validated on ${formatDate(client.validatedAt)}` : 'Awaiting validation',
          ],
        ],
      },
      {
        heading: 'Invoicing information',
        rows: [
          ['Company legal name', client.companyLegalName],
          ['Address line 1 (street)', client.addressLine1],
          ['Address line 2 (zip code and city)', client.addressLine2],
          ['Address line 3 (country)', client.addressLine3],
        ],
      },
      {
        heading: 'Subscription',
        rows: [
          ['Start date', formatDate(client.subscriptionStartDate)],
          ['End date', formatDate(client.subscriptionEndDate)],
          ['Prepaid amount', money(client.prepaidAmount)],
          [
            'Subscription invoices',
            client.subscriptionFiles
              .map((f) => f.year)
              .sort()
              .join(', '),
          ],
        ],
      },
      projectSection,
    ],
  });
}
