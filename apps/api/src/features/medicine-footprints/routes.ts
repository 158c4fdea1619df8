import {
  medicineCompleteSchema,
  medicineDetailSchema,
  medicineDraftSchema,
  medicineFootprintEstimateSchema,
  projectStatuses,
  revisionSchema,
  staffMedicineDetailSchema,
  withRevision,
} from '@pharmatrace/domain';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { badRequest } from '../../lib/app-error';
import { errorResponses, idParams } from '../../lib/route-schemas';
import { authOf, clientAuthOf } from '../../plugins/auth';
import { requestLocale } from '../../plugins/language';
import type { ProjectStore, StaffProjectStore } from '../projects';
import { renderScoreSheet, type SheetFormat, sheetFileName } from './score-sheet';
import type { MedicineStudies, StudySheetData } from './studies';

const errors = errorResponses(400, 401, 403, 404, 409);
const tags = ['medicine_footprints'];
const adminTags = ['admin'];

const sheetErrors = errorResponses(400, 401, 403, 404);
const sheetQuery = z.object({
  format: z.enum(['pdf', 'xlsx'], { error: "The format is 'pdf' or 'xlsx'." }),
});
const contentTypes: Record<SheetFormat, string> = {
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  pdf: 'application/pdf',
};
const sheetDescription =
  "The study's 'score carbone' sheet in the `Accept-Language` (issue #37): the medicine and its codes, " +
  'the result per box and per unit with its 95 % interval, the posts and segments, the source of each ' +
  "active's footprint, the method and its version, the study's date and verification, what a tender " +
  'file asks for, the data gaps. The adopted result when staff adopted one, else the estimate now.';

/** A study's 'score carbone' sheet as a download named for what it is. */
async function sendSheet(
  reply: FastifyReply,
  data: StudySheetData,
  format: SheetFormat,
  locale: Parameters<typeof renderScoreSheet>[2],
) {
  const file = await renderScoreSheet(data, format, locale);
  return reply
    .header('content-type', contentTypes[format])
    .header(
      'content-disposition',
      `attachment; filename="medicine-carbon-score-sheet.${format}"; filename*=UTF-8''${encodeURIComponent(
        sheetFileName(data, locale, format),
      )}`,
    )
    .send(file);
}

/** A stored study held to the complete level: 400 naming each field that is missing or wrong. */
function assertComplete(document: unknown) {
  const parsed = medicineCompleteSchema.safeParse(document);
  if (parsed.success) return parsed.data;
  const fields: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    const path = issue.path.join('.');
    if (!(path in fields)) fields[path] = issue.message;
  }
  throw badRequest(parsed.error.issues[0]!.message, fields);
}

/**
 * The medicine footprint study's calls as issue #37 names them, beside the spec-style calls every
 * kind has (projects/routes.ts: draft/create, update/{id}, validate/{id}, GET, DELETE): POST
 * creates a draft, PUT saves it from its `revision` (409 STALE_SAVE when stale), POST {id}/submit
 * sends the stored study. All go through the shared project store, its rules and its versions.
 * Then the estimate, and staff's status moves, adoption and publication.
 */
export const medicineFootprintRoutes: FastifyPluginAsyncZod<{
  store: ProjectStore;
  staffStore: StaffProjectStore;
  studies: MedicineStudies;
}> = async (app, { store, staffStore, studies }) => {
  const client = app.requireAuth('client');
  const staff = app.requireAuth('staff');

  app.post(
    '/medicine_footprints',
    {
      onRequest: client,
      schema: {
        tags,
        description: 'Creates a draft study (only `name` required; a missing field is a data gap).',
        body: medicineDraftSchema,
        response: { 201: medicineDetailSchema, ...errors },
      },
    },
    async (request, reply) => {
      const detail = await store.createDraft(clientAuthOf(request), 'MEDICINE', request.body);
      return reply.status(201).send(detail);
    },
  );

  app.put(
    '/medicine_footprints/:id',
    {
      onRequest: client,
      schema: {
        tags,
        description:
          'Saves the draft (DRAFT, or CHECK) from `revision`: 409 STALE_SAVE when someone saved since.',
        params: idParams,
        body: withRevision(medicineDraftSchema),
        response: { 200: medicineDetailSchema, ...errors },
      },
    },
    async (request) => {
      const { revision, ...document } = request.body;
      return store.updateDraft(clientAuthOf(request), 'MEDICINE', request.params.id, document, revision);
    },
  );

  app.post(
    '/medicine_footprints/:id/submit',
    {
      onRequest: client,
      schema: {
        tags,
        description:
          'Sends the stored study to the provider (DRAFT or CHECK → ONGOING) from `revision`; the stored ' +
          'document must be complete (form, units per box, an active): 400 naming each field otherwise.',
        params: idParams,
        body: z.object({ revision: revisionSchema }),
        response: { 200: medicineDetailSchema, ...errors },
      },
    },
    async (request) => {
      const auth = clientAuthOf(request);
      const current = await store.get(auth.clientId, 'MEDICINE', request.params.id);
      const document = assertComplete(current);
      return store.submit(
        auth,
        'MEDICINE',
        { id: request.params.id, revision: request.body.revision },
        document,
        'submit',
      );
    },
  );

  app.get(
    '/medicine_footprints/:id/estimate',
    {
      onRequest: client,
      schema: {
        tags,
        description:
          'The medicine footprint per box and per unit (gCO2e, cradle to grave, issue #37; docs/methodology.md), ' +
          'with its 95 % Monte Carlo interval, posts (which sum to perBox.value), segments (which sum to 1), ' +
          'data gaps and warnings in the Accept-Language. The caller’s own study, in any status.',
        params: idParams,
        response: { 200: medicineFootprintEstimateSchema, ...errors },
      },
    },
    async (request) => studies.forClient(clientAuthOf(request), request.params.id, requestLocale(request)),
  );

  app.get(
    '/medicine_footprints/:id/sheet',
    {
      onRequest: client,
      schema: {
        tags,
        description: `${sheetDescription} The caller's own study (main user or sub-user).`,
        params: idParams,
        querystring: sheetQuery,
        // The answer is a file: only the errors (the usual JSON ones) have a schema.
        response: sheetErrors,
      },
    },
    async (request, reply) => {
      const auth = clientAuthOf(request);
      const locale = requestLocale(request);
      const data = await studies.sheet(auth.clientId, request.params.id, locale, auth.clientId);
      return sendSheet(reply, data, request.query.format, locale);
    },
  );

  // ---- staff (every /admin call behind requireAuth('staff')) ----

  app.get(
    '/admin/medicine_footprints/:id/sheet',
    {
      onRequest: staff,
      schema: {
        tags: adminTags,
        description: `${sheetDescription} Any client's study.`,
        params: idParams,
        querystring: sheetQuery,
        response: sheetErrors,
      },
    },
    async (request, reply) => {
      const locale = requestLocale(request);
      const data = await studies.sheet(authOf(request).userId, request.params.id, locale);
      return sendSheet(reply, data, request.query.format, locale);
    },
  );

  app.get(
    '/admin/medicine_footprints/:id/estimate',
    {
      onRequest: staff,
      schema: {
        tags: adminTags,
        description: 'The estimate of any client’s study, as the client’s call answers it.',
        params: idParams,
        response: { 200: medicineFootprintEstimateSchema, ...errors },
      },
    },
    async (request) => studies.forStaff(authOf(request), request.params.id, requestLocale(request)),
  );

  app.post(
    '/admin/medicine_footprints/:id/status',
    {
      onRequest: staff,
      schema: {
        tags: adminTags,
        description:
          'Moves the study along the workflow (ONGOING or CHECK → CHECK or COMPLETED; 409 for any other move). ' +
          'COMPLETED needs the stored study complete (400 naming the fields). `revision`, when given, must be ' +
          'the stored one (409 STALE_SAVE). `message` is kept in the audit log.',
        params: idParams,
        body: z.object({
          status: z.enum(projectStatuses),
          message: z.string().trim().max(2000).optional(),
          revision: revisionSchema.optional(),
        }),
        response: { 200: staffMedicineDetailSchema, ...errors },
      },
    },
    async (request) => {
      const { id } = request.params;
      const current = await staffStore.get('MEDICINE', id);
      if (request.body.status === 'COMPLETED') assertComplete(current);
      return staffStore.validate(
        authOf(request),
        'MEDICINE',
        id,
        'labelValidation',
        request.body.status,
        request.body.revision ?? current.revision,
        {},
        undefined,
        request.body.message,
      );
    },
  );

  app.post(
    '/admin/medicine_footprints/:id/estimate/adopt',
    {
      onRequest: staff,
      schema: {
        tags: adminTags,
        description:
          'The estimate becomes the study’s result (ONGOING, CHECK or COMPLETED; 409 otherwise), audited.',
        params: idParams,
        response: { 200: medicineFootprintEstimateSchema, ...errors },
      },
    },
    async (request) => studies.adopt(authOf(request), request.params.id, requestLocale(request)),
  );

  app.post(
    '/admin/medicine_footprints/:id/publish',
    {
      onRequest: staff,
      schema: {
        tags: adminTags,
        description:
          'Writes a completed study’s adopted result into the medicine database for its CIS and CIP13 codes ' +
          '(gCO2e per box, the four shares, the interval, source `study`, its date, method version and id). ' +
          '409 when not completed, not adopted, or without codes.',
        params: idParams,
        response: {
          200: z.object({ medicineIds: z.array(z.string()), publishedAt: z.string() }),
          ...errors,
        },
      },
    },
    async (request) => studies.publish(authOf(request), request.params.id),
  );
};
