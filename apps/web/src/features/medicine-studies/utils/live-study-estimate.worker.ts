import { computeLiveStudyEstimate, type LiveStudyAnswer, type LiveStudyRequest } from './live-study-estimate';

/**
 * The study's live estimate in a Web Worker (decision 0034, as the substance's): the Monte Carlo
 * runs off the page's thread, so that typing never waits for it.
 */
const scope = self as unknown as {
  onmessage: ((event: MessageEvent<LiveStudyRequest>) => void) | null;
  postMessage: (answer: LiveStudyAnswer) => void;
};
scope.onmessage = (event) => {
  scope.postMessage(computeLiveStudyEstimate(event.data));
};
