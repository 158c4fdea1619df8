import {
  fieldsSaidOf,
  type IssueLike,
  type Phrase,
  phrase,
  phraseOfConstant,
  phraseOfIssue,
  said,
  serverMessages,
} from '@pharmatrace/domain';
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
        ...(error.fields ? { fields: error.fields } : {}),
        ...(error.said ? { said: error.said } : {}),
        ...(error.fieldsSaid ? { fieldsSaid: error.fieldsSaid } : {}),
      });
    }

    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields: Record<string, string> = {};
      const fieldsSaid: Record<string, Phrase | undefined> = {};
      // fastify-type-provider-zod keeps each zod issue's other properties in `params`: the phrase.
      const phraseOf = (issue: (typeof error.validation)[number]) =>
        phraseOfIssue({ message: issue.message, ...(issue.params as IssueLike) });
      for (const issue of error.validation) {
        const path = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
        if (path && !(path in fields)) {
          fields[path] = issue.message ?? serverMessages.invalidValue;
          fieldsSaid[path] = issue.message ? phraseOf(issue) : said('server.invalidValue');
        }
      }
      const first = error.validation[0];
      const firstSaid = first ? phraseOf(first) : said('server.invalidRequest');
      const part = String(error.validationContext);
      const where = part === 'body' ? '' : ` (${part})`;
      const saidFirst =
        firstSaid && part !== 'body'
          ? phrase('common.message.inPart', { message: firstSaid, part })
          : firstSaid;
      const saidFields = fieldsSaidOf(fieldsSaid);
      return reply.status(400).send({
        message: `${first?.message ?? serverMessages.invalidRequest}${where}`,
        code: 'VALIDATION_ERROR',
        fields,
        ...(saidFirst ? { said: saidFirst } : {}),
        ...(saidFields ? { fieldsSaid: saidFields } : {}),
      });
    }

    if (isResponseSerializationError(error)) {
      request.log.error({ err: error, issues: error.cause.issues }, 'response does not match its schema');
      return reply.status(500).send({
        message: serverMessages.internalError,
        code: 'INTERNAL',
        said: said('server.internalError'),
      });
    }

    if (isDatabaseUnavailable(error)) {
      request.log.error({ err: error }, 'database unavailable');
      reply.header('retry-after', '5');
      return reply.status(503).send({
        message: serverMessages.serviceUnavailable,
        code: 'SERVICE_UNAVAILABLE',
        said: said('server.serviceUnavailable'),
      });
    }

    const status = 'statusCode' in error && typeof error.statusCode === 'number' ? error.statusCode : 500;
    if (status >= 400 && status < 500) {
      // Fastify's own client errors: malformed JSON, wrong content type, body too large…
      const message = clientErrorMessage(error as FastifyError);
      const saidMessage = phraseOfConstant(message);
      return reply.status(status).send({
        message,
        code: (error as FastifyError).code,
        ...(saidMessage ? { said: saidMessage } : {}),
      });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply
      .status(500)
      .send({ message: serverMessages.internalError, code: 'INTERNAL', said: said('server.internalError') });
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
