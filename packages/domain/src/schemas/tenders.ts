import { z } from 'zod';
import { whenMissing } from './fields';
import { medicinePackSchema } from './medicine-packs';
import { revisionSchema } from './revision';

/**
 * Hospital medicine tenders (issue #38): a buyer's tender, its lots (one molecule, form and
 * strength each) and the laboratories' offers, scored on price and on the 'score carbone
 * médicament' (the ministry's note of 29 October 2025) by `tenders/scoring.ts`.
 * Carbon figures are in gCO2e; prices in euros excluding VAT.
 */
export const TENDER_MAX_LOTS = 200;
export const TENDER_MAX_OFFERS = 50;
export const TENDER_TEXT_MAX = 200;
export const TENDER_MAX_QUANTITY = 1e9;
export const TENDER_MAX_PRICE = 1e7;
export const TENDER_MAX_CARBON = 1e9;
export const TENDER_MAX_UNITS_PER_BOX = 10_000;
/** Tenders per client account. */
export const TENDERS_PER_CLIENT = 200;

/** UCD: the dispensing unit (unité commune de dispensation), the hospital's unit; BOX: a pack. */
export const tenderUnits = ['UCD', 'BOX'] as const;
export type TenderUnit = (typeof tenderUnits)[number];
/** The method of a declared carbon figure: the ministry's score carbone, or another (possibly irregular). */
export const tenderCarbonMethods = ['SCORE_CARBONE', 'OTHER'] as const;
export type TenderCarbonMethod = (typeof tenderCarbonMethods)[number];
/** Where an offer's carbon figure comes from: declared by the bidder, a published study, the medicine database, none. */
export const tenderCarbonSources = ['DECLARED', 'STUDY', 'IMPORTED', 'MISSING'] as const;
export type TenderCarbonSource = (typeof tenderCarbonSources)[number];
/** What the table and the export flag on an offer. */
export const tenderOfferFlags = [
  'CARBON_MISSING',
  'OTHER_METHOD',
  'CARBON_PROPOSED',
  'PRICE_MISSING',
  'UNITS_PER_BOX_MISSING',
] as const;
export type TenderOfferFlag = (typeof tenderOfferFlags)[number];

export const tenderMessages = {
  name: 'Give the tender a name.',
  text: `A text of at most ${TENDER_TEXT_MAX} characters`,
  weight: 'A weight from 0 to 100',
  weightsSum: 'The weights of price, carbon and other criteria must add up to 100.',
  quantity: 'A quantity above 0, at most 1,000,000,000',
  unit: "The unit is 'UCD' (dispensing unit) or 'BOX'.",
  method: "The method is 'SCORE_CARBONE' or 'OTHER'.",
  price: 'A price from 0 to 10,000,000 (excluding VAT)',
  carbon: 'A carbon figure from 0 to 1,000,000,000 gCO2e',
  unitsPerBox: 'Units per box: a whole number from 1 to 10,000',
  code: 'A CIP13 (13 digits) or CIS (8 digits) code',
  otherPoints: 'Points on other criteria from 0 to the weight of other criteria',
  tooManyLots: `A tender has at most ${TENDER_MAX_LOTS} lots.`,
  tooManyOffers: `A lot has at most ${TENDER_MAX_OFFERS} offers.`,
  notFound: 'Tender not found',
  staleSave:
    'This tender was changed elsewhere (in another tab or by a colleague) since this page opened it. Reload it to see the latest version.',
  tooManyTenders: `An account holds at most ${TENDERS_PER_CLIENT} tenders: delete one first.`,
  periodDate: 'Write the period’s dates as YYYY-MM-DD.',
  periodBoth: 'Give both dates of the tender’s period, or neither.',
  periodOrder: 'The tender’s period ends before it starts.',
} as const;

const periodDay = z
  .string({ error: tenderMessages.periodDate })
  .regex(/^\d{4}-\d{2}-\d{2}$/, tenderMessages.periodDate)
  .refine(
    (s) =>
      !Number.isNaN(Date.parse(`${s}T00:00:00Z`)) && new Date(`${s}T00:00:00Z`).toISOString().startsWith(s),
    tenderMessages.periodDate,
  )
  .nullable();
/**
 * The period the tender covers (issue #38: a tender has a name, a reference and a period): both
 * dates or neither, the first not after the second. Absent from tenders saved before.
 */
export const tenderPeriodSchema = z
  .object({ from: periodDay, to: periodDay })
  .superRefine(({ from, to }, ctx) => {
    if ((from === null) !== (to === null))
      ctx.addIssue({
        code: 'custom',
        path: [from === null ? 'from' : 'to'],
        message: tenderMessages.periodBoth,
      });
    else if (from !== null && to !== null && to < from)
      ctx.addIssue({ code: 'custom', path: ['to'], message: tenderMessages.periodOrder });
  });
export type TenderPeriod = z.infer<typeof tenderPeriodSchema>;

const text = z
  .string({ error: whenMissing(tenderMessages.text) })
  .trim()
  .max(TENDER_TEXT_MAX, tenderMessages.text);
const unit = z.enum(tenderUnits, { error: tenderMessages.unit });
const weight = z
  .number({ error: whenMissing(tenderMessages.weight) })
  .min(0, tenderMessages.weight)
  .max(100, tenderMessages.weight);
/** Nullable: a row being typed may not have its figure yet (scored as missing). */
const optionalNumber = (message: string, max: number) =>
  z
    .number({ error: whenMissing(message) })
    .min(0, message)
    .max(max, message)
    .nullable();

export const tenderOfferSchema = z.object({
  supplier: text,
  /** The offered pack's CIP13, or the medicine's CIS; empty while unknown. */
  cip13: z
    .string({ error: whenMissing(tenderMessages.code) })
    .trim()
    .regex(/^(\d{13}|\d{8})?$/, tenderMessages.code),
  unitsPerBox: z
    .number({ error: whenMissing(tenderMessages.unitsPerBox) })
    .int(tenderMessages.unitsPerBox)
    .min(1, tenderMessages.unitsPerBox)
    .max(TENDER_MAX_UNITS_PER_BOX, tenderMessages.unitsPerBox)
    .nullable(),
  price: optionalNumber(tenderMessages.price, TENDER_MAX_PRICE),
  priceUnit: unit,
  /** gCO2e per unit or per box, as declared; null: none declared. */
  carbon: optionalNumber(tenderMessages.carbon, TENDER_MAX_CARBON),
  carbonUnit: unit,
  carbonMethod: z.enum(tenderCarbonMethods, { error: tenderMessages.method }),
  /** Points the buyer gives by hand on the other criteria, at most the weight of other criteria. */
  otherPoints: optionalNumber(tenderMessages.otherPoints, 100),
});
export type TenderOffer = z.infer<typeof tenderOfferSchema>;

export const tenderLotSchema = z.object({
  name: text,
  inn: text,
  form: text,
  strength: text,
  quantity: z
    .number({ error: whenMissing(tenderMessages.quantity) })
    .positive(tenderMessages.quantity)
    .max(TENDER_MAX_QUANTITY, tenderMessages.quantity),
  unit,
  offers: z.array(tenderOfferSchema).max(TENDER_MAX_OFFERS, tenderMessages.tooManyOffers),
});
export type TenderLot = z.infer<typeof tenderLotSchema>;

export const tenderWeightsSchema = z.object({ price: weight, carbon: weight, other: weight });
export type TenderWeights = z.infer<typeof tenderWeightsSchema>;

/** The weights add up to 100, within rounding of decimals typed by hand. */
export function weightsAddUp(weights: TenderWeights): boolean {
  return Math.abs(weights.price + weights.carbon + weights.other - 100) < 1e-6;
}

/** A tender as the buyer writes it: POST /api/tenders, and PUT with its revision. */
export const tenderInputSchema = z
  .object({
    name: text.min(1, tenderMessages.name),
    reference: text,
    period: tenderPeriodSchema.optional(),
    weights: tenderWeightsSchema,
    lots: z.array(tenderLotSchema).max(TENDER_MAX_LOTS, tenderMessages.tooManyLots),
  })
  .superRefine((tender, ctx) => {
    if (!weightsAddUp(tender.weights))
      ctx.addIssue({ code: 'custom', path: ['weights'], message: tenderMessages.weightsSum });
    tender.lots.forEach((lot, l) => {
      lot.offers.forEach((offer, o) => {
        if (offer.otherPoints !== null && offer.otherPoints > tender.weights.other + 1e-9)
          ctx.addIssue({
            code: 'custom',
            path: ['lots', l, 'offers', o, 'otherPoints'],
            message: tenderMessages.otherPoints,
          });
      });
    });
  });
export type TenderInput = z.infer<typeof tenderInputSchema>;

export const tenderSaveSchema = z.object({ revision: revisionSchema }).and(tenderInputSchema);
export type TenderSave = z.infer<typeof tenderSaveSchema>;

/** A carbon figure the database proposes for an offer that declares none (per box of the pack). */
export const tenderCarbonProposalSchema = z.object({
  source: z.enum(['STUDY', 'IMPORTED']),
  gCO2ePerBox: z.number(),
  /** The medicine (or study) it comes from, as the database names it. */
  label: z.string().max(500),
  isDemo: z.boolean(),
});
export type TenderCarbonProposal = z.infer<typeof tenderCarbonProposalSchema>;

export const tenderOfferScoreSchema = z.object({
  /** The units per box the figures were divided by: the offer's, else its pack's in the database. */
  unitsPerBoxUsed: z.number().nullable(),
  pricePerUnit: z.number().nullable(),
  /** gCO2e per dispensing unit. */
  carbonPerUnit: z.number().nullable(),
  carbonSource: z.enum(tenderCarbonSources),
  pricePoints: z.number(),
  carbonPoints: z.number(),
  otherPoints: z.number(),
  total: z.number(),
  /** 1 is best; ties share a rank. */
  rank: z.number().int(),
  flags: z.array(z.enum(tenderOfferFlags)),
});
export type TenderOfferScore = z.infer<typeof tenderOfferScoreSchema>;

export const tenderLotResultSchema = z.object({
  /** The median of the lot's carbon figures per unit; null without any. */
  medianCarbonPerUnit: z.number().nullable(),
  /** Index of the best-ranked offer (ties: the lower carbon, then the first); null without offers. */
  bestOffer: z.number().int().nullable(),
  /** gCO2e the best-ranked offer saves against the median offer over the lot's quantity. */
  carbonSavedG: z.number().nullable(),
});
export type TenderLotResult = z.infer<typeof tenderLotResultSchema>;

/**
 * The pack an offer's code names in the medicine database (issue #38): a CIP13 its own, a CIS the
 * default of its packs (decision 0071); `choices` lists a CIS's packs when it has several, for the
 * buyer to choose one (the offer then names that CIP13).
 */
export const tenderOfferPackSchema = z.object({
  taken: medicinePackSchema,
  choices: z.array(medicinePackSchema).max(100),
});
export type TenderOfferPack = z.infer<typeof tenderOfferPackSchema>;

export const scoredTenderOfferSchema = tenderOfferSchema.extend({
  proposal: tenderCarbonProposalSchema.nullable(),
  pack: tenderOfferPackSchema.nullable(),
  ...tenderOfferScoreSchema.shape,
});
export type ScoredTenderOffer = z.infer<typeof scoredTenderOfferSchema>;

export const tenderSummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  reference: z.string(),
  lots: z.number().int(),
  offers: z.number().int(),
  revision: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TenderSummary = z.infer<typeof tenderSummarySchema>;
export const tenderListSchema = z.array(tenderSummarySchema);

export const tenderSchema = tenderSummarySchema.omit({ lots: true, offers: true }).extend({
  period: tenderPeriodSchema,
  weights: tenderWeightsSchema,
  lots: z.array(
    tenderLotSchema.extend({
      offers: z.array(scoredTenderOfferSchema),
      result: tenderLotResultSchema,
    }),
  ),
});
export type Tender = z.infer<typeof tenderSchema>;

export const tenderExportFormats = ['xlsx', 'pdf'] as const;
export const tenderExportQuerySchema = z.object({
  format: z.enum(tenderExportFormats, { error: "The format is 'xlsx' or 'pdf'." }),
});
