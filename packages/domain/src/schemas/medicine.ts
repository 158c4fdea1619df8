import { z } from 'zod';
import { messages } from '../messages';
import { whenMissing } from './fields';

/**
 * The medicine carbon footprint database (spec 001 §2 'Medicine database', §3 Medicine,
 * §7 medicine calls, §9 constants): shapes shared by the API routes and the search pages.
 */

/** Spec 001 §9: only France is available as a commercialization country. */
export const MEDICINE_COMMERCIALIZATION_COUNTRY = 'France';
/** Spec 001 §9: the uncertainty is 1.96 × the standard deviation from 200,000 bootstrap iterations. */
export const MEDICINE_UNCERTAINTY_SD_FACTOR = 1.96;
export const MEDICINE_BOOTSTRAP_ITERATIONS = 200_000;
/** How many names the autocomplete answers, and how many rows a search answers at most. */
export const MEDICINE_SUGGESTION_LIMIT = 10;
export const MEDICINE_LIST_LIMIT = 100;
/** Longer than any medicine name; bounds the work one search can ask of the database. */
export const MEDICINE_QUERY_MAX_LENGTH = 100;

/** The pharmaceutical forms the database holds (spec 001 §1: tablets and capsules only). */
export const medicineForms = ['tablet', 'capsule'] as const;
export type MedicineForm = (typeof medicineForms)[number];

/**
 * The three segments of a footprint, in the spec's words (spec 001 §2), keyed by the share field
 * that holds each one. The shares of one medicine sum to 1.
 */
export const medicineSegments = [
  { key: 'emCreation', label: 'Ingredient and packaging production' },
  { key: 'emProduction', label: 'Medicine production and corporate emissions' },
  { key: 'emStorage', label: 'Storage and distribution' },
] as const;
export type MedicineSegmentKey = (typeof medicineSegments)[number]['key'];

/**
 * The form a name is searched in: lower case, accents removed, spaces collapsed, so that
 * 'Ibuproféne' finds 'IBUPROFENE'. The importer and the demo seeder store names this way
 * (medicines.search_name) and the search normalises the query the same way.
 */
export function normalizeMedicineName(value: string): string {
  return value
    .replace(/\p{Cc}/gu, ' ') // control characters (a NUL would even be refused by PostgreSQL)
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .replace(/œ/gi, 'oe')
    .replace(/æ/gi, 'ae')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * The strength written in a medicine's name, normalised ('DOLIPRANE 1000 mg, comprimé' →
 * '1000 mg'; 'AUGMENTIN 500 mg/62,5 mg' → '500 mg/62.5 mg'), or null when the name has none.
 * Alternatives (issue #25) are medicines of the same INN, form and strength.
 */
export function medicineStrength(name: string): string | null {
  const unit = '(?:mg|g|µg|microgrammes?|ui|%)';
  const one = String.raw`\d+(?:[.,]\d+)?\s*${unit}`;
  const found = normalizeMedicineName(name)
    .replace(/μ/g, 'µ')
    .match(new RegExp(String.raw`(?:^|[\s(])(${one}(?:\s*/\s*${one})*)(?=$|[\s,;)])`, 'u'));
  if (!found) return null;
  return found[1]!
    .replace(/,/g, '.')
    .replace(/\s*\/\s*/g, '/')
    .replace(/(\d)\s*([a-zµ%])/g, '$1 $2')
    .replace(/microgrammes?/g, 'µg');
}

/** Spec 001 §5 Medicine search: 'Name can't be empty' (a name of spaces or accents alone is empty too). */
export const medicineSearchNameSchema = z
  .string({ error: whenMissing(messages.medicineSearch.nameEmpty) })
  .trim()
  .min(1, messages.medicineSearch.nameEmpty)
  .max(MEDICINE_QUERY_MAX_LENGTH, `Must be at most ${MEDICINE_QUERY_MAX_LENGTH} characters`)
  .refine((v) => normalizeMedicineName(v) !== '', messages.medicineSearch.nameEmpty);

/** GET /api/medicine/list?name= */
export const medicineListQuerySchema = z.object({ name: medicineSearchNameSchema });
/** GET /api/medicine/complete/{name} */
export const medicineCompleteParamsSchema = z.object({ name: medicineSearchNameSchema });
/** GET /api/medicine/info/{id} */
export const medicineIdParamsSchema = z.object({ id: z.string().trim().min(1).max(64) });

/**
 * The autocomplete's answer: spec 001 §7 says the call 'returns a list of names', and existing
 * clients expect exactly that. Distinct names, best first; a name may belong to several medicines,
 * so the page opens a suggestion with a search for it (GET /api/medicine/list?name=).
 */
export const medicineSuggestionsSchema = z.array(z.string());
export type MedicineSuggestions = z.infer<typeof medicineSuggestionsSchema>;

/** One row of the search result table. */
export const medicineListItemSchema = z.object({
  id: z.string(),
  name: z.string(),
  smallName: z.string(),
  form: z.enum(medicineForms).nullable(),
  /** gCO2eq per box. */
  carbon: z.number(),
  /** Half-width of the 95% interval, gCO2eq per box. */
  uncertainty: z.number().nullable(),
  isDemo: z.boolean(),
});
export type MedicineListItem = z.infer<typeof medicineListItemSchema>;

export const medicineListSchema = z.object({
  results: z.array(medicineListItemSchema),
  /** True when more medicines matched than the answer holds (MEDICINE_LIST_LIMIT). */
  truncated: z.boolean(),
  /** True when no name matched and the results are the closest spellings (typo tolerance). */
  approximate: z.boolean(),
  /** True when any result is demonstration data; `demoNotice` then says so in words. */
  isDemo: z.boolean(),
  demoNotice: z.string().nullable(),
});
export type MedicineList = z.infer<typeof medicineListSchema>;

/** Where the medicine stands among those with the same active substance (INN). */
export const medicineComparisonSchema = z.object({
  inn: z.string(),
  /** 1 = the lowest footprint per box among `count` medicines of this INN. */
  rank: z.number().int(),
  count: z.number().int(),
  median: z.number(),
  min: z.number(),
  max: z.number(),
});
export type MedicineComparison = z.infer<typeof medicineComparisonSchema>;

/**
 * A medicine of the same INN, form and strength with a lower footprint per box (issue #25).
 * `savingPerBox` is gCO2eq saved for each box bought instead of the medicine shown.
 */
export const medicineAlternativeSchema = z.object({
  id: z.string(),
  name: z.string(),
  carbon: z.number(),
  savingPerBox: z.number(),
  isDemo: z.boolean(),
});
export type MedicineAlternative = z.infer<typeof medicineAlternativeSchema>;

/** At most this many alternatives are listed, lowest footprint first. */
export const MEDICINE_ALTERNATIVES_LIMIT = 5;

/** GET /api/medicine/info/{id}: spec 001 §7 fields, plus what the product page needs to explain them. */
export const medicineInfoSchema = z.object({
  id: z.string(),
  name: z.string(),
  smallName: z.string(),
  inn: z.string().nullable(),
  form: z.enum(medicineForms).nullable(),
  carbon: z.number(),
  uncertainty: z.number().nullable(),
  wiselist: z.string().nullable(),
  emCreation: z.number(),
  emProduction: z.number(),
  emStorage: z.number(),
  /** End of life, the fourth share, where a study gives it (issue #37); null for an imported row. */
  emEndOfLife: z.number().nullable(),
  /** Where the figures come from: the imported data set, or a medicine footprint study (issue #37). */
  source: z.enum(['imported', 'study']),
  /** A study's row: its date, method version and the 95 % interval of `carbon`; null when imported. */
  study: z
    .object({ date: z.string(), methodVersion: z.string(), p2_5: z.number(), p97_5: z.number() })
    .nullable(),
  commercializationCountry: z.literal(MEDICINE_COMMERCIALIZATION_COUNTRY),
  isDemo: z.boolean(),
  demoNotice: z.string().nullable(),
  /** Null when the INN is unknown. */
  comparison: medicineComparisonSchema.nullable(),
  /** CIS code, or null (issue #25). */
  cis: z.string().nullable(),
  /** CIP13 codes of its presentations. */
  cip13: z.array(z.string()),
  /** ATC class, or null. */
  atc: z.string().nullable(),
  /** Same INN, form and strength, lower footprint per box; lowest first. */
  alternatives: z.array(medicineAlternativeSchema),
});
export type MedicineInfo = z.infer<typeof medicineInfoSchema>;
