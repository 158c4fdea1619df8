import multipart from '@fastify/multipart';
import {
  apiErrorSchema,
  factorImportRefusedSchema,
  factorLibraryStatusSchema,
  footprintEstimateMessages,
  footprintEstimateSchema,
  footprintResultAnswerSchema,
  footprintResultDetailSchema,
  said,
  sayPhrase,
} from '@pharmatrace/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses, idParams } from '../../lib/route-schemas';
import { authOf, clientAuthOf } from '../../plugins/auth';
import { requestLocale } from '../../plugins/language';
import { factorMultipartLimits, readFactorFile } from './csv-form';
import type { FootprintEstimates } from './estimates';
import type { FactorLibraryStore } from './factor-library';

const errors = errorResponses(400, 401, 403, 404, 409);
const estimateDescription =
  'The preliminary cradle-to-gate footprint (issue #23; docs/methodology.md), kgCO2e per kg of the substance: ' +
  '`value` (analytic, the sum of `byReaction` and of `byCategory`), the Monte Carlo’s mean, median, p2_5, ' +
  'p97_5 and `uncertainty` = 1.96 × SD, hot spots with their sources, data gaps pointing at their rows, ' +
  'plausibility warnings (their messages and the data gaps’ in the `Accept-Language`, English by default), primary data share, method and factor library versions. An incomplete second part ' +
  'answers what is there, with its gaps. 409 before the second part is open (DRAFT2).';

/**
 * The preliminary footprint (issue #23): the estimate for the client and for staff, its adoption as
 * the footprint's result, the completed result for the client, and the provider's factor library.
 * Every /admin route is behind requireAuth('staff') (admin-access.test.ts walks them).
 */
export const footprintEstimateRoutes: FastifyPluginAsyncZod<{
  estimates: FootprintEstimates;
  library: FactorLibraryStore;
}> = async (app, { estimates, library }) => {
  await app.register(multipart, { limits: factorMultipartLimits, throwFileSizeLimit: false });
  const staff = app.requireAuth('staff');

  app.get(
    '/carbon/:id/estimate',
    {
      onRequest: app.requireAuth('client'),
      schema: {
        tags: ['carbon'],
        description: `${estimateDescription} The caller’s own footprint (main user or sub-user); no factor values, and the provider’s licensed factors are not named. 403 when staff turned the estimate off for the account.`,
        params: idParams,
        response: { 200: footprintEstimateSchema, ...errors },
      },
    },
    async (request) => estimates.forClient(clientAuthOf(request), request.params.id, requestLocale(request)),
  );

  app.get(
    '/carbon/:id/result',
    {
      onRequest: app.requireAuth('client'),
      schema: {
        tags: ['carbon'],
        description:
          'A completed footprint’s result and what it rests on (the adopted estimate’s summary, or the provider’s own figure), or null.',
        params: idParams,
        response: { 200: footprintResultAnswerSchema, ...errors },
      },
    },
    async (request) => estimates.resultForClient(clientAuthOf(request), request.params.id),
  );

  app.get(
    '/admin/carbon/:id/estimate',
    {
      onRequest: staff,
      schema: {
        tags: ['admin'],
        description: `${estimateDescription} Any client’s footprint, each hot spot with the factor used.`,
        params: idParams,
        response: { 200: footprintEstimateSchema, ...errors },
      },
    },
    async (request) => estimates.forStaff(authOf(request), request.params.id, requestLocale(request)),
  );

  app.post(
    '/admin/carbon/:id/estimate/adopt',
    {
      onRequest: staff,
      schema: {
        tags: ['admin'],
        description:
          'Stores the estimate as the footprint’s result (value and uncertainty, rounded), with its summary, method and ' +
          'factor library versions; audited. ONGOING2, CHECK2 or COMPLETED (409 otherwise). The client sees the ' +
          'result once the footprint is completed.',
        params: idParams,
        response: { 200: footprintResultDetailSchema, ...errors },
      },
    },
    async (request) => estimates.adopt(authOf(request), request.params.id),
  );

  app.get(
    '/admin/factors',
    {
      onRequest: staff,
      schema: {
        tags: ['admin'],
        description:
          'The factor library in use: its version, the starter library’s, and the provider’s latest import.',
        response: { 200: factorLibraryStatusSchema, ...errors },
      },
    },
    async () => library.status(),
  );

  app.post(
    '/admin/factors/import',
    {
      onRequest: staff,
      schema: {
        tags: ['admin'],
        description:
          'Imports the provider’s licensed emission factors: multipart, one CSV file (UTF-8, at most 20 MB) in `file` ' +
          '(columns in docs/methodology.md). Every row is checked first; any bad line refuses the whole file with ' +
          'every problem listed (400), and nothing is imported. A good file replaces the previous import.',
        consumes: ['multipart/form-data'],
        response: {
          200: factorLibraryStatusSchema,
          400: z.union([factorImportRefusedSchema, apiErrorSchema]),
          401: apiErrorSchema,
          403: apiErrorSchema,
          413: apiErrorSchema,
          415: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const file = await readFactorFile(request).catch((err) => {
        // The rest of an unread body is not worth reading.
        reply.header('connection', 'close');
        throw err;
      });
      const result = await library.importFile(authOf(request).userId, file.filename, file.data);
      if (!result.ok) {
        const locale = requestLocale(request);
        return reply.status(400).send({
          message: footprintEstimateMessages.importRefused,
          said: said('staff.factors.importRefused'),
          code: 'FACTOR_IMPORT_REFUSED' as const,
          // Issue #27: the file's problems in the staff member's language (the command line's stay
          // English); each line's reasons said from their phrases (issue #40): every check of a
          // factor row makes its reason as a phrase, so no words are read back.
          fileErrors: result.parsed.fileErrors.map((error) => sayPhrase(locale, error)),
          rejected: result.parsed.rejected.map(({ line, reasons, said }) => ({
            line,
            reasons: reasons.map((reason, at) => {
              const reasonSaid = said?.[at];
              return reasonSaid ? sayPhrase(locale, reasonSaid) : reason;
            }),
          })),
        });
      }
      return library.status();
    },
  );
};
