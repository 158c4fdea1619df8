import { hasInvalidCharacter, messages } from '@pharmatrace/domain';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error';

/**
 * The path (e.g. 'tree.children.0.name') of the first string in `value`, or object key, holding
 * a NUL or an unpaired surrogate; null when there is none. Walked with an explicit stack: the
 * body's nesting is already bounded by the JSON parser, but no request gets recursion for free.
 */
export function findInvalidText(value: unknown): string | null {
  const stack: { value: unknown; path: string }[] = [{ value, path: '' }];
  while (stack.length > 0) {
    const { value: current, path } = stack.pop()!;
    if (typeof current === 'string') {
      if (hasInvalidCharacter(current)) return path;
    } else if (Array.isArray(current)) {
      for (let i = current.length - 1; i >= 0; i--) stack.push({ value: current[i], path: join(path, i) });
    } else if (typeof current === 'object' && current !== null) {
      for (const [key, child] of Object.entries(current).reverse()) {
        if (hasInvalidCharacter(key)) return path;
        stack.push({ value: child, path: join(path, key) });
      }
    }
  }
  return null;
}

const join = (path: string, key: string | number) => (path ? `${path}.${key}` : String(key));

/**
 * PostgreSQL refuses a NUL character and half of a surrogate pair in text and JSONB, with an error
 * that would surface as a 500. This one hook refuses them in every route's body, path parameters
 * and query string, with the field's name, before the route's schema runs (issue #8).
 */
async function textCharactersPlugin(app: FastifyInstance) {
  app.addHook('preValidation', async (request) => {
    for (const [part, value] of [
      ['params', request.params],
      ['querystring', request.query],
      ['body', request.body],
    ] as const) {
      const path = findInvalidText(value);
      if (path === null) continue;
      const message = messages.text.invalidCharacter;
      throw new AppError('BAD_REQUEST', part === 'body' ? message : `${message} (${part})`, {
        fields: { [path || part]: message },
        detailCode: 'VALIDATION_ERROR',
      });
    }
  });
}

export default fp(textCharactersPlugin, { name: 'text-characters' });
