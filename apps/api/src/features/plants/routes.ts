import { plantInputSchema, plantSchema } from '@pharmatrace/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses, idParams } from '../../lib/route-schemas';
import { authOf, clientIdOf } from '../../plugins/auth';
import type { PlantService } from './service';

const errors = errorResponses(400, 401, 403, 404);
const tags = ['plants'];

/** Spec 001 §7 plant calls; main users and sub-users share the account's plants. */
export const plantRoutes: FastifyPluginAsyncZod<{ plants: PlantService }> = async (app, { plants }) => {
  app.get(
    '/plant',
    {
      onRequest: app.requireAuth('client'),
      schema: { tags, response: { 200: z.array(plantSchema), ...errors } },
    },
    async (request) => plants.list(clientIdOf(request)),
  );

  app.get(
    '/plant/:id',
    {
      onRequest: app.requireAuth('client'),
      schema: { tags, params: idParams, response: { 200: plantSchema, ...errors } },
    },
    async (request) => plants.get(clientIdOf(request), request.params.id),
  );

  app.post(
    '/plant/create',
    {
      onRequest: app.requireAuth('client'),
      schema: { tags, body: plantInputSchema, response: { 201: plantSchema, ...errors } },
    },
    async (request, reply) =>
      reply.status(201).send(await plants.create(clientIdOf(request), authOf(request).userId, request.body)),
  );

  app.post(
    '/plant/update/:id',
    {
      onRequest: app.requireAuth('client'),
      schema: { tags, params: idParams, body: plantInputSchema, response: { 200: plantSchema, ...errors } },
    },
    async (request) =>
      plants.update(clientIdOf(request), authOf(request).userId, request.params.id, request.body),
  );
};
