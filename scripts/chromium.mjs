// Debian's Chromium, as every browser this repository drives launches it (end-to-end tests,
// Storybook's test-runner, browser benchmarks). Plain Node, no dependencies.

/** The Chromium binary: CHROMIUM_PATH when set, else Debian's. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

/** Launch flags: no sandbox (containers), no GPU, and none of the browser's own network traffic. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
