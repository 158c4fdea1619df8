import multipart from '@fastify/multipart';
import {
  accountValidationStatusSchema,
  adminAccountDetailSchema,
  adminAccountPageSchema,
  adminAccountQuerySchema,
  apiErrorSchema,
  auditActorSchema,
  auditPageSchema,
  auditQuerySchema,
  footprintPanelBodySchema,
  footprintPanelSchema,
  subscriptionBodySchema,
  subscriptionYearSchema,
} from '@pharmatrace/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { badRequest } from '../../lib/app-error';
import { errorResponses, idParams } from '../../lib/route-schemas';
import { userLanguage } from '../../lib/user-language';
import { authOf, clientIdOf } from '../../plugins/auth';
import { closeOnFailure, documentMultipartLimits, readPdfForm } from '../project-documents';
import type { StaffAccounts } from './account-store';
import { accountSummaryPdf } from './account-summary';
import type { AuditLogReader } from './audit-log';
import { isFootprintPanelEnabled } from './footprint-panel';
import { isAccountValidated } from './validation';

const errors = errorResponses(400, 401, 403, 404, 409);
const uploadErrors = { ...errors, 413: apiErrorSchema, 415: apiErrorSchema };
const tags = ['admin'];
const pdfUpload = 'Multipart: one PDF (checked by its bytes) of at most 10 MB in `file`.';

/**
 * Running the service (issue #13): client accounts and the audit log (the documents of projects
 * are project-documents/routes.ts),
 * every route behind requireAuth('staff') (403 for clients and sub-users, 401 for anyone else;
 * admin-access.test.ts walks the route table). Multipart is registered in this plugin only, with
 * the 10 MB document limit. Plus the client's own question: may my account create projects?
 */
export const accountRoutes: FastifyPluginAsyncZod<{
  db: Database;
  accounts: StaffAccounts;
  auditLog: AuditLogReader;
}> = async (app, { db, accounts, auditLog }) => {
  await app.register(multipart, { limits: documentMultipartLimits, throwFileSizeLimit: false });
  const staff = app.requireAuth('staff');

  app.get(
    '/client/validation',
    {
      onRequest: app.requireAuth('client'),
      schema: {
        tags: ['client'],
        description:
          'Whether the caller’s account is validated (decision 0014): until it is, creating a project answers 409.',
        response: { 200: accountValidationStatusSchema, ...errors },
      },
    },
    async (request) => ({ validated: await isAccountValidated(db, clientIdOf(request)) }),
  );

  app.get(
    '/client/footprint-panel',
    {
      onRequest: app.requireAuth('client'),
      schema: {
        tags: ['client'],
        description:
          'Whether the second-part wizard shows the live preliminary estimate (issue #23): staff may turn it off per account.',
        response: { 200: footprintPanelSchema, ...errors },
      },
    },
    async (request) => ({ enabled: await isFootprintPanelEnabled(db, clientIdOf(request)) }),
  );

  app.get(
    '/client/summary.pdf',
    {
      onRequest: app.requireAuth('main'),
      schema: {
        tags: ['client'],
        description:
          'The account summary PDF (My Account): company, invoicing details, validation, subscription and projects.',
        produces: ['application/pdf'],
      },
    },
    async (request, reply) => {
      const pdf = await accountSummaryPdf(
        db,
        clientIdOf(request),
        await userLanguage(db, authOf(request).userId),
      );
      return reply
        .type('application/pdf')
        .header('content-disposition', 'attachment; filename="pharmatrace-account-summary.pdf"')
        .send(pdf);
    },
  );

  // ---- client accounts ----

  app.get(
    '/admin/accounts',
    {
      onRequest: staff,
      schema: {
        tags,
        description:
          'Client accounts: company, type, main user, sub-users, e-mail confirmed, created, validated. Filters: q ' +
          '(company, legal name, users’ names and e-mails), validation (AWAITING, VALIDATED), accountType; sort by ' +
          'companyName, accountType, mainUserEmail, createdAt or validatedAt; paged (at most 100).',
        querystring: adminAccountQuerySchema,
        response: { 200: adminAccountPageSchema, ...errors },
      },
    },
    async (request) => accounts.page(request.query),
  );

  app.get(
    '/admin/accounts/:id',
    {
      onRequest: staff,
      schema: { tags, params: idParams, response: { 200: adminAccountDetailSchema, ...errors } },
    },
    async (request) => accounts.get(request.params.id),
  );

  app.post(
    '/admin/accounts/:id/validate',
    {
      onRequest: staff,
      schema: {
        tags,
        description:
          'Validates an account awaiting validation (STANDARD: professional proof checked; PREMIUM: quotation sent). ' +
          '409 when it already is.',
        params: idParams,
        response: { 200: adminAccountDetailSchema, ...errors },
      },
    },
    async (request) => accounts.validate(authOf(request), request.params.id),
  );

  app.post(
    '/admin/accounts/:id/subscription',
    {
      onRequest: staff,
      schema: {
        tags,
        description: 'Subscription start and end dates (YYYY-MM-DD) and prepaid amount; null clears a value.',
        params: idParams,
        body: subscriptionBodySchema,
        response: { 200: adminAccountDetailSchema, ...errors },
      },
    },
    async (request) => accounts.setSubscription(authOf(request), request.params.id, request.body),
  );

  app.post(
    '/admin/accounts/:id/footprint-panel',
    {
      onRequest: staff,
      schema: {
        tags,
        description:
          'Turns the client’s live preliminary footprint estimate on or off (issue #23); off, GET carbon/{id}/estimate answers 403 to the client.',
        params: idParams,
        body: footprintPanelBodySchema,
        response: { 200: adminAccountDetailSchema, ...errors },
      },
    },
    async (request) => accounts.setFootprintPanel(authOf(request), request.params.id, request.body.enabled),
  );

  app.post(
    '/admin/accounts/:id/pricing',
    {
      onRequest: staff,
      schema: {
        tags,
        description: `The client’s pricing document (its Pricing tab). ${pdfUpload}`,
        consumes: ['multipart/form-data'],
        params: idParams,
        response: { 200: adminAccountDetailSchema, ...uploadErrors },
      },
    },
    async (request, reply) => {
      const form = await closeOnFailure(reply, readPdfForm(request));
      return accounts.setPricing(authOf(request), request.params.id, form);
    },
  );

  app.post(
    '/admin/accounts/:id/subscription-invoices',
    {
      onRequest: staff,
      schema: {
        tags,
        description: `The subscription invoice of one year (\`year\` field, 2000 to 2100); a second one for the same year replaces the link. ${pdfUpload}`,
        consumes: ['multipart/form-data'],
        params: idParams,
        response: { 200: adminAccountDetailSchema, ...uploadErrors },
      },
    },
    async (request, reply) => {
      const form = await closeOnFailure(reply, readPdfForm(request, ['year']));
      const year = subscriptionYearSchema.safeParse(form.fields.year);
      if (!year.success) {
        const message = year.error.issues[0]!.message;
        throw badRequest(message, { year: message });
      }
      return accounts.addSubscriptionInvoice(authOf(request), request.params.id, year.data, form);
    },
  );

  // ---- the audit log: read only ----

  app.get(
    '/admin/audit',
    {
      onRequest: staff,
      schema: {
        tags,
        description:
          'The audit log, newest first, filtered by clientId, projectId, actorUserId (the person) and a date range ' +
          '(from, to: YYYY-MM-DD, UTC days, both included). There is no call that changes it.',
        querystring: auditQuerySchema,
        response: { 200: auditPageSchema, ...errors },
      },
    },
    async (request) => auditLog.page(request.query),
  );

  app.get(
    '/admin/audit/actors',
    {
      onRequest: staff,
      schema: {
        tags,
        description: 'The people who have rows in the audit log.',
        response: { 200: z.array(auditActorSchema), ...errors },
      },
    },
    async () => auditLog.actors(),
  );
};
