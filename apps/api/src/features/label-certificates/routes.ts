import {
  apiErrorSchema,
  euOriginConfirmedSchema,
  isLabelKind,
  labelCertificateMessages,
  labelCodePattern,
  labelKinds,
  labelVerificationSchema,
  projectApiPath,
  serverSaid,
} from '@pharmatrace/domain';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { projects } from '../../db/schema';
import { AppError, notFound, tooManyRequests } from '../../lib/app-error';
import type { FairUseLimiter } from '../../lib/fair-use-limiter';
import { idParams } from '../../lib/route-schemas';
import { userLanguage } from '../../lib/user-language';
import { authOf, clientIdOf } from '../../plugins/auth';
import type { ProjectStore } from '../projects';
import { labelCertificatePdf } from './certificate-pdf';

/**
 * The completed, standing label whose certificate prints `code`. Its shape matches the partial
 * expression index `projects_label_code_idx` (migration 0011), so the lookup reads one index entry.
 */
export function completedLabelWithCode(code: string) {
  return and(
    inArray(projects.kind, [...labelKinds]),
    eq(projects.status, 'COMPLETED'),
    isNull(projects.deletedAt),
    sql`(${projects.document} -> 'euOriginConfirmed' ->> 'verificationCode') = ${code}`,
  );
}

/**
 * Issue #14: the one-page certificate of a completed label (its owner downloads it) and the
 * public check of its verification code, so that a buyer can trust a certificate someone shows
 * them. A code answers only while its label is completed and not deleted, with the figures
 * confirmed last (completing again gives a new code): anything else is the same 404.
 */
export const labelCertificateRoutes: FastifyPluginAsyncZod<{
  db: Database;
  projects: ProjectStore;
  limiter: FairUseLimiter;
}> = async (app, { db, projects: store, limiter }) => {
  app.get(
    '/labels/verify/:code',
    {
      schema: {
        tags: ['labels'],
        description:
          'Public, no login: the figures of the completed label whose certificate carries this code. ' +
          'Rate-limited per address; 404 for an unknown, replaced or withdrawn code.',
        params: z.object({ code: z.string().max(40) }),
        response: { 200: labelVerificationSchema, 404: apiErrorSchema, 429: apiErrorSchema },
      },
    },
    async (request) => {
      const outcome = await limiter.hit(`label-verify:${request.ip}`);
      if (!outcome.allowed) {
        throw tooManyRequests(
          serverSaid.tooManyRequests(outcome.retryAfterSeconds),
          outcome.retryAfterSeconds,
        );
      }
      const code = request.params.code.trim().toUpperCase();
      if (!labelCodePattern.test(code)) throw notFound(labelCertificateMessages.unknownCode);
      const [row] = await db
        .select({ name: projects.name, kind: projects.kind, document: projects.document })
        .from(projects)
        .where(completedLabelWithCode(code))
        .limit(1);
      const confirmed = euOriginConfirmedSchema.safeParse(
        (row?.document as Record<string, unknown> | undefined)?.euOriginConfirmed,
      );
      if (!row || !isLabelKind(row.kind) || !confirmed.success) {
        throw notFound(labelCertificateMessages.unknownCode);
      }
      return {
        code,
        productName: row.name,
        kind: row.kind,
        confirmedAt: confirmed.data.confirmedAt,
        figures: confirmed.data.figures,
      };
    },
  );

  for (const kind of labelKinds) {
    app.get(
      `/${projectApiPath[kind]}/:id/certificate.pdf`,
      {
        onRequest: app.requireAuth('client'),
        schema: {
          tags: ['labels'],
          description:
            "The label certificate (PDF) of one of the client's completed labels: the product, the confirmed " +
            'European-origin figures per stage, the date and the verification code.',
          params: idParams,
          produces: ['application/pdf'],
        },
      },
      async (request, reply) => {
        // Another client's label is not found, exactly like a label that does not exist.
        const row = await store.findOwned(db, clientIdOf(request), kind, request.params.id);
        const confirmed = euOriginConfirmedSchema.safeParse(
          (row.document as Record<string, unknown>).euOriginConfirmed,
        );
        if (row.status !== 'COMPLETED' || !confirmed.success || !confirmed.data.verificationCode) {
          throw new AppError('CONFLICT', labelCertificateMessages.notCompleted, {
            detailCode: 'NOT_COMPLETED',
          });
        }
        const pdf = await labelCertificatePdf(
          { productName: row.name, kind, confirmed: confirmed.data },
          await userLanguage(db, authOf(request).userId),
        );
        return reply
          .type('application/pdf')
          .header('content-disposition', 'attachment; filename="pharmatrace-label-certificate.pdf"')
          .send(pdf);
      },
    );
  }
};
