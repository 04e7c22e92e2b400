import { test as base, expect } from '@playwright/test';
import type { ConsoleMessage } from '@playwright/test';

export interface ConsoleErrors {
  /** What the page logged as errors (and threw), in order. */
  readonly messages: string[];
  /**
   * Lets the console errors matching `pattern` pass: only for a test that provokes them on
   * purpose (Chromium logs every refused call, e.g. "the server responded with a status of
   * 401", as a console error).
   */
  allow: (pattern: RegExp) => void;
}

/**
 * Every end-to-end test fails if the page logs a console error or throws: a screen that
 * "works" while logging errors is not done. A test that provokes a refused call says which
 * console errors it expects with `consoleErrors.allow(...)`.
 */
export const test = base.extend<{ consoleErrors: ConsoleErrors }>({
  // The tests' own API calls each on a connection of their own. Playwright's request context
  // keeps connections alive with no idle limit of its own, and the server closes one idle for
  // 5 s (Node's keepAliveTimeout): a call sent on a connection as the server closes it fails
  // with "socket hang up (ECONNRESET)", which a loaded machine made happen (offices e2e). A
  // browser retries such a request by itself; Playwright does not.
  request: async ({ playwright, baseURL, extraHTTPHeaders }, provide) => {
    const request = await playwright.request.newContext({
      baseURL,
      extraHTTPHeaders: { ...extraHTTPHeaders, Connection: 'close' },
    });
    await provide(request);
    await request.dispose();
  },
  // Each worker talks to its own server (globalSetup.ts starts one per worker).
  baseURL: async ({ baseURL }, provide, testInfo) => {
    const urls = (process.env.E2E_BASE_URLS ?? '').split(',').filter(Boolean);
    await provide(
      process.env.E2E_BASE_URL ?? urls[testInfo.parallelIndex % urls.length] ?? baseURL,
    );
  },
  // A route handler still at work when a test ends (the page re-reading as the test finishes,
  // its `route.fetch` then failing with "Test ended") threw into the worker's next test, which
  // failed at 0 ms with another file's stack and took its file's other tests with it (CI, stop
  // 49). The handlers go with the test: unrouted, their late errors ignored.
  page: async ({ page }, provide) => {
    await provide(page);
    await page.unrouteAll({ behavior: 'ignoreErrors' });
  },
  consoleErrors: [
    async ({ page }, use) => {
      const messages: string[] = [];
      const allowed: RegExp[] = [];
      page.on('console', (msg: ConsoleMessage) => {
        if (msg.type() === 'error') messages.push(msg.text());
      });
      page.on('pageerror', (err) => messages.push(err.message));
      await use({ messages, allow: (pattern) => void allowed.push(pattern) });
      const unexpected = messages.filter((m) => !allowed.some((pattern) => pattern.test(m)));
      expect(unexpected, 'console errors on the page').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
