import multipart from '@fastify/multipart';
import {
  apiErrorSchema,
  type FootprintEstimate,
  footprintResultBodySchema,
  invoiceStatusBodySchema,
  projectDocumentsSchema,
  projectKinds,
} from '@pharmatrace/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses, idParams } from '../../lib/route-schemas';
import { authOf } from '../../plugins/auth';
import { projectKindConfig } from '../projects';
import { closeOnFailure, documentMultipartLimits, readPdfForm } from './pdf-form';
import type { ProjectDocumentStore } from './store';

const errors = errorResponses(400, 401, 403, 404, 409);
const uploadErrors = { ...errors, 413: apiErrorSchema, 415: apiErrorSchema };
const tags = ['admin'];
const pdfUpload = 'Multipart: one PDF (checked by its bytes) of at most 10 MB in `file`.';

/**
 * The documents of projects (issue #13): a project's reports and invoices, its invoice status and
 * a completed footprint's result, every route behind requireAuth('staff') (admin-access.test.ts
 * walks the route table). Multipart is registered in this plugin only, with the 10 MB limit.
 */
export const projectDocumentRoutes: FastifyPluginAsyncZod<{
  documents: ProjectDocumentStore;
  /**
   * The footprint's preliminary estimate as staff see it (issue #23), or null when it has none:
   * staff's own result is compared with it. Given by the composition root (footprint-estimates).
   */
  estimateOf: (projectId: string) => Promise<FootprintEstimate | null>;
}> = async (app, { documents, estimateOf }) => {
  await app.register(multipart, { limits: documentMultipartLimits, throwFileSizeLimit: false });
  const staff = app.requireAuth('staff');

  for (const kind of projectKinds) {
    const { path } = projectKindConfig[kind];

    app.get(
      `/admin/${path}/:id/documents`,
      {
        onRequest: staff,
        schema: {
          tags,
          description:
            'The project’s reports and invoices, newest first (current ones flagged), invoice status and result.',
          params: idParams,
          response: { 200: projectDocumentsSchema, ...errors },
        },
      },
      async (request) => documents.list(kind, request.params.id),
    );

    for (const which of ['report', 'invoice'] as const) {
      app.post(
        `/admin/${path}/:id/${which}`,
        {
          onRequest: staff,
          schema: {
            tags,
            description:
              which === 'report'
                ? `The project’s report (COMPLETED projects only, 409 before); the previous one stays in the history. ${pdfUpload}`
                : `The project’s invoice (status NOT_PAID until set); the previous one stays in the history. ${pdfUpload}`,
            consumes: ['multipart/form-data'],
            params: idParams,
            response: { 200: projectDocumentsSchema, ...uploadErrors },
          },
        },
        async (request, reply) => {
          const form = await closeOnFailure(reply, readPdfForm(request));
          return documents.upload(
            authOf(request),
            kind,
            request.params.id,
            which === 'report' ? 'REPORT' : 'INVOICE',
            form,
          );
        },
      );
    }

    app.post(
      `/admin/${path}/:id/invoice-status`,
      {
        onRequest: staff,
        schema: {
          tags,
          description: 'The invoice status: PAID (‘Paid’ for the client) or NOT_PAID (‘Not Paid’).',
          params: idParams,
          body: invoiceStatusBodySchema,
          response: { 200: projectDocumentsSchema, ...errors },
        },
      },
      async (request) =>
        documents.setInvoiceStatus(authOf(request), kind, request.params.id, request.body.status),
    );
  }

  app.post(
    '/admin/carbon/:id/footprint-result',
    {
      onRequest: staff,
      schema: {
        tags,
        description:
          'A completed footprint’s result entered by staff: `value` in kgCO2e per kg of product and its `uncertainty` ' +
          '(±, same unit); `reason` is required when the value differs from the preliminary estimate by more than 1 % ' +
          '(400 otherwise). To store the estimate itself, POST admin/carbon/{id}/estimate/adopt.',
        params: idParams,
        body: footprintResultBodySchema,
        response: { 200: projectDocumentsSchema, ...errors },
      },
    },
    async (request) =>
      documents.setFootprintResult(
        authOf(request),
        request.params.id,
        request.body,
        await estimateOf(request.params.id),
      ),
  );
};
