import { computeLiveEstimate, type LiveEstimateAnswer, type LiveEstimateRequest } from './live-estimate';

/**
 * The live estimate's Web Worker (issue #23; decision 0034): the method runs here, off the page's
 * thread, so that typing never waits for a Monte Carlo. One request at a time; the page sends
 * only the newest form values once the previous answer is back.
 */
const scope = self as unknown as {
  onmessage: ((event: MessageEvent<LiveEstimateRequest>) => void) | null;
  postMessage: (answer: LiveEstimateAnswer) => void;
};
scope.onmessage = (event) => {
  scope.postMessage(computeLiveEstimate(event.data));
};
