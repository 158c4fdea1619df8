import { defineConfig } from '@playwright/test';
import { chromiumPath } from './chromium';

const CI = Boolean(process.env.CI);

export default defineConfig({
  testDir: './tests',
  testMatch: '**/*.spec.ts',
  globalSetup: './global-setup.ts',
  outputDir: './test-results',
  // One worker: each worker starts its own API server (PGlite) and the box has 2 cores.
  workers: 1,
  fullyParallel: false,
  retries: CI ? 1 : 0,
  forbidOnly: CI,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['html', { open: 'never', outputFolder: './playwright-report' }]],
  use: {
    browserName: 'chromium',
    headless: true,
    // The laptop width of issue #29; phone journeys use 390 × 844 (fixtures/screen.ts).
    viewport: { width: 1366, height: 900 },
    // Fixed so that dates and numbers render the same on every machine.
    locale: 'en-US',
    timezoneId: 'Europe/Paris',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    video: 'off',
    launchOptions: {
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
