/**
 * What stubbed answers broke the API's contract in the running test: `stubApi` (test-utils.tsx)
 * adds to it, setup-tests.ts fails the test. A module of its own so that the setup file, which
 * every test file runs, does not import test-utils and through it the app's providers, MUI and
 * Emotion into the files that render nothing (decision 0079).
 */
const contractBreaches: string[] = [];

/** Records a breach found while answering a stubbed call. */
export function recordContractBreach(breach: string): void {
  contractBreaches.push(breach);
}

/** The breaches found since the last call, emptied (setup-tests.ts, after each test). */
export function takeContractBreaches(): string[] {
  return contractBreaches.splice(0);
}
