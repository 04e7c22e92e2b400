import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../scripts/chromium.mjs';

const resultsDir = process.env.TEST_RESULTS_DIR;
process.env.E2E_WORKERS ??= '1';
const WORKERS = Number(process.env.E2E_WORKERS);

/**
 * End-to-end tests in Debian's Chromium against the real product: global-setup builds nothing,
 * it starts the built server (API + app) on a free port with a temporary DATA_DIR.
 */
export default defineConfig({
  testDir: './e2e',
  // Spec files run side by side, each worker against its own server and data (globalSetup.ts);
  // the tests of one file run in order. E2E_WORKERS=2 runs two (one by default).
  fullyParallel: false,
  workers: WORKERS,
  forbidOnly: true,
  retries: 0,
  // Generous for a loaded 2-core CI machine, where the board's first load of 2,000 requests
  // can take several seconds; a wrong behaviour still fails, only later.
  timeout: 60_000,
  expect: { timeout: 15_000 },
  globalSetup: './e2e/global-setup.ts',
  reporter: resultsDir
    ? [['list'], ['json', { outputFile: `${resultsDir}/playwright.json` }]]
    : [['list']],
  use: {
    baseURL: process.env.E2E_BASE_URL,
    locale: 'en-GB',
    timezoneId: 'Europe/Paris',
    // A trace records every action's DOM and a screencast, for every test, and keeps it only
    // when the test fails. CI gives no files back, so there (CI=true) it is off: its CPU went to
    // recording what nobody reads. E2E_TRACE=retain-on-failure turns it on anywhere.
    trace: (process.env.E2E_TRACE ?? (process.env.CI ? 'off' : 'retain-on-failure')) as
      'off' | 'retain-on-failure',
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
  },
  projects: [
    // Every spec against one server on the embedded database (globalSetup.ts).
    { name: 'chromium', use: { browserName: 'chromium' }, testIgnore: /two-servers\.spec\.ts$/ },
    // Browsers across two server processes and the balancer on one PostgreSQL (the
    // test command's, TEST_DATABASE_URL, or one scripts/postgres.mjs starts): a write through
    // one server reaches the other's pages by LISTEN/NOTIFY and the event stream.
    // `pnpm e2e -- --project two-servers` runs it alone.
    {
      name: 'two-servers',
      use: { browserName: 'chromium' },
      testMatch: /two-servers\.spec\.ts$/,
    },
  ],
});
