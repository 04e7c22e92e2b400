import path from 'node:path';

/**
 * Vitest reporters for every package: the default console output, plus a JSON file when the
 * test command collects results (TEST_RESULTS_DIR), so it can print one closing count.
 */
export function reporters(name: string): (string | [string, Record<string, unknown>])[] {
  const dir = process.env.TEST_RESULTS_DIR;
  if (!dir) return ['default'];
  return ['default', ['json', { outputFile: path.join(dir, `vitest-${name}.json`) }]];
}

/**
 * Test options of a package tested in jsdom (the design system, the app): its
 * `src/**\/*.test.{ts,tsx}` after `src/testSetup.ts`.
 */
export function jsdomTests(name: string) {
  return {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/testSetup.ts'],
    // One jsdom and one module graph per worker, not per file: the files clean up after
    // themselves (testing-library's cleanup, vi.restoreAllMocks), and the app's suite went from
    // 242 s to 47 s (jsdom's set-up and the imports were 80% of it).
    isolate: false,
    // A jsdom test that types into a form or an editor takes 1-2 s alone and over 5 s (vitest's
    // default limit) on a 2-core machine busy with builds; a broken behaviour still fails, later.
    testTimeout: 20_000,
    reporters: reporters(name),
  };
}
