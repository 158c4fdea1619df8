import { z } from 'zod';
import { wirePhrase } from './common';
import type { MassBalanceListKey } from './mass-balance';

/**
 * The preliminary footprint (issue #23): the contracts the method (packages/footprint), the API
 * and the screens share. The method itself lives in `@pharmatrace/footprint`; what is here is
 * what crosses a wire or a file: the answer of GET carbon/{id}/estimate, the adopted result kept
 * on the project, and the emission factors (the library's rows and the provider's CSV import).
 * The method is explained in docs/methodology.md.
 */

export const FOOTPRINT_UNIT = 'kgCO2e/kg';

/** The categories of the breakdown (issue #23 'What it answers'), in the order screens show them. */
export const footprintCategories = [
  'rawMaterials',
  'solvents',
  'siteEnergy',
  'wasteTreatment',
  'packaging',
  'transport',
] as const;
export type FootprintCategory = (typeof footprintCategories)[number];

export const footprintCategoryLabels: Record<FootprintCategory, string> = {
  rawMaterials: 'Raw materials',
  solvents: 'Solvents',
  siteEnergy: 'Site energy and direct emissions',
  wasteTreatment: 'Waste treatment',
  packaging: 'Packaging',
  transport: 'Transport',
};

export const footprintEstimateMessages = {
  /** Said to a client instead of the name of a factor the provider imported from a licensed database. */
  licensedSource: "Our team's licensed data",
  /**
   * The source of the starter library's own defaults (packages/footprint, starter-library.ts): kept
   * with the factor as its data, and said in the reader's language where it is shown (issue #27).
   */
  starterDefaultSource: 'Pharmatrace default (an assumption, not a measured value)',
  /** 409: the estimate needs the second part (DRAFT2 and after). */
  notAvailable: 'The preliminary estimate is available once the second part of the footprint is open.',
  /** 403: staff turned the client's live estimate off for this account. */
  panelOff: 'The preliminary estimate is not available for your account.',
  /** 409: adopting an estimate that has nothing in it. */
  nothingToAdopt: 'There is no estimate to adopt: the footprint has no mass balance yet.',
  /** 409: adoption outside the second part's review and completion. */
  adoptNeedsReview:
    'An estimate can be adopted while the second part is under review (On-going, Check) or once the footprint is completed.',
  /** 400: staff's own result differs from the estimate: say why. */
  reasonRequired: 'Give the reason why the result differs from the estimate.',
  reasonTooLong: 'The reason can be at most 1000 characters.',
  /** 409: the footprint changed while its estimate was computed for adoption. */
  changedWhileAdopting: 'The footprint changed while its estimate was computed: adopt it again.',
  /** 409: an estimate with a figure that is not finite, or a value out of 0 to 1,000,000 (issue #35). */
  outOfRange:
    'The estimate is out of range (not a finite figure from 0 to 1000000 kgCO2e/kg): check the weights of the mass balance.',
  /** POST admin/factors/import. */
  factorFileShape: 'Send one CSV file (UTF-8) in the field "file".',
  factorFileTooLarge: 'The file is larger than 20 MB: split it.',
  importRefused: 'Nothing was imported: correct the file and import it again.',
} as const;

/** The statuses in which a footprint has a second part, and so an estimate (issue #23). */
export const estimateStatuses = ['DRAFT2', 'ONGOING2', 'CHECK2', 'COMPLETED'] as const;
/** The statuses in which staff may adopt the estimate as the footprint's result. */
export const adoptionStatuses = ['ONGOING2', 'CHECK2', 'COMPLETED'] as const;

/**
 * Staff's own result differs from the estimate when the values are more than 1 % apart: then a
 * reason is required (issue #23: 'Staff can still enter a result of their own, with a reason').
 */
export const RESULT_DIFFERS_TOLERANCE = 0.01;
export const resultDiffersFromEstimate = (value: number, estimateValue: number) =>
  Math.abs(value - estimateValue) > RESULT_DIFFERS_TOLERANCE * Math.abs(estimateValue);

// ---- emission factors ----

/**
 * What a factor is for: the method looks a factor up by its kind and key (a CAS number for a
 * chemical, an id such as `electricity` or `freight-road` otherwise), then by name among the
 * same kind.
 */
export const emissionFactorKinds = [
  /** Cradle-to-gate production of a chemical (raw materials, solvents): key = CAS number. */
  'material',
  /** End of life (incineration) of a substance: key = CAS number. */
  'end-of-life',
  'electricity',
  'fuel',
  'heat',
  /** GWP100 of a refrigerant: key = the plant form's refrigerant type. */
  'refrigerant',
  'waste-treatment',
  'freight',
  'distillation',
  'packaging',
  /** Site intensity used where a plant has no production volume: key = the process type. */
  'site-default',
  /** The fallback of a class of materials with a wide uncertainty ('organic chemical, unspecified'). */
  'class-default',
] as const;
export type EmissionFactorKind = (typeof emissionFactorKinds)[number];

/** The units a factor may be given in; the method converts t, MWh and MJ itself. */
export const emissionFactorUnits = [
  'kgCO2e/kg',
  'kgCO2e/t',
  'kgCO2e/kWh',
  'kgCO2e/MWh',
  'kgCO2e/MJ',
  'kgCO2e/litre',
  'kgCO2e/tkm',
  'kgCO2e/m3',
] as const;
export type EmissionFactorUnit = (typeof emissionFactorUnits)[number];

/**
 * Where a factor applies: an ISO 3166 alpha-2 country code, a region (RER Europe, RAS Asia,
 * RME Middle East, RNA North America, RLA Latin America, RAF Africa, OCE Oceania) or GLO (the
 * world; RoW is read as GLO).
 */
export const factorRegions = ['GLO', 'RoW', 'RER', 'RAS', 'RME', 'RNA', 'RLA', 'RAF', 'OCE'] as const;
export const GEOGRAPHY_PATTERN = /^([A-Z]{2}|GLO|RoW|RER|RAS|RME|RNA|RLA|RAF|OCE)$/;

/** A data quality rating: 1 (very good) to 5 (very poor), as in the pedigree matrix. */
const dqrScore = z.number().int().min(1).max(5);

/**
 * The data quality of a factor (issue #23: technological, geographical, temporal, 1–5), plus its
 * reliability: a figure recalled from a published table rather than read from it here, or an
 * assumption, says so with a worse reliability, and so gets a wider spread.
 */
export const dataQualitySchema = z.object({
  technological: dqrScore,
  geographical: dqrScore,
  temporal: dqrScore,
  reliability: dqrScore,
});
export type DataQuality = z.infer<typeof dataQualitySchema>;

/** One row of a factor library. */
export const emissionFactorSchema = z.object({
  kind: z.enum(emissionFactorKinds),
  /** A CAS number for a chemical, an id otherwise. */
  key: z.string().trim().min(1).max(100),
  name: z.string().trim().min(1).max(200),
  /** Other names the row is found by (lower case, trimmed when compared). */
  aliases: z.array(z.string().trim().min(1).max(200)).max(20).optional(),
  unit: z.enum(emissionFactorUnits),
  value: z.number().finite().min(0).max(1_000_000),
  geography: z.string().regex(GEOGRAPHY_PATTERN),
  source: z.string().trim().min(1).max(300),
  licence: z.string().trim().min(1).max(200),
  year: z.number().int().min(1990).max(2100),
  dqr: dataQualitySchema,
  /** How the figure was obtained or what it assumes. */
  note: z.string().trim().max(1000).optional(),
  /** Set on the provider's imported rows: never shown to a client (only the result is). */
  imported: z.boolean().optional(),
  /**
   * kg per litre of what the factor is for (method 2.0): lets a factor per litre or per m3 be used
   * per kg. Without it, a volume is never turned into a mass.
   */
  density: z.number().finite().positive().max(25).optional(),
  /**
   * The σ of ln(value) the row's own source gives (issue #36: Nuss & Eckelman's 2.5–97.5 %
   * bounds, σ = ln(p97.5 / p2.5) / 3.92). It replaces the basic σ of the row's kind; its ratings
   * still add theirs (packages/footprint/src/pedigree.ts).
   */
  sourceSigma: z.number().finite().min(0).max(5).optional(),
});
export type EmissionFactor = z.infer<typeof emissionFactorSchema>;

/** A factor library: its rows and its version (issue #23 `factorLibraryVersion`). */
export const factorLibrarySchema = z.object({
  version: z.string().min(1).max(100),
  factors: z.array(emissionFactorSchema),
});
export type FactorLibrary = z.infer<typeof factorLibrarySchema>;

// ---- the provider's CSV import (docs/methodology.md 'Importing factors') ----

/** The columns of the import file; the header names them (case, spaces, '_' and '-' do not matter). */
export const emissionFactorCsvColumns = {
  kind: { required: false },
  key: { required: true },
  name: { required: true },
  aliases: { required: false },
  unit: { required: true },
  value: { required: true },
  geography: { required: true },
  source: { required: true },
  licence: { required: true },
  year: { required: true },
  dqr_technological: { required: true },
  dqr_geographical: { required: true },
  dqr_temporal: { required: true },
  dqr_reliability: { required: false },
  note: { required: false },
  /** Method 2.0: kg per litre, which lets a factor per litre or per m3 be used per kg. */
  density: { required: false },
  /**
   * The σ of ln(value) the row's own source gives (`sourceSigma`): a licensed database's
   * lognormal spread, or ln(p97.5 ÷ p2.5) ÷ 3.92 from a paper's bounds.
   */
  source_sigma: { required: false },
} as const;
export type EmissionFactorCsvColumn = keyof typeof emissionFactorCsvColumns;

/**
 * The units the method can use for each kind of factor (method 2.0, issue #36): a unit outside
 * them would be dropped by the engine, so the import refuses it. A volume (per litre or per m3)
 * of a kind the method applies per kg needs the row's density.
 */
export const factorUnitsByKind: Record<
  EmissionFactorKind,
  { units: readonly EmissionFactorUnit[]; volumesWithDensity: boolean }
> = (() => {
  const mass = { units: ['kgCO2e/kg', 'kgCO2e/t'], volumesWithDensity: true } as const;
  const energy = { units: ['kgCO2e/kWh', 'kgCO2e/MWh', 'kgCO2e/MJ'], volumesWithDensity: false } as const;
  return {
    material: mass,
    'end-of-life': mass,
    refrigerant: mass,
    'waste-treatment': mass,
    distillation: mass,
    packaging: mass,
    'site-default': mass,
    'class-default': mass,
    electricity: energy,
    heat: energy,
    // Fuels by energy, liquid fuels by the litre, steam by mass (the plant form's units).
    fuel: { units: [...energy.units, 'kgCO2e/litre', 'kgCO2e/kg', 'kgCO2e/t'], volumesWithDensity: false },
    freight: { units: ['kgCO2e/tkm'], volumesWithDensity: false },
  };
})();
const volumeUnits: readonly EmissionFactorUnit[] = ['kgCO2e/litre', 'kgCO2e/m3'];

/** At most this many factors in one import (an ecoinvent export of the chemicals a provider uses fits). */
export const MAX_IMPORTED_FACTORS = 50_000;

const cell = z.string().trim().default('');

/**
 * The English of a factor row's reasons, written once: the catalogue reads them (areas/staff.ts),
 * and each reason is made as its key and values (issue #40), its English put together here the
 * way the catalogue says it (none has a plural or a number format).
 */
export const factorReasons = {
  'staff.factors.reason.kind': 'kind "{kind}" is not one of {kinds}',
  'staff.factors.reason.keyEmpty': 'key is empty (a CAS number, or an id such as electricity)',
  'staff.factors.reason.keyTooLong': 'key is longer than 100 characters',
  'staff.factors.reason.nameEmpty': 'name is empty',
  'staff.factors.reason.nameTooLong': 'name is longer than 200 characters',
  'staff.factors.reason.unit': 'unit "{unit}" is not one of {units}',
  'staff.factors.reason.value': 'value "{value}" is not a number from 0 to 1,000,000 (decimals with a point)',
  'staff.factors.reason.geography':
    'geography "{geography}" is not a country code (FR) or a region (GLO, RoW, RER, RAS, RME, RNA, RLA, RAF, OCE)',
  'staff.factors.reason.sourceEmpty': 'source is empty',
  'staff.factors.reason.licenceEmpty': 'licence is empty',
  'staff.factors.reason.sourceTooLong': 'source is longer than 300 characters',
  'staff.factors.reason.licenceTooLong': 'licence is longer than 200 characters',
  'staff.factors.reason.year': 'year "{year}" is not a year from 1990 to 2100',
  'staff.factors.reason.rating': '{column} "{rating}" is not a rating from 1 to 5',
  'staff.factors.reason.aliases': 'aliases: at most 20 names of at most 200 characters, separated by |',
  'staff.factors.reason.noteTooLong': 'note is longer than 1000 characters',
  'staff.factors.reason.density':
    'density "{density}" is not a number of kg per litre above 0 and at most 25',
  'staff.factors.reason.unitNeedsDensity':
    'unit "{unit}" needs the density column (kg per litre) for kind {kind}',
  'staff.factors.reason.unitForKind': 'unit "{unit}" cannot be used for kind {kind}: use {units}',
  'staff.factors.reason.sourceSigma':
    'source_sigma "{sigma}" is not a number from 0 to 5 (the σ of ln(value) the source gives)',
} as const;
export type FactorReasonKey = keyof typeof factorReasons;

/** A reason's English: its text with its values put in (none of these has a plural or a number format). */
function factorReasonEnglish(key: FactorReasonKey, values: Record<string, string | number>): string {
  return factorReasons[key].replace(/\{(\w+)\}/g, (_, name: string) => String(values[name] ?? ''));
}

/**
 * One row of the import file, as the raw text of its columns, checked and turned into a factor.
 * Every broken rule is one issue whose message is a reason the import report prints.
 */
export const emissionFactorCsvRowSchema = z
  .object(
    Object.fromEntries(Object.keys(emissionFactorCsvColumns).map((c) => [c, cell])) as Record<
      EmissionFactorCsvColumn,
      typeof cell
    >,
  )
  .transform((row, ctx) => {
    // Each reason is made as its phrase (issue #40): its English is the catalogue's, and the
    // phrase travels in the issue's `params` (`phraseOfIssue`), so no answer reads words back.
    const fail = <K extends FactorReasonKey>(key: K, values: Record<string, string | number> = {}) => {
      ctx.addIssue({
        code: 'custom',
        message: factorReasonEnglish(key, values),
        params: { said: { key, values } },
      });
      return null;
    };
    const kind = row.kind === '' ? 'material' : row.kind;
    if (!(emissionFactorKinds as readonly string[]).includes(kind))
      fail('staff.factors.reason.kind', { kind: kind.slice(0, 40), kinds: emissionFactorKinds.join(', ') });
    if (row.key === '') fail('staff.factors.reason.keyEmpty');
    if (row.key.length > 100) fail('staff.factors.reason.keyTooLong');
    if (row.name === '') fail('staff.factors.reason.nameEmpty');
    if (row.name.length > 200) fail('staff.factors.reason.nameTooLong');
    if (!(emissionFactorUnits as readonly string[]).includes(row.unit))
      fail('staff.factors.reason.unit', {
        unit: row.unit.slice(0, 40),
        units: emissionFactorUnits.join(', '),
      });
    const value = /^[+]?(\d+(\.\d*)?|\.\d+)([eE][+-]?\d+)?$/.test(row.value) ? Number(row.value) : Number.NaN;
    if (!Number.isFinite(value) || value < 0 || value > 1_000_000)
      fail('staff.factors.reason.value', { value: row.value.slice(0, 40) });
    const geography = row.geography === 'ROW' ? 'RoW' : row.geography.toUpperCase().replace('ROW', 'RoW');
    if (!GEOGRAPHY_PATTERN.test(geography))
      fail('staff.factors.reason.geography', { geography: row.geography.slice(0, 40) });
    if (row.source === '') fail('staff.factors.reason.sourceEmpty');
    if (row.licence === '') fail('staff.factors.reason.licenceEmpty');
    if (row.source.length > 300) fail('staff.factors.reason.sourceTooLong');
    if (row.licence.length > 200) fail('staff.factors.reason.licenceTooLong');
    const year = /^\d{4}$/.test(row.year) ? Number(row.year) : Number.NaN;
    if (!(year >= 1990 && year <= 2100)) fail('staff.factors.reason.year', { year: row.year.slice(0, 40) });
    const dqr = (column: EmissionFactorCsvColumn, fallback?: number) => {
      const raw = row[column];
      if (raw === '' && fallback !== undefined) return fallback;
      if (!/^[1-5]$/.test(raw)) {
        fail('staff.factors.reason.rating', { column, rating: raw.slice(0, 40) });
        return 1;
      }
      return Number(raw);
    };
    const quality = {
      technological: dqr('dqr_technological'),
      geographical: dqr('dqr_geographical'),
      temporal: dqr('dqr_temporal'),
      reliability: dqr('dqr_reliability', 2),
    };
    const aliases = row.aliases
      .split('|')
      .map((a) => a.trim())
      .filter((a) => a !== '');
    if (aliases.length > 20 || aliases.some((a) => a.length > 200)) fail('staff.factors.reason.aliases');
    if (row.note.length > 1000) fail('staff.factors.reason.noteTooLong');
    const density = /^[+]?(\d+(\.\d*)?|\.\d+)([eE][+-]?\d+)?$/.test(row.density)
      ? Number(row.density)
      : Number.NaN;
    if (row.density !== '' && !(density > 0 && density <= 25))
      fail('staff.factors.reason.density', { density: row.density.slice(0, 40) });
    const sourceSigma = /^[+]?(\d+(\.\d*)?|\.\d+)([eE][+-]?\d+)?$/.test(row.source_sigma)
      ? Number(row.source_sigma)
      : Number.NaN;
    if (row.source_sigma !== '' && !(sourceSigma >= 0 && sourceSigma <= 5))
      fail('staff.factors.reason.sourceSigma', { sigma: row.source_sigma.slice(0, 40) });
    const usable = factorUnitsByKind[kind as EmissionFactorKind];
    const unit = row.unit as EmissionFactorUnit;
    if (usable && (emissionFactorUnits as readonly string[]).includes(unit) && !usable.units.includes(unit)) {
      if (usable.volumesWithDensity && volumeUnits.includes(unit)) {
        if (row.density === '') fail('staff.factors.reason.unitNeedsDensity', { unit, kind });
      } else {
        fail('staff.factors.reason.unitForKind', { unit, kind, units: usable.units.join(', ') });
      }
    }
    const factor: EmissionFactor = {
      kind: kind as EmissionFactorKind,
      key: row.key,
      name: row.name,
      ...(aliases.length > 0 ? { aliases } : {}),
      unit: row.unit as EmissionFactorUnit,
      value,
      geography,
      source: row.source,
      licence: row.licence,
      year,
      dqr: quality,
      ...(row.note !== '' ? { note: row.note } : {}),
      ...(row.density !== '' ? { density } : {}),
      ...(row.source_sigma !== '' ? { sourceSigma } : {}),
      imported: true,
    };
    return factor;
  });

// ---- the answer: GET carbon/{id}/estimate and admin/carbon/{id}/estimate ----

/** The lists and single rows of a reaction's page a gap or a contributor points at. */
export const estimateRowLists = [
  'carbonReactionRawMaterials',
  'carbonReactionAqueousWastes',
  'carbonReactionOrganicWastes',
  'carbonReactionGasWastes',
  'carbonReactionSolventRecyclings',
  'carbonReactionCleanings',
  /** The reaction as a whole (no mass balance, or no weight of the finished product). */
  'reaction',
  'finishedProduct',
  'byProduct',
  'packaging',
  'productionSite',
] as const;
export type EstimateRowList = (typeof estimateRowLists)[number];
/** Every list of the mass balance can be pointed at: a list added there fails to compile here. */
export const everyMassBalanceListIsPointable: MassBalanceListKey extends EstimateRowList ? true : false =
  true;

/**
 * Where a figure comes from in the document, so that a screen can link to the row: `reaction`
 * is the number shown ('reaction N/M', 1-based), `row` the index of the line in its list
 * (0-based, null for single rows), and `path` the form's field path in the second part
 * (`substances.{reaction − 1}.productBy.{list}.{row}`).
 */
export const estimateRowPointerSchema = z.object({
  reaction: z.number().int().min(1),
  list: z.enum(estimateRowLists),
  row: z.number().int().min(0).nullable(),
  path: z.string(),
});
export type EstimateRowPointer = z.infer<typeof estimateRowPointerSchema>;

export const estimateContributorSchema = z.object({
  label: z.string(),
  category: z.enum(footprintCategories),
  /** kgCO2e per kg of the substance (the route's final product), chained and allocated. */
  value: z.number(),
  /** The factor's source (for a client, an imported factor's source reads `licensedSource`). */
  source: z.string(),
  /** The row it comes from; null for a plant's site energy shared by a reaction without a row. */
  at: estimateRowPointerSchema.nullable(),
  /** Computed from the client's own site data (counts in primaryDataShare). */
  primary: z.boolean(),
  /** The factor used (staff answers only: a client's answer never carries factor values). */
  factor: z
    .object({
      kind: z.enum(emissionFactorKinds),
      key: z.string(),
      name: z.string(),
      value: z.number(),
      unit: z.string(),
      geography: z.string(),
      licence: z.string(),
      imported: z.boolean(),
    })
    .optional(),
});
export type EstimateContributor = z.infer<typeof estimateContributorSchema>;

/**
 * Whose a data gap is to fill (issue #36): the client's (a missing weight, plant, treatment or
 * composition: a figure it can type) or the provider's (a factor: nothing for the client to type).
 */
export const dataGapOwners = ['client', 'provider'] as const;
export type DataGapOwner = (typeof dataGapOwners)[number];

export const estimateDataGapSchema = z.object({
  message: z.string(),
  category: z.enum(footprintCategories).nullable(),
  /** The row that fell back to a default (null: about a plant, see plantId). */
  at: estimateRowPointerSchema.nullable(),
  plantId: z.string().nullable(),
  owner: z.enum(dataGapOwners),
});
export type EstimateDataGap = z.infer<typeof estimateDataGapSchema>;

export const estimateWarningCodes = [
  'MASS_BALANCE_NOT_CLOSED',
  'PMI_OUT_OF_RANGE',
  'YIELD_ABOVE_100',
  'SAME_PRODUCT_TWICE',
  /** Method 2.0: a recovery line returns more solvent than the reaction bought (issue #36). */
  'RECOVERY_ABOVE_INPUT',
] as const;
export const estimateWarningSchema = z.object({
  code: z.enum(estimateWarningCodes),
  reaction: z.number().int().min(1),
  message: z.string(),
});
export type EstimateWarning = z.infer<typeof estimateWarningSchema>;

/**
 * What an input of the sensitivity ranking is (method 2.0.0, issue #36 'Uncertainty'): an emission
 * factor, the weight of a line of the batch records, a plant's site intensity, the carbon of a
 * waste stream, a default transport distance, or the widening of a factor used away from its
 * place ('Do not know', another region).
 */
export const sensitivityInputKinds = [
  'factor',
  'weight',
  'site',
  'composition',
  'distance',
  'place',
] as const;
export type SensitivityInputKind = (typeof sensitivityInputKinds)[number];
/** The answer lists at most this many inputs of the ranking, largest first. */
export const MAX_SENSITIVITY_INPUTS = 10;

/**
 * One input of the sensitivity ranking: the share of the result's variance it drives alone (its
 * first-order variance, exact for the model, as a share of the sum over every input), so that the
 * client knows which figure to improve first.
 */
export const estimateSensitivitySchema = z.object({
  input: z.enum(sensitivityInputKinds),
  label: z.string().max(500),
  /** The row it comes from (the first, for a factor several rows use); null for a plant. */
  at: estimateRowPointerSchema.nullable(),
  /** How many lines use it. */
  lines: z.number().int().min(1),
  /** %, 0–100, whole numbers. */
  share: z.number().min(0).max(100),
});
export type EstimateSensitivity = z.infer<typeof estimateSensitivitySchema>;

const byCategoryShape = Object.fromEntries(footprintCategories.map((c) => [c, z.number()])) as Record<
  FootprintCategory,
  z.ZodNumber
>;
export const estimateByCategorySchema = z.object(byCategoryShape);
export type EstimateByCategory = z.infer<typeof estimateByCategorySchema>;

/** The result's data quality: each rating weighted by the contributions (1 very good … 5 very poor). */
export const estimateDataQualitySchema = z.object({
  technological: z.number(),
  geographical: z.number(),
  temporal: z.number(),
  reliability: z.number(),
});

/**
 * At most this many data gaps and warnings are listed in an estimate (issue #35: a hostile second
 * part returned 149,783 gaps, 43 MB): the first ones in the document's order, and
 * `dataGapCount` / `warningCount` say how many there are in all. A screen lists the first ones and
 * says the count.
 */
export const MAX_LISTED_DATA_GAPS = 100;
export const MAX_LISTED_WARNINGS = 100;

/**
 * The estimate (issue #23 'API'). `value` is the analytic result, the mean of the Monte Carlo's
 * distributions: `byReaction` and `byCategory` each sum to it (in a client's answer, only when
 * `licensedLines` is 0). The Monte Carlo gives `mean`,
 * `median`, `p2_5`, `p97_5` and `uncertainty` = 1.96 × its standard deviation (the spec's
 * convention, spec 001 §9).
 */
export const footprintEstimateSchema = z.object({
  value: z.number(),
  uncertainty: z.number(),
  unit: z.literal(FOOTPRINT_UNIT),
  mean: z.number(),
  median: z.number(),
  p2_5: z.number(),
  p97_5: z.number(),
  iterations: z.number().int().min(0),
  seed: z.number().int(),
  byReaction: z.array(z.object({ reaction: z.number().int().min(1), name: z.string(), value: z.number() })),
  byCategory: estimateByCategorySchema,
  contributors: z.array(estimateContributorSchema),
  /** The first MAX_LISTED_DATA_GAPS data gaps (issue #35); dataGapCount counts them all. */
  dataGaps: z.array(estimateDataGapSchema).max(MAX_LISTED_DATA_GAPS),
  dataGapCount: z.number().int().min(0),
  /** The first MAX_LISTED_WARNINGS warnings; warningCount counts them all. */
  warnings: z.array(estimateWarningSchema).max(MAX_LISTED_WARNINGS),
  warningCount: z.number().int().min(0),
  /** The inputs that drive the spread, largest first (method 2.0.0; docs/methodology.md 'Sensitivity'). */
  sensitivity: z.array(estimateSensitivitySchema).max(MAX_SENSITIVITY_INPUTS),
  /** The share of the result computed from the client's own site data, 0–100. */
  primaryDataShare: z.number().min(0).max(100),
  dataQuality: estimateDataQualitySchema,
  methodVersion: z.string(),
  factorLibraryVersion: z.string(),
  /**
   * Client answers (issue #36, decision 0067): how many lines rest on a factor the provider
   * imported from its licensed library. Their figures in `contributors`, `byReaction`,
   * `byCategory`, `sensitivity`, `primaryDataShare` and `dataQuality` are computed with that
   * factor at the middle of its band (a class range wide), so those parts need not add up to
   * `value`, which is as computed.
   */
  licensedLines: z.number().int().min(0).optional(),
  /**
   * The allocation disclosure (method 2.0, issue #36; staff answers only): the result without
   * allocation (every reaction's footprint on its product), what the choice moved (`shift` =
   * without − `value`, kgCO2e/kg), and each reaction that shares its footprint with a by-product.
   */
  allocation: z
    .object({
      method: z.literal('mass'),
      valueWithoutAllocation: z.number(),
      shift: z.number(),
      reactions: z
        .array(z.object({ reaction: z.number().int().min(1), productShare: z.number().min(0).max(1) }))
        .max(10_000),
    })
    .optional(),
});
export type FootprintEstimate = z.infer<typeof footprintEstimateSchema>;

// ---- the result kept on the project: adopted estimate, or staff's own figure ----

/**
 * What a completed footprint's result rests on (issue #23): the adopted estimate's summary (for
 * the client's completed view and a PACT export), or staff's own figure with its reason.
 */
export const footprintResultDetailSchema = z.object({
  value: z.number(),
  uncertainty: z.number(),
  unit: z.literal(FOOTPRINT_UNIT),
  /** ESTIMATE: adopted as computed; STAFF: entered by staff (with a reason when it differs). */
  origin: z.enum(['ESTIMATE', 'STAFF']),
  reason: z.string().nullable(),
  methodVersion: z.string().nullable(),
  factorLibraryVersion: z.string().nullable(),
  setAt: z.string(),
  /** The estimate's summary at the time (the one adopted, or the one staff's figure differs from). */
  estimate: z
    .object({
      value: z.number(),
      uncertainty: z.number(),
      median: z.number(),
      p2_5: z.number(),
      p97_5: z.number(),
      iterations: z.number().int(),
      byReaction: z.array(z.object({ reaction: z.number().int(), name: z.string(), value: z.number() })),
      byCategory: estimateByCategorySchema,
      primaryDataShare: z.number(),
      dataQuality: estimateDataQualitySchema,
      /** The lines on licensed factors, whose parts are told by bands (decision 0067); absent when none. */
      licensedLines: z.number().int().min(1).optional(),
    })
    .nullable(),
});
export type FootprintResultDetail = z.infer<typeof footprintResultDetailSchema>;

/** GET carbon/{id}/result: the completed footprint's result and what it rests on, or null. */
export const footprintResultAnswerSchema = footprintResultDetailSchema.nullable();

/** The estimate's summary as a result keeps it. */
export function estimateSummaryOf(
  // No hot spot, data gap or warning in the summary: the method's own estimate (its phrases
  // unsaid) will do.
  estimate: Omit<FootprintEstimate, 'contributors' | 'dataGaps' | 'warnings' | 'sensitivity'>,
): NonNullable<FootprintResultDetail['estimate']> {
  return {
    value: estimate.value,
    uncertainty: estimate.uncertainty,
    median: estimate.median,
    p2_5: estimate.p2_5,
    p97_5: estimate.p97_5,
    iterations: estimate.iterations,
    byReaction: estimate.byReaction,
    byCategory: estimate.byCategory,
    primaryDataShare: estimate.primaryDataShare,
    dataQuality: estimate.dataQuality,
    ...(estimate.licensedLines ? { licensedLines: estimate.licensedLines } : {}),
  };
}

// ---- staff calls ----

/** POST admin/accounts/{id}/footprint-panel: the client's live estimate on or off. */
export const footprintPanelBodySchema = z.object({ enabled: z.boolean() });
export const footprintPanelSchema = z.object({ enabled: z.boolean() });
export type FootprintPanel = z.infer<typeof footprintPanelSchema>;

/** GET admin/factors: the library in use and the provider's imports. */
export const factorLibraryStatusSchema = z.object({
  factorLibraryVersion: z.string(),
  starter: z.object({ version: z.string(), count: z.number().int() }),
  imported: z
    .object({
      version: z.number().int(),
      count: z.number().int(),
      filename: z.string(),
      importedAt: z.string(),
      importedBy: z.string().nullable(),
    })
    .nullable(),
});
export type FactorLibraryStatus = z.infer<typeof factorLibraryStatusSchema>;

/** 400 of POST admin/factors/import: the file's problems, every bad line; nothing was imported. */
export const factorImportRefusedSchema = z.object({
  message: z.string(),
  code: z.literal('FACTOR_IMPORT_REFUSED'),
  /** `message` as a phrase (issue #40). */
  said: wirePhrase.optional(),
  fileErrors: z.array(z.string()),
  rejected: z.array(z.object({ line: z.number().int(), reasons: z.array(z.string()) })),
});
export type FactorImportRefused = z.infer<typeof factorImportRefusedSchema>;

// ---- the screens' words (issue #23 'Screens'), defined once for the screens and their tests ----

export const footprintEstimateTexts = {
  /** The client's live panel beside the reaction pages. */
  livePanelTitle: "Preliminary estimate, before our team's review",
  /** The staff screen's section and its action. */
  staffSectionTitle: 'Preliminary footprint estimate',
  adopt: 'Adopt as the footprint result',
  adoptConfirmTitle: 'Adopt the estimate as the footprint result?',
  adopted: 'The estimate is now the footprint result',
  /** The client's completed footprint. */
  resultTitle: 'Carbon footprint result',
  byReaction: 'By reaction',
  byCategory: 'By category',
} as const;
