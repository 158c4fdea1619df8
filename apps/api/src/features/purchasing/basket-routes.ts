import {
  PURCHASE_BASKET_MAX_BYTES,
  PURCHASE_BASKETS_PER_CLIENT,
  purchaseBasketInputSchema,
  purchaseBasketListSchema,
  purchaseBasketRenameSchema,
  purchaseBasketSchema,
  purchaseBasketSummarySchema,
  purchasesAnswerSchema,
  purchasesExportInputSchema,
  purchasesRematchInputSchema,
} from '@pharmatrace/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../lib/route-schemas';
import { authOf, clientIdOf } from '../../plugins/auth';
import { requestLocale } from '../../plugins/language';
import type { BasketService } from './baskets';
import { exportPurchases } from './purchases-export';

const errors = errorResponses(400, 401, 403, 404);
const tags = ['medicine'];
const params = z.object({ id: z.uuid('A basket id is a UUID.') });

/**
 * Purchase baskets (issue #25): the client account's saved purchases answers, shared by the main
 * user and its sub-users, never visible to another account (404) nor to staff (403).
 */
export const basketRoutes: FastifyPluginAsyncZod<{ baskets: BasketService }> = async (app, { baskets }) => {
  app.get(
    '/medicine/baskets',
    {
      onRequest: app.requireAuth('client'),
      schema: {
        tags,
        description: "The account's saved purchase baskets, newest first (without their lines).",
        response: { 200: purchaseBasketListSchema, ...errors },
      },
    },
    async (request) => baskets.list(clientIdOf(request)),
  );

  app.post(
    '/medicine/baskets',
    {
      onRequest: app.requireAuth('client'),
      bodyLimit: PURCHASE_BASKET_MAX_BYTES,
      schema: {
        tags,
        description: `Saves a purchases answer (as POST /medicine/purchases gave it) under a name, for the whole account. At most ${PURCHASE_BASKETS_PER_CLIENT} baskets per account (409 beyond).`,
        body: purchaseBasketInputSchema,
        response: { 201: purchaseBasketSummarySchema, ...errors, ...errorResponses(409) },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await baskets.create(clientIdOf(request), authOf(request).userId, request.body)),
  );

  app.post(
    '/medicine/purchases/rematch',
    {
      onRequest: app.requireAuth('client'),
      bodyLimit: PURCHASE_BASKET_MAX_BYTES,
      schema: {
        tags,
        description:
          'A purchases answer matched again from its lines, as a basket save does (issue #38): the buyer chose another pack for a CIS (`pack` of a line) or another unit. Every figure is the server’s; the bad lines are kept, said in the `Accept-Language`.',
        body: purchasesRematchInputSchema,
        response: { 200: purchasesAnswerSchema, ...errors },
      },
    },
    async (request) => baskets.rematchIn(request.body.answer, requestLocale(request)),
  );

  app.post(
    '/medicine/purchases/export',
    {
      onRequest: app.requireAuth('client'),
      bodyLimit: PURCHASE_BASKET_MAX_BYTES,
      schema: {
        tags,
        description:
          'A purchases answer (from POST /medicine/purchases or a basket) as a file, its columns in the `Accept-Language` (English by default; a French CSV has `;` between fields and decimal commas): `csv` (the lines, bad lines included, UTF-8 with a BOM) or `xlsx` (the lines, and the totals in tCO2e by match level, supplier and ATC class with the monetary factor and its source).',
        body: purchasesExportInputSchema,
        // No response schema: the answer is a file, not JSON (errors are the usual JSON ones).
      },
    },
    async (request, reply) => {
      const { format, answer } = request.body;
      // Issue #27: the columns and notes in the requester's language (Accept-Language).
      const file = await exportPurchases(answer, format, requestLocale(request));
      return reply
        .header(
          'content-type',
          format === 'csv'
            ? 'text/csv; charset=utf-8'
            : 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        )
        .header('content-disposition', `attachment; filename="purchases-footprint.${format}"`)
        .send(file);
    },
  );

  app.get(
    '/medicine/baskets/:id',
    {
      onRequest: app.requireAuth('client'),
      schema: { tags, params, response: { 200: purchaseBasketSchema, ...errors } },
    },
    async (request) => baskets.get(clientIdOf(request), request.params.id, requestLocale(request)),
  );

  app.post(
    '/medicine/baskets/:id/rename',
    {
      onRequest: app.requireAuth('client'),
      schema: {
        tags,
        params,
        body: purchaseBasketRenameSchema,
        response: { 200: purchaseBasketSummarySchema, ...errors },
      },
    },
    async (request) => baskets.rename(clientIdOf(request), request.params.id, request.body.name),
  );

  app.delete(
    '/medicine/baskets/:id',
    {
      onRequest: app.requireAuth('client'),
      schema: { tags, params, response: { 204: z.null(), ...errors } },
    },
    async (request, reply) => {
      await baskets.remove(clientIdOf(request), request.params.id);
      return reply.status(204).send(null);
    },
  );
};
