import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// findBy*/waitFor wait for what a user would wait for: a busy 2-core CI box (several test files
// rendering MUI at once) can take longer than the library's 1 s default to paint a page.
configure({ asyncUtilTimeout: 5_000 });

// jsdom does not implement scrolling (used by the router's scroll restoration).
window.scrollTo = () => undefined;

afterEach(() => {
  cleanup();
  window.localStorage.clear();
  window.sessionStorage.clear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});
