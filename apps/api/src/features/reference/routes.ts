import { countrySchema } from '@pharmatrace/domain';
import { asc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { transformationTypes } from '../../db/schema';
import { errorResponses } from '../../lib/route-schemas';
import { allCountries } from './countries';

const errors = errorResponses(401, 403);
const tags = ['reference'];
const idName = z.array(z.object({ id: z.number().int(), name: z.string() }));

/** Reference lists the forms need (spec 001 §7): countries and transformation types. */
export const referenceRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/countries',
    {
      onRequest: app.requireAuth('any'),
      schema: {
        tags,
        response: { 200: z.array(countrySchema), ...errors },
      },
    },
    async (_request, reply) => {
      // The list changes only with a release: let the browser keep it for an hour.
      reply.header('cache-control', 'private, max-age=3600');
      return allCountries;
    },
  );

  for (const kind of ['natural', 'biologic'] as const) {
    app.get(
      `/transformationType/${kind}`,
      { onRequest: app.requireAuth('any'), schema: { tags, response: { 200: idName, ...errors } } },
      async () =>
        app.db
          .select({ id: transformationTypes.id, name: transformationTypes.name })
          .from(transformationTypes)
          .where(eq(transformationTypes.kind, kind === 'natural' ? 'NATURAL' : 'BIOLOGIC'))
          .orderBy(asc(transformationTypes.position), asc(transformationTypes.name)),
    );
  }
};
