import { z } from 'zod';
import { euOriginConfirmedSchema } from '../labels/eu-origin-confirmation';
import { messages } from '../messages';
import { projectStatuses } from '../workflow/status';
import { emailSchema, whenMissing } from './fields';
import {
  MAX_REACTIONS,
  massBalanceBoundIssues,
  massBalanceEntrySchema,
  massBalanceIssues,
} from './mass-balance';
import { medicineFootprintDocumentShape } from './medicine-footprint';
import {
  percentageIssue,
  percentageSchema,
  type TreeNodeDraft,
  type TreeType,
  treeCompleteSchema,
  treeNodeDraftSchema,
  treeNumberIssues,
  treeTypeSchema,
  treeTypes,
} from './tree';

/**
 * The documents of the three project kinds, field for field from spec 001 §3.
 * Each kind has a draft schema (only the name is required: a draft may be saved at any
 * point of a wizard) and a complete schema (the rules of spec 001 §5, for submission).
 */

const text = (max = 200) => z.string().trim().max(max);
const longText = () => z.string().trim().max(5000);
const required = (message: string, max = 200) =>
  z
    .string({ error: whenMissing(message) })
    .trim()
    .min(1, message)
    .max(max);
const countryId = () => z.string().trim().max(10);

// ---- shared pieces ----

/** A drug product is made of at most this many drug substances (ours: the spec sets no maximum). */
export const MAX_DRUG_SUBSTANCES = 20;

/**
 * Where the client's wizard stopped, so that reopening a draft from the lists goes back to the
 * step reached (issue #9). Stored with the draft; the screens ignore a value out of range.
 */
const wizardStep = z.number().int().min(0).max(20).optional();

/**
 * The root of a route tree is the product itself (spec 001 §2): its name, CAS number and tree
 * type are those of the product, whatever the body says of them, so that the tree rules
 * (chemical or transformation steps) follow the product's declared type.
 */
function syncTreeRoot(tree: unknown, product: { name?: unknown; cas?: unknown; type?: unknown }): unknown {
  if (!tree || typeof tree !== 'object' || Array.isArray(tree)) return tree;
  const root = { ...(tree as TreeNodeDraft) };
  if (typeof product.name === 'string') root.name = product.name;
  if (typeof product.cas === 'string') root.cas = product.cas;
  if (typeof product.type === 'string' && (treeTypes as readonly string[]).includes(product.type))
    root.type = product.type as TreeType;
  return root;
}

/** Applies syncTreeRoot to `value.tree` before validation (the body is still unknown JSON). */
function withSyncedRoot(value: unknown, nameField: string): unknown {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return value;
  const doc = value as Record<string, unknown>;
  if (!('tree' in doc)) return value;
  return { ...doc, tree: syncTreeRoot(doc.tree, { name: doc[nameField], cas: doc.cas, type: doc.type }) };
}

/** HS code: digits only, at least 6 (spec 001 §5). */
export const hsCodeSchema = z
  .string({ error: whenMissing(messages.label.hsCodeEmpty) })
  .trim()
  .min(1, messages.label.hsCodeEmpty)
  // The bound first: an over-long code says so (issue #22), and no pattern runs over a huge text.
  .max(12, messages.label.hsCodeTooLong)
  .regex(/^\d*$/, messages.label.hsCodeDigitsOnly)
  .min(6, messages.label.hsCodeTooShort);

const countryShareDraft = z.object({
  countryId: countryId().nullable().optional(),
  percentage: z
    .union([z.number().int().min(-999).max(999), z.string().max(3)])
    .nullable()
    .optional(),
});

/** 1 to 3 countries whose percentages total 100 (spec 001 §5 product wizard). */
function countryShares(emptyMessage: string) {
  return z
    .array(
      z.object({
        countryId: z
          .string({ error: whenMissing(emptyMessage) })
          .trim()
          .min(1, emptyMessage)
          .max(10),
        percentage: percentageSchema,
      }),
    )
    .min(1, emptyMessage)
    .max(3)
    .refine(
      (list) => list.reduce((sum, c) => sum + c.percentage, 0) === 100,
      messages.percentage.totalNot100,
    );
}

// ---- drug substance (origin label of a substance) ----

const substanceDraftShape = z.object({
  inn: required(messages.label.innEmpty),
  cas: text(60).optional(),
  codeHs: text(20).optional(),
  type: z.enum(treeTypes).nullable().optional(),
  tree: treeNodeDraftSchema.nullable().optional(),
  wizardStep,
});
export const substanceDraftSchema = z.preprocess((v) => withSyncedRoot(v, 'inn'), substanceDraftShape);
export type SubstanceDraft = z.input<typeof substanceDraftShape>;

/**
 * Step 1 of the drug substance wizard, and of each drug substance of a drug product
 * (spec 001 §5 'Substance and product wizards').
 */
export const substanceIdentitySchema = z.object({
  inn: required(messages.label.innEmpty),
  cas: required(messages.label.casEmpty, 60),
  codeHs: hsCodeSchema,
  type: treeTypeSchema,
});

/** A substance with its complete route tree, the root synced to the substance. */
const substanceWithTree = z.preprocess(
  (v) => withSyncedRoot(v, 'inn'),
  substanceIdentitySchema.extend({ tree: treeCompleteSchema }),
);

/** POST substance/create and substance/validate/{id}. */
export const substanceCompleteSchema = substanceWithTree;

// ---- drug product (European origin label) ----

const apiEntryDraft = z.preprocess(
  (v) => withSyncedRoot(v, 'inn'),
  z.object({
    inn: text().optional(),
    cas: text(60).optional(),
    codeHs: text(20).optional(),
    type: z.enum(treeTypes).nullable().optional(),
    tree: treeNodeDraftSchema.nullable().optional(),
  }),
);

export const originDraftSchema = z.object({
  drugProductName: required(messages.label.drugProductNameEmpty),
  drugProductCode: text(40).optional(),
  drugProductCodeHs: text(20).optional(),
  commercializationCountry: countryId().nullable().optional(),
  productionCountriesDrugFormulation: z.array(countryShareDraft).max(3).optional(),
  productionCountriesPrimaryPackaging: z.array(countryShareDraft).max(3).optional(),
  apiCount: z.number().int().min(1).max(MAX_DRUG_SUBSTANCES).optional(),
  api: z.array(apiEntryDraft).max(MAX_DRUG_SUBSTANCES).optional(),
  wizardStep,
});
export type OriginDraft = z.input<typeof originDraftSchema>;

/** Step 1 of the drug product wizard: the product and where it is made (spec 001 §5). */
export const originProductSchema = z.object({
  drugProductName: required(messages.label.drugProductNameEmpty),
  drugProductCode: required(messages.label.drugProductCodeEmpty, 40),
  drugProductCodeHs: hsCodeSchema,
  commercializationCountry: required(messages.label.commercializationCountryEmpty, 10),
  productionCountriesDrugFormulation: countryShares(messages.label.formulationCountryEmpty),
  productionCountriesPrimaryPackaging: countryShares(messages.label.packagingCountryEmpty),
});

/** apiCount drug substances, no fewer and no more (spec 001 §3: apiCount minimum 1, default 1). */
const apiCount = z
  .number({ error: whenMissing(messages.label.apiCountInvalid) })
  .int(messages.label.apiCountInvalid)
  .min(1, messages.label.apiCountInvalid)
  .max(MAX_DRUG_SUBSTANCES, messages.label.apiCountInvalid);
const describesEverySubstance = (v: { apiCount: number; api: unknown[] }) => v.api.length === v.apiCount;
const everySubstance = { message: messages.label.substancesMissing, path: ['api'] };

/** Step 2 of the drug product wizard: each drug substance #1..n. */
export const originSubstancesSchema = z
  .object({ apiCount, api: z.array(substanceIdentitySchema).min(1).max(MAX_DRUG_SUBSTANCES) })
  .refine(describesEverySubstance, everySubstance);

/** POST origin/create and origin/validate/{id}: every step, one complete tree per substance. */
export const originCompleteSchema = originProductSchema
  .extend({ apiCount, api: z.array(substanceWithTree).min(1).max(MAX_DRUG_SUBSTANCES) })
  .refine(describesEverySubstance, everySubstance);

// ---- carbon footprint: first part ----

/** Spec 001 §5 Footprint step 1: the counters are integers, minimum 0, step 1, default maximum 100. */
export const MAX_STEP_COUNTER = 100;
const stepCounter = z
  .number({ error: whenMissing(messages.footprint.stepCounterInvalid) })
  .int(messages.footprint.stepCounterInvalid)
  .min(0, messages.footprint.stepCounterInvalid)
  .max(MAX_STEP_COUNTER, messages.footprint.stepCounterInvalid);
const fileKey = z.string().max(200).nullable().optional();

/**
 * NB the spec's wire quirk, kept on purpose: reportDataContactPersonEmail holds the contact's
 * FUNCTION and reportDataContactPersonFunction holds the EMAIL. Forms and reports map them
 * (see carbonContactFromWire / carbonContactToWire) so no person ever sees them swapped.
 */
const carbonDraftShape = z.object({
  name: required(messages.footprint.nameEmpty),
  cas: text(60).optional(),
  reactionNumber: stepCounter.nullable().optional(),
  reactionNumberWithInformation: stepCounter.nullable().optional(),
  reactionNumberWithoutInformation: stepCounter.nullable().optional(),
  nameOfSupplier: text().optional(),
  productionCountry: countryId().nullable().optional(),
  reportDataComments: longText().optional(),
  reportDataCompanyActivity: longText().optional(),
  reportDataContactPersonName: text().optional(),
  reportDataContactPersonEmail: text().optional(),
  reportDataContactPersonFunction: text(320).optional(),
  reportDataProcessAndVolume: text().optional(),
  reportDataProductUse: longText().optional(),
  reportDataWrittenReport: z.boolean().optional(),
  reportDataDownloadMolecularStructure: fileKey,
  reportDataDownloadMolecularSyntheticRoute: fileKey,
  reportDataDownloadProcessFlowDiagram: fileKey,
  tree: treeNodeDraftSchema.nullable().optional(),
  // The second part's own bounds: what its saves accept is what this answers (issue #35).
  plants: z.array(z.string().max(100)).max(MAX_REACTIONS).optional(),
  substances: z.array(massBalanceEntrySchema).max(MAX_REACTIONS).optional(),
  wizardStep,
});
export const carbonDraftSchema = z.preprocess(
  (v) => withSyncedRoot(v, 'name'),
  // A first-part save that carries a mass balance holds it to the bounds of the second part's
  // saves (issue #35); answers read carbonDraftShape alone (mass-balance.ts says why).
  carbonDraftShape.superRefine((doc, ctx) => {
    for (const [index, entry] of (doc.substances ?? []).entries())
      addIssues(ctx, ['substances', index], massBalanceBoundIssues(entry));
  }),
);
export type CarbonDraft = z.input<typeof carbonDraftShape>;

/** Step 1 of the first part, complete (spec 001 §5 Footprint step 1). */
export const carbonStep1Schema = z
  .object({
    name: required(messages.footprint.nameEmpty),
    cas: required(messages.footprint.casEmpty, 60),
    reactionNumber: stepCounter,
    reactionNumberWithInformation: stepCounter,
    reactionNumberWithoutInformation: stepCounter,
    hasProductionData: z.boolean(),
    nameOfSupplier: text().optional(),
    productionCountry: countryId().nullable().optional(),
  })
  .superRefine((v, ctx) => {
    if (v.reactionNumber !== v.reactionNumberWithInformation + v.reactionNumberWithoutInformation) {
      ctx.addIssue({ code: 'custom', message: messages.footprint.stepsSum, path: ['reactionNumber'] });
    }
    if (!v.hasProductionData) {
      if (!v.nameOfSupplier)
        ctx.addIssue({ code: 'custom', message: messages.footprint.supplierEmpty, path: ['nameOfSupplier'] });
      if (!v.productionCountry)
        ctx.addIssue({
          code: 'custom',
          message: messages.footprint.productionCountryEmpty,
          path: ['productionCountry'],
        });
    }
  });

/** The footprint contact's e-mail (spec 001 §5 step 2): required, then a valid address. */
const contactEmail = z
  .string({ error: whenMissing(messages.footprint.contactEmailEmpty) })
  .trim()
  .min(1, messages.footprint.contactEmailEmpty)
  .pipe(emailSchema);

const stepCounters = {
  reactionNumber: stepCounter,
  reactionNumberWithInformation: stepCounter,
  reactionNumberWithoutInformation: stepCounter,
};
type StepCounters = {
  reactionNumber: number;
  reactionNumberWithInformation: number;
  reactionNumberWithoutInformation: number;
};

function checkStepsSum(v: StepCounters, ctx: z.RefinementCtx) {
  if (v.reactionNumber !== v.reactionNumberWithInformation + v.reactionNumberWithoutInformation) {
    ctx.addIssue({ code: 'custom', message: messages.footprint.stepsSum, path: ['reactionNumber'] });
  }
}

/** POST carbon/create_without_production: step 1 of a footprint without production data. */
export const carbonWithoutProductionSchema = z
  .object({
    name: required(messages.footprint.nameEmpty),
    cas: required(messages.footprint.casEmpty, 60),
    ...stepCounters,
    nameOfSupplier: required(messages.footprint.supplierEmpty),
    productionCountry: required(messages.footprint.productionCountryEmpty, 10),
  })
  .superRefine(checkStepsSum);

/**
 * The first part of a footprint, complete, under its wire names (POST carbon/create and
 * carbon/validate/{id}). The swapped contact fields carry the messages of what they hold.
 */
export const carbonCompleteSchema = z.preprocess(
  (v) => withSyncedRoot(v, 'name'),
  z
    .object({
      name: required(messages.footprint.nameEmpty),
      cas: required(messages.footprint.casEmpty, 60),
      ...stepCounters,
      reportDataContactPersonName: required(messages.footprint.contactNameEmpty),
      // Holds the contact's FUNCTION (spec quirk).
      reportDataContactPersonEmail: required(messages.footprint.contactFunctionEmpty),
      // Holds the contact's EMAIL (spec quirk).
      reportDataContactPersonFunction: contactEmail,
      reportDataProductUse: required(messages.footprint.productUseEmpty, 5000),
      reportDataCompanyActivity: required(messages.footprint.companyActivityEmpty, 5000),
      reportDataProcessAndVolume: required(messages.footprint.annualVolumeEmpty),
      reportDataComments: longText().optional(),
      reportDataWrittenReport: z.boolean().default(false),
      reportDataDownloadMolecularStructure: z
        .string({ error: whenMissing(messages.footprint.molecularStructureMissing) })
        .min(1, messages.footprint.molecularStructureMissing)
        .max(200),
      reportDataDownloadMolecularSyntheticRoute: fileKey,
      reportDataDownloadProcessFlowDiagram: fileKey,
      tree: treeCompleteSchema,
    })
    .superRefine(checkStepsSum),
);

// ---- what staff save: the draft's shape, and every number given a number (issue #22) ----

type Path = (string | number)[];
const isList = (value: unknown): value is unknown[] => Array.isArray(value);
const isNode = (value: unknown): value is TreeNodeDraft =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function addIssues(ctx: z.RefinementCtx, at: Path, issues: { path: Path; message: string }[]) {
  for (const issue of issues)
    ctx.addIssue({ code: 'custom', path: [...at, ...issue.path], message: issue.message });
}

function checkTreeNumbers(tree: unknown, at: Path, ctx: z.RefinementCtx) {
  if (isNode(tree)) addIssues(ctx, at, treeNumberIssues(tree));
}

function checkSharePercentages(shares: unknown, at: Path, ctx: z.RefinementCtx) {
  if (!isList(shares)) return;
  shares.forEach((share, index) => {
    const message = percentageIssue((share as { percentage?: unknown } | null)?.percentage);
    if (message) ctx.addIssue({ code: 'custom', path: [...at, index, 'percentage'], message });
  });
}

/**
 * The staff saves of a project ('Save changes' and 'Save as Check', spec 001 §4): what the
 * provider stores may still be unfinished (rows half filled, a tree under construction), but
 * every number given is checked as a submission checks it ('-999' or 'NaN' is no percentage), so
 * the client never receives a project it could not submit for a reason it did not cause. The
 * client's own drafts stay at the draft level: half-typed text is kept.
 */
export const substanceCheckedSchema = substanceDraftSchema.superRefine((doc, ctx) =>
  checkTreeNumbers(doc.tree, ['tree'], ctx),
);

export const originCheckedSchema = originDraftSchema.superRefine((doc, ctx) => {
  checkSharePercentages(doc.productionCountriesDrugFormulation, ['productionCountriesDrugFormulation'], ctx);
  checkSharePercentages(
    doc.productionCountriesPrimaryPackaging,
    ['productionCountriesPrimaryPackaging'],
    ctx,
  );
  for (const [index, entry] of (doc.api ?? []).entries())
    checkTreeNumbers(entry?.tree, ['api', index, 'tree'], ctx);
});

export const carbonCheckedSchema = carbonDraftSchema.superRefine((doc, ctx) => {
  checkTreeNumbers(doc.tree, ['tree'], ctx);
  for (const [index, entry] of (doc.substances ?? []).entries())
    addIssues(ctx, ['substances', index], massBalanceIssues(entry, { numbersOnly: true }));
});

/** Step 2 as the person sees it: function and email under their real names. */
export const carbonStep2FormSchema = z.object({
  contactName: required(messages.footprint.contactNameEmpty),
  contactFunction: required(messages.footprint.contactFunctionEmpty),
  contactEmail,
  productUse: required(messages.footprint.productUseEmpty, 5000),
  companyActivity: required(messages.footprint.companyActivityEmpty, 5000),
  annualVolume: required(messages.footprint.annualVolumeEmpty),
  comments: longText().optional(),
  molecularStructureFile: z
    .string({ error: whenMissing(messages.footprint.molecularStructureMissing) })
    .min(1, messages.footprint.molecularStructureMissing)
    .max(200),
  molecularSyntheticRouteFile: z.string().max(200).nullable().optional(),
  processFlowDiagramFile: z.string().max(200).nullable().optional(),
});

/** The swapped wire names, read into what they mean. */
export function carbonContactFromWire(
  doc: Pick<CarbonDraft, 'reportDataContactPersonEmail' | 'reportDataContactPersonFunction'>,
) {
  return {
    contactFunction: doc.reportDataContactPersonEmail ?? '',
    contactEmail: doc.reportDataContactPersonFunction ?? '',
  };
}

/** What they mean, written back under the swapped wire names. */
export function carbonContactToWire(contact: { contactFunction: string; contactEmail: string }) {
  return {
    reportDataContactPersonEmail: contact.contactFunction,
    reportDataContactPersonFunction: contact.contactEmail,
  };
}

// ---- what the lists and the editors receive ----

/** A project's status (spec 000 §4): one of the workflow's, as the database's enum holds it. */
export const projectStatusSchema = z.enum(projectStatuses);
const summaryBase = {
  id: z.string(),
  status: projectStatusSchema,
  reportUrl: z.string().nullable(),
  invoiceUrl: z.string().nullable(),
  invoice: z.object({ status: z.string().nullable() }),
  createdAt: z.string(),
  updatedAt: z.string(),
};

/** Spec 000 §3 'Project summaries (as listed)'. */
export const originSummarySchema = z.object({ ...summaryBase, drugProductName: z.string() });
export const substanceSummarySchema = z.object({ ...summaryBase, inn: z.string() });
/** A completed footprint's result, kgCO2e per kg ± its uncertainty, once staff have entered it. */
export const footprintResultSchema = z.object({ value: z.number(), uncertainty: z.number() });
export type FootprintResult = z.infer<typeof footprintResultSchema>;
export const carbonSummarySchema = z.object({
  ...summaryBase,
  name: z.string(),
  footprint: footprintResultSchema.nullable(),
});
export type OriginSummary = z.infer<typeof originSummarySchema>;
export type SubstanceSummary = z.infer<typeof substanceSummarySchema>;
export type CarbonSummary = z.infer<typeof carbonSummarySchema>;
/** A medicine footprint study as listed (issue #37): the medicine's name. */
export const medicineSummarySchema = z.object({ ...summaryBase, name: z.string() });
export type MedicineSummary = z.infer<typeof medicineSummarySchema>;

/**
 * GET {kind}/{id}: every stored field of the document, plus the project's own, and the `revision`
 * every save of the project must name (decision 0027).
 */
const detailBase = { ...summaryBase, revision: z.number().int() };
/** A completed label keeps the European-origin figures staff confirmed (issue #14). */
const labelDetailExtras = { euOriginConfirmed: euOriginConfirmedSchema.optional() };
export const originDetailSchema = originDraftSchema
  .partial()
  .extend({ ...detailBase, ...labelDetailExtras, drugProductName: z.string() });
export const substanceDetailSchema = substanceDraftShape
  .partial()
  .extend({ ...detailBase, ...labelDetailExtras, inn: z.string() });
export const carbonDetailSchema = carbonDraftShape.partial().extend({ ...detailBase, name: z.string() });
/** A medicine footprint study (issue #37): its document and the project's own fields. */
export const medicineDetailSchema = medicineFootprintDocumentShape.partial().extend({
  ...detailBase,
  name: z.string(),
});
export type OriginDetail = z.infer<typeof originDetailSchema>;
export type SubstanceDetail = z.infer<typeof substanceDetailSchema>;
export type CarbonDetail = z.infer<typeof carbonDetailSchema>;
export type MedicineDetail = z.infer<typeof medicineDetailSchema>;

/** What GET {kind}/{id} answers, by kind. */
export type ProjectDetailByKind = {
  ORIGIN: OriginDetail;
  SUBSTANCE: SubstanceDetail;
  CARBON: CarbonDetail;
  MEDICINE: MedicineDetail;
};
