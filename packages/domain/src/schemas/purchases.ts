import { z } from 'zod';

/**
 * A hospital's purchases file turned into tonnes of CO2e (issue #25): the answer of
 * POST /api/medicine/purchases, its limits, and the monetary fallback.
 */

/** How a purchase line was matched: best first. */
export const purchaseMatchLevels = ['CIP13', 'CIS', 'NAME', 'MONETARY', 'NONE'] as const;
export type PurchaseMatchLevel = (typeof purchaseMatchLevels)[number];

/** 20,000 lines must work (issue #25); the limit leaves no room for a whole database dump. */
export const PURCHASES_MAX_LINES = 20_000;
/** A 20,000-line CSV is about 1–2 MB; XLSX is compressed. */
export const PURCHASES_MAX_BYTES = 8 * 1024 * 1024;

/**
 * The default monetary fallback, kgCO2e per k€ (excluding VAT) spent on a medicine no code or name
 * matched. It is meant to be ADEME's Base Carbone monetary ratio for pharmaceutical products
 * ('Produits pharmaceutiques', ratios monétaires). NOT CONFIRMED: the Base Carbone could not be
 * reached when this was written, so the figure below is a placeholder to be checked against the
 * Base Carbone before use; set PURCHASES_MONETARY_FACTOR to the confirmed value
 * (docs/decisions/0037-hospital-purchases.md).
 */
export const DEFAULT_MONETARY_FACTOR_KG_PER_KEUR = 440;
export const MONETARY_FACTOR_SOURCE =
  'ADEME Base Carbone, monetary ratio for pharmaceutical products (kgCO2e per k€ excl. VAT) — default figure not yet confirmed against the Base Carbone; configurable with PURCHASES_MONETARY_FACTOR';

export const purchaseAlternativeSchema = z.object({
  id: z.string(),
  name: z.string(),
  carbon: z.number(),
  /** gCO2eq saved per box. */
  savingPerBox: z.number(),
  /** kgCO2e saved over the purchased quantity (the file is taken as one year of purchases). */
  savingKgCO2ePerYear: z.number(),
  isDemo: z.boolean(),
});
export type PurchaseAlternative = z.infer<typeof purchaseAlternativeSchema>;

export const purchaseLineSchema = z.object({
  /** Line of the file (the header is line 1). */
  line: z.number().int(),
  /** The code, else the name, as written in the file. */
  input: z.string(),
  medicineId: z.string().nullable(),
  medicineName: z.string().nullable(),
  matchLevel: z.enum(purchaseMatchLevels),
  /** Boxes. */
  quantity: z.number(),
  unitPrice: z.number().nullable(),
  supplier: z.string().nullable(),
  atc: z.string().nullable(),
  gCO2ePerBox: z.number().nullable(),
  /** Null for a NONE line: it is counted nowhere, and said so. */
  kgCO2e: z.number().nullable(),
  alternatives: z.array(purchaseAlternativeSchema),
});
export type PurchaseLine = z.infer<typeof purchaseLineSchema>;

const totalSchema = z.object({ lines: z.number().int(), kgCO2e: z.number() });

export const purchasesAnswerSchema = z.object({
  lines: z.array(purchaseLineSchema),
  totals: z.object({
    kgCO2e: z.number(),
    byMatchLevel: z.object({
      CIP13: totalSchema,
      CIS: totalSchema,
      NAME: totalSchema,
      MONETARY: totalSchema,
      NONE: totalSchema,
    }),
    /** Largest first; a line without supplier counts under null. */
    bySupplier: z.array(totalSchema.extend({ supplier: z.string().nullable() })),
    /** By ATC therapeutic subgroup (2nd level, e.g. N02), largest first; null = unknown. */
    byAtc: z.array(totalSchema.extend({ atc: z.string().nullable() })),
    /** kgCO2e a year saved if every matched line bought its lowest alternative. */
    possibleSavingKgCO2e: z.number(),
  }),
  errors: z.array(z.object({ line: z.number().int(), message: z.string() })),
  monetaryFactor: z.object({ kgCO2ePerKEur: z.number(), source: z.string() }),
  isDemo: z.boolean(),
});
export type PurchasesAnswer = z.infer<typeof purchasesAnswerSchema>;
