import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { carbonSecondPartBodySchema, carbonSecondPartUpdateSchema } from './mass-balance';
import { plantInputSchema, plantSchema } from './plant';
import {
  carbonDetailSchema,
  carbonDraftSchema,
  originDetailSchema,
  originDraftSchema,
  substanceDetailSchema,
  substanceDraftSchema,
} from './projects';
import { staffCarbonDetailSchema, staffOriginDetailSchema, staffSubstanceDetailSchema } from './staff';

/**
 * Issue #35: a second part's save accepted 300 reactions while its answer allowed 200, so the save
 * committed and every read of the footprint answered 500 from then on. Each body the API stores is
 * walked here, with the answer that reads it back: wherever the body bounds a list, a text or a
 * number, the answer must allow at least as much at the same place.
 */

type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  $ref?: string;
  $defs?: Record<string, JsonSchema>;
  maxItems?: number;
  maxLength?: number;
  maximum?: number;
};
type Bound = 'maxItems' | 'maxLength' | 'maximum';
const boundNames: Bound[] = ['maxItems', 'maxLength', 'maximum'];

/** Every bound of a schema by path ('substances[].productBy.carbonReactionCleanings[].cas'). */
function boundsOf(schema: z.ZodType, io: 'input' | 'output'): Map<string, Partial<Record<Bound, number>>> {
  const root = z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as JsonSchema;
  const out = new Map<string, Partial<Record<Bound, number>>>();
  const walk = (node: JsonSchema, path: string, refs: string[]) => {
    if (node.$ref) {
      // A recursive tree is walked two levels deep: its bounds repeat below.
      if (refs.filter((r) => r === node.$ref).length >= 2) return;
      const target = node.$ref === '#' ? root : root.$defs?.[node.$ref.replace('#/$defs/', '')];
      if (target) walk(target, path, [...refs, node.$ref]);
    }
    const here = out.get(path) ?? {};
    for (const name of boundNames) {
      const value = node[name];
      // Of several branches, the widest is what the place allows.
      if (value !== undefined) here[name] = Math.max(here[name] ?? value, value);
    }
    if (Object.keys(here).length > 0) out.set(path, here);
    for (const branch of [...(node.anyOf ?? []), ...(node.oneOf ?? []), ...(node.allOf ?? [])])
      walk(branch, path, refs);
    for (const [key, child] of Object.entries(node.properties ?? {}))
      walk(child, path ? `${path}.${key}` : key, refs);
    if (node.items) walk(node.items, `${path}[]`, refs);
  };
  walk(root, '', []);
  return out;
}

/** The places where the answer allows less than the body: [path, bound, body's, answer's]. */
function narrower(body: z.ZodType, answer: z.ZodType): [string, Bound, number, number][] {
  const accepted = boundsOf(body, 'input');
  const answered = boundsOf(answer, 'output');
  const found: [string, Bound, number, number][] = [];
  for (const [path, bounds] of accepted) {
    const read = answered.get(path);
    for (const name of boundNames) {
      const a = bounds[name];
      const b = read?.[name];
      if (a !== undefined && b !== undefined && b < a) found.push([path, name, a, b]);
    }
  }
  return found;
}

const pairs: [string, z.ZodType, z.ZodType][] = [
  ['substance draft → client detail', substanceDraftSchema, substanceDetailSchema],
  ['substance draft → staff detail', substanceDraftSchema, staffSubstanceDetailSchema],
  ['origin draft → client detail', originDraftSchema, originDetailSchema],
  ['origin draft → staff detail', originDraftSchema, staffOriginDetailSchema],
  ['footprint draft → client detail', carbonDraftSchema, carbonDetailSchema],
  ['footprint draft → staff detail', carbonDraftSchema, staffCarbonDetailSchema],
  ["client's second part → client detail", carbonSecondPartUpdateSchema, carbonDetailSchema],
  ["client's second part → staff detail", carbonSecondPartUpdateSchema, staffCarbonDetailSchema],
  ["staff's second part → client detail", carbonSecondPartBodySchema, carbonDetailSchema],
  ["staff's second part → staff detail", carbonSecondPartBodySchema, staffCarbonDetailSchema],
  ['plant → plant', plantInputSchema, plantSchema],
];

describe('every stored body can be read back: its answer allows what the body accepts (issue #35)', () => {
  it.each(pairs)('%s', (_name, body, answer) => {
    expect(narrower(body, answer)).toEqual([]);
  });

  it('finds the narrowing that broke the second part (the walk is not blind)', () => {
    const answer = z.object({ substances: z.array(z.object({ name: z.string() })).max(200) });
    const body = z.object({ substances: z.array(z.object({ name: z.string().max(10) })).max(300) });
    expect(narrower(body, answer)).toEqual([['substances', 'maxItems', 300, 200]]);
    // The walk reaches the rows of a reaction's lists.
    expect(
      boundsOf(carbonSecondPartUpdateSchema, 'input').get(
        'substances[].productBy.carbonReactionCleanings[].cas',
      ),
    ).toEqual({ maxLength: 60 });
  });
});
