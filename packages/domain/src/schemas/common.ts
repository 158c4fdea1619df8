import { z } from 'zod';

/**
 * A message as a catalogue key and its values (issue #40, `i18n/phrase.ts`), as the wire carries it:
 * bounded (a key of at most 100 characters, at most 12 values, texts of at most 2,000 characters,
 * phrases nested at most 3 deep). The reader checks every key against its catalogue
 * (`phraseOfWire`) before it says one.
 */
export type WirePhraseValue =
  | string
  | number
  | { decimal: number }
  | { join: string; items: (string | number)[] }
  | WirePhrase;
export interface WirePhrase {
  key: string;
  values: Record<string, WirePhraseValue>;
}
const wireText = z.string().max(2000);
const wireLeaf = z.union([
  wireText,
  z.number(),
  z.object({ decimal: z.number() }),
  z.object({ join: z.string().max(100), items: z.array(z.union([wireText, z.number()])).max(50) }),
]);
function wirePhraseSchema(depth: number): z.ZodType<WirePhrase> {
  const value = depth === 0 ? wireLeaf : z.union([wireLeaf, wirePhraseSchema(depth - 1)]);
  return z.object({
    key: z.string().max(100),
    values: z
      .record(z.string().max(40), value)
      .refine((values) => Object.keys(values).length <= 12, { error: 'At most 12 values' }),
  });
}
export const wirePhrase = wirePhraseSchema(3);

/**
 * Every error answer (DESIGN.md HTTP contract). `message` and `fields` are the spec's words in the
 * asked language; `said` and `fieldsSaid` are the same messages as phrases (issue #40), so that a
 * screen says them in its own language without reading words back.
 */
export const apiErrorSchema = z.object({
  message: z.string(),
  code: z.string().optional(),
  fields: z.record(z.string(), z.string()).optional(),
  said: wirePhrase.optional(),
  fieldsSaid: z.record(z.string(), wirePhrase).optional(),
});
export type ApiErrorBody = z.infer<typeof apiErrorSchema>;

/** A plain acknowledgement; `said`: its phrase (issue #40). */
export const messageResponseSchema = z.object({ message: z.string(), said: wirePhrase.optional() });

export const healthResponseSchema = z.object({
  status: z.enum(['ok', 'unavailable']),
  database: z.enum(['ok', 'unavailable']),
});

/** GET /api/countries (spec 001 §3 Country): ISO alpha-2 id, English name, EU/EEA membership. */
export const countrySchema = z.object({ id: z.string(), name: z.string(), isEuEea: z.boolean() });
export type Country = z.infer<typeof countrySchema>;
