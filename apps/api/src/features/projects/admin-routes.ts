import { projectKinds } from '@pharmatrace/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses, idParams } from '../../lib/route-schemas';
import { authOf } from '../../plugins/auth';
import type { DeletedProjectRecovery } from './store';

const errors = errorResponses(401, 403, 404);
const tags = ['admin'];

/** Staff recovery of projects a client deleted by mistake (within 30 days). */
export const deletedProjectRoutes: FastifyPluginAsyncZod<{ recovery: DeletedProjectRecovery }> = async (
  app,
  { recovery },
) => {
  const staff = app.requireAuth('staff');

  app.get(
    '/admin/deleted-projects',
    {
      onRequest: staff,
      schema: {
        tags,
        response: {
          200: z.array(
            z.object({
              id: z.string(),
              kind: z.enum(projectKinds),
              name: z.string(),
              status: z.string(),
              clientId: z.string(),
              deletedAt: z.string(),
              recoverableUntil: z.string(),
            }),
          ),
          ...errors,
        },
      },
    },
    async () => recovery.list(),
  );

  app.post(
    '/admin/deleted-projects/:id/restore',
    {
      onRequest: staff,
      schema: { tags, params: idParams, response: { 204: z.null(), ...errors } },
    },
    async (request, reply) => {
      await recovery.restore(authOf(request), request.params.id);
      return reply.status(204).send(null);
    },
  );
};
