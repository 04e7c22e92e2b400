import { getJestConfig } from '@storybook/test-runner';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './scripts/chromium.mjs';

const testRunnerConfig = getJestConfig();

/**
 * Test-runner on Debian's Chromium: test tools cannot download browsers on this machine.
 * @type {import('@jest/types').Config.InitialOptions}
 */
export default {
  ...testRunnerConfig,
  // A screen story mounts a whole page over MSW: 5-10 s alone, over 30 s on a 2-core machine
  // busy with builds. A broken story still fails, later.
  testTimeout: 60000,
  maxWorkers: 2,
  testEnvironmentOptions: {
    'jest-playwright': {
      ...testRunnerConfig.testEnvironmentOptions?.['jest-playwright'],
      browsers: ['chromium'],
      launchOptions: {
        executablePath: CHROMIUM_PATH,
        headless: true,
        args: [
          ...CHROMIUM_ARGS,
          // Screenshots drawn alike on every machine.
          '--font-render-hinting=none',
          '--force-color-profile=srgb',
          '--hide-scrollbars',
        ],
      },
      contextOptions: {
        viewport: { width: 1024, height: 640 },
        deviceScaleFactor: 1,
        locale: 'en-GB',
        timezoneId: 'Europe/Paris',
      },
    },
  },
};
