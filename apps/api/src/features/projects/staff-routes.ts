import {
  adminClientSchema,
  adminKindProjectQuerySchema,
  adminProjectPageSchema,
  adminProjectQuerySchema,
  carbonSecondPartBodySchema,
  carbonSecondPartCompleteSchema,
  carbonWithoutProductionSchema,
  projectKinds,
  projectStaffListPath,
  staffCarbonDetailSchema,
  staffMedicineDetailSchema,
  staffOriginDetailSchema,
  staffSubstanceDetailSchema,
  staffValidationBodySchema,
  staffVersionChangesSchema,
  withRevision,
} from '@pharmatrace/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses, idParams } from '../../lib/route-schemas';
import { authOf } from '../../plugins/auth';
import { projectKindConfig } from './kinds';
import type { StaffProjectList } from './staff-list';
import type { StaffProjectStore } from './staff-store';

const errors = errorResponses(400, 401, 403, 404, 409);
const tags = ['admin'];
const versionParams = idParams.extend({
  version: z.coerce.number({ error: 'Unknown version' }).int().min(1).max(1_000_000),
});

const detailSchemas = {
  ORIGIN: staffOriginDetailSchema,
  SUBSTANCE: staffSubstanceDetailSchema,
  CARBON: staffCarbonDetailSchema,
  MEDICINE: staffMedicineDetailSchema,
} as const;

/**
 * The staff calls of spec 001 §7 (issue #12), every one behind requireAuth('staff') (403 for
 * clients and sub-users; test: admin-access.test.ts walks the route table). Lists: the one
 * table of every client's projects (admin/projects) and its per-kind views, the clients. Each
 * kind, in one loop like routes.ts: read, amend, validate (the body names the target status),
 * delete, and what changed in a version. The footprint's second part and its validation without
 * production data follow the loop.
 */
export const staffRoutes: FastifyPluginAsyncZod<{
  list: StaffProjectList;
  store: StaffProjectStore;
}> = async (app, { list, store }) => {
  const staff = app.requireAuth('staff');

  app.get(
    '/admin/projects',
    {
      onRequest: staff,
      schema: {
        tags,
        description:
          'Every client’s projects, one page at a time (spec 001 §2 admin panel). Filters: clientId, kind, status ' +
          '(DRAFT also matches DRAFT2, ONGOING ONGOING2, CHECK CHECK2), q (in project and company names); ' +
          'sort by companyName, name, kind, status, createdAt or updatedAt; page and pageSize (at most 100). ' +
          'Deep pages: pass the `next` of a page as `after` (keyset pagination, same filters and sort). ' +
          '`total` counts matches up to 1,000; past it `totalCapped` is true.',
        querystring: adminProjectQuerySchema,
        response: { 200: adminProjectPageSchema, ...errors },
      },
    },
    async (request) => list.page(request.query),
  );

  for (const kind of projectKinds) {
    app.get(
      `/admin/${projectStaffListPath[kind]}`,
      {
        onRequest: staff,
        schema: {
          tags,
          description: `GET admin/projects restricted to ${kind} projects: the same query and answer.`,
          querystring: adminKindProjectQuerySchema,
          response: { 200: adminProjectPageSchema, ...errors },
        },
      },
      async (request) => list.page({ ...request.query, kind }),
    );
  }

  app.get(
    '/admin/clients',
    {
      onRequest: staff,
      schema: {
        tags,
        description: 'Every client by company name, with its users (spec 001 §3 Client, admin view).',
        response: { 200: z.array(adminClientSchema), ...errors },
      },
    },
    async () => list.clients(),
  );

  for (const kind of projectKinds) {
    const { path, checkedSchema, completeSchema } = projectKindConfig[kind];
    const detail = detailSchemas[kind];

    app.get(
      `/admin/${path}/:id`,
      {
        onRequest: staff,
        schema: {
          tags,
          description:
            'The project as the client’s GET answers it (with the `revision` every save names), plus its client, ' +
            'the client’s plants under `plantOptions` (for the tree editor) and its versions, newest first.',
          params: idParams,
          response: { 200: detail, ...errors },
        },
      },
      async (request) => store.get(kind, request.params.id),
    );

    app.post(
      `/admin/${path}/update/:id`,
      {
        onRequest: staff,
        schema: {
          tags,
          description:
            'Staff amend the project without moving its status: ONGOING or CHECK only (409 elsewhere), from ' +
            '`revision` (409 STALE_SAVE when someone saved since). Unfinished parts may stay, but every number ' +
            'given is checked. Plants typed in the trees become plants of the project’s client.',
          params: idParams,
          body: withRevision(checkedSchema),
          response: { 200: detail, ...errors },
        },
      },
      async (request) => {
        const { revision, ...document } = request.body;
        return store.amend(authOf(request), kind, request.params.id, document, 'first', revision);
      },
    );

    app.post(
      `/admin/${path}/validate/:id`,
      {
        onRequest: staff,
        schema: {
          tags,
          description:
            kind === 'CARBON'
              ? 'First part of a footprint: the document plus `status`, DRAFT2 (‘Save first part as completed’, complete ' +
                'document) or CHECK (‘Save as Check’, draft), from ONGOING or CHECK. Any other move: 409.'
              : 'The document plus `status`: COMPLETED (‘Save as Completed’, complete document) or CHECK (‘Save as Check’, ' +
                'draft), from ONGOING or CHECK. Any other move: 409. The client’s main user is e-mailed. Completing may carry ' +
                '`euOrigin` (issue #14): the European-origin figures confirmed, a reason where they differ from the ' +
                'proposal; without it the proposal is confirmed. Stored as `euOriginConfirmed`.',
          params: idParams,
          body: staffValidationBodySchema(checkedSchema, completeSchema),
          response: { 200: detail, ...errors },
        },
      },
      async (request) =>
        store.validate(
          authOf(request),
          kind,
          request.params.id,
          kind === 'CARBON' ? 'firstPartValidation' : 'labelValidation',
          request.body.status,
          request.body.revision,
          request.body.document,
          kind === 'CARBON' ? undefined : request.body.euOrigin,
        ),
    );

    app.delete(
      `/admin/${path}/:id`,
      {
        onRequest: staff,
        schema: {
          tags,
          description:
            'Soft delete, recoverable through admin/deleted-projects for 30 days: ONGOING or CHECK (ONGOING2 or CHECK2 ' +
            'for a footprint’s second part) only, 409 elsewhere.',
          params: idParams,
          response: { 204: z.null(), ...errors },
        },
      },
      async (request, reply) => {
        await store.softDelete(authOf(request), kind, request.params.id);
        return reply.status(204).send(null);
      },
    );

    app.get(
      `/admin/${path}/:id/versions/:version/changes`,
      {
        onRequest: staff,
        schema: {
          tags,
          description: 'What version `version` changed against the one before, with its author and date.',
          params: versionParams,
          response: { 200: staffVersionChangesSchema, ...errors },
        },
      },
      async (request) => store.versionChanges(kind, request.params.id, request.params.version),
    );
  }

  // ---- a footprint's second part (spec 001 §4 'Carbon second part') ----

  app.get(
    '/admin/carbon/second_part/:id',
    {
      onRequest: staff,
      schema: {
        tags,
        description:
          'The footprint as GET admin/carbon/{id} answers it; its second part is `plants` and `substances`.',
        params: idParams,
        response: { 200: staffCarbonDetailSchema, ...errors },
      },
    },
    async (request) => store.get('CARBON', request.params.id),
  );

  app.post(
    '/admin/carbon/second_part/update/:id',
    {
      onRequest: staff,
      schema: {
        tags,
        description:
          'Staff amend the second part (plants, substances) in ONGOING2 or CHECK2 only (409 elsewhere), from ' +
          '`revision` (409 STALE_SAVE when someone saved since).',
        params: idParams,
        body: withRevision(carbonSecondPartBodySchema),
        response: { 200: staffCarbonDetailSchema, ...errors },
      },
    },
    async (request) => {
      const { revision, ...document } = request.body;
      return store.amend(authOf(request), 'CARBON', request.params.id, document, 'second', revision);
    },
  );

  app.post(
    '/admin/carbon/second_part/validate/:id',
    {
      onRequest: staff,
      schema: {
        tags,
        description:
          'The second part (plants, substances) plus `status`: COMPLETED (‘Save as completed’) or CHECK2 (‘Save as ' +
          'Check’), from ONGOING2 or CHECK2. Any other move: 409. The client’s main user is e-mailed.',
        params: idParams,
        body: staffValidationBodySchema(carbonSecondPartBodySchema, carbonSecondPartCompleteSchema),
        response: { 200: staffCarbonDetailSchema, ...errors },
      },
    },
    async (request) =>
      store.validate(
        authOf(request),
        'CARBON',
        request.params.id,
        'secondPartValidation',
        request.body.status,
        request.body.revision,
        request.body.document,
      ),
  );

  app.post(
    '/admin/carbon/validate_without_production/:id',
    {
      onRequest: staff,
      schema: {
        tags,
        description:
          'A footprint without production data (spec 001 §4): step 1 (supplier and country of production) is enough, ' +
          'and staff validation completes it (ONGOING or CHECK → COMPLETED, workflow action completeWithoutProduction).',
        params: idParams,
        body: withRevision(carbonWithoutProductionSchema),
        response: { 200: staffCarbonDetailSchema, ...errors },
      },
    },
    async (request) => {
      const { revision, ...document } = request.body;
      return store.validate(
        authOf(request),
        'CARBON',
        request.params.id,
        'withoutProduction',
        null,
        revision,
        document,
      );
    },
  );
};
