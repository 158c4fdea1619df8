import { type Locale, localeOfAcceptLanguage, phraseOfWire, sayPhrase } from '@pharmatrace/domain';
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
 * An answer's `message` and `fields` in a language, said from their phrases (`said`,
 * `fieldsSaid`; issue #40): the English is never read back. A message without a phrase (a text
 * no catalogue holds) is left as written.
 */
export function sayAnswerIn(locale: Locale, payload: Record<string, unknown>): Record<string, unknown> {
  const said = phraseOfWire(payload.said);
  const fieldsSaid = isRecord(payload.fieldsSaid) ? payload.fieldsSaid : {};
  const answer: Record<string, unknown> = { ...payload };
  if (typeof payload.message === 'string' && said) answer.message = sayPhrase(locale, said);
  if (isRecord(payload.fields)) {
    answer.fields = Object.fromEntries(
      Object.entries(payload.fields).map(([field, message]) => {
        const fieldSaid = phraseOfWire(fieldsSaid[field]);
        return [field, typeof message === 'string' && fieldSaid ? sayPhrase(locale, fieldSaid) : message];
      }),
    );
  }
  return answer;
}

/**
 * The API's messages follow `Accept-Language` (issue #27, decision 0041). Services and schemas
 * make their messages as phrases beside the spec's English (decision 0073); on the way out, an
 * answer's `message` and the messages of its `fields` are said in the asked language from them.
 * The PACT exchange (/api/pact/3) keeps its own English vocabulary: it speaks to machines.
 */
async function languagePlugin(app: FastifyInstance) {
  app.addHook('preSerialization', async (request, reply, payload) => {
    const locale = requestLocale(request);
    reply.header('content-language', locale);
    if (locale === 'en' || !isRecord(payload) || request.url.startsWith('/api/pact/3/')) return payload;
    return sayAnswerIn(locale, payload);
  });
}

export default fp(languagePlugin, { name: 'language' });
