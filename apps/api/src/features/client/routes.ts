import { clientSchema, generalInformationSchema, invoicingInformationSchema } from '@pharmatrace/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/route-schemas';
import { authOf, clientIdOf } from '../../plugins/auth';
import type { ClientService } from './service';

const errors = errorResponses(400, 401, 403, 404);
const tags = ['client'];

/** The company account (spec 000 §3, §7): account management is for the main user only. */
export const clientRoutes: FastifyPluginAsyncZod<{ clients: ClientService }> = async (app, { clients }) => {
  app.get(
    '/client',
    { onRequest: app.requireAuth('main'), schema: { tags, response: { 200: clientSchema, ...errors } } },
    async (request) => clients.get(clientIdOf(request)),
  );

  app.post(
    '/client/general_information',
    {
      onRequest: app.requireAuth('main'),
      schema: { tags, body: generalInformationSchema, response: { 200: clientSchema, ...errors } },
    },
    async (request) =>
      clients.updateGeneralInformation(clientIdOf(request), authOf(request).userId, request.body),
  );

  app.post(
    '/client/invoicing_information',
    {
      onRequest: app.requireAuth('main'),
      schema: { tags, body: invoicingInformationSchema, response: { 200: clientSchema, ...errors } },
    },
    async (request) =>
      clients.updateInvoicingInformation(clientIdOf(request), authOf(request).userId, request.body),
  );
};
