import { defineConfig } from '@playwright/test';
import { chromiumPath } from './chromium';

const CI = Boolean(process.env.CI);

export default defineConfig({
  testDir: './tests',
  testMatch: '**/*.spec.ts',
  globalSetup: './global-setup.ts',
  outputDir: './test-results',
  // Two workers, each with its own API server, database and mailbox (fixtures/index.ts): a journey
  // waits on the browser, the server and Playwright in turn, so one worker left a core idle on the
  // 2-core box (decision 0063). E2E_WORKERS=1 runs them one at a time. A file's journeys stay in
  // one worker, in order.
  workers: Number(process.env.E2E_WORKERS) || 2,
  fullyParallel: false,
  retries: CI ? 1 : 0,
  forbidOnly: CI,
  // A journey's own budget; on a loaded CI box the longest default-budget journeys took 60 s alone
  // (carbon-second-part.spec.ts), and a timeout costs a retry in a new worker.
  timeout: CI ? 120_000 : 60_000,
  // A passing expectation returns as soon as it holds: only a failing one waits the whole time.
  // On a loaded CI box a screen can take more than 10 s to appear, and the retry cost minutes.
  expect: { timeout: CI ? 20_000 : 10_000 },
  reporter: [['list'], ['html', { open: 'never', outputFolder: './playwright-report' }]],
  use: {
    browserName: 'chromium',
    headless: true,
    // The laptop width of issue #29; phone journeys use 390 × 844 (fixtures/screen.ts).
    viewport: { width: 1366, height: 900 },
    // Fixed so that dates and numbers render the same on every machine.
    locale: 'en-US',
    timezoneId: 'Europe/Paris',
    // The journeys' users asked for less motion: the theme honours it (theme.ts), so no dialog,
    // menu or ripple animates, and Chromium paints each state once instead of every frame of a
    // transition (decision 0082).
    reducedMotion: 'reduce',
    // Recording a trace (a DOM snapshot and a screenshot at every action) costs every journey CPU:
    // in CI only the retry of a failed journey records one; locally every failure keeps its own.
    trace: CI ? 'on-first-retry' : 'retain-on-failure',
    screenshot: 'only-on-failure',
    video: 'off',
    launchOptions: {
      // Debian's headless shell when installed, else its full Chromium (chromium.ts, decision 0080).
      executablePath: chromiumPath,
      // The machine has no outside network: keep Chromium from trying to reach Google.
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
});
