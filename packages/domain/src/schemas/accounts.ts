import { z } from 'zod';
import { invoiceStatuses, projectKinds } from '../workflow/status';
import { clientSchema } from './client';
import { whenMissing } from './fields';
import { FOOTPRINT_UPLOADS_LISTED_MAX, footprintUploadSchema } from './files';
import { footprintEstimateMessages, footprintResultDetailSchema } from './footprint-estimate';

/**
 * Running the service (issue #13): the staff side of client accounts (validation, subscription,
 * pricing and yearly subscription invoices), the reports and invoices of projects, a footprint's
 * result and the audit log. Every string, list and number here has a bound.
 */

// ---- strings shown to people (defined once) ----

export const accountMessages = {
  /** Decision 0014: what a client whose account is not validated yet sees instead of a new project. */
  awaitingValidationTitle: 'Your account is being validated',
  awaitingValidation:
    'Our team is validating your account (professional proof for a STANDARD account, quotation for a PREMIUM account). ' +
    'You can look around the portal in the meantime; you will be able to create projects as soon as it is validated.',
  awaitingValidationLabel: 'Awaiting validation',
  validatedLabel: 'Validated',
  alreadyValidated: 'This account is already validated.',
  accountNotFound: 'Client account not found',
  subscriptionEndBeforeStart: 'The subscription end date must be on or after its start date.',
  dateFormat: 'A date as YYYY-MM-DD',
  prepaidAmount: 'An amount from 0 to 100,000,000 with at most two decimals',
  year: `A year from ${2000} to ${2100}`,
  pdfOnly: 'Only a PDF document is accepted here, and this file is not one.',
  documentTooLarge: 'The document is larger than 10 MB.',
  documentFormShape: 'Send one PDF in the field "file".',
  reportNeedsCompleted: 'A report can be uploaded only once the project is Completed.',
  footprintResultNeedsCompletedCarbon:
    'A footprint result can be recorded only on a completed carbon footprint.',
  footprintValue: 'A footprint in kgCO2e per kg of product: a number from 0 to 1,000,000',
  footprintUncertainty: 'An uncertainty from 0 to 1,000,000 kgCO2e per kg',
  auditDateOrder: 'The end date must be on or after the start date.',
} as const;

// ---- client accounts (staff) ----

/** Documents staff upload (pricing, subscription invoices, reports, project invoices): PDF, at most 10 MB. */
export const DOCUMENT_MAX_BYTES = 10 * 1024 * 1024;
export const SUBSCRIPTION_YEAR_MIN = 2000;
export const SUBSCRIPTION_YEAR_MAX = 2100;
/** One subscription invoice per year: a client never has more entries than the years allowed. */
export const MAX_SUBSCRIPTION_INVOICES = SUBSCRIPTION_YEAR_MAX - SUBSCRIPTION_YEAR_MIN + 1;
export const PREPAID_AMOUNT_MAX = 100_000_000;

const ACCOUNT_SEARCH_MAX = 100;
const ACCOUNT_PAGE_SIZE_MAX = 100;

const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema.optional());

const pageNumber = (max: number, fallback: number) =>
  z.coerce
    .number({ error: `A whole number from 1 to ${max}` })
    .int(`A whole number from 1 to ${max}`)
    .min(1, `A whole number from 1 to ${max}`)
    .max(max, `A whole number from 1 to ${max}`)
    .default(fallback);

export const accountValidationFilters = ['AWAITING', 'VALIDATED'] as const;
export type AccountValidationFilter = (typeof accountValidationFilters)[number];

export const accountSortFields = [
  'companyName',
  'accountType',
  'mainUserEmail',
  'createdAt',
  'validatedAt',
] as const;
export type AccountSortField = (typeof accountSortFields)[number];

/** GET admin/accounts: a text filter (company, legal name, users' names and e-mails), validation, sort, page. */
export const adminAccountQuerySchema = z.object({
  q: optional(z.string().trim().max(ACCOUNT_SEARCH_MAX, `At most ${ACCOUNT_SEARCH_MAX} characters`)),
  validation: optional(z.enum(accountValidationFilters)),
  accountType: optional(z.enum(['STANDARD', 'PREMIUM'])),
  sort: z.enum(accountSortFields).default('createdAt'),
  order: z.enum(['asc', 'desc']).default('desc'),
  page: pageNumber(10_000, 1),
  pageSize: pageNumber(ACCOUNT_PAGE_SIZE_MAX, 25),
});
export type AdminAccountQuery = z.output<typeof adminAccountQuerySchema>;

const accountUser = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  emailConfirmed: z.boolean(),
});

/** One row of the accounts list. */
export const adminAccountRowSchema = z.object({
  id: z.string(),
  companyName: z.string(),
  accountType: z.enum(['STANDARD', 'PREMIUM']),
  mainUser: accountUser.nullable(),
  subUserCount: z.number().int(),
  createdAt: z.string(),
  validatedAt: z.string().nullable(),
});
export type AdminAccountRow = z.infer<typeof adminAccountRowSchema>;

export const adminAccountPageSchema = z.object({
  items: z.array(adminAccountRowSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type AdminAccountPage = z.infer<typeof adminAccountPageSchema>;

const storedDocument = z.object({ fileId: z.string(), filename: z.string(), url: z.string() });

/**
 * GET admin/accounts/{id}: the client entity as the client reads it (clientSchema, less its signed
 * links), its users, validation and the documents staff gave it.
 */
export const adminAccountDetailSchema = clientSchema
  .omit({ subscriptionsUrl: true, pricingUrl: true })
  .extend({
    createdAt: z.string(),
    validatedAt: z.string().nullable(),
    validatedBy: z.string().nullable(),
    users: z.array(accountUser.extend({ isSubUser: z.boolean() })),
    pricing: storedDocument.nullable(),
    subscriptionInvoices: z.array(storedDocument.extend({ year: z.number().int() })),
    /** Whether the client's second-part wizard shows the live preliminary estimate (issue #23). */
    footprintPanelEnabled: z.boolean(),
  });
export type AdminAccountDetail = z.infer<typeof adminAccountDetailSchema>;

const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, accountMessages.dateFormat)
  .refine(
    (s) =>
      !Number.isNaN(Date.parse(`${s}T00:00:00Z`)) && new Date(`${s}T00:00:00Z`).toISOString().startsWith(s),
    accountMessages.dateFormat,
  );

/** POST admin/accounts/{id}/subscription: dates and prepaid amount (null clears a value). */
export const subscriptionBodySchema = z
  .object({
    subscriptionStartDate: isoDate.nullable(),
    subscriptionEndDate: isoDate.nullable(),
    prepaidAmount: z
      .number({ error: whenMissing(accountMessages.prepaidAmount) })
      .min(0, accountMessages.prepaidAmount)
      .max(PREPAID_AMOUNT_MAX, accountMessages.prepaidAmount)
      .refine((n) => Math.abs(Math.round(n * 100) - n * 100) < 1e-6, accountMessages.prepaidAmount)
      .nullable(),
  })
  .superRefine((body, ctx) => {
    if (
      body.subscriptionStartDate &&
      body.subscriptionEndDate &&
      body.subscriptionEndDate < body.subscriptionStartDate
    ) {
      ctx.addIssue({
        code: 'custom',
        path: ['subscriptionEndDate'],
        message: accountMessages.subscriptionEndBeforeStart,
      });
    }
  });
export type SubscriptionBody = z.input<typeof subscriptionBodySchema>;

export const subscriptionYearSchema = z.coerce
  .number({ error: whenMissing(accountMessages.year) })
  .int(accountMessages.year)
  .min(SUBSCRIPTION_YEAR_MIN, accountMessages.year)
  .max(SUBSCRIPTION_YEAR_MAX, accountMessages.year);

/** GET client/validation: whether the caller's account may create projects (decision 0014). */
export const accountValidationStatusSchema = z.object({ validated: z.boolean() });

// ---- reports and invoices of projects ----

export const invoiceStatusBodySchema = z.object({
  status: z.enum(invoiceStatuses, { error: 'The invoice status is PAID or NOT_PAID' }),
});

/** A completed footprint's result: kgCO2e per kg of product, ± uncertainty in the same unit. */
export const FOOTPRINT_VALUE_MAX = 1_000_000;
export const footprintResultBodySchema = z.object({
  value: z
    .number({ error: whenMissing(accountMessages.footprintValue) })
    .min(0, accountMessages.footprintValue)
    .max(FOOTPRINT_VALUE_MAX, accountMessages.footprintValue),
  uncertainty: z
    .number({ error: whenMissing(accountMessages.footprintUncertainty) })
    .min(0, accountMessages.footprintUncertainty)
    .max(FOOTPRINT_VALUE_MAX, accountMessages.footprintUncertainty),
  /**
   * Why staff's figure differs from the preliminary estimate (issue #23): required when it does
   * (the server compares), kept with the result and in the audit log.
   */
  reason: z.string().trim().max(1000, footprintEstimateMessages.reasonTooLong).optional(),
});
export type FootprintResultBody = z.infer<typeof footprintResultBodySchema>;

/**
 * GET admin/{kind}/{id}/documents: the report and invoice history, current first, and the rest;
 * for a footprint, the files the client (or staff for it) uploaded on its first part.
 */
export const projectDocumentsSchema = z.object({
  projectId: z.string(),
  kind: z.enum(projectKinds),
  name: z.string(),
  status: z.string(),
  client: z.object({ id: z.string(), companyName: z.string() }),
  invoiceStatus: z.string().nullable(),
  footprint: z.object({ value: z.number(), uncertainty: z.number() }).nullable(),
  /** What the result rests on: the adopted estimate, or staff's figure and its reason (issue #23). */
  footprintDetail: footprintResultDetailSchema.nullable(),
  documents: z.array(
    z.object({
      kind: z.enum(['REPORT', 'INVOICE']),
      fileId: z.string(),
      filename: z.string(),
      url: z.string(),
      current: z.boolean(),
      uploadedAt: z.string(),
      uploadedBy: z.string().nullable(),
    }),
  ),
  /** A footprint's uploads, current ones first (empty for the other kinds). */
  uploads: z.array(footprintUploadSchema).max(FOOTPRINT_UPLOADS_LISTED_MAX),
});
export type ProjectDocuments = z.infer<typeof projectDocumentsSchema>;

// ---- the audit log ----

const AUDIT_PAGE_SIZE_MAX = 200;

/** GET admin/audit: by account, project, person (actor) and date range (inclusive days, UTC). */
export const auditQuerySchema = z
  .object({
    clientId: optional(z.uuid({ error: 'Unknown client' })),
    projectId: optional(z.uuid({ error: 'Unknown project' })),
    actorUserId: optional(z.uuid({ error: 'Unknown person' })),
    from: optional(isoDate),
    to: optional(isoDate),
    page: pageNumber(10_000, 1),
    pageSize: pageNumber(AUDIT_PAGE_SIZE_MAX, 50),
  })
  .superRefine((q, ctx) => {
    if (q.from && q.to && q.to < q.from) {
      ctx.addIssue({ code: 'custom', path: ['to'], message: accountMessages.auditDateOrder });
    }
  });
export type AuditQuery = z.output<typeof auditQuerySchema>;

export const auditEntrySchema = z.object({
  id: z.number().int(),
  at: z.string(),
  action: z.string(),
  actor: z.object({ id: z.string().nullable(), name: z.string().nullable(), email: z.string().nullable() }),
  client: z.object({ id: z.string(), companyName: z.string().nullable() }).nullable(),
  project: z.object({ id: z.string(), name: z.string().nullable() }).nullable(),
  details: z.record(z.string(), z.unknown()),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditPageSchema = z.object({
  items: z.array(auditEntrySchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type AuditPage = z.infer<typeof auditPageSchema>;

/** The people the audit filter offers: staff users who acted. */
export const auditActorSchema = z.object({ id: z.string(), name: z.string(), email: z.string() });
