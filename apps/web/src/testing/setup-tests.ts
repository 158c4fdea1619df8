import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, vi } from 'vitest';
import { apiServer } from './api-server';
import { takeContractBreaches } from './contract-breaches';
import { removeStyleContainers } from './style-containers';

// findBy*/waitFor wait for what a user would wait for: a busy 2-core CI box (several test files
// rendering MUI at once, CI's other lanes, other work on the box) can take far longer than the
// library's 1 s default to paint a page. A safety net, never a speed check: a wait that holds
// returns at once, so one limit for every wait, no file setting its own (decision 0082: a 40-node
// tree drew 32 rows in 5 s under three busy loops).
configure({ asyncUtilTimeout: 30_000 });

// jsdom does not implement scrolling (used by the router's scroll restoration).
window.scrollTo = () => undefined;

// A call the test did not stub is an error, never a silent pass-through to the network.
beforeAll(() => apiServer.listen({ onUnhandledRequest: 'error' }));
afterAll(() => apiServer.close());

afterEach(() => {
  cleanup();
  removeStyleContainers();
  // A stubbed answer the real API could not give (test-utils.tsx stubApi) fails the test.
  const breaches = takeContractBreaches();
  if (breaches.length > 0) {
    apiServer.resetHandlers();
    throw new Error(`Stubbed answers that break the API's contract:\n${breaches.join('\n')}`);
  }
  apiServer.resetHandlers();
  window.localStorage.clear();
  window.sessionStorage.clear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});
