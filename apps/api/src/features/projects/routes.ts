import { carbonWithoutProductionSchema, projectKinds, withRevision } from '@pharmatrace/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type IdempotencyKeys, idempotencyKeyHeaders } from '../../lib/idempotency';
import { errorResponses, idParams } from '../../lib/route-schemas';
import { clientAuthOf, clientIdOf } from '../../plugins/auth';
import { projectKindConfig } from './kinds';
import { sendList } from './list-reply';
import type { ProjectStore } from './store';

const errors = errorResponses(400, 401, 403, 404, 409);
/** The writes that accept an Idempotency-Key also answer 422 for a key reused with another request. */
const idempotentErrors = errorResponses(400, 401, 403, 404, 409, 422);

/**
 * The calls of every kind (spec 000 §7, spec 001 §7), declared once in a loop over
 * projectKindConfig: lists, one project, draft create/update, submission (create for a new
 * project, validate/{id} for a stored one), delete. Bodies are validated by the domain's draft
 * schema (only the name required) or complete schema (every rule of spec 001 §5), so that
 * calling the API directly can skip no rule of the forms. Every save of a stored project names
 * the `revision` it started from (withRevision; 409 STALE_SAVE when it is no longer the stored
 * one, decision 0027); the revision is taken out of the body before the document is stored.
 */
export const projectRoutes: FastifyPluginAsyncZod<{
  store: ProjectStore;
  idempotency: IdempotencyKeys;
}> = async (app, { store, idempotency }) => {
  const client = app.requireAuth('client');
  /** Submissions and draft creations are written once per Idempotency-Key (lib/idempotency.ts). */
  const once = idempotency.reply.bind(idempotency);

  // The lists (whole, as the spec says) are JSON text built by the database and sent as is, with
  // an ETag (issue #17), or streamed page by page when long and rebuilt (issue #28, list-reply.ts);
  // their shape is checked against summarySchema by project-lists.test.ts.
  for (const kind of projectKinds) {
    const { path, draftSchema, completeSchema, detailSchema, summarySchema } = projectKindConfig[kind];
    const tags = [path];

    app.get(
      `/${path}`,
      { onRequest: client, schema: { tags, response: { 200: z.array(summarySchema), ...errors } } },
      async (request, reply) => {
        return sendList(request, reply, store, clientIdOf(request), kind);
      },
    );

    app.get(
      `/${path}/completed`,
      { onRequest: client, schema: { tags, response: { 200: z.array(summarySchema), ...errors } } },
      async (request, reply) => {
        return sendList(request, reply, store, clientIdOf(request), kind, true);
      },
    );

    app.get(
      `/${path}/:id`,
      { onRequest: client, schema: { tags, params: idParams, response: { 200: detailSchema, ...errors } } },
      async (request) => store.get(clientIdOf(request), kind, request.params.id),
    );

    app.post(
      `/${path}/draft/create`,
      {
        onRequest: client,
        schema: {
          tags,
          headers: idempotencyKeyHeaders,
          body: draftSchema,
          response: { 201: detailSchema, ...idempotentErrors },
        },
      },
      async (request, reply) =>
        once(clientAuthOf(request).userId, request, reply, 201, (tx) =>
          store.createDraft(clientAuthOf(request), kind, request.body, tx),
        ),
    );

    app.post(
      `/${path}/update/:id`,
      {
        onRequest: client,
        schema: {
          tags,
          description:
            'Saves the draft (DRAFT, or CHECK while the client reviews the amendments) from `revision`, the one ' +
            'the last answer gave: 409 STALE_SAVE when someone saved since, and nothing is written.',
          params: idParams,
          body: withRevision(draftSchema),
          response: { 200: detailSchema, ...errors },
        },
      },
      async (request) => {
        const { revision, ...document } = request.body;
        return store.updateDraft(clientAuthOf(request), kind, request.params.id, document, revision);
      },
    );

    app.post(
      `/${path}/create`,
      {
        onRequest: client,
        schema: {
          tags,
          description: 'Sends a new project to the provider (status ONGOING).',
          headers: idempotencyKeyHeaders,
          body: completeSchema,
          response: { 201: detailSchema, ...idempotentErrors },
        },
      },
      async (request, reply) =>
        once(clientAuthOf(request).userId, request, reply, 201, (tx) =>
          store.submit(clientAuthOf(request), kind, null, request.body, 'submit', tx),
        ),
    );

    app.post(
      `/${path}/validate/:id`,
      {
        onRequest: client,
        schema: {
          tags,
          description:
            'Sends a stored project to the provider: a DRAFT, or a CHECK whose amendments the client accepts (both ' +
            'become ONGOING), from `revision` (409 STALE_SAVE when someone saved since).',
          params: idParams,
          headers: idempotencyKeyHeaders,
          body: withRevision(completeSchema),
          response: { 200: detailSchema, ...idempotentErrors },
        },
      },
      async (request, reply) => {
        const { revision, ...document } = request.body;
        return once(clientAuthOf(request).userId, request, reply, 200, (tx) =>
          store.submit(
            clientAuthOf(request),
            kind,
            { id: request.params.id, revision },
            document,
            'submit',
            tx,
          ),
        );
      },
    );

    app.delete(
      `/${path}/:id`,
      { onRequest: client, schema: { tags, params: idParams, response: { 204: z.null(), ...errors } } },
      async (request, reply) => {
        await store.softDelete(clientAuthOf(request), kind, request.params.id);
        return reply.status(204).send(null);
      },
    );
  }

  // Spec 001 §4: a footprint without production data is validated from step 1.
  const carbon = projectKindConfig.CARBON;
  app.post(
    '/carbon/create_without_production',
    {
      onRequest: client,
      schema: {
        tags: ['carbon'],
        headers: idempotencyKeyHeaders,
        body: carbonWithoutProductionSchema,
        response: { 201: carbon.detailSchema, ...idempotentErrors },
      },
    },
    async (request, reply) =>
      once(clientAuthOf(request).userId, request, reply, 201, (tx) =>
        store.submit(clientAuthOf(request), 'CARBON', null, request.body, 'submitWithoutProduction', tx),
      ),
  );

  app.post(
    '/carbon/validate_without_production/:id',
    {
      onRequest: client,
      schema: {
        tags: ['carbon'],
        params: idParams,
        headers: idempotencyKeyHeaders,
        body: withRevision(carbonWithoutProductionSchema),
        response: { 200: carbon.detailSchema, ...idempotentErrors },
      },
    },
    async (request, reply) => {
      const { revision, ...document } = request.body;
      return once(clientAuthOf(request).userId, request, reply, 200, (tx) =>
        store.submit(
          clientAuthOf(request),
          'CARBON',
          { id: request.params.id, revision },
          document,
          'submitWithoutProduction',
          tx,
        ),
      );
    },
  );
};
