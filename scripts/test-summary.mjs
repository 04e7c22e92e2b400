// The test command's closing summary: one count over every runner's JSON results, and each
// failed test by name with the first lines of its error. CI shows only the end of the log, so
// the end must say what failed.
import fs from 'node:fs';
import path from 'node:path';

/** What each results file holds, as the summary names it. */
const SUITE_NAMES = {
  'vitest-domain': 'Vitest: packages/domain',
  'vitest-api': 'Vitest: packages/api',
  'vitest-ui': 'Vitest: packages/ui',
  'vitest-app': 'Vitest: apps/backoffice',
  'vitest-server': 'Vitest: apps/server on PGlite',
  'vitest-server-postgres': 'Vitest: apps/server on PostgreSQL',
  storybook: 'Storybook test-runner',
};
const PROJECT_NAMES = {
  chromium: 'Playwright: one server on PGlite (chromium)',
  'two-servers': 'Playwright: two servers and the balancer on PostgreSQL (two-servers)',
};

/** How many lines of a failed browser test's page are printed. */
const PAGE_LINES = 80;

export function summarize(resultsDir, root, failedSteps) {
  let passed = 0;
  let failedTests = 0;
  let skipped = 0;
  const failures = [];
  /** Per suite (a results file, or a Playwright project): its counts, in the order met. */
  const suites = new Map();
  const count = (suite, key, n = 1) => {
    if (!suites.has(suite)) suites.set(suite, { passed: 0, failed: 0, skipped: 0 });
    suites.get(suite)[key] += n;
  };
  const playwrightCounts = (suite) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        const name = PROJECT_NAMES[test.projectName] ?? `Playwright: ${test.projectName}`;
        if (test.status === 'expected') count(name, 'passed');
        else if (test.status === 'skipped') count(name, 'skipped');
        else count(name, 'failed');
      }
    }
    for (const child of suite.suites ?? []) playwrightCounts(child);
  };
  // eslint-disable-next-line no-control-regex
  const plain = (text) => String(text ?? '').replace(/\u001b\[[0-9;]*m/g, '');
  const firstLines = (text) =>
    plain(text)
      .split('\n')
      .map((line) => line.trimEnd())
      .filter((line) => line.trim() !== '' && !/^\s*at .*node_modules/.test(line))
      .slice(0, 12)
      .map((line) => `    ${line.slice(0, 240)}`)
      .join('\n');
  // What the page showed when a browser test failed (Playwright's error context: the page's
  // accessibility tree, the focused element marked [active]): CI gives no files back, and a
  // failure that happens once in a hundred runs must be explainable from the log alone.
  const pageSnapshot = (result) => {
    const attachment = (result?.attachments ?? []).find((a) => a.name === 'error-context');
    if (!attachment?.path || !fs.existsSync(attachment.path)) return '';
    const text = fs.readFileSync(attachment.path, 'utf8');
    const block = /# Page snapshot\s*```yaml\n([\s\S]*?)```/.exec(text)?.[1] ?? '';
    const lines = block.split('\n').filter((line) => line.trim() !== '');
    const shown = lines.slice(0, PAGE_LINES).map((line) => `      ${line.slice(0, 200)}`);
    if (lines.length > PAGE_LINES) shown.push(`      … ${lines.length - PAGE_LINES} more lines`);
    return shown.length ? `    The page at the failure:\n${shown.join('\n')}` : '';
  };
  const playwrightFailures = (suite, file) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        if (test.status !== 'unexpected' && test.status !== 'flaky') continue;
        const failed = (test.results ?? []).find((result) => result.error);
        failures.push({
          name: `${spec.file ?? file}:${spec.line ?? ''} › ${spec.title}${test.status === 'flaky' ? ' (flaky: failed, then passed on retry)' : ''}`,
          message: failed?.error?.message ?? '',
          page: pageSnapshot(failed),
        });
      }
    }
    for (const child of suite.suites ?? []) playwrightFailures(child, suite.file ?? file);
  };
  for (const file of fs.readdirSync(resultsDir).filter((name) => name.endsWith('.json'))) {
    const data = JSON.parse(fs.readFileSync(path.join(resultsDir, file), 'utf8'));
    if (file.startsWith('playwright')) {
      passed += data.stats?.expected ?? 0;
      failedTests += (data.stats?.unexpected ?? 0) + (data.stats?.flaky ?? 0);
      skipped += data.stats?.skipped ?? 0;
      for (const suite of data.suites ?? []) playwrightFailures(suite, suite.file);
      for (const suite of data.suites ?? []) playwrightCounts(suite);
      for (const error of data.errors ?? [])
        failures.push({ name: `${file}: error outside a test`, message: error.message });
    } else {
      passed += data.numPassedTests ?? 0;
      failedTests += data.numFailedTests ?? 0;
      skipped += (data.numPendingTests ?? 0) + (data.numTodoTests ?? 0);
      const suite = SUITE_NAMES[file.replace(/\.json$/, '')] ?? file;
      count(suite, 'passed', data.numPassedTests ?? 0);
      count(suite, 'failed', data.numFailedTests ?? 0);
      count(suite, 'skipped', (data.numPendingTests ?? 0) + (data.numTodoTests ?? 0));
      for (const result of data.testResults ?? []) {
        const where = path.relative(root, result.name ?? result.testFilePath ?? file);
        const failedHere = (result.assertionResults ?? []).filter(
          (test) => test.status === 'failed',
        );
        for (const test of failedHere) {
          failures.push({
            name: `${where} › ${test.fullName ?? [...(test.ancestorTitles ?? []), test.title].join(' › ')}`,
            message: (test.failureMessages ?? []).join('\n'),
          });
        }
        // A file that failed outside its tests (it did not load, or a hook threw).
        if (failedHere.length === 0 && result.status === 'failed' && result.message)
          failures.push({ name: `${where}: failed outside a test`, message: result.message });
      }
    }
  }

  const summary = ['', 'Suites run:'];
  for (const [name, n] of suites) {
    const mark = n.failed ? '✖' : '✔';
    summary.push(
      `  ${mark} ${name}: ${n.passed} passed, ${n.failed} failed${n.skipped ? `, ${n.skipped} skipped` : ''}`,
    );
  }
  if (failedSteps.length) summary.push(`✖ Failed steps: ${failedSteps.join('; ')}`);
  else summary.push('✔ Every step passed');
  summary.push(
    `tests: ${passed} passed, ${failedTests} failed${skipped ? `, ${skipped} skipped` : ''}`,
  );
  for (const failure of failures.slice(0, 12)) {
    summary.push(`✖ ${failure.name}`);
    if (failure.message) summary.push(firstLines(failure.message));
    if (failure.page) summary.push(failure.page);
  }
  if (failures.length > 12) summary.push(`… and ${failures.length - 12} more failed tests above`);

  return { text: summary.join('\n'), failed: failedTests };
}
