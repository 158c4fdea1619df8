import { setupServer } from 'msw/node';

/**
 * The one stand-in for the API in the web tests (msw): started for every test file by
 * setup-tests.ts, with no handler of its own. A test adds the answers it needs with `stubApi`
 * (test-utils.tsx); they are removed after each test, and a call nothing answers fails the test.
 */
export const apiServer = setupServer();
