import { z } from 'zod';
import { whenMissing } from './fields';

/**
 * The medicine's own footprint (issue #37): the 'score carbone médicament' of a drug product, per
 * box and per dispensing unit, cradle to grave. What the study's document holds (the client's
 * data), and what its estimate answers. The method itself is in `@pharmatrace/footprint`
 * (src/medicine/); docs/methodology.md 'The medicine footprint' explains it.
 */

/** The pharmaceutical forms a study may be for (issue #37 'The medicine'). */
export const medicineFootprintForms = ['TABLET', 'CAPSULE', 'ORAL_LIQUID', 'INJECTABLE', 'OTHER'] as const;
export type MedicineFootprintForm = (typeof medicineFootprintForms)[number];

/** What one dispensing unit of a form is: the box holds `unitsPerBox` of them. */
export const dispensingUnitOf: Record<MedicineFootprintForm, 'tablet' | 'capsule' | 'ml' | 'vial' | 'unit'> =
  {
    TABLET: 'tablet',
    CAPSULE: 'capsule',
    ORAL_LIQUID: 'ml',
    INJECTABLE: 'vial',
    OTHER: 'unit',
  };

/**
 * The most a unit of each form can weigh, mg: the mg of its actives and excipients together may
 * not exceed it ('absurd mg per unit, above the unit's own mass'). A tablet or capsule of more
 * than 3 g cannot be swallowed; a ml of an oral liquid weighs about 1 g (syrups up to 1.4 g); a
 * vial's powder or solution rarely passes 20 g; 'other' is bounded only against absurd figures.
 */
export const MAX_MG_PER_UNIT: Record<MedicineFootprintForm, number> = {
  TABLET: 3_000,
  CAPSULE: 3_000,
  ORAL_LIQUID: 1_500,
  INJECTABLE: 20_000,
  OTHER: 100_000,
};

/** The packaging of a box (issue #37 'Packaging per box'). */
export const medicinePackagingLevels = ['PRIMARY', 'SECONDARY'] as const;
export const medicinePackagingMaterials = [
  /** Blister film. */
  'PVC',
  'PVC_PVDC',
  /** Blister lidding foil, or a cold-formed blister. */
  'ALUMINIUM',
  /** Bottle. */
  'HDPE',
  /** Bottle or vial. */
  'GLASS',
  /** A vial's stopper. */
  'RUBBER',
  /** The box. */
  'CARTON',
  /** The leaflet. */
  'PAPER',
] as const;
export type MedicinePackagingMaterial = (typeof medicinePackagingMaterials)[number];

export const medicineTransportModes = ['ROAD', 'SEA', 'AIR', 'RAIL'] as const;
export type MedicineTransportMode = (typeof medicineTransportModes)[number];
/** Where a transport leg goes: from the API's site to the formulation site, or from there to France. */
export const medicineTransportLegs = ['API_TO_FORMULATION', 'FORMULATION_TO_FRANCE'] as const;

/** The places an excipient may be produced in, as the mass balance's places of production. */
export const excipientPlaces = [
  'SameCountry',
  'Europe',
  'Asia',
  'MiddleEast',
  'America',
  'DoNotKnow',
] as const;

export const MAX_MEDICINE_ACTIVES = 10;
export const MAX_MEDICINE_EXCIPIENTS = 40;
export const MAX_MEDICINE_PACKAGING = 20;
export const MAX_MEDICINE_TRANSPORT_LEGS = 10;
export const MAX_MEDICINE_CIP13 = 50;
/** A box of more than 10,000 units (or ml) is not a box. */
export const MAX_UNITS_PER_BOX = 10_000;
/** 5 kg of packaging for one box is absurd. */
export const MAX_PACKAGING_GRAMS_PER_BOX = 5_000;
/** Half the Earth's circumference. */
export const MAX_LEG_KM = 20_000;
/** An API footprint above 1,000,000 kgCO2e/kg is not physical (the factor schema's own bound). */
export const MAX_API_KG_PER_KG = 1_000_000;
/** Energy to make 1,000 units: 100 MWh would be 100 kWh a unit. */
export const MAX_KWH_PER_1000_UNITS = 100_000;

export const medicineFootprintMessages = {
  nameEmpty: "Medicine name can't be empty",
  cisInvalid: 'A CIS code has 8 digits',
  cip13Invalid: 'A CIP13 code has 13 digits',
  formUnknown: 'Choose the pharmaceutical form: tablet, capsule, oral liquid, injectable or other',
  unitsPerBox: `Units per box must be a number above 0 and at most ${MAX_UNITS_PER_BOX.toLocaleString('en-US')}`,
  mgPerUnit: 'mg per unit must be a number above 0',
  unitTooHeavy: 'The actives and excipients of one unit weigh more than a unit of this form can',
  activesEmpty: 'Give at least one active ingredient',
  activeFigure: 'The footprint of an active must be a number above 0, in kgCO2e per kg',
  activeUncertainty: 'The uncertainty must be a number of 0 or more, in kgCO2e per kg',
  activeSourceEmpty: 'Say where the footprint of this active comes from',
  gramsPerBox: `Grams per box must be a number above 0 and at most ${MAX_PACKAGING_GRAMS_PER_BOX.toLocaleString('en-US')}`,
  legKm: `A distance must be a number above 0 and at most ${MAX_LEG_KM.toLocaleString('en-US')} km`,
  energy: 'Energy per 1,000 units must be a number of 0 or more',
  apiFootprintNotUsable: 'This footprint is not a completed footprint of your company',
} as const;

const finite = (message: string) => z.number({ error: whenMissing(message) }).finite(message);
const name = (max: number) => z.string().trim().max(max);
const casText = z.string().trim().max(60);

/** An active whose footprint is a completed API footprint of the same client (its adopted result). */
const linkedActiveSchema = z.object({
  name: name(200).min(1, medicineFootprintMessages.nameEmpty),
  cas: casText.optional(),
  mgPerUnit: finite(medicineFootprintMessages.mgPerUnit).gt(0, medicineFootprintMessages.mgPerUnit),
  carbonFootprintId: z.string().uuid(),
});
/** An active whose footprint the client gives, with its source and uncertainty (± 1.96 SD). */
const givenActiveSchema = z.object({
  name: name(200).min(1, medicineFootprintMessages.nameEmpty),
  cas: casText.optional(),
  mgPerUnit: finite(medicineFootprintMessages.mgPerUnit).gt(0, medicineFootprintMessages.mgPerUnit),
  valueKgPerKg: finite(medicineFootprintMessages.activeFigure)
    .gt(0, medicineFootprintMessages.activeFigure)
    .max(MAX_API_KG_PER_KG, medicineFootprintMessages.activeFigure),
  uncertainty: finite(medicineFootprintMessages.activeUncertainty)
    .min(0, medicineFootprintMessages.activeUncertainty)
    .max(MAX_API_KG_PER_KG, medicineFootprintMessages.activeUncertainty),
  source: z
    .string({ error: whenMissing(medicineFootprintMessages.activeSourceEmpty) })
    .trim()
    .max(300)
    .min(1, medicineFootprintMessages.activeSourceEmpty),
});
/**
 * An active with neither: the method's default per kg of API, a data gap. Strict: an active that
 * carries a figure the given form refused (a negative value, no source) is a 400, never read as
 * an active without a figure with the figure dropped.
 */
const unknownActiveSchema = z.strictObject({
  name: name(200).min(1, medicineFootprintMessages.nameEmpty),
  cas: casText.optional(),
  mgPerUnit: finite(medicineFootprintMessages.mgPerUnit).gt(0, medicineFootprintMessages.mgPerUnit),
});
/**
 * Which of the three sources an active is, by the keys it carries: a `carbonFootprintId` is a
 * footprint in the portal, any of the given figure's keys a figure given, else the default.
 */
function activeSourceOf(value: unknown) {
  if (typeof value !== 'object' || value === null) return unknownActiveSchema;
  if ('carbonFootprintId' in value) return linkedActiveSchema;
  if ('valueKgPerKg' in value || 'uncertainty' in value || 'source' in value) return givenActiveSchema;
  return unknownActiveSchema;
}

/**
 * An active: a footprint in the portal, a figure given, else the default. A plain union would
 * answer a bad active as one 'invalid_union' on `actives.N`; the active is first held to the
 * source its keys name, so that a 400 names the exact field (`actives.0.mgPerUnit`), as the other
 * kinds' fields do. The union stays for the type and the OpenAPI document.
 */
export const medicineActiveSchema = z.preprocess(
  (value, ctx) => {
    const checked = activeSourceOf(value).safeParse(value);
    if (!checked.success)
      for (const issue of checked.error.issues)
        ctx.addIssue({ code: 'custom', message: issue.message, path: issue.path, input: value });
    return value;
  },
  z.union([linkedActiveSchema, givenActiveSchema, unknownActiveSchema]),
);
export type MedicineActive = z.infer<typeof medicineActiveSchema>;

export const medicineExcipientSchema = z.object({
  name: name(200).min(1, medicineFootprintMessages.nameEmpty),
  cas: casText.optional(),
  mgPerUnit: finite(medicineFootprintMessages.mgPerUnit).gt(0, medicineFootprintMessages.mgPerUnit),
  productionPlace: z.enum(excipientPlaces).default('DoNotKnow'),
});
export type MedicineExcipient = z.infer<typeof medicineExcipientSchema>;

export const medicinePackagingSchema = z.object({
  level: z.enum(medicinePackagingLevels),
  material: z.enum(medicinePackagingMaterials),
  gramsPerBox: finite(medicineFootprintMessages.gramsPerBox)
    .gt(0, medicineFootprintMessages.gramsPerBox)
    .max(MAX_PACKAGING_GRAMS_PER_BOX, medicineFootprintMessages.gramsPerBox),
});
export type MedicinePackaging = z.infer<typeof medicinePackagingSchema>;

export const medicineTransportSchema = z.object({
  mode: z.enum(medicineTransportModes),
  km: finite(medicineFootprintMessages.legKm)
    .gt(0, medicineFootprintMessages.legKm)
    .max(MAX_LEG_KM, medicineFootprintMessages.legKm),
  leg: z.enum(medicineTransportLegs).optional(),
});
export type MedicineTransport = z.infer<typeof medicineTransportSchema>;

/**
 * The study's document as the client saves it (a draft: only the name is required; every other
 * field is optional, and a missing one is a data gap of the estimate, never an error).
 */
export const medicineFootprintDocumentShape = z.object({
  name: name(200).min(1, medicineFootprintMessages.nameEmpty),
  cis: z
    .string()
    .trim()
    .regex(/^\d{8}$/, medicineFootprintMessages.cisInvalid)
    .optional(),
  cip13: z
    .array(
      z
        .string()
        .trim()
        .regex(/^\d{13}$/, medicineFootprintMessages.cip13Invalid),
    )
    .max(MAX_MEDICINE_CIP13)
    .default([]),
  form: z.enum(medicineFootprintForms, { error: medicineFootprintMessages.formUnknown }).optional(),
  unitsPerBox: finite(medicineFootprintMessages.unitsPerBox)
    .gt(0, medicineFootprintMessages.unitsPerBox)
    .max(MAX_UNITS_PER_BOX, medicineFootprintMessages.unitsPerBox)
    .optional(),
  actives: z.array(medicineActiveSchema).max(MAX_MEDICINE_ACTIVES).default([]),
  excipients: z.array(medicineExcipientSchema).max(MAX_MEDICINE_EXCIPIENTS).default([]),
  plantId: z.string().uuid().optional(),
  energyKWhPer1000Units: finite(medicineFootprintMessages.energy)
    .min(0, medicineFootprintMessages.energy)
    .max(MAX_KWH_PER_1000_UNITS, medicineFootprintMessages.energy)
    .optional(),
  packaging: z.array(medicinePackagingSchema).max(MAX_MEDICINE_PACKAGING).default([]),
  transport: z.array(medicineTransportSchema).max(MAX_MEDICINE_TRANSPORT_LEGS).default([]),
  coldChain: z.boolean().default(false),
  /**
   * Where the client's wizard stopped, so that reopening a draft goes back to the step reached
   * (as the other kinds' wizardStep, issue #9). The screens ignore a value out of range.
   */
  wizardStep: z.number().int().min(0).max(20).optional(),
});

/**
 * The unit's mass rule: the mg of its actives and excipients together may not exceed what one
 * unit of its form can weigh (MAX_MG_PER_UNIT), a 400 on the first mg of the unit.
 */
function checkUnitMass(
  doc: {
    form?: MedicineFootprintForm | undefined;
    actives?: { mgPerUnit: number }[] | undefined;
    excipients?: { mgPerUnit: number }[] | undefined;
  },
  ctx: z.RefinementCtx,
) {
  if (!doc.form) return;
  const actives = doc.actives ?? [];
  const excipients = doc.excipients ?? [];
  const max = MAX_MG_PER_UNIT[doc.form];
  const mg =
    actives.reduce((sum, a) => sum + a.mgPerUnit, 0) + excipients.reduce((sum, e) => sum + e.mgPerUnit, 0);
  if (mg > max) {
    const path = actives.length > 0 ? ['actives', 0, 'mgPerUnit'] : ['excipients', 0, 'mgPerUnit'];
    ctx.addIssue({
      code: 'custom',
      path,
      message: medicineFootprintMessages.unitTooHeavy,
    });
  }
}

export const medicineFootprintDocumentSchema = medicineFootprintDocumentShape.superRefine(checkUnitMass);
export type MedicineFootprintDocument = z.infer<typeof medicineFootprintDocumentSchema>;
export type MedicineFootprintDocumentInput = z.input<typeof medicineFootprintDocumentSchema>;

/** The study submitted: what the estimate needs to stand without defaults for the client's own data. */
export const medicineFootprintCompleteSchema = medicineFootprintDocumentSchema.superRefine((doc, ctx) => {
  if (!doc.form)
    ctx.addIssue({ code: 'custom', path: ['form'], message: medicineFootprintMessages.formUnknown });
  if (doc.unitsPerBox === undefined)
    ctx.addIssue({ code: 'custom', path: ['unitsPerBox'], message: medicineFootprintMessages.unitsPerBox });
  if (doc.actives.length === 0)
    ctx.addIssue({ code: 'custom', path: ['actives'], message: medicineFootprintMessages.activesEmpty });
});

/**
 * The single values of a study a save clears by sending null (decision 0076): JSON has no
 * undefined, and a study's document never holds null, so null on the wire says 'cleared'.
 */
export const medicineClearableFields = [
  'cis',
  'form',
  'unitsPerBox',
  'plantId',
  'energyKWhPer1000Units',
] as const;
export type MedicineClearableField = (typeof medicineClearableFields)[number];

/** A single value a save may clear: null on the wire, read as undefined, which the store removes. */
const clearable = <T extends z.ZodType>(field: T) =>
  field
    .nullable()
    .optional()
    .transform((value) => value ?? undefined);

const stored = medicineFootprintDocumentShape.shape;

/**
 * What a save of a stored study sends (decision 0076): every field but the name may be left out,
 * and then keeps what is stored (a screen or a caller that does not send a field never erases
 * it); a single value sent as null is cleared (removed from the document); a list is cleared by
 * sending []. No defaults: a list left out is kept, never replaced by an empty one. The unit's
 * mass rule holds on the lists the save gives.
 */
export const medicineSaveSchema = z
  .object({
    name: stored.name,
    cis: clearable(stored.cis.unwrap()),
    cip13: stored.cip13.unwrap().optional(),
    form: clearable(stored.form.unwrap()),
    unitsPerBox: clearable(stored.unitsPerBox.unwrap()),
    actives: stored.actives.unwrap().optional(),
    excipients: stored.excipients.unwrap().optional(),
    plantId: clearable(stored.plantId.unwrap()),
    energyKWhPer1000Units: clearable(stored.energyKWhPer1000Units.unwrap()),
    packaging: stored.packaging.unwrap().optional(),
    transport: stored.transport.unwrap().optional(),
    coldChain: stored.coldChain.unwrap().optional(),
    wizardStep: stored.wizardStep,
  })
  .superRefine(checkUnitMass);
export type MedicineSaveInput = z.input<typeof medicineSaveSchema>;

/**
 * The MEDICINE project kind's schemas (status.ts, the API's projectKindConfig): a client's draft
 * and staff saves are the save level (a missing field is a data gap, or kept as stored; a given
 * one is checked); a submission is the complete level.
 */
export const medicineDraftSchema = medicineSaveSchema;
export const medicineCheckedSchema = medicineSaveSchema;
export const medicineCompleteSchema = medicineFootprintCompleteSchema;

// ---- the estimate: GET medicine_footprints/{id}/estimate ----

export const MEDICINE_FOOTPRINT_UNIT = 'gCO2e';

/** The posts of the method, in its order (issue #37 'The method'). */
export const medicinePosts = [
  'activeIngredients',
  'excipients',
  'packaging',
  'manufacturing',
  'distribution',
  'endOfLife',
] as const;
export type MedicinePost = (typeof medicinePosts)[number];

/**
 * The medicine database's segments (spec 001 §2), plus end of life as a fourth share (issue #37),
 * and which posts make each one.
 */
export const medicineSegmentPosts = {
  emCreation: ['activeIngredients', 'excipients', 'packaging'],
  emProduction: ['manufacturing'],
  emStorage: ['distribution'],
  emEndOfLife: ['endOfLife'],
} as const satisfies Record<string, readonly MedicinePost[]>;
export type MedicineSegment = keyof typeof medicineSegmentPosts;

const intervalSchema = z.object({
  /** The central value: the sum of the posts' means. */
  value: z.number().finite(),
  p2_5: z.number().finite(),
  p97_5: z.number().finite(),
  /** 1.96 × the standard deviation of the Monte Carlo (spec 001 §9's convention). */
  uncertainty: z.number().finite(),
});

/** Who can fill a gap: the client (a figure it knows) or the provider (a factor the portal lacks). */
export const medicineGapOwners = ['client', 'provider'] as const;

export const medicineDataGapSchema = z.object({
  /** The document's field path the gap is about ('excipients.2.productionPlace'), or null. */
  path: z.string().max(200).nullable(),
  owner: z.enum(medicineGapOwners),
  message: z.string(),
});

export const medicineFootprintEstimateSchema = z.object({
  perBox: intervalSchema,
  perUnit: intervalSchema,
  unit: z.literal(MEDICINE_FOOTPRINT_UNIT),
  unitsPerBox: z.number().finite(),
  posts: z.object(
    Object.fromEntries(medicinePosts.map((p) => [p, z.number().finite()])) as Record<
      MedicinePost,
      z.ZodNumber
    >,
  ),
  segments: z.object({
    emCreation: z.number().finite(),
    emProduction: z.number().finite(),
    emStorage: z.number().finite(),
    emEndOfLife: z.number().finite(),
  }),
  dataGaps: z.array(medicineDataGapSchema).max(200),
  warnings: z.array(z.object({ path: z.string().max(200).nullable(), message: z.string() })).max(200),
  iterations: z.number().int(),
  methodVersion: z.string(),
  factorLibraryVersion: z.string(),
});
export type MedicineFootprintEstimate = z.infer<typeof medicineFootprintEstimateSchema>;
