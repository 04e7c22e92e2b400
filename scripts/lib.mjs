// Shared steps of the two README commands. Plain Node, no dependencies: these run before
// anything is installed.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const PNPM_VERSION = '10.34.9';

export function log(message) {
  console.log(`\x1b[1m▸ ${message}\x1b[0m`);
}

/** Runs a command in the foreground; returns its exit status (exits on failure unless told). */
export function run(command, args, { allowFailure = false, env = {}, cwd = root } = {}) {
  const result = spawnSync(command, args, {
    cwd,
    stdio: 'inherit',
    env: { ...process.env, TURBO_TELEMETRY_DISABLED: '1', ...env },
  });
  const status = result.status ?? 1;
  if (status !== 0 && !allowFailure) {
    console.error(`\n✖ ${command} ${args.join(' ')} failed (exit ${status})`);
    process.exit(status);
  }
  return status;
}

function works(command, args) {
  const r = spawnSync(command, args, { encoding: 'utf8' });
  return r.status === 0 ? r.stdout.trim() : null;
}

/** The pnpm to use: the one on PATH when it is the pinned major, else npx with the pinned version. */
export function pnpm() {
  const version = works('pnpm', ['--version']);
  if (version && version.split('.')[0] === PNPM_VERSION.split('.')[0]) return ['pnpm', []];
  return ['npx', ['-y', `pnpm@${PNPM_VERSION}`]];
}

export function runPnpm(args, options) {
  const [command, prefix] = pnpm();
  return run(command, [...prefix, ...args], options);
}

/** Installs dependencies from the lockfile; a no-op in a second or two when nothing changed. */
export function ensureDependencies() {
  const marker = path.join(root, 'node_modules', '.modules.yaml');
  const lock = path.join(root, 'pnpm-lock.yaml');
  const fresh = fs.existsSync(marker) && fs.statSync(marker).mtimeMs >= fs.statSync(lock).mtimeMs;
  if (fresh && !process.env.CI) return;
  log('Installing dependencies from the lockfile');
  runPnpm(['install', '--frozen-lockfile', '--prefer-offline']);
}

export const CHROMIUM_CANDIDATES = ['/usr/bin/chromium', '/usr/bin/chromium-browser'];

/**
 * Chromium's headless shell (Debian's "chromium-headless-shell", the same Chromium without the
 * browser's UI) for the end-to-end tests: the same pages take about a sixth less time in it
 * than in the full browser run headless. Installed with apt-get when absent and running as
 * root (7 s here); where it cannot be had, the full Chromium serves. Storybook keeps the full
 * Chromium: its pictures were drawn there, and the shell antialiases a few pixels differently.
 */
export function ensureHeadlessShell(fallback) {
  const configured = process.env.E2E_CHROMIUM_PATH;
  if (configured && fs.existsSync(configured)) return configured;
  const shell = '/usr/bin/chromium-headless-shell';
  if (fs.existsSync(shell)) return shell;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (isRoot && works('apt-get', ['--version']) !== null) {
    log(
      'Installing Chromium\'s headless shell (Debian package "chromium-headless-shell") for the end-to-end tests',
    );
    const env = { DEBIAN_FRONTEND: 'noninteractive' };
    const install = () =>
      run('apt-get', ['install', '-y', '-qq', 'chromium-headless-shell'], {
        env,
        allowFailure: true,
      });
    if (install() !== 0) {
      run('apt-get', ['update', '-qq'], { env, allowFailure: true });
      install();
    }
    if (fs.existsSync(shell)) return shell;
  }
  console.log(`No Chromium headless shell here: the end-to-end tests run in ${fallback}.`);
  return fallback;
}

/** Finds Debian's Chromium, installing it with apt-get when absent and running as root. */
export function ensureChromium() {
  const configured = process.env.CHROMIUM_PATH;
  if (configured && fs.existsSync(configured)) return configured;
  const found = CHROMIUM_CANDIDATES.find((p) => fs.existsSync(p));
  if (found) return found;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (isRoot && works('apt-get', ['--version']) !== null) {
    log('Installing Chromium (Debian package "chromium") for the browser tests');
    run('apt-get', ['update', '-qq']);
    run('apt-get', ['install', '-y', '-qq', 'chromium'], {
      env: { DEBIAN_FRONTEND: 'noninteractive' },
    });
    const installed = CHROMIUM_CANDIDATES.find((p) => fs.existsSync(p));
    if (installed) return installed;
  }
  console.error(
    'Chromium is missing: install Debian\'s "chromium" package (sudo apt-get install chromium) or set CHROMIUM_PATH to a Chromium binary.',
  );
  process.exit(1);
}
