import { serverMessages } from '@pharmatrace/domain';
import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { AppError } from '../lib/app-error';
import { isDatabaseUnavailable } from '../lib/database-errors';

/**
 * The error contract of DESIGN.md: every error is JSON { message, code?, fields? }.
 * Bad input is a 400 with the spec's message, never a 500; a 5xx never leaks internals.
 */
async function errorHandlerPlugin(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError | AppError | Error, request, reply) => {
    if (error instanceof AppError) {
      if (error.extra.retryAfterSeconds !== undefined) {
        reply.header('retry-after', String(Math.max(1, Math.ceil(error.extra.retryAfterSeconds))));
      }
      return reply.status(error.statusCode).send({
        message: error.message,
        code: error.extra.detailCode ?? error.code,
        ...(error.extra.fields ? { fields: error.extra.fields } : {}),
      });
    }

    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields: Record<string, string> = {};
      for (const issue of error.validation) {
        const path = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
        if (path && !(path in fields)) fields[path] = issue.message ?? serverMessages.invalidValue;
      }
      const first = error.validation[0];
      const where = error.validationContext === 'body' ? '' : ` (${error.validationContext})`;
      return reply.status(400).send({
        message: `${first?.message ?? serverMessages.invalidRequest}${where}`,
        code: 'VALIDATION_ERROR',
        fields,
      });
    }

    if (isResponseSerializationError(error)) {
      request.log.error({ err: error, issues: error.cause.issues }, 'response does not match its schema');
      return reply.status(500).send({ message: serverMessages.internalError, code: 'INTERNAL' });
    }

    if (isDatabaseUnavailable(error)) {
      request.log.error({ err: error }, 'database unavailable');
      reply.header('retry-after', '5');
      return reply.status(503).send({
        message: serverMessages.serviceUnavailable,
        code: 'SERVICE_UNAVAILABLE',
      });
    }

    const status = 'statusCode' in error && typeof error.statusCode === 'number' ? error.statusCode : 500;
    if (status >= 400 && status < 500) {
      // Fastify's own client errors: malformed JSON, wrong content type, body too large…
      return reply
        .status(status)
        .send({ message: clientErrorMessage(error as FastifyError), code: (error as FastifyError).code });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ message: serverMessages.internalError, code: 'INTERNAL' });
  });
}

function clientErrorMessage(error: FastifyError): string {
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return serverMessages.bodyNotJson;
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return serverMessages.bodyNotJsonContentType;
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return serverMessages.bodyTooLarge;
    default:
      if (error instanceof SyntaxError) return serverMessages.bodyNotJson;
      return error.message || serverMessages.badRequest;
  }
}

export default fp(errorHandlerPlugin, { name: 'error-handler' });
