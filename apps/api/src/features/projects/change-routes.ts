import { clientProjectChangesSchema, projectKinds } from '@pharmatrace/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client';
import { errorResponses, idParams } from '../../lib/route-schemas';
import { clientIdOf } from '../../plugins/auth';
import { projectKindConfig } from './kinds';
import { clientProjectChanges } from './version-history';

const errors = errorResponses(400, 401, 403, 404);

/**
 * GET {kind}/{id}/changes for every kind (issue #12 'What changed'): what the provider changed
 * since the client last handed the project over, so the wizard can highlight it when the client
 * opens a project in CHECK or CHECK2. Kept apart from routes.ts, which holds the spec's calls.
 */
export const projectChangeRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  const client = app.requireAuth('client');
  for (const kind of projectKinds) {
    const { path } = projectKindConfig[kind];
    app.get(
      `/${path}/:id/changes`,
      {
        onRequest: client,
        schema: {
          tags: [path],
          description:
            'What the provider changed since the client’s last submission (submit, accepted amendments, second ' +
            'part): the document of that submission against the latest version staff wrote after it. Empty when ' +
            'none.',
          params: idParams,
          response: { 200: clientProjectChangesSchema, ...errors },
        },
      },
      async (request) => clientProjectChanges(db, clientIdOf(request), kind, request.params.id),
    );
  }
};
