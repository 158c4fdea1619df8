import {
  type FactorLibrary,
  MEDICINE_FOOTPRINT_UNIT,
  type MedicineFootprintDocument,
  type MedicineFootprintEstimate,
  type MedicinePost,
  type MedicineSegment,
  medicinePosts,
  medicineSegmentPosts,
  phrase,
} from '@pharmatrace/domain';
import { FactorIndex } from '../factors/library';
import type { FootprintPlant } from '../model/site';
import { DEFAULT_ITERATIONS, DEFAULT_SEED } from '../monte-carlo';
import { addActives } from './actives';
import { type ApiFootprintResult, kgOfMg, type MedicineContext } from './context';
import { addDistribution } from './distribution';
import { addEndOfLife } from './end-of-life';
import { addExcipients } from './excipients';
import { addManufacturing } from './manufacturing';
import { MedicineModel, type PhrasedMedicineGap, type PhrasedMedicineWarning } from './model';
import { medicineMonteCarlo } from './monte-carlo';
import { addPackaging } from './packaging';

/**
 * The medicine footprint's method version (issue #37: its own `methodVersion`): bump it whenever a
 * post's formula, a default or a factor changes (docs/methodology.md 'The medicine footprint').
 */
export const MEDICINE_METHOD_VERSION = 'medicine-1.0.0';

/** Air freight above this share of the footprint is worth a warning: one leg flown can dominate. */
const AIR_WARNING_SHARE = 0.1;

export interface MedicineEstimateInput {
  document: MedicineFootprintDocument;
  library: FactorLibrary;
  /** The adopted results of the client's API footprints the actives link to, by footprint id. */
  apiFootprints?: ReadonlyMap<string, ApiFootprintResult | null>;
  /** The formulation plant: undefined when none is chosen, null when the chosen one is gone. */
  plant?: FootprintPlant | null;
}

/** The estimate with its gaps and warnings as phrases, said in a language at the API's edge. */
export type PhrasedMedicineEstimate = Omit<MedicineFootprintEstimate, 'dataGaps' | 'warnings'> & {
  dataGaps: PhrasedMedicineGap[];
  warnings: PhrasedMedicineWarning[];
};

/** Reads the study into its model: the posts in the method's order, each from its own module. */
export function buildMedicineModel(input: MedicineEstimateInput): {
  model: MedicineModel;
  context: MedicineContext;
} {
  const { document: doc } = input;
  const model = new MedicineModel();
  if (!doc.form) model.gap('client', 'form', phrase('medicineFootprint.gap.noForm'));
  if (doc.unitsPerBox === undefined)
    model.gap('client', 'unitsPerBox', phrase('medicineFootprint.gap.noUnitsPerBox'));
  if (doc.actives.length === 0) model.gap('client', 'actives', phrase('medicineFootprint.gap.noActives'));
  const context: MedicineContext = {
    doc,
    form: doc.form ?? 'OTHER',
    unitsPerBox: doc.unitsPerBox ?? 1,
    factors: new FactorIndex(input.library),
    model,
    apiFootprints: input.apiFootprints ?? new Map(),
    plant: input.plant,
    productKgPerUnit:
      doc.actives.reduce((sum, a) => sum + kgOfMg(a.mgPerUnit), 0) +
      doc.excipients.reduce((sum, e) => sum + kgOfMg(e.mgPerUnit), 0),
    packagingKgPerUnit: [],
  };
  addActives(context);
  addExcipients(context);
  addPackaging(context);
  addManufacturing(context);
  addDistribution(context);
  addEndOfLife(context);
  return { model, context };
}

/**
 * The medicine's footprint per box and per unit, gCO2e, cradle to grave (issue #37): the posts'
 * means (which sum to the central value), their four segments as shares, and the 95 % interval
 * of a Monte Carlo of 200,000 iterations in which the API's own distribution is sampled.
 */
export function estimateMedicineFootprint(
  input: MedicineEstimateInput,
  { iterations = DEFAULT_ITERATIONS, seed = DEFAULT_SEED }: { iterations?: number; seed?: number } = {},
): PhrasedMedicineEstimate {
  const { model, context } = buildMedicineModel(input);
  const perUnitKg = Object.fromEntries(medicinePosts.map((p) => [p, 0])) as Record<MedicinePost, number>;
  let airKg = 0;
  for (const line of model.lines) {
    const mean = model.meanOf(line);
    perUnitKg[line.post] += mean;
    if (
      line.label.key === 'medicineFootprint.line.leg' &&
      (line.label.values.mode as { key: string }).key.endsWith('AIR')
    )
      airKg += mean;
  }
  const units = context.unitsPerBox;
  const posts = Object.fromEntries(medicinePosts.map((p) => [p, perUnitKg[p] * 1_000 * units])) as Record<
    MedicinePost,
    number
  >;
  const perBoxValue = medicinePosts.reduce((sum, p) => sum + posts[p], 0);

  const segments = Object.fromEntries(
    Object.entries(medicineSegmentPosts).map(([segment, ps]) => [
      segment,
      perBoxValue > 0 ? ps.reduce((sum, p) => sum + posts[p], 0) / perBoxValue : 0,
    ]),
  ) as Record<MedicineSegment, number>;

  const perUnitValueKg = perBoxValue / 1_000 / units;
  if (perUnitValueKg > 0 && airKg / perUnitValueKg > AIR_WARNING_SHARE)
    model.warn('transport', phrase('medicineFootprint.warning.air', { share: airKg / perUnitValueKg }));

  const run = iterations > 0 ? medicineMonteCarlo(model, { iterations, seed }) : null;
  const perUnit = {
    value: perUnitValueKg * 1_000,
    p2_5: (run?.p2_5 ?? perUnitValueKg) * 1_000,
    p97_5: (run?.p97_5 ?? perUnitValueKg) * 1_000,
    uncertainty: (run ? 1.96 * run.sd : 0) * 1_000,
  };
  return {
    perBox: {
      value: perBoxValue,
      p2_5: perUnit.p2_5 * units,
      p97_5: perUnit.p97_5 * units,
      uncertainty: perUnit.uncertainty * units,
    },
    perUnit,
    unit: MEDICINE_FOOTPRINT_UNIT,
    unitsPerBox: units,
    posts,
    segments,
    dataGaps: model.gaps,
    warnings: model.warnings,
    iterations: run?.iterations ?? 0,
    methodVersion: MEDICINE_METHOD_VERSION,
    factorLibraryVersion: input.library.version,
  };
}
