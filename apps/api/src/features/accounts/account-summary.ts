import {
  type FootprintHeadline,
  footprintResultDetailSchema,
  formatDate,
  formatFootprintHeadline,
  formatNumberIn,
  headlineOfResult,
  headlineOfResultDetail,
  invoiceStatusLabel,
  type Locale,
  projectStatusLabel,
  serverMessages,
  translate,
} from '@pharmatrace/domain';
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { clients, projects } from '../../db/schema';
import { notFound } from '../../lib/app-error';
import { type PdfSection, renderPdf } from '../../lib/pdf';

/** A summary lists at most this many projects, newest first (the PDF stays a few pages). */
const MAX_LISTED_PROJECTS = 200;

/**
 * A number as the language writes it ('1,200.00' or '1 200,00'); PDFKit's standard fonts have no
 * narrow no-break space, so French groups with a plain no-break space (as the certificate does).
 */
const numberIn = (locale: Locale, value: number, options?: Parameters<typeof formatNumberIn>[2]) =>
  formatNumberIn(locale, value, options).replace(/\u202f/g, '\u00a0');

/** A completed footprint's headline (issue #36): an adopted estimate with its interval, staff's figure as given. */
function storedHeadline(p: {
  footprintValue: number;
  footprintUncertainty: number | null;
  footprintDetails: unknown;
}): FootprintHeadline {
  const detail = footprintResultDetailSchema.safeParse(p.footprintDetails);
  return detail.success
    ? headlineOfResultDetail(detail.data)
    : headlineOfResult({ value: p.footprintValue, uncertainty: p.footprintUncertainty ?? 0 });
}

const money = (locale: Locale, amount: string | null) =>
  amount === null ? '-' : `${numberIn(locale, Number(amount), { minimumFractionDigits: 2 })} EUR`;

/**
 * The 'account summary' PDF a main user downloads from My Account (issue #13): the company and
 * invoicing details, account type and validation, subscription, and the projects with their
 * status, invoice status and (for completed footprints) result. Generated on each request, in
 * the user's language (issue #27): numbers as the language writes them, dates dd/mm/yyyy.
 */
export async function accountSummaryPdf(
  db: Database,
  clientId: string,
  locale: Locale = 'en',
  now = new Date(),
): Promise<Buffer> {
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
      footprintDetails: projects.footprintDetails,
      createdAt: projects.createdAt,
    })
    .from(projects)
    .where(and(eq(projects.clientId, clientId), isNull(projects.deletedAt)))
    .orderBy(desc(projects.createdAt), desc(projects.id))
    .limit(MAX_LISTED_PROJECTS);

  const projectSection: PdfSection = {
    heading: translate(locale, 'account.pdf.projects', { count: rows.length }),
    paragraphs: rows.length
      ? rows.map((p) =>
          [
            `${p.name || translate(locale, 'account.pdf.unnamed')} - ${translate(locale, `kind.${p.kind}.type`)} - ${translate(locale, `status.${projectStatusLabel(p.status)}`)}`,
            translate(locale, 'account.pdf.created', { date: formatDate(p.createdAt) }),
            p.invoiceFileId
              ? translate(locale, 'account.pdf.invoice', {
                  status: translate(locale, `invoiceStatus.${invoiceStatusLabel(p.invoiceStatus)}`),
                })
              : null,
            p.footprintValue !== null
              ? translate(locale, 'account.pdf.footprint', {
                  headline: formatFootprintHeadline(
                    storedHeadline({ ...p, footprintValue: p.footprintValue }),
                    locale,
                  ).replace(/\u202f/g, '\u00a0'),
                })
              : null,
          ]
            .filter(Boolean)
            .join(', '),
        )
      : [translate(locale, 'account.pdf.noProject')],
  };

  return renderPdf({
    title: translate(locale, 'account.pdf.title'),
    notice: translate(locale, 'account.pdf.notice', { company: client.companyName, date: formatDate(now) }),
    subject: translate(locale, 'account.pdf.subject'),
    sections: [
      {
        heading: translate(locale, 'account.account'),
        rows: [
          [translate(locale, 'field.companyName'), client.companyName],
          [translate(locale, 'field.contactName'), client.contactName],
          [translate(locale, 'field.phone'), client.phone],
          [translate(locale, 'field.email'), client.email],
          [translate(locale, 'registration.accountType'), client.accountType],
          [
            translate(locale, 'account.pdf.validation'),
            client.validatedAt
              ? translate(locale, 'account.pdf.validatedOn', { date: formatDate(client.validatedAt) })
              : translate(locale, 'account.pdf.awaitingValidation'),
          ],
        ],
      },
      {
        heading: translate(locale, 'account.invoicing'),
        rows: [
          [translate(locale, 'field.companylegalName'), client.companyLegalName],
          [translate(locale, 'field.addressLine1'), client.addressLine1],
          [translate(locale, 'field.addressLine2'), client.addressLine2],
          [translate(locale, 'field.addressLine3'), client.addressLine3],
        ],
      },
      {
        heading: translate(locale, 'account.subscription'),
        rows: [
          [translate(locale, 'account.pdf.startDate'), formatDate(client.subscriptionStartDate)],
          [translate(locale, 'account.pdf.endDate'), formatDate(client.subscriptionEndDate)],
          [translate(locale, 'account.prepaidAmount'), money(locale, client.prepaidAmount)],
          [
            translate(locale, 'account.subscriptionInvoices'),
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
