import { serverMessages } from '@pharmatrace/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { forbidden, notFound } from '../../lib/app-error';
import { idParams } from '../../lib/route-schemas';
import type { FileUrlSigner } from './signed-urls';
import type { StoredFiles } from './stored-files';

/** Serves a stored file to whoever holds a valid signed link (no session needed: it is a link). */
export const fileRoutes: FastifyPluginAsyncZod<{ store: StoredFiles; signer: FileUrlSigner }> = async (
  app,
  { store, signer },
) => {
  app.get(
    '/files/:id',
    {
      schema: {
        tags: ['files'],
        params: idParams,
        querystring: z.object({
          expires: z.string().max(20).optional(),
          signature: z.string().max(100).optional(),
        }),
      },
    },
    async (request, reply) => {
      const check = signer.verify(request.params.id, request.query.expires, request.query.signature);
      if (check === 'expired') throw forbidden(serverMessages.downloadLinkExpired);
      if (check === 'invalid') throw forbidden(serverMessages.downloadLinkInvalid);
      const opened = await store.open(request.params.id);
      if (!opened) throw notFound(serverMessages.fileNotFound);
      const { file, stream } = opened;
      const asciiName = file.filename.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
      return reply
        .type(file.contentType)
        .header('content-length', String(file.sizeBytes))
        .header('cache-control', 'private, max-age=300')
        .header(
          'content-disposition',
          `inline; filename="${asciiName}"; filename*=UTF-8''${encodeURIComponent(file.filename)}`,
        )
        .send(stream);
    },
  );
};
