import {
  apiErrorSchema,
  medicineCompleteParamsSchema,
  medicineIdParamsSchema,
  medicineInfoSchema,
  medicineListQuerySchema,
  medicineListSchema,
  medicineSuggestionsSchema,
  translate,
} from '@pharmatrace/domain';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/route-schemas';
import { authOf } from '../../plugins/auth';
import { requestLocale } from '../../plugins/language';
import type { MedicineService } from './service';

const errors = errorResponses(400, 401, 403, 429);
const tags = ['medicine'];

/**
 * Issue #27: the demo notice the portal writes beside generated medicines, in the requester's
 * language (Accept-Language); the medicines' names are data and stay as they are. The service
 * writes one notice only, so it is said from its key (issue #40), not read back from its words.
 */
function inLanguageOf<T extends { demoNotice: string | null }>(request: FastifyRequest, answer: T): T {
  return answer.demoNotice === null
    ? answer
    : { ...answer, demoNotice: translate(requestLocale(request), 'ui.medicine.demoNotice') };
}

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
    async (request) =>
      inLanguageOf(request, await medicines.list(authOf(request).userId, request.query.name)),
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
    async (request) => inLanguageOf(request, await medicines.info(authOf(request).userId, request.params.id)),
  );
};
