/**
 * @pharmatrace/footprint: the preliminary cradle-to-gate footprint method (issue #23), pure and
 * I/O-free, run by the API and, in a Web Worker, by the client's second-part wizard. The answer's
 * schema (`footprintEstimateSchema`) and the factor rows' (`emissionFactorSchema`) are in the
 * domain package; the method is explained in docs/methodology.md.
 */
export {
  carbonFraction,
  findKnownSubstance,
  incinerationCo2,
  knownSubstances,
  molecularWeight,
} from './chemistry';
export {
  type EstimateOptions,
  estimateFootprint,
  estimateForClient,
  iterationsWithin,
  METHOD_VERSION,
  type PhrasedEstimate,
  SecondPartTooLargeError,
  workPerIteration,
} from './estimate';
export { FactorIndex, mergeLibraries } from './factors/library';
export { NUSS_ECKELMAN } from './factors/open-metals';
export { STARTER_LIBRARY_VERSION, starterLibrary } from './factors/starter-library';
export type { ApiFootprintResult } from './medicine/context';
export {
  buildMedicineModel,
  estimateMedicineFootprint,
  MEDICINE_METHOD_VERSION,
  type MedicineEstimateInput,
  type PhrasedMedicineEstimate,
} from './medicine/estimate-medicine';
export { medicineDrawsPerIteration, medicineMonteCarlo } from './medicine/monte-carlo';
export {
  buildModel,
  CLOSURE_TOLERANCE,
  DEFAULT_PACKAGE_KG,
  DEFAULT_PRECURSOR_PER_KG,
  DEFAULT_YIELD,
  type FootprintInput,
  PMI_RANGE,
} from './model/build-model';
export type { FootprintPlant } from './model/site';
export type { PhrasedContributor, PhrasedDataGap, PhrasedWarning } from './model/types';
export { DEFAULT_ITERATIONS, DEFAULT_SEED, drawsPerIteration, monteCarlo, NormalSource } from './monte-carlo';
export { basicSigma, pedigreeTable, sigmaOf } from './pedigree';
export { estimateIn } from './said';
