import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ERROR_CODE_MESSAGES, HTTP_STATUS_MESSAGES, INVALID_STATUS } from './errors';
import { PRICE_FLEXIBILITY_FAILED, TOASTS } from './toasts';
import { VALIDATION_MESSAGES } from './validation/messages';

/**
 * A quality rule of the domain: each message string of the spec exists once, here, and
 * the app and the server import it rather than retype it.
 */
const messages = [
  ...Object.values(VALIDATION_MESSAGES),
  ...Object.values(TOASTS).map((t) => t.message),
  ...Object.values(ERROR_CODE_MESSAGES),
  ...Object.values(HTTP_STATUS_MESSAGES),
  INVALID_STATUS,
  PRICE_FLEXIBILITY_FAILED,
];

const repoRoot = path.resolve(import.meta.dirname, '../../..');
const domainSrc = path.resolve(import.meta.dirname);

function sourceFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      return ['node_modules', 'dist', 'e2e', '__screenshots__'].includes(entry.name)
        ? []
        : sourceFiles(full);
    }
    const isSource = /\.(ts|tsx|js|jsx|mjs)$/.test(entry.name);
    const isTest = /\.(test|spec|stories)\.[jt]sx?$/.test(entry.name);
    return isSource && !isTest ? [full] : [];
  });
}

/**
 * Only committed files are judged, so that a helper's work in progress in the shared tree
 * does not fail this package; outside a git checkout every file is.
 */
const tracked: Set<string> | null = (() => {
  try {
    const out = execFileSync('git', ['ls-files', '-z', 'apps', 'packages'], { cwd: repoRoot });
    return new Set(
      out
        .toString('utf8')
        .split('\0')
        .filter(Boolean)
        .map((f) => path.join(repoRoot, f)),
    );
  } catch {
    return null;
  }
})();

function isCommitted(file: string): boolean {
  return tracked === null || tracked.has(file);
}

/** Source without its comments: JSDoc may quote the spec, code may not retype it. */
function code(source: string): string {
  // The repository's own sources, not input: backtracking here costs nothing.
  // eslint-disable-next-line regexp/no-super-linear-move
  return source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`])\/\/.*$/gm, '$1');
}

/** Occurrences of a text written as a whole string literal ('...', "..." or `...`). */
function literalCount(source: string, text: string): number {
  const escaped = text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/'/g, "(?:'|\\\\')");
  const matches = source.match(new RegExp(`(['"\`])${escaped}\\1`, 'g'));
  return matches?.length ?? 0;
}

describe('quality — every message text is written once', () => {
  it('has no two catalogue entries with the same text', () => {
    const counts = new Map<string, number>();
    for (const m of messages) counts.set(m, (counts.get(m) ?? 0) + 1);
    // A toast that repeats a validation message takes it from VALIDATION_MESSAGES.
    const toastsFromValidation = new Set(Object.values(VALIDATION_MESSAGES));
    const repeated = [...counts].filter(
      ([text, n]) => n > (toastsFromValidation.has(text as never) ? 2 : 1),
    );
    expect(repeated).toEqual([]);
  });

  it('writes each text as a literal at most once in packages/domain', () => {
    const sources = sourceFiles(domainSrc).map((f) => code(fs.readFileSync(f, 'utf8')));
    const twice = messages.filter(
      (m) => sources.reduce((n, source) => n + literalCount(source, m), 0) > 1,
    );
    expect(twice).toEqual([]);
  });

  // packages/ui is left out: the layering forbids it to import the domain, so its generic
  // defaults may happen to read like a message.
  it('is not retyped in the app, the api or the server (tests and stories may quote it)', () => {
    const roots = [
      ...['apps', 'packages'].flatMap((top) => {
        const dir = path.join(repoRoot, top);
        return fs.existsSync(dir)
          ? fs.readdirSync(dir).map((name) => path.join(dir, name, 'src'))
          : [];
      }),
    ].filter((r) => r !== domainSrc && !r.includes(`${path.sep}ui${path.sep}`));
    const files = roots.flatMap(sourceFiles).filter(isCommitted);
    expect(files.length).toBeGreaterThan(0);
    const retyped = files.flatMap((file) => {
      const source = code(fs.readFileSync(file, 'utf8'));
      return messages
        .filter((m) => m.length >= 10 && literalCount(source, m) > 0)
        .map((m) => `${path.relative(repoRoot, file)}: ${m}`);
    });
    expect(retyped).toEqual([]);
  });

  it('finds a retyped literal and ignores comments (the check itself can fail)', () => {
    expect(
      literalCount(
        code(`// toast('Meeting created')\n/** 'Meeting created' */`),
        'Meeting created',
      ),
    ).toBe(0);
    expect(
      literalCount(code(`fetch('https://x'); toast('Meeting created')`), 'Meeting created'),
    ).toBe(1);
    expect(literalCount(`toast('Meeting created')`, 'Meeting created')).toBe(1);
    expect(literalCount('x = "Meeting created";', 'Meeting created')).toBe(1);
    expect(
      literalCount(
        "x = 'Please add at least one valid office id and make sure multiple id\\'s are separated by a ,'",
        VALIDATION_MESSAGES.invalidOfficeIds,
      ),
    ).toBe(1);
    expect(literalCount(`'Meeting created later'`, 'Meeting created')).toBe(0);
  });
});
