import { apiContract } from '@pharmatrace/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestApp, type TestApp } from './helpers/app';

/**
 * The API's contract as the web's test stubs see it (packages/domain api-contract.ts, issue #26):
 * every row names a route this API has, with the same success status family and, for an object
 * answer, the same fields as the schema the route declares (read from its OpenAPI description).
 */

type JsonSchema = {
  properties?: Record<string, unknown>;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
};
type Operation = { responses?: Record<string, { content?: Record<string, { schema?: JsonSchema }> }> };

let t: TestApp;
let paths: Record<string, Record<string, Operation>>;
beforeAll(async () => {
  t = await createTestApp();
  paths = (await t.request({ method: 'GET', url: '/api/docs/json' })).json().paths;
});
afterAll(() => t.close());

const openApiPath = (path: string) => path.replace(/:([A-Za-z]+)/g, '{$1}');

/** The field names of an object schema, or of the objects of an array schema. */
function fieldsOf(schema: JsonSchema | undefined): string[] | undefined {
  if (!schema) return undefined;
  if (schema.properties) return Object.keys(schema.properties).sort();
  if (schema.items) return fieldsOf(schema.items);
  // A nullable answer (`detail | null`): the fields of its object.
  for (const option of [...(schema.anyOf ?? []), ...(schema.oneOf ?? [])]) {
    const fields = fieldsOf(option);
    if (fields) return fields;
  }
  return undefined;
}

describe('the API contract of the web test stubs', () => {
  it('names only routes the API has, each answering 2xx with the fields of the domain schema', () => {
    expect(apiContract.length).toBeGreaterThan(60);
    for (const route of apiContract) {
      const where = `${route.method} ${route.path}`;
      const operation = paths[openApiPath(route.path)]?.[route.method.toLowerCase()];
      expect.soft(operation, where).toBeDefined();
      if (!operation) continue;
      const success = Object.entries(operation?.responses ?? {}).find(([status]) => status.startsWith('2'));
      expect.soft(success, where).toBeDefined();
      if (!success) continue;
      const [status, answer] = success;
      if (route.schema === null) {
        expect.soft(status, where).toBe('204');
        continue;
      }
      const declared = fieldsOf(answer.content?.['application/json']?.schema);
      const contract = fieldsOf(
        z.toJSONSchema(route.schema, { io: 'output', unrepresentable: 'any' }) as JsonSchema,
      );
      expect.soft(contract, where).toEqual(declared);
    }
  });
});
