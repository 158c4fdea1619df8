import { type Locale, localeOfAcceptLanguage, translateText } from '@pharmatrace/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

/** The language a request asks for: its `Accept-Language`, English by default (issue #27). */
export function requestLocale(request: FastifyRequest): Locale {
  return localeOfAcceptLanguage(request.headers['accept-language']);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * The API's messages follow `Accept-Language` (issue #27, decision 0041). Services and schemas
 * write the spec's English (packages/domain); on the way out, an answer's `message` and the
 * messages of its `fields` are put into the asked language when the catalogue has them. The
 * PACT exchange (/api/pact/3) keeps its own English vocabulary: it speaks to machines.
 */
async function languagePlugin(app: FastifyInstance) {
  app.addHook('preSerialization', async (request, reply, payload) => {
    const locale = requestLocale(request);
    reply.header('content-language', locale);
    if (locale === 'en' || !isRecord(payload) || request.url.startsWith('/api/pact/3/')) return payload;
    const translated: Record<string, unknown> = { ...payload };
    if (typeof payload.message === 'string') translated.message = translateText(payload.message, locale);
    if (isRecord(payload.fields)) {
      translated.fields = Object.fromEntries(
        Object.entries(payload.fields).map(([field, message]) => [
          field,
          typeof message === 'string' ? translateText(message, locale) : message,
        ]),
      );
    }
    return translated;
  });
}

export default fp(languagePlugin, { name: 'language' });
