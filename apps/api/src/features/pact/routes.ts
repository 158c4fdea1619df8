import {
  messageResponseSchema,
  PACT_INBOX_PAGE_MAX,
  pactConnectionCreatedSchema,
  pactConnectionCreateSchema,
  pactConnectionListSchema,
  pactFootprintChoiceListSchema,
  pactFulfilBodySchema,
  pactMessages,
  pactPublicationSchema,
  pactPublishBodySchema,
  pactPublishResultSchema,
  pactRejectBodySchema,
  pactRequestPageSchema,
  staffPactFootprintListSchema,
} from '@pharmatrace/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { badRequest } from '../../lib/app-error';
import { errorResponses, idParams } from '../../lib/route-schemas';
import { clientAuthOf, clientIdOf } from '../../plugins/auth';
import { CallbackAddressError, type CallbackHttp } from './callback-http';
import type { PactConnections } from './connections';
import type { PactFootprintStore } from './footprint-store';
import type { PactPublisher } from './publisher';
import { decodeInboxCursor, type PactInbox } from './requests';

const errors = errorResponses(400, 401, 403, 404, 409);

/** The inbox's page: how many (1 to the page bound) and where the previous page ended. */
const inboxQuerySchema = z.object({
  limit: z.coerce
    .number({ error: pactMessages.inboxLimitInvalid })
    .int(pactMessages.inboxLimitInvalid)
    .min(1, pactMessages.inboxLimitInvalid)
    .max(PACT_INBOX_PAGE_MAX, pactMessages.inboxLimitInvalid)
    .optional(),
  cursor: z.string().max(200, pactMessages.inboxCursorUnknown).optional(),
});
const tags = ['pact'];

export interface PactScreenOptions {
  connections: PactConnections;
  publisher: PactPublisher;
  inbox: PactInbox;
  footprints: PactFootprintStore;
  /** The PACT API's base URL, as the customer configures it. */
  apiBaseUrl: string;
  /** Checks a new connection's callback addresses (issue #35). */
  callbackHttp: CallbackHttp;
}

/**
 * The calls of the PACT screens (issue #24 'API for the screens'). Sharing footprints with the
 * client's customers is the account holder's decision: every call is main user only (sub-users
 * 403, decision 0032); staff see which footprints are published, and to how many connections.
 */
export const pactScreenRoutes: FastifyPluginAsyncZod<PactScreenOptions> = async (app, opts) => {
  const { connections, publisher, inbox, footprints, apiBaseUrl, callbackHttp } = opts;
  const main = app.requireAuth('main');

  app.post(
    '/pact/connections',
    {
      onRequest: main,
      schema: {
        tags,
        description:
          'Creates a connection: the credentials one customer uses on the PACT API. The secret is in this answer only. ' +
          '`callback` is the customer’s own PACT host, called back with the answers to its requests.',
        body: pactConnectionCreateSchema,
        response: { 201: pactConnectionCreatedSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { callback } = request.body;
      if (callback) {
        for (const [field, url] of [
          ['callback.apiUrl', callback.apiUrl],
          ['callback.authUrl', callback.authUrl],
        ] as const) {
          if (!url) continue;
          await callbackHttp.assertPublicUrl(url).catch((err: unknown) => {
            if (err instanceof CallbackAddressError)
              throw badRequest(pactMessages.callbackAddressNotPublic, {
                [field]: pactMessages.callbackAddressNotPublic,
              });
            throw err;
          });
        }
      }
      return reply.status(201).send(await connections.create(clientAuthOf(request), request.body));
    },
  );

  app.get(
    '/pact/connections',
    {
      onRequest: main,
      schema: { tags, response: { 200: pactConnectionListSchema, ...errors } },
    },
    async (request) => ({
      connections: await connections.list(clientIdOf(request)),
      apiBaseUrl,
      tokenUrl: `${apiBaseUrl}/auth/token`,
    }),
  );

  app.delete(
    '/pact/connections/:id',
    {
      onRequest: main,
      schema: { tags, params: idParams, response: { 200: messageResponseSchema, ...errors } },
    },
    async (request) => {
      await connections.revoke(clientAuthOf(request), request.params.id);
      return { message: 'Connection revoked.' };
    },
  );

  app.get(
    '/carbon/:id/pact',
    {
      onRequest: main,
      schema: { tags, params: idParams, response: { 200: pactPublicationSchema, ...errors } },
    },
    async (request) => publisher.publication(clientIdOf(request), request.params.id),
  );

  app.post(
    '/carbon/:id/publish',
    {
      onRequest: main,
      schema: {
        tags,
        description:
          'Publishes a COMPLETED footprint with its result over PACT; again after a change, a new version that ' +
          'deprecates the previous one. `productCode`: the client’s own code of the product, kept for later versions.',
        params: idParams,
        body: pactPublishBodySchema,
        response: { 200: pactPublishResultSchema, ...errors },
      },
    },
    async (request) => publisher.publish(clientAuthOf(request), request.params.id, request.body),
  );

  app.get(
    '/pact/footprints',
    {
      onRequest: main,
      schema: { tags, response: { 200: pactFootprintChoiceListSchema, ...errors } },
    },
    async (request) => footprints.choices(clientIdOf(request)),
  );

  app.get(
    '/pact/requests',
    {
      onRequest: main,
      schema: {
        tags,
        description:
          'The Footprint requests inbox, newest first, a page at a time: `limit` (at most ' +
          `${PACT_INBOX_PAGE_MAX}), and \`cursor\` from the previous page's \`nextCursor\`; \`total\` counts them all.`,
        querystring: inboxQuerySchema,
        response: { 200: pactRequestPageSchema, ...errors },
      },
    },
    async (request) => {
      const { limit, cursor } = request.query;
      const after = cursor === undefined ? undefined : decodeInboxCursor(cursor);
      if (cursor !== undefined && !after) {
        throw badRequest(pactMessages.inboxCursorUnknown, { cursor: pactMessages.inboxCursorUnknown });
      }
      return inbox.list(clientIdOf(request), { limit, after });
    },
  );

  app.post(
    '/pact/requests/:id/reject',
    {
      onRequest: main,
      schema: {
        tags,
        params: idParams,
        body: pactRejectBodySchema,
        response: { 200: messageResponseSchema, ...errors },
      },
    },
    async (request) => {
      await inbox.reject(clientAuthOf(request), request.params.id, request.body.reason);
      return { message: 'Request rejected: your customer is told why.' };
    },
  );

  app.post(
    '/pact/requests/:id/fulfil',
    {
      onRequest: main,
      schema: {
        tags,
        params: idParams,
        body: pactFulfilBodySchema,
        response: { 200: messageResponseSchema, ...errors },
      },
    },
    async (request) => {
      await inbox.fulfil(
        clientAuthOf(request),
        request.params.id,
        request.body.footprintId,
        request.body.confirmMismatch === true,
      );
      return { message: 'Request fulfilled: the footprint is on its way to your customer.' };
    },
  );

  app.post(
    '/pact/requests/:id/start-project',
    {
      onRequest: main,
      schema: {
        tags,
        description: 'Starts a footprint project from a pending request; publishing it fulfils the request.',
        params: idParams,
        response: { 201: z.object({ projectId: z.string() }), ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await inbox.startProject(clientAuthOf(request), request.params.id)),
  );

  app.get(
    '/admin/pact/footprints',
    {
      onRequest: app.requireAuth('staff'),
      schema: { tags, response: { 200: staffPactFootprintListSchema, ...errors } },
    },
    async () => footprints.staffList(),
  );
};
