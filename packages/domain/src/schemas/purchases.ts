import { z } from 'zod';
import { wirePhrase } from './common';
import { MEDICINE_ALTERNATIVES_LIMIT } from './medicine';
import { medicinePackSchema } from './medicine-packs';

/**
 * A hospital's purchases file turned into tonnes of CO2e (issue #25): the answer of
 * POST /api/medicine/purchases, its limits, and the monetary fallback.
 */

/**
 * What a purchase line counts (issue #38): boxes, or dispensing units (UCD, the hospital's unit:
 * one tablet or capsule), turned into boxes by the units per box of the line's pack.
 */
export const purchaseUnits = ['BOX', 'UCD'] as const;
export type PurchaseUnit = (typeof purchaseUnits)[number];

/** How a purchase line was matched: best first. */
export const purchaseMatchLevels = ['CIP13', 'CIS', 'NAME', 'MONETARY', 'NONE'] as const;
export type PurchaseMatchLevel = (typeof purchaseMatchLevels)[number];

/** 20,000 lines must work (issue #25); the limit leaves no room for a whole database dump. */
export const PURCHASES_MAX_LINES = 20_000;
/** A 20,000-line CSV is about 1–2 MB; XLSX is compressed. */
export const PURCHASES_MAX_BYTES = 8 * 1024 * 1024;
/** Boxes on one purchase line: above 0 and at most this (the parser and a saved basket alike). */
export const PURCHASE_MAX_QUANTITY = 1e9;
/** A unit price in euros excluding VAT: 0 to this. */
export const PURCHASE_MAX_UNIT_PRICE = 1e7;

/**
 * The default monetary fallback, kgCO2e per k€ (excluding VAT) spent on a medicine no code or name
 * matched: ADEME's monetary ratio for medicines (Base Carbone, now Base Empreinte), computed from
 * input-output tables: 500 kgCO2e/k€. SECOND-HAND: the figure is quoted by a hospital carbon-
 * accounting vendor's public method page (sante.shadow.eco, 'Médicaments'); the Base Empreinte entry
 * itself could not be reached from this workplace, so the figure is not yet checked against it.
 * The Base Carbone's open-data extract is published by ADEME under the Licence Ouverte (Etalab).
 * Set PURCHASES_MONETARY_FACTOR to override it (docs/decisions/0039-purchases-page-and-baskets.md).
 */
export const DEFAULT_MONETARY_FACTOR_KG_PER_KEUR = 500;
/**
 * Where the monetary factor comes from, as the buyer reads it (issue #38 'Wording': a buyer never
 * reads developer notes): ADEME's ratio, or one the portal's provider set with
 * PURCHASES_MONETARY_FACTOR. Said in the reader's language: `medicines.purchases.monetarySource.*`.
 */
export const monetaryFactorOrigins = ['ADEME', 'SERVER'] as const;
export type MonetaryFactorOrigin = (typeof monetaryFactorOrigins)[number];
/** The English of each origin, kept in the answer's `source` (and in the baskets saved with it). */
export const MONETARY_FACTOR_SOURCE =
  'ADEME monetary ratio for pharmaceuticals, 500 kgCO2e per k€ excluding VAT (Base Empreinte, from input-output tables; its edition is not yet confirmed)';
/** The catalogue key that says a monetary factor's source, or null for an old basket's own text. */
export const monetarySourceKey = (factor: { origin?: MonetaryFactorOrigin | undefined }) =>
  factor.origin ? (`medicines.purchases.monetarySource.${factor.origin}` as const) : null;
export const MONETARY_FACTOR_CONFIGURED_SOURCE =
  'a ratio set by the provider of this portal, in kgCO2e per k€ excluding VAT, in place of ADEME’s';

/**
 * The period a purchases file covers (issue #38 'Period'): the buyer states it, and the savings
 * 'a year' are scaled from it (a quarter's saving × 365 ÷ its days). Without one the file is
 * taken as one year of purchases, and the screens say so.
 */
export const PURCHASES_PERIOD_MAX_DAYS = 5 * 366;
export const purchasesPeriodMessages = {
  date: 'Write the period’s dates as YYYY-MM-DD.',
  both: 'Give both dates of the period, or neither.',
  order: 'The period ends before it starts.',
  tooLong: `A period covers at most ${PURCHASES_PERIOD_MAX_DAYS} days.`,
} as const;
const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, purchasesPeriodMessages.date)
  .refine((s) => new Date(`${s}T00:00:00Z`).toISOString().startsWith(s), purchasesPeriodMessages.date);
/** Days from `from` to `to`, both included. */
export const periodDays = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;
/** The query of POST /api/medicine/purchases: both dates or neither. */
export const purchasesPeriodQuerySchema = z
  .object({
    from: day.optional(),
    to: day.optional(),
    /** What the file's quantities count where it has no unit column (issue #38); boxes by default. */
    unit: z.enum(purchaseUnits, { error: "The unit is 'UCD' (dispensing units) or 'BOX'." }).optional(),
  })
  .superRefine(({ from, to }, ctx) => {
    if ((from === undefined) !== (to === undefined))
      ctx.addIssue({ code: 'custom', message: purchasesPeriodMessages.both, path: [from ? 'to' : 'from'] });
    else if (from && to && to < from)
      ctx.addIssue({ code: 'custom', message: purchasesPeriodMessages.order, path: ['to'] });
    else if (from && to && periodDays(from, to) > PURCHASES_PERIOD_MAX_DAYS)
      ctx.addIssue({ code: 'custom', message: purchasesPeriodMessages.tooLong, path: ['to'] });
  });
export const purchasesPeriodSchema = z.object({
  from: day,
  to: day,
  days: z.number().int().min(1).max(PURCHASES_PERIOD_MAX_DAYS),
});
export type PurchasesPeriod = z.infer<typeof purchasesPeriodSchema>;

/** Bounds of what a saved basket may carry back (the parser keeps texts to 300 characters). */
const TEXT_MAX = 500;
const text = z.string().max(TEXT_MAX);

export const purchaseAlternativeSchema = z.object({
  id: text,
  name: text,
  carbon: z.number(),
  /** gCO2eq saved per box. */
  savingPerBox: z.number(),
  /** kgCO2e saved a year: over the purchased quantity, scaled from the file's period (one year without one). */
  savingKgCO2ePerYear: z.number(),
  isDemo: z.boolean(),
});
export type PurchaseAlternative = z.infer<typeof purchaseAlternativeSchema>;

/**
 * A purchase line as a basket stores it. Baskets saved before issue #38 may hold a fractional
 * number of boxes (the parser refused none then): this shape still reads them (a basket's GET, an
 * export of it), while what is matched again checks whole boxes (purchaseLineSchema).
 */
export const storedPurchaseLineSchema = z.object({
  /** Line of the file (the header is line 1). */
  line: z.number().int(),
  /** The code, else the name, as written in the file. */
  input: text,
  medicineId: text.nullable(),
  medicineName: text.nullable(),
  matchLevel: z.enum(purchaseMatchLevels),
  /** Boxes, or dispensing units where `unit` is UCD. */
  quantity: z.number().positive().max(PURCHASE_MAX_QUANTITY),
  /** What `quantity` counts (issue #38); absent from baskets saved before: boxes. */
  unit: z.enum(purchaseUnits).optional(),
  /**
   * The boxes the line comes to: its quantity, or its UCD ÷ the units per box of its pack; null
   * when a count in UCD meets a pack whose size is unknown (the line is then counted nowhere).
   */
  boxes: z.number().min(0).max(PURCHASE_MAX_QUANTITY).nullable().optional(),
  /**
   * The pack taken (issue #38): a CIP13's own; for a CIS or a name, the buyer's choice or the
   * default (the largest box, decision 0071). Null when the database knows no pack.
   */
  pack: medicinePackSchema.nullable().optional(),
  /** A CIS's (or a name's) packs when there are several, for the buyer to choose one. */
  packChoices: z.array(medicinePackSchema).max(100).optional(),
  /** gCO2e per dispensing unit: the per-box figure ÷ the pack's units; null when unknown. */
  gCO2ePerUnit: z.number().nullable().optional(),
  unitPrice: z.number().min(0).max(PURCHASE_MAX_UNIT_PRICE).nullable(),
  supplier: text.nullable(),
  atc: text.nullable(),
  gCO2ePerBox: z.number().nullable(),
  /** Null for a NONE line: it is counted nowhere, and said so. */
  kgCO2e: z.number().nullable(),
  alternatives: z.array(purchaseAlternativeSchema).max(MEDICINE_ALTERNATIVES_LIMIT),
  /**
   * A line matched by its name: how many medicines the name fits when more than one (the closest
   * name was taken, issue #38); absent otherwise.
   */
  nameFits: z.number().int().min(2).max(1_000_000).optional(),
});
export const purchaseLineMessages = {
  wholeBoxes: 'A quantity of boxes is a whole number; a fraction is counted in UCD.',
} as const;

/** A purchase line sent to be matched (a basket saved, an answer matched again): whole boxes. */
export const purchaseLineSchema = storedPurchaseLineSchema.superRefine((line, ctx) => {
  if ((line.unit ?? 'BOX') === 'BOX' && !Number.isInteger(line.quantity))
    ctx.addIssue({ code: 'custom', path: ['quantity'], message: purchaseLineMessages.wholeBoxes });
});
export type PurchaseLine = z.infer<typeof storedPurchaseLineSchema>;

/** The most reasons a purchases file's bad line has (each of its checks at most once). */
export const BAD_LINE_REASONS_MAX = 12;

const totalSchema = z.object({ lines: z.number().int(), kgCO2e: z.number() });

const answerWith = <L extends z.ZodType>(line: L) =>
  z.object({
    lines: z.array(line).max(PURCHASES_MAX_LINES),
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
      bySupplier: z.array(totalSchema.extend({ supplier: text.nullable() })).max(PURCHASES_MAX_LINES),
      /** By ATC therapeutic subgroup (2nd level, e.g. N02), largest first; null = unknown. */
      byAtc: z.array(totalSchema.extend({ atc: text.nullable() })).max(PURCHASES_MAX_LINES),
      /** kgCO2e a year saved if every matched line bought its lowest alternative. */
      possibleSavingKgCO2e: z.number(),
    }),
    errors: z
      .array(
        z.object({
          line: z.number().int(),
          message: text,
          /**
           * The reasons as phrases (issue #40): what the server says `message` from in each
           * language. Sent back by a client, so bounded here and each key checked by the API.
           */
          reasons: z.array(wirePhrase).max(BAD_LINE_REASONS_MAX).optional(),
          /** The line's cells as the buyer wrote them, joined with ' | ' (issue #38); absent before it. */
          written: text.optional(),
        }),
      )
      .max(PURCHASES_MAX_LINES + 1),
    monetaryFactor: z.object({
      kgCO2ePerKEur: z.number(),
      source: z.string().max(1_000),
      /** Absent from baskets saved before issue #38: their `source` is shown as it was saved. */
      origin: z.enum(monetaryFactorOrigins).optional(),
    }),
    isDemo: z.boolean(),
    /** The period the file covers, as the buyer stated it; null or absent: taken as one year. */
    period: purchasesPeriodSchema.nullable().optional(),
  });
/** An answer to match (POST /medicine/baskets, /purchases/rematch) or just matched: whole boxes. */
export const purchasesAnswerSchema = answerWith(purchaseLineSchema);
/** An answer as a basket keeps it, old ones included (GET a basket, export it). */
export const storedPurchasesAnswerSchema = answerWith(storedPurchaseLineSchema);
export type PurchasesAnswer = z.infer<typeof storedPurchasesAnswerSchema>;

/**
 * Baskets (issue #25): a purchases answer saved for the client account, private to it and shared by
 * its sub-users. The answer is kept as it was computed (its factor and source with it), so that a
 * basket reopened later shows what was saved, not a recomputation with today's database. On save
 * the server matches the lines again and stores its own figures, never the ones the browser sent
 * (decision 0045).
 */
export const PURCHASE_BASKET_NAME_MAX = 120;
/** Baskets per client account. */
export const PURCHASE_BASKETS_PER_CLIENT = 50;
/** A saved answer of 20,000 lines with their alternatives as JSON. */
export const PURCHASE_BASKET_MAX_BYTES = 24 * 1024 * 1024;

export const purchaseBasketNameSchema = z
  .string()
  .trim()
  .min(1, 'Give the basket a name.')
  .max(PURCHASE_BASKET_NAME_MAX, `A basket name has at most ${PURCHASE_BASKET_NAME_MAX} characters.`);

export const purchaseBasketInputSchema = z.object({
  name: purchaseBasketNameSchema,
  answer: purchasesAnswerSchema,
});
export type PurchaseBasketInput = z.infer<typeof purchaseBasketInputSchema>;

/** POST /api/medicine/purchases/rematch: an answer to match again (issue #38: a pack chosen). */
export const purchasesRematchInputSchema = z.object({ answer: purchasesAnswerSchema });

export const purchaseBasketRenameSchema = z.object({ name: purchaseBasketNameSchema });

export const purchaseBasketSummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  lines: z.number().int(),
  kgCO2e: z.number(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** Who saved it (main user or sub-user), null once that user is gone. */
  createdBy: z.string().nullable(),
});
export type PurchaseBasketSummary = z.infer<typeof purchaseBasketSummarySchema>;

export const purchaseBasketListSchema = z.array(purchaseBasketSummarySchema);

export const purchaseBasketSchema = purchaseBasketSummarySchema.extend({
  answer: storedPurchasesAnswerSchema,
});
export type PurchaseBasket = z.infer<typeof purchaseBasketSchema>;

/** POST /api/medicine/purchases/export: an answer written as a CSV or XLSX file. */
export const purchasesExportFormats = ['csv', 'xlsx'] as const;
export const purchasesExportInputSchema = z.object({
  format: z.enum(purchasesExportFormats),
  // A file of what the buyer sees, old baskets included: nothing is matched or stored.
  answer: storedPurchasesAnswerSchema,
});
