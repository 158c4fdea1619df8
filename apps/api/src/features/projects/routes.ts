import { apiErrorSchema, type ProjectKind } from '@pharmatrace/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf, clientIdOf } from '../../plugins/auth';
import { projectKindConfig } from './kinds';
import type { ProjectStore } from './store';

const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
};
const params = z.object({ id: z.string().max(100) });

/**
 * The store builds one shape for all kinds (the name field varies by kind), which TypeScript
 * cannot match to the per-kind union inside the loop. The response schema checks it at run time.
 */
const checkedByResponseSchema = <T>(value: T) => value as never;

/**
 * The same six calls for each kind (spec 000 §7, spec 001 §7): lists, one project, draft
 * create/update, delete. Submission and staff review come with the wizards.
 */
export const projectRoutes: FastifyPluginAsyncZod<{ store: ProjectStore }> = async (app, { store }) => {
  for (const kind of Object.keys(projectKindConfig) as ProjectKind[]) {
    const { path, draftSchema, detailSchema, summarySchema } = projectKindConfig[kind];
    const tags = [path];
    const client = app.requireAuth('client');

    app.get(
      `/${path}`,
      { onRequest: client, schema: { tags, response: { 200: z.array(summarySchema), ...errors } } },
      async (request) => checkedByResponseSchema(await store.list(clientIdOf(request), kind)),
    );

    app.get(
      `/${path}/completed`,
      { onRequest: client, schema: { tags, response: { 200: z.array(summarySchema), ...errors } } },
      async (request) => checkedByResponseSchema(await store.list(clientIdOf(request), kind, true)),
    );

    app.get(
      `/${path}/:id`,
      { onRequest: client, schema: { tags, params, response: { 200: detailSchema, ...errors } } },
      async (request) =>
        checkedByResponseSchema(await store.get(clientIdOf(request), kind, request.params.id)),
    );

    app.post(
      `/${path}/draft/create`,
      { onRequest: client, schema: { tags, body: draftSchema, response: { 201: detailSchema, ...errors } } },
      async (request, reply) =>
        reply
          .status(201)
          .send(checkedByResponseSchema(await store.createDraft(authOf(request), kind, request.body))),
    );

    app.post(
      `/${path}/update/:id`,
      {
        onRequest: client,
        schema: { tags, params, body: draftSchema, response: { 200: detailSchema, ...errors } },
      },
      async (request) =>
        checkedByResponseSchema(
          await store.updateDraft(authOf(request), kind, request.params.id, request.body),
        ),
    );

    app.delete(
      `/${path}/:id`,
      { onRequest: client, schema: { tags, params, response: { 204: z.null(), ...errors } } },
      async (request, reply) => {
        await store.softDelete(authOf(request), kind, request.params.id);
        return reply.status(204).send(null);
      },
    );
  }
};
