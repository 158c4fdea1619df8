import {
  TENDER_MAX_LOTS,
  TENDER_MAX_OFFERS,
  tenderExportQuerySchema,
  tenderInputSchema,
  tenderListSchema,
  tenderSaveSchema,
  tenderSchema,
} from '@pharmatrace/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../lib/route-schemas';
import { authOf, clientIdOf } from '../../plugins/auth';
import { requestLocale } from '../../plugins/language';
import { exportTender } from './tender-export';
import type { TenderStore } from './tenders';

const errors = errorResponses(400, 401, 403, 404);
const tags = ['tender'];
const params = z.object({ id: z.uuid('A tender id is a UUID.') });
/** 200 lots of 50 offers with their texts: a few megabytes of JSON at most. */
const TENDER_BODY_LIMIT = 8 * 1024 * 1024;

const contentTypes = {
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  pdf: 'application/pdf',
} as const;

/**
 * Hospital tenders (issue #38): the client account's, shared by the main user and its sub-users,
 * never visible to another account (404) nor to staff (403). Every answer carries the scores.
 */
export const tenderRoutes: FastifyPluginAsyncZod<{ tenders: TenderStore }> = async (app, { tenders }) => {
  app.get(
    '/tenders',
    {
      onRequest: app.requireAuth('client'),
      schema: {
        tags,
        description: "The account's tenders, last saved first (without their lots).",
        response: { 200: tenderListSchema, ...errors },
      },
    },
    async (request) => tenders.list(clientIdOf(request)),
  );

  app.post(
    '/tenders',
    {
      onRequest: app.requireAuth('client'),
      bodyLimit: TENDER_BODY_LIMIT,
      schema: {
        tags,
        description: `Creates a tender: name, reference, weights {price, carbon, other} adding up to 100, and at most ${TENDER_MAX_LOTS} lots of at most ${TENDER_MAX_OFFERS} offers. Answers the tender scored, as GET does.`,
        body: tenderInputSchema,
        response: { 201: tenderSchema, ...errors, ...errorResponses(409) },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await tenders.create(clientIdOf(request), authOf(request).userId, request.body)),
  );

  app.get(
    '/tenders/:id',
    {
      onRequest: app.requireAuth('client'),
      schema: {
        tags,
        description:
          'A tender with, per offer, pricePerUnit (€ excl. VAT per dispensing unit), carbonPerUnit (gCO2e per dispensing unit), carbonSource (DECLARED, STUDY, IMPORTED or MISSING; a figure the database proposes is in `proposal`), pricePoints, carbonPoints, otherPoints, total, rank (ties share one) and flags; per lot, the median carbon per unit and the carbon the best-ranked offer saves against it over the lot.',
        params,
        response: { 200: tenderSchema, ...errors },
      },
    },
    async (request) => tenders.get(clientIdOf(request), request.params.id),
  );

  app.put(
    '/tenders/:id',
    {
      onRequest: app.requireAuth('client'),
      bodyLimit: TENDER_BODY_LIMIT,
      schema: {
        tags,
        description:
          'Saves the whole tender with the `revision` the last answer gave: 409 STALE_SAVE when someone saved since, and nothing is written.',
        params,
        body: tenderSaveSchema,
        response: { 200: tenderSchema, ...errors, ...errorResponses(409) },
      },
    },
    async (request) => tenders.update(clientIdOf(request), request.params.id, request.body),
  );

  app.delete(
    '/tenders/:id',
    {
      onRequest: app.requireAuth('client'),
      schema: { tags, params, response: { 204: z.null(), ...errors } },
    },
    async (request, reply) => {
      await tenders.remove(clientIdOf(request), request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/tenders/:id/export',
    {
      onRequest: app.requireAuth('client'),
      schema: {
        tags,
        description:
          'The tender as a procurement report in the `Accept-Language`: `xlsx` (a summary sheet with the weights and the formula in words, one sheet per lot) or `pdf`.',
        params,
        querystring: tenderExportQuerySchema,
        // No response schema: the answer is a file (errors are the usual JSON ones).
      },
    },
    async (request, reply) => {
      const { format } = request.query;
      const tender = await tenders.get(clientIdOf(request), request.params.id);
      const file = await exportTender(tender, format, requestLocale(request));
      const name = `${tender.name} - evaluation.${format}`;
      return reply
        .header('content-type', contentTypes[format])
        .header(
          'content-disposition',
          `attachment; filename="tender-evaluation.${format}"; filename*=UTF-8''${encodeURIComponent(name)}`,
        )
        .send(file);
    },
  );
};
