import type { Plant, TreeNodeDraft } from '@pharmatrace/domain';
import {
  estimateFootprint,
  estimateForClient,
  type PhrasedEstimate,
  starterLibrary,
} from '@pharmatrace/footprint';

/**
 * The client's live estimate (issue #23 'Client, second-part wizard'): the same method as the
 * server's, run in the browser on what the form holds, with the starter library (the provider's
 * licensed factors never reach a client) and fewer Monte Carlo iterations, so that an update
 * takes a few tens of milliseconds in the worker (decision 0034).
 */

/** Monte Carlo iterations of the live panel: 20,000 rather than the review's 200,000 (decision 0034). */
export const LIVE_ITERATIONS = 20_000;
/** A cap on the normal draws of one update, so that a very long route still answers within a moment. */
export const LIVE_MAX_DRAWS = 3_000_000;

export type LiveEstimateRequest = {
  /** Increases with every request: an answer to an older one is dropped. */
  seq: number;
  tree: TreeNodeDraft | null;
  substances: readonly unknown[];
  productionCountry: string | null;
  plants: readonly Plant[];
};

export type LiveEstimateAnswer =
  /**
   * The estimate as the method computes it: its data gaps and warnings are phrases (issue #27), which
   * the page says in its language if it shows them; the worker carries no catalogue.
   */
  | { seq: number; ok: true; estimate: PhrasedEstimate; ms: number }
  | { seq: number; ok: false; message: string };

/** Computes one update; never throws (a failure is an answer that says so). */
export function computeLiveEstimate(request: LiveEstimateRequest): LiveEstimateAnswer {
  const started = performance.now();
  try {
    const estimate = estimateFootprint(
      {
        document: {
          tree: request.tree,
          substances: request.substances,
          productionCountry: request.productionCountry,
        },
        plants: request.plants,
      },
      starterLibrary,
      { iterations: LIVE_ITERATIONS, maxDraws: LIVE_MAX_DRAWS, contributors: 5 },
    );
    return {
      seq: request.seq,
      ok: true,
      estimate: estimateForClient(estimate),
      ms: performance.now() - started,
    };
  } catch (error) {
    return { seq: request.seq, ok: false, message: error instanceof Error ? error.message : String(error) };
  }
}
