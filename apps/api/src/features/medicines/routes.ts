import {
  apiErrorSchema,
  medicineCompleteParamsSchema,
  medicineIdParamsSchema,
  medicineInfoSchema,
  medicineListQuerySchema,
  medicineListSchema,
  medicineSuggestionsSchema,
} from '@pharmatrace/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/route-schemas';
import { authOf } from '../../plugins/auth';
import type { MedicineService } from './service';

const errors = errorResponses(400, 401, 403, 429);
const tags = ['medicine'];

/** Spec 001 §7 medicine calls; clients only (spec 001 §6: 'uses the medicine database'). */
export const medicineRoutes: FastifyPluginAsyncZod<{ medicines: MedicineService }> = async (
  app,
  { medicines },
) => {
  app.get(
    '/medicine/complete/:name',
    {
      onRequest: app.requireAuth('client'),
      schema: {
        tags,
        description:
          'Autocomplete: a JSON array of up to 10 distinct medicine names (strings) that start with, contain or nearly match the text (accents and case ignored), names starting with it first. A name may belong to several medicines: search it with /medicine/list to get their ids. Counts towards the per-user search limit.',
        params: medicineCompleteParamsSchema,
        response: { 200: medicineSuggestionsSchema, ...errors },
      },
    },
    async (request) => medicines.complete(authOf(request).userId, request.params.name),
  );

  app.get(
    '/medicine/list',
    {
      onRequest: app.requireAuth('client'),
      schema: {
        tags,
        description:
          'Search: up to 100 medicines matching the name, best first. Counts towards the per-user search limit.',
        querystring: medicineListQuerySchema,
        response: { 200: medicineListSchema, ...errors },
      },
    },
    async (request) => medicines.list(authOf(request).userId, request.query.name),
  );

  app.get(
    '/medicine/info/:id',
    {
      onRequest: app.requireAuth('client'),
      schema: {
        tags,
        description:
          'A medicine’s footprint per box (gCO2eq), its three segments, and its rank among medicines of the same INN. Counts towards the per-user search limit.',
        params: medicineIdParamsSchema,
        response: { 200: medicineInfoSchema, 404: apiErrorSchema, ...errors },
      },
    },
    async (request) => medicines.info(authOf(request).userId, request.params.id),
  );
};
