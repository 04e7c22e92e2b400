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
