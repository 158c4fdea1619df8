import { z } from 'zod';
import { NUMBER_PATTERN } from './numbers';
import { revisionSchema } from './revision';

/**
 * The mass balance of a footprint's second part (spec 001 §3 'Mass balance per reaction', §5
 * 'Mass balance'): one entry per reaction of the route, its field table and its rules, defined
 * once for the client's wizard, the staff screen and the server (issue #11).
 *
 * Two levels, as for every project document:
 * - the draft schema (`massBalanceEntrySchema`) bounds every string and list and checks the
 *   enumerations, and nothing else: an autosave must store what was typed, even half-typed
 *   ('12.' on the way to '12.5'), so that nothing typed is ever lost (decision 0010);
 * - `massBalanceIssues` holds the rules of §5, applied when a reaction is validated, when the
 *   second part is submitted, and when staff complete it.
 */

/** The spec's messages (spec 001 §5 'Mass balance'), word for word. */
export const massBalanceMessages = {
  molecularWeightNumber: 'Molecular Weight has to be a number',
  /** The finished product and the raw materials ('Batch' capitalised). */
  weightPerBatchNumber: 'Weight per Batch has to be a number',
  /** By-products and wastes. */
  weightPerBatchLowerNumber: 'Weight per batch has to be a number',
  weightPerPackageNumber: 'Weight per package has to be a number',
  recoveredWeightPerBatchNumber: 'Recovered weight per batch has to be a number',
  quantityPerCleaningNumber: 'Quantity per cleaning has to be a number',
  batchesBetweenCleaningsNumber: 'Number of batches between each cleaning has to be a number',
  /** The first raw material (the product's own precursor). */
  productionPlaceEmpty: "Production place can't be empty",
  molecularWeightEmpty: "Molecular Weight can't be empty",
  weightPerBatchEmpty: "Weight per Batch can't be empty",
  /** The finished product row. */
  molecularWeightRequired: 'Molecular Weight is required',
  weightPerBatchRequired: 'Weight per Batch is required',
  /** The row rule: a row with any field filled needs every field. */
  required: (label: string) => `${label} is required`,
  /** Errors of a list are shown per line (1-based). */
  line: (line: number, message: string) => `Line ${line}: ${message}`,
  /** Ours (issue #35): the bound on the lines of the whole second part, MAX_SECOND_PART_ROWS. */
  tooManyLines:
    'The second part can hold at most 3,000 lines in all its reactions: leave out the minor lines or split the route.',
  /** Issue #35: a figure no balance holds (forty digits) made the estimate infinite. */
  tooManyDigits: (label: string) => `${label} can have at most ${MAX_SIGNIFICANT_DIGITS} significant digits`,
  outOfRange: (label: string) =>
    `${label} must be 0 or from ${MASS_BALANCE_NUMBER_MIN} to ${MASS_BALANCE_NUMBER_MAX}`,
  tooHeavy: (label: string) =>
    `${label} can be at most ${MAX_WEIGHT_RATIO} times the finished product's Weight per Batch`,
  /**
   * Decision 0060: the forms send a point whatever the user typed; a comma from a caller of the API
   * is refused, not stored ('1,234' is a thousand and more in English, one and a bit in French).
   */
  decimalComma: (label: string) => `${label}: write the decimals after a point (109.13), or send a number`,
} as const;

/**
 * The bounds of a mass balance's figures (issue #35: a product weight of 0.000…01 and raw
 * materials of forty digits, through two reactions, gave an estimate of 1e158 ± Infinity). A
 * double holds 15 significant digits; no batch weighs less than a milligram (1e-6 kg) or more than
 * a million tonnes, and no molecule has a molecular weight outside that range. Beyond a hundred
 * thousand kilograms of one input per kilogram of product (pharmaceutical E-factors run to the
 * hundreds), the figures are a typing slip, and chained over a route they overflow.
 */
export const MAX_SIGNIFICANT_DIGITS = 15;
export const MASS_BALANCE_NUMBER_MIN = '0.000001';
export const MASS_BALANCE_NUMBER_MAX = '1000000000';
export const MAX_WEIGHT_RATIO = 100000;

/** The significant digits of a number typed as text ('0.00120' has 2; '1500' has 4). */
function significantDigits(text: string): number {
  const [whole = '', fraction = ''] = text.replace('-', '').split(/[.,]/);
  const digits = `${whole}${fraction.replace(/0+$/, '')}`.replace(/^0+/, '');
  return digits.length;
}

/** Why a complete number typed in a mass-balance field is out of bounds, or null. */
export function massBalanceNumberIssue(label: string, text: string): string | null {
  const trimmed = text.trim();
  if (!NUMBER_PATTERN.test(trimmed)) return null;
  if (significantDigits(trimmed) > MAX_SIGNIFICANT_DIGITS) return massBalanceMessages.tooManyDigits(label);
  const value = Number(trimmed.replace(',', '.'));
  if (value === 0) return null;
  if (!(value >= Number(MASS_BALANCE_NUMBER_MIN) && value <= Number(MASS_BALANCE_NUMBER_MAX)))
    return massBalanceMessages.outOfRange(label);
  return null;
}

/** massBalanceNumberIssue's message for a field, in English and as said (issue #40), or null. */
function massBalanceBoundIssue(
  field: MassBalanceField,
  text: string,
): { message: string; said: MassBalanceSaid } | null {
  const message = massBalanceNumberIssue(field.label, text);
  if (message === null) return null;
  const label: MassBalanceSaid = { key: field.labelKey, values: {} };
  return message === massBalanceMessages.tooManyDigits(field.label)
    ? {
        message,
        said: {
          key: 'footprints.mb.message.tooManyDigits',
          values: { label, digits: MAX_SIGNIFICANT_DIGITS },
        },
      }
    : {
        message,
        said: {
          key: 'footprints.mb.message.outOfRange',
          values: { label, min: Number(MASS_BALANCE_NUMBER_MIN), max: Number(MASS_BALANCE_NUMBER_MAX) },
        },
      };
}
function tooHeavyIssue(field: MassBalanceField): { message: string; said: MassBalanceSaid } {
  return {
    message: massBalanceMessages.tooHeavy(field.label),
    said: {
      key: 'footprints.mb.message.tooHeavy',
      values: { label: { key: field.labelKey, values: {} }, ratio: String(MAX_WEIGHT_RATIO) },
    },
  };
}

/** Enumerations of the mass balance (spec 001 §3). */
export const massBalanceEnums = {
  aqueousWasteTreatment: ['PhysicoChemicalStation', 'BioStation', 'Incineration', 'Sewer', 'DoNotKnow'],
  organicWasteTreatment: ['Incineration', 'DoNotKnow'],
  gasTreatment: ['Filtration', 'NoTreatment', 'DoNotKnow'],
  placeOfProduction: ['SameCountry', 'Europe', 'Asia', 'MiddleEast', 'America', 'DoNotKnow'],
  distillationSite: ['No distillation', 'SameLocation', 'LessThan200km', 'LessThan1000km', 'MoreThan1000km'],
  processType: ['ChemicalReaction', 'Blending', 'Purification', 'Other'],
  mainPurification: ['Distillation', 'FiltrationDrying', 'Other', 'None'],
} as const;
export type MassBalanceEnum = keyof typeof massBalanceEnums;

/** How the forms show an enumeration's values (the spec gives only the values). */
export const massBalanceOptionLabels: Record<string, string> = {
  PhysicoChemicalStation: 'Physico-chemical station',
  BioStation: 'Biological station',
  Incineration: 'Incineration',
  Sewer: 'Sewer',
  DoNotKnow: "I don't know",
  Filtration: 'Filtration',
  NoTreatment: 'No treatment',
  SameCountry: 'Same country',
  Europe: 'Europe',
  Asia: 'Asia',
  MiddleEast: 'Middle East',
  America: 'America',
  'No distillation': 'No distillation',
  SameLocation: 'Same location',
  LessThan200km: 'Less than 200 km',
  LessThan1000km: 'Less than 1000 km',
  MoreThan1000km: 'More than 1000 km',
  ChemicalReaction: 'Chemical reaction',
  Blending: 'Blending',
  Purification: 'Purification',
  Other: 'Other',
  Distillation: 'Distillation',
  FiltrationDrying: 'Filtration / drying',
  None: 'None',
};

/** One field of a row: its wire name, its label, and its kind (free text, number, enumeration). */
export type MassBalanceField = {
  key: string;
  label: string;
  /**
   * The catalogue message that says the label (issue #40): screens and the changes list carry
   * this key, never the English label read back into a key. `mass-balance-labels.test.ts` checks
   * that the English catalogue says `label` under it.
   */
  labelKey: `footprints.mb.field.${string}`;
  /** A number field: the spec's message when the text is not a number. */
  numberMessage?: string;
  /** …and its catalogue key (issue #40). */
  numberMessageKey?: `footprints.mb.message.${string}`;
  /** An enumeration field. */
  options?: MassBalanceEnum;
  maxLength: number;
};

/** The catalogue key of a field's label: `word` is its name under 'footprints.mb.field.'. */
type LabelWord = string;
const labelKeyOf = (word: LabelWord) => `footprints.mb.field.${word}` as const;

const textField = (key: string, label: string, word: LabelWord, maxLength = 200): MassBalanceField => ({
  key,
  label,
  labelKey: labelKeyOf(word),
  maxLength,
});
type NumberMessage =
  | 'molecularWeightNumber'
  | 'weightPerBatchNumber'
  | 'weightPerBatchLowerNumber'
  | 'weightPerPackageNumber'
  | 'recoveredWeightPerBatchNumber'
  | 'quantityPerCleaningNumber'
  | 'batchesBetweenCleaningsNumber';
const numberField = (
  key: string,
  label: string,
  word: LabelWord,
  numberMessage: NumberMessage,
): MassBalanceField => ({
  key,
  label,
  labelKey: labelKeyOf(word),
  numberMessage: massBalanceMessages[numberMessage],
  numberMessageKey: `footprints.mb.message.${numberMessage}`,
  maxLength: 40,
});
const choiceField = (
  key: string,
  label: string,
  word: LabelWord,
  options: MassBalanceEnum,
): MassBalanceField => ({
  key,
  label,
  labelKey: labelKeyOf(word),
  options,
  maxLength: 60,
});

const m = massBalanceMessages;
const wasteFields = (treatment: MassBalanceEnum) => [
  textField('roughComposition', 'Rough composition', 'roughComposition'),
  choiceField('type', 'Treatment', 'treatment', treatment),
  numberField('weightPerBatch', 'Weight per batch', 'wasteWeightPerBatch', 'weightPerBatchLowerNumber'),
];

/** The lists of a reaction (spec 001 §3), in the form's order, with their default row counts. */
export const massBalanceLists = [
  {
    key: 'carbonReactionRawMaterials',
    titleKey: 'footprints.mb.title.rawMaterials',
    title: 'Raw materials',
    defaultRows: 3,
    fields: [
      textField('name', 'Name', 'name'),
      choiceField('productionPlace', 'Production place', 'productionPlace', 'placeOfProduction'),
      textField('cas', 'CAS number', 'cas', 60),
      numberField('molecularWeight', 'Molecular Weight', 'molecularWeight', 'molecularWeightNumber'),
      numberField('weightPerBatch', 'Weight per Batch', 'weightPerBatch', 'weightPerBatchNumber'),
    ],
  },
  {
    key: 'carbonReactionAqueousWastes',
    titleKey: 'footprints.mb.title.aqueousWastes',
    title: 'Aqueous wastes',
    defaultRows: 2,
    fields: wasteFields('aqueousWasteTreatment'),
  },
  {
    key: 'carbonReactionOrganicWastes',
    titleKey: 'footprints.mb.title.organicWastes',
    title: 'Organic wastes',
    defaultRows: 2,
    fields: wasteFields('organicWasteTreatment'),
  },
  {
    key: 'carbonReactionGasWastes',
    titleKey: 'footprints.mb.title.gasWastes',
    title: 'Gas wastes',
    defaultRows: 2,
    fields: wasteFields('gasTreatment'),
  },
  {
    key: 'carbonReactionSolventRecyclings',
    titleKey: 'footprints.mb.title.solventRecycling',
    title: 'Solvent recycling',
    defaultRows: 2,
    fields: [
      textField('solventName', 'Solvent name', 'solventName'),
      choiceField('distillationSite', 'Distillation site', 'distillationSite', 'distillationSite'),
      numberField(
        'recoveredWeightPerBatch',
        'Recovered weight per batch',
        'recoveredWeightPerBatch',
        'recoveredWeightPerBatchNumber',
      ),
    ],
  },
  {
    key: 'carbonReactionCleanings',
    titleKey: 'footprints.mb.title.cleanings',
    title: 'Cleanings',
    defaultRows: 2,
    fields: [
      textField('solventName', 'Solvent name', 'solventName'),
      choiceField('productionPlace', 'Production place', 'productionPlace', 'placeOfProduction'),
      textField('cas', 'CAS number', 'cas', 60),
      numberField(
        'quantityPerCleaning',
        'Quantity per cleaning',
        'quantityPerCleaning',
        'quantityPerCleaningNumber',
      ),
      numberField(
        'numberOfBatchesBetweenEachCleaning',
        'Number of batches between each cleaning',
        'batchesBetweenCleanings',
        'batchesBetweenCleaningsNumber',
      ),
    ],
  },
] as const satisfies readonly {
  key: string;
  /** The catalogue message that says the title (issue #40). */
  titleKey: `footprints.mb.title.${string}`;
  title: string;
  defaultRows: number;
  fields: readonly MassBalanceField[];
}[];
export type MassBalanceListKey = (typeof massBalanceLists)[number]['key'];

/** The by-product row and the packaging row: single rows under the row rule. */
export const byProductFields = [
  textField('byProductsName', 'By-product name', 'byProductsName'),
  textField('byProductsCas', 'By-product CAS number', 'byProductsCas', 60),
  numberField('byProductsMolecularWeight', 'Molecular Weight', 'molecularWeight', 'molecularWeightNumber'),
  numberField(
    'byProductsWeightPerBatch',
    'Weight per batch',
    'wasteWeightPerBatch',
    'weightPerBatchLowerNumber',
  ),
] as const satisfies readonly MassBalanceField[];

export const packagingFields = [
  textField('packagingType', 'Packaging type', 'packagingType'),
  textField('packagingMaterial', 'Packaging material', 'packagingMaterial'),
  numberField(
    'packagingWeightPerPackage',
    'Weight per package',
    'weightPerPackage',
    'weightPerPackageNumber',
  ),
] as const satisfies readonly MassBalanceField[];

/** The reaction's two choices, beside the by-product and packaging rows. */
export const processTypeField = choiceField('processType', 'Process type', 'processType', 'processType');
export const mainPurificationField = choiceField(
  'purificationType',
  'Main purification',
  'mainPurification',
  'mainPurification',
);

/** The finished product row: what the reaction makes. */
export const finishedProductFields = [
  numberField('molecularWeight', 'Molecular Weight', 'molecularWeight', 'molecularWeightNumber'),
  numberField('weightPerBatch', 'Weight per Batch', 'weightPerBatch', 'weightPerBatchNumber'),
] as const satisfies readonly MassBalanceField[];

/** At most this many lines per list (ours: the spec sets none; a batch record has a few dozen). */
export const MAX_MASS_BALANCE_ROWS = 100;
/** At most this many reactions in a second part (a route tree has at most 300 nodes). */
export const MAX_REACTIONS = 300;
/**
 * At most this many lines in all the lists of all the reactions of a second part (issue #35):
 * 300 reactions × 6 lists × 100 lines would be 180,000, and the estimate's cost grows with the
 * lines (a 2 MB second part of 81,600 lines cost 12.8 s). A long route of 30 reactions with 100
 * lines each fits; massBalanceMessages.tooManyLines says the figure.
 */
export const MAX_SECOND_PART_ROWS = 3_000;

/** The lines of a second part's substances: every row of every list of every reaction, loosely read. */
export function secondPartRowCount(substances: unknown): number {
  if (!Array.isArray(substances)) return 0;
  let rows = 0;
  for (const entry of substances) {
    const productBy = isRow(entry) && isRow(entry.productBy) ? entry.productBy : null;
    if (!productBy) continue;
    for (const list of massBalanceLists) {
      const value = productBy[list.key];
      if (Array.isArray(value)) rows += value.length;
    }
  }
  return rows;
}

/** Refuses a second part beyond MAX_SECOND_PART_ROWS, on `substances` (a bound of the draft level). */
const withinRowBound = <T extends z.ZodType<unknown[] | undefined>>(substances: T) =>
  substances.refine((list) => secondPartRowCount(list) <= MAX_SECOND_PART_ROWS, {
    message: massBalanceMessages.tooManyLines,
  });

// ---- the wire ----

/**
 * The staff form spells the by-product fields byProductName, byProductCas… and the client form
 * byProductsName… (spec 001 §3). Both are accepted; the client's spelling, the spec's entity's,
 * is the one stored.
 */
export const byProductAliases = {
  byProductName: 'byProductsName',
  byProductCas: 'byProductsCas',
  byProductMolecularWeight: 'byProductsMolecularWeight',
  byProductWeightPerBatch: 'byProductsWeightPerBatch',
} as const;

function withByProductsSpelling(value: unknown): unknown {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return value;
  const productBy = { ...(value as Record<string, unknown>) };
  for (const [alias, canonical] of Object.entries(byProductAliases)) {
    if (!(alias in productBy)) continue;
    const given = productBy[canonical];
    if (given === undefined || given === null || given === '') productBy[canonical] = productBy[alias];
    delete productBy[alias];
  }
  return productBy;
}

/** A number typed in a table arrives as text; a caller of the API may send a JSON number. */
const asText = (value: unknown) =>
  typeof value === 'number' && Number.isFinite(value) ? String(value) : value === null ? '' : value;

function fieldSchema(field: MassBalanceField) {
  const text = z
    .string()
    .trim()
    .max(field.maxLength, `${field.label}: at most ${field.maxLength} characters`);
  if (field.options) {
    const allowed = massBalanceEnums[field.options] as readonly string[];
    return z.preprocess(
      asText,
      text.refine((v) => v === '' || allowed.includes(v), `${field.label}: unknown value`),
    );
  }
  return z.preprocess(asText, text);
}

function rowSchema(fields: readonly MassBalanceField[]) {
  return z.object(Object.fromEntries(fields.map((f) => [f.key, fieldSchema(f).optional()]))).partial();
}

const listSchemas = Object.fromEntries(
  massBalanceLists.map((list) => [
    list.key,
    z
      .array(rowSchema(list.fields))
      .max(MAX_MASS_BALANCE_ROWS, `${list.title}: at most ${MAX_MASS_BALANCE_ROWS} lines`)
      .optional(),
  ]),
);

const plantRef = z.string().trim().max(100).nullable().optional();

const productBySchema = z.preprocess(
  withByProductsSpelling,
  z.object({
    ...rowSchema(byProductFields).shape,
    ...rowSchema(packagingFields).shape,
    processType: fieldSchema(processTypeField).optional(),
    purificationType: fieldSchema(mainPurificationField).optional(),
    carbonReactionProductionSites: plantRef,
    ...listSchemas,
  }),
);

/** One reaction's mass balance as stored and sent (the draft level: bounds and enumerations). */
export const massBalanceEntrySchema = z.object({
  /** The tree node (substance_…) this reaction uses: the product's own precursor. */
  usedInReactionId: z.string().trim().max(100).nullable().optional(),
  /** Step 5: the plant whose information the client gives for this reaction. */
  linkedWithPlant: plantRef,
  ...rowSchema(finishedProductFields).shape,
  /**
   * 'Unknown data for reaction N/M' (spec 001 §4): the client has no data for this reaction. Its
   * lines are kept as typed but not checked; staff see the reaction was skipped (decision 0010).
   */
  dataUnknown: z.boolean().optional(),
  productBy: productBySchema.optional(),
});
export type MassBalanceEntry = z.input<typeof massBalanceEntrySchema>;

/**
 * What every call that writes a mass balance accepts: the draft level plus the figures' bounds
 * (issue #35), drafts included since an estimate is computed from drafts. Answers are read with
 * massBalanceEntrySchema alone (the same sizes, no value rule), so that a rule made stricter never
 * leaves a document stored before it unreadable.
 */
export const massBalanceWrittenEntrySchema = massBalanceEntrySchema.superRefine((entry, ctx) => {
  for (const issue of massBalanceBoundIssues(entry)) ctx.addIssue(zodIssue(issue));
  for (const issue of decimalCommaIssues(entry)) ctx.addIssue(zodIssue(issue));
});
export type MassBalanceEntryOut = z.output<typeof massBalanceEntrySchema>;

// ---- the rules (spec 001 §5 'Mass balance') ----

/**
 * A rule's message as a catalogue key and its values (issue #40): the screens say it in the
 * reader's language from these (`sayMassBalance`), never from the English words. A value may be
 * another such message (a field's label, the message a line number prefixes).
 */
export interface MassBalanceSaid {
  key: `footprints.mb.${string}`;
  values: Record<string, string | number | MassBalanceSaid>;
}
/** `message`: the spec's English (what zod and the API answer); `said`: the same as key and values. */
export type MassBalanceIssue = { path: (string | number)[]; message: string; said: MassBalanceSaid };

const saidOf = (key: MassBalanceSaid['key'], values: MassBalanceSaid['values'] = {}): MassBalanceSaid => ({
  key,
  values,
});
const labelOf = (field: MassBalanceField) => saidOf(field.labelKey);
/** A rule's message in English and as said, prefixed with its line when it is a list's. */
function issueAt(
  path: (string | number)[],
  message: string,
  said: MassBalanceSaid,
  line?: number,
): MassBalanceIssue {
  return line
    ? {
        path,
        message: m.line(line, message),
        said: saidOf('footprints.mb.message.line', { line, message: said }),
      }
    : { path, message, said };
}
type WireSaid = { key: string; values: Record<string, string | number | { decimal: number } | WireSaid> };
/** A rule's phrase as the wire carries it: a bound with decimals is a `decimal` ('0,000001' in French). */
function wireSaid(said: MassBalanceSaid): WireSaid {
  const values: WireSaid['values'] = {};
  for (const [name, value] of Object.entries(said.values)) {
    values[name] =
      typeof value === 'object'
        ? wireSaid(value)
        : typeof value === 'number' && !Number.isInteger(value)
          ? { decimal: value }
          : value;
  }
  return { key: said.key, values };
}
/** A zod issue of a rule: the spec's English, its phrase in `params` (issue #40, `phraseOfIssue`). */
const zodIssue = ({ path, message, said }: MassBalanceIssue) => ({
  code: 'custom' as const,
  path,
  message,
  params: { said: wireSaid(said) },
});

type Row = Record<string, unknown>;
const filled = (value: unknown) => typeof value === 'string' && value.trim() !== '';
const isRow = (value: unknown): value is Row =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function numberIssues(row: Row, fields: readonly MassBalanceField[], at: (string | number)[], line?: number) {
  const out: MassBalanceIssue[] = [];
  for (const field of fields) {
    const value = row[field.key];
    const { numberMessage, numberMessageKey } = field;
    if (
      numberMessage &&
      numberMessageKey &&
      filled(value) &&
      !NUMBER_PATTERN.test((value as string).trim())
    ) {
      out.push(issueAt([...at, field.key], numberMessage, saidOf(numberMessageKey), line));
    }
  }
  return out;
}

/** The weights of a reaction's inputs and outputs, per batch, bounded by the product's. */
const RATIO_BOUNDED_FIELDS = ['weightPerBatch', 'recoveredWeightPerBatch', 'byProductsWeightPerBatch'];

/**
 * Issue #35: every figure of a reaction within its bounds (massBalanceNumberIssue), and each
 * weight per batch at most MAX_WEIGHT_RATIO times the finished product's when that is above 0 (a
 * route multiplies its reactions' ratios). Checked at every level, drafts included: an estimate is
 * computed from drafts. A text that is not yet a number is left to the rules of §5.
 */
export function massBalanceBoundIssues(entry: unknown): MassBalanceIssue[] {
  const e = isRow(entry) ? entry : {};
  const product = filled(e.weightPerBatch) ? (e.weightPerBatch as string).trim() : '';
  const productWeight = NUMBER_PATTERN.test(product) ? Number(product.replace(',', '.')) : 0;
  const limit = productWeight * MAX_WEIGHT_RATIO;
  const productBy = isRow(e.productBy) ? e.productBy : {};
  const issues: MassBalanceIssue[] = [];
  const check = (row: Row, fields: readonly MassBalanceField[], at: (string | number)[], line?: number) => {
    for (const field of fields) {
      const value = row[field.key];
      if (!field.numberMessage || !filled(value)) continue;
      const text = (value as string).trim();
      if (!NUMBER_PATTERN.test(text)) continue;
      const tooHeavy =
        limit > 0 && RATIO_BOUNDED_FIELDS.includes(field.key) && Number(text.replace(',', '.')) > limit;
      const bound = massBalanceBoundIssue(field, text) ?? (tooHeavy ? tooHeavyIssue(field) : null);
      if (bound) issues.push(issueAt([...at, field.key], bound.message, bound.said, line));
    }
  };
  check(e, finishedProductFields, []);
  check(productBy, byProductFields, ['productBy']);
  check(productBy, packagingFields, ['productBy']);
  for (const list of massBalanceLists) {
    const rows = Array.isArray(productBy[list.key]) ? (productBy[list.key] as unknown[]) : [];
    rows.forEach((r, index) => {
      check(isRow(r) ? r : {}, list.fields, ['productBy', list.key, index], index + 1);
    });
  }
  return issues;
}

/** A number field written with a decimal comma ('109,13'): refused on every write (decision 0060). */
export function decimalCommaIssues(entry: unknown): MassBalanceIssue[] {
  const e = isRow(entry) ? entry : {};
  const productBy = isRow(e.productBy) ? e.productBy : {};
  const issues: MassBalanceIssue[] = [];
  const check = (row: Row, fields: readonly MassBalanceField[], at: (string | number)[], line?: number) => {
    for (const field of fields) {
      const value = row[field.key];
      if (!field.numberMessage || typeof value !== 'string' || !value.includes(',')) continue;
      const said = saidOf('footprints.mb.message.decimalComma', { label: labelOf(field) });
      issues.push(issueAt([...at, field.key], m.decimalComma(field.label), said, line));
    }
  };
  check(e, finishedProductFields, []);
  check(productBy, byProductFields, ['productBy']);
  check(productBy, packagingFields, ['productBy']);
  for (const list of massBalanceLists) {
    const rows = Array.isArray(productBy[list.key]) ? (productBy[list.key] as unknown[]) : [];
    rows.forEach((r, index) => {
      check(isRow(r) ? r : {}, list.fields, ['productBy', list.key, index], index + 1);
    });
  }
  return issues;
}

/**
 * The row rule: an entirely empty row is ignored; a row with any field filled needs every field
 * ('{field label} is required'). `line` (1-based) prefixes the messages of a list's rows.
 */
export function rowIssues(
  row: Row,
  fields: readonly MassBalanceField[],
  at: (string | number)[] = [],
  line?: number,
): MassBalanceIssue[] {
  const issues = numberIssues(row, fields, at, line);
  if (!fields.some((f) => filled(row[f.key]))) return issues;
  for (const field of fields) {
    if (filled(row[field.key])) continue;
    const said = saidOf('footprints.mb.message.required', { label: labelOf(field) });
    issues.push(issueAt([...at, field.key], m.required(field.label), said, line));
  }
  return issues;
}

/** The first raw material is the product's own precursor: its place and figures are required. */
function precursorIssues(row: Row, at: (string | number)[]): MassBalanceIssue[] {
  const fields = massBalanceLists[0].fields;
  const issues = numberIssues(row, fields, at, 1);
  const required = [
    ['productionPlace', 'productionPlaceEmpty'],
    ['molecularWeight', 'molecularWeightEmpty'],
    ['weightPerBatch', 'weightPerBatchEmpty'],
  ] as const;
  for (const [key, name] of required) {
    if (!filled(row[key]))
      issues.push(issueAt([...at, key], m[name], saidOf(`footprints.mb.message.${name}`), 1));
  }
  return issues;
}

/**
 * The rules of spec 001 §5 'Mass balance' for one reaction, in the form's order; [] when they
 * hold. `numbersOnly`: only the number patterns (what a staff amendment must respect; the rows
 * may still be incomplete). A reaction marked 'Unknown data' has nothing to check.
 */
export function massBalanceIssues(entry: unknown, { numbersOnly = false } = {}): MassBalanceIssue[] {
  const e = isRow(entry) ? entry : {};
  if (e.dataUnknown === true) return [];
  const productBy = isRow(e.productBy) ? e.productBy : {};
  const issues: MassBalanceIssue[] = [];
  const row = numbersOnly ? numberIssues : rowIssues;

  // The finished product row.
  issues.push(...numberIssues(e, finishedProductFields, []));
  if (!numbersOnly && !filled(e.molecularWeight))
    issues.push(
      issueAt(
        ['molecularWeight'],
        m.molecularWeightRequired,
        saidOf('footprints.mb.message.molecularWeightRequired'),
      ),
    );
  if (!numbersOnly && !filled(e.weightPerBatch))
    issues.push(
      issueAt(
        ['weightPerBatch'],
        m.weightPerBatchRequired,
        saidOf('footprints.mb.message.weightPerBatchRequired'),
      ),
    );

  issues.push(...row(productBy, byProductFields, ['productBy']));
  issues.push(...row(productBy, packagingFields, ['productBy']));

  for (const list of massBalanceLists) {
    const rows = Array.isArray(productBy[list.key]) ? (productBy[list.key] as unknown[]) : [];
    const at = (index: number) => ['productBy', list.key, index];
    const isPrecursorList = list.key === 'carbonReactionRawMaterials';
    if (isPrecursorList && !numbersOnly)
      issues.push(...precursorIssues(isRow(rows[0]) ? rows[0] : {}, at(0)));
    rows.forEach((r, index) => {
      if (isPrecursorList && index === 0 && !numbersOnly) return;
      issues.push(...row(isRow(r) ? r : {}, list.fields, at(index), index + 1));
    });
  }
  return issues;
}

/** A reaction's mass balance, complete: the draft's bounds plus every rule of §5. */
export const massBalanceCompleteEntrySchema = massBalanceWrittenEntrySchema.superRefine((entry, ctx) => {
  for (const issue of massBalanceIssues(entry)) ctx.addIssue(zodIssue(issue));
});

const plantList = z.array(z.string().trim().max(100)).max(MAX_REACTIONS).optional();

/** The draft level plus the number patterns: what staff amend and 'Save as Check'. */
const massBalanceCheckedEntrySchema = massBalanceWrittenEntrySchema.superRefine((entry, ctx) => {
  for (const issue of massBalanceIssues(entry, { numbersOnly: true })) ctx.addIssue(zodIssue(issue));
});

/**
 * The second part as the staff calls carry it (spec 001 §7: 'body: plants and substances'):
 * admin/carbon/second_part/update/{id} and 'Save as Check'. Numbers must be numbers; rows may
 * be incomplete, since the client will see and finish them.
 */
export const carbonSecondPartBodySchema = z.object({
  plants: plantList,
  substances: withinRowBound(z.array(massBalanceCheckedEntrySchema).max(MAX_REACTIONS).optional()),
});

/** Staff 'Save as completed': every reaction by the rules of §5. */
export const carbonSecondPartCompleteSchema = z.object({
  plants: plantList,
  substances: withinRowBound(z.array(massBalanceCompleteEntrySchema).max(MAX_REACTIONS)),
});

/**
 * The revision of the footprint a save started from (GET carbon/second_part/{id} answers it),
 * required: a stale one answers 409 instead of silently overwriting another tab's (or the
 * provider's) work (decision 0027). Never stored in the document.
 */
const revision = { revision: revisionSchema };

/**
 * POST carbon/second_part/update/{id}: the client's saves and autosaves, at the draft level
 * (bounds and enumerations): what was typed is stored as typed, half-typed numbers included.
 */
export const carbonSecondPartUpdateSchema = z.object({
  plants: plantList,
  substances: withinRowBound(z.array(massBalanceWrittenEntrySchema).max(MAX_REACTIONS).optional()),
  ...revision,
});
/** POST carbon/second_part/validate/{id}: the client sends its mass balance (DRAFT2/CHECK2 → ONGOING2). */
export const carbonSecondPartSubmitSchema = carbonSecondPartCompleteSchema.extend(revision);
export type CarbonSecondPartUpdate = z.input<typeof carbonSecondPartUpdateSchema>;
