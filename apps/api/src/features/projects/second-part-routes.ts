import {
  carbonSecondPartDetailSchema,
  carbonSecondPartSubmitSchema,
  carbonSecondPartUpdateSchema,
} from '@pharmatrace/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type IdempotencyKeys, idempotencyKeyHeaders } from '../../lib/idempotency';
import { errorResponses, idParams } from '../../lib/route-schemas';
import { clientAuthOf, clientIdOf } from '../../plugins/auth';
import type { SecondPartStore } from './second-part-store';

const errors = errorResponses(400, 401, 403, 404, 409);
const tags = ['carbon'];

/**
 * The client's calls of a footprint's second part (spec 001 §7, issue #11): read it, save the
 * plants and the mass balance (the wizard's autosave), send it to the provider. Bodies are the
 * domain's schemas: a save stores what was typed (bounds and enumerations only), a submission
 * checks every rule of spec 001 §5 'Mass balance' for each reaction not marked unknown.
 */
export const secondPartRoutes: FastifyPluginAsyncZod<{
  store: SecondPartStore;
  idempotency: IdempotencyKeys;
}> = async (app, { store, idempotency }) => {
  const client = app.requireAuth('client');

  app.get(
    '/carbon/second_part/:id',
    {
      onRequest: client,
      schema: {
        tags,
        description: 'The footprint with its second part (`plants`, `substances`) and its `revision`.',
        params: idParams,
        response: { 200: carbonSecondPartDetailSchema, ...errors },
      },
    },
    async (request) => store.get(clientIdOf(request), request.params.id),
  );

  app.post(
    '/carbon/second_part/update/:id',
    {
      onRequest: client,
      schema: {
        tags,
        description:
          'Saves the plants and the mass balance as typed, in DRAFT2 or CHECK2 (409 elsewhere). With `revision` ' +
          '(from the last answer), a save made from an older revision answers 409 STALE_SAVE and changes nothing. ' +
          "A user's saves within a minute share one version.",
        params: idParams,
        body: carbonSecondPartUpdateSchema,
        response: { 200: carbonSecondPartDetailSchema, ...errors },
      },
    },
    async (request) => store.update(clientAuthOf(request), request.params.id, request.body),
  );

  app.post(
    '/carbon/second_part/validate/:id',
    {
      onRequest: client,
      schema: {
        tags,
        description:
          'Sends the mass balance to the provider: DRAFT2, or CHECK2 accepting its amendments, becomes ONGOING2 ' +
          '(409 elsewhere). Every reaction of the route has an entry, checked by spec 001 §5 unless `dataUnknown`.',
        params: idParams,
        headers: idempotencyKeyHeaders,
        body: carbonSecondPartSubmitSchema,
        response: { 200: carbonSecondPartDetailSchema, ...errorResponses(400, 401, 403, 404, 409, 422) },
      },
    },
    async (request, reply) =>
      idempotency.reply(clientAuthOf(request).userId, request, reply, 200, (tx) =>
        store.submit(clientAuthOf(request), request.params.id, request.body, tx),
      ),
  );
};
