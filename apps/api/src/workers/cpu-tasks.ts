import {
  type FactorLibrary,
  MAX_SECOND_PART_ROWS,
  type MedicineFootprintDocument,
} from '@pharmatrace/domain';
import {
  type ApiFootprintResult,
  estimateFootprint,
  estimateMedicineFootprint,
  FactorIndex,
  type FootprintInput,
  type FootprintPlant,
  type PhrasedEstimate,
  type PhrasedMedicineEstimate,
  SecondPartTooLargeError,
} from '@pharmatrace/footprint';
import { type ParsedFactorCsv, parseFactorCsv } from '../features/footprint-estimates/factor-csv';
import { type ParsedPurchases, parsePurchasesFile } from '../features/purchasing/purchases-file';

/**
 * The CPU-heavy work the API runs in its worker threads (issue #35, lib/cpu-pool.ts): the
 * preliminary estimate, the purchases file and the factor file. Each task is a plain function of
 * plain data (what crosses a thread is copied), so that it is the same here and in the main thread.
 */

/**
 * The factor libraries this thread has read, by version: the library (up to 50,000 imported rows)
 * crosses to a thread once per version, not with every estimate.
 */
const libraries = new Map<string, FactorIndex>();
/** The same libraries as read, for the medicine method (which merges its own freight rows in). */
const libraryRows = new Map<string, FactorLibrary>();
const LIBRARIES_KEPT = 2;

function keep<T>(map: Map<string, T>, version: string, value: T) {
  map.set(version, value);
  while (map.size > LIBRARIES_KEPT) map.delete(map.keys().next().value!);
}

export interface EstimateTask {
  input: FootprintInput;
  libraryVersion: string;
  /** The library as JSON, sent again when this thread answered `needLibrary`. */
  libraryJson?: string;
  maxDraws: number;
}
export type EstimateOutcome = { estimate: PhrasedEstimate } | { tooLarge: number } | { needLibrary: true };

export function estimate(task: EstimateTask): EstimateOutcome {
  let library = libraries.get(task.libraryVersion);
  if (!library) {
    if (task.libraryJson === undefined) return { needLibrary: true };
    library = new FactorIndex(JSON.parse(task.libraryJson) as FactorLibrary);
    keep(libraries, task.libraryVersion, library);
  }
  try {
    return { estimate: estimateFootprint(task.input, library, { maxDraws: task.maxDraws }) };
  } catch (err) {
    // An error's class does not cross a thread: say the refusal as data.
    if (err instanceof SecondPartTooLargeError)
      return { tooLarge: Math.max(err.rows, MAX_SECOND_PART_ROWS + 1) };
    throw err;
  }
}

export interface MedicineEstimateTask {
  document: MedicineFootprintDocument;
  /** The adopted results of the API footprints its actives link to, by footprint id. */
  apiFootprints: [string, ApiFootprintResult | null][];
  plant?: FootprintPlant | null;
  libraryVersion: string;
  libraryJson?: string;
}
export type MedicineEstimateOutcome = { estimate: PhrasedMedicineEstimate } | { needLibrary: true };

/** The medicine footprint of a study (issue #37), its Monte Carlo at the method's 200,000 iterations. */
export function medicineEstimate(task: MedicineEstimateTask): MedicineEstimateOutcome {
  let library = libraryRows.get(task.libraryVersion);
  if (!library) {
    if (task.libraryJson === undefined) return { needLibrary: true };
    library = JSON.parse(task.libraryJson) as FactorLibrary;
    keep(libraryRows, task.libraryVersion, library);
  }
  return {
    estimate: estimateMedicineFootprint({
      document: task.document,
      library,
      apiFootprints: new Map(task.apiFootprints),
      plant: task.plant,
    }),
  };
}

export function parsePurchases(bytes: Uint8Array): Promise<ParsedPurchases> {
  return parsePurchasesFile(bytes);
}

export function parseFactors(bytes: Uint8Array): ParsedFactorCsv {
  return parseFactorCsv(bytes);
}
