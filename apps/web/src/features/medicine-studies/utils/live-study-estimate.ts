import { type MedicineFootprintDocumentInput, medicineFootprintDocumentSchema } from '@pharmatrace/domain';
import {
  type ApiFootprintResult,
  estimateMedicineFootprint,
  type FootprintPlant,
  type PhrasedMedicineEstimate,
  starterLibrary,
} from '@pharmatrace/footprint';

/**
 * The study's live estimate (issue #37 'a live estimate panel like the API's'): the method the
 * server runs, in the browser, on what the form holds, with the starter library (the provider's
 * licensed factors never reach a client) and fewer Monte Carlo iterations than the review's
 * 200,000, as the substance's live panel does (decision 0034).
 */

/** Iterations of the live panel: 20,000 (an update takes a few tens of milliseconds in the worker). */
export const LIVE_STUDY_ITERATIONS = 20_000;

export type LiveStudyRequest = {
  /** Increases with every request: an answer to an older one is dropped. */
  seq: number;
  document: MedicineFootprintDocumentInput;
  /** The adopted results of the client's completed API footprints, by footprint id. */
  apiFootprints: [string, ApiFootprintResult][];
  /** The formulation plant chosen: undefined when none is, null when it is not among My Plants. */
  plant: FootprintPlant | null | undefined;
};

export type LiveStudyAnswer =
  | { seq: number; ok: true; estimate: PhrasedMedicineEstimate; ms: number }
  | { seq: number; ok: false; message: string };

/** Computes one update; never throws (a failure is an answer that says so). */
export function computeLiveStudyEstimate(request: LiveStudyRequest): LiveStudyAnswer {
  const started = performance.now();
  try {
    const document = medicineFootprintDocumentSchema.parse(request.document);
    const estimate = estimateMedicineFootprint(
      {
        document,
        library: starterLibrary,
        apiFootprints: new Map(request.apiFootprints),
        plant: request.plant,
      },
      { iterations: LIVE_STUDY_ITERATIONS },
    );
    return { seq: request.seq, ok: true, estimate, ms: performance.now() - started };
  } catch (error) {
    return { seq: request.seq, ok: false, message: error instanceof Error ? error.message : String(error) };
  }
}
