import { getJestConfig } from '@storybook/test-runner';

const testRunnerConfig = getJestConfig();
const chromium = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

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
        executablePath: chromium,
        headless: true,
        args: [
          '--no-sandbox',
          '--disable-gpu',
          '--disable-quic',
          '--no-first-run',
          '--disable-background-networking',
          '--disable-component-update',
          '--disable-sync',
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
