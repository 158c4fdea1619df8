import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import * as domain from './index';

/**
 * Issue #22 'Over-long fields': `{"inn": "x" × 1,000,000}` answered 'INN can't be empty', because a
 * schema's own message (meant for a missing value) also named its length bound. This walks every
 * schema the domain exports (the payloads of every call, the forms' schemas, the answers), finds
 * every field whose text has a length bound, and checks that one character too many is refused
 * first of all with a message that says the text is too long, with the bound.
 */

type Schema = z.core.$ZodType;
type Def = Schema['_zod']['def'] & Record<string, unknown>;

const defOf = (schema: Schema) => schema._zod.def as Def;

/** The length bounds of a string schema (its `max_length` checks). */
function stringBounds(schema: Schema): number[] {
  const checks = (defOf(schema).checks ?? []) as unknown as Schema[];
  return checks.flatMap((check) => {
    const def = defOf(check) as Def & { check?: string; maximum?: number };
    return def.check === 'max_length' && typeof def.maximum === 'number' ? [def.maximum] : [];
  });
}

/** A field: an object property's schema, an array's element, a record's value, found at `path`. */
type Field = { path: string; schema: Schema };

/**
 * Every field reachable from `root`, once per schema instance (trees are recursive), with the
 * length bounds of the strings it is made of. A field is tested as a whole, wrappers included
 * (optional, a union with a number, a preprocess), since that is what a request meets.
 */
function boundedFields(root: Schema, rootPath: string): (Field & { bounds: number[] })[] {
  const seen = new Set<Schema>();
  const found: (Field & { bounds: number[] })[] = [];
  const fields: Field[] = [{ path: rootPath, schema: root }];
  while (fields.length > 0) {
    const field = fields.pop()!;
    const bounds = new Set<number>();
    // Through the wrappers that leave the value a string: every string inside this field.
    const inside: Schema[] = [field.schema];
    while (inside.length > 0) {
      const schema = inside.pop()!;
      if (seen.has(schema)) continue;
      seen.add(schema);
      const def = defOf(schema);
      switch (def.type) {
        case 'string':
          for (const bound of stringBounds(schema)) bounds.add(bound);
          break;
        case 'optional':
        case 'nullable':
        case 'default':
        case 'prefault':
        case 'nonoptional':
        case 'catch':
        case 'readonly':
          inside.push(def.innerType as Schema);
          break;
        case 'pipe':
          inside.push(def.in as Schema, def.out as Schema);
          break;
        case 'union':
          inside.push(...(def.options as Schema[]));
          break;
        case 'intersection':
          inside.push(def.left as Schema, def.right as Schema);
          break;
        case 'lazy':
          inside.push((def.getter as () => Schema)());
          break;
        case 'object': {
          const shape = (schema as z.ZodObject)._zod.def.shape;
          for (const key of Object.keys(shape))
            fields.push({ path: `${field.path}.${key}`, schema: shape[key] as Schema });
          break;
        }
        case 'array':
          fields.push({ path: `${field.path}[]`, schema: def.element as Schema });
          break;
        case 'record':
          fields.push({ path: `${field.path}{}`, schema: def.valueType as Schema });
          break;
        default:
          break;
      }
    }
    if (bounds.size > 0) found.push({ ...field, bounds: [...bounds] });
  }
  return found;
}

const isSchema = (value: unknown): value is Schema =>
  typeof value === 'object' && value !== null && '_zod' in value;

/** Every exported schema, plus the ones the domain builds with a function (the staff calls' bodies). */
const roots: [string, Schema][] = [
  ...Object.entries(domain as Record<string, unknown>).filter((entry): entry is [string, Schema] =>
    isSchema(entry[1]),
  ),
  [
    'staffValidationBodySchema(carbonDraftSchema, carbonCompleteSchema)',
    domain.staffValidationBodySchema(domain.carbonDraftSchema, domain.carbonCompleteSchema),
  ],
];

const cases = roots.flatMap(([name, schema]) =>
  boundedFields(schema, name).flatMap((field) =>
    field.bounds.map((bound) => ({ path: field.path, bound, schema: field.schema })),
  ),
);

describe('over-long fields (issue #22)', () => {
  it('finds the bounded text fields of the payloads', () => {
    const paths = new Set(cases.map((c) => c.path));
    // A few that the walk must reach, through preprocess, unions, trees and the mass balance.
    for (const expected of [
      'substanceDraftSchema.inn',
      'originDraftSchema.drugProductName',
      'carbonDraftSchema.reportDataContactPersonName',
      'carbonDraftSchema.tree.name',
      'carbonDraftSchema.tree.manufacturers[].percentage',
      'carbonSecondPartUpdateSchema.substances[].productBy.carbonReactionRawMaterials[].weightPerBatch',
      'plantInputSchema.companyName',
    ]) {
      expect(paths, expected).toContain(expected);
    }
    expect(cases.length).toBeGreaterThan(200);
  });

  it.each(cases.map((c) => [c.path, c.bound, c.schema] as const))(
    '%s: one character past %i says the text is too long',
    (_path, bound, schema) => {
      const result = z.safeParse(schema, 'x'.repeat(bound + 1));
      expect(result.success).toBe(false);
      const first = result.error!.issues[0]!;
      expect(first.message).toMatch(/can't exceed|at most/i);
      expect(first.message).toContain(String(bound));
    },
  );

  it('a million characters in the INN says so, not that it is empty', () => {
    const result = domain.substanceDraftSchema.safeParse({ inn: 'x'.repeat(1_000_000) });
    expect(result.error!.issues[0]).toMatchObject({
      path: ['inn'],
      message: domain.validationMessages.textTooLong(200),
    });
  });
});
