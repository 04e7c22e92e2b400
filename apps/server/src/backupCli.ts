/**
 * `npm run backup -- FILE` and `npm run restore -- FILE`, for the embedded
 * database (DATA_DIR/pglite): a .tar.gz of its folder made by PGlite itself (dumpDataDir),
 * and a database made from one (loadDataDir).
 *
 * Online, decided: PGlite is one process on one folder, so a backup cannot read the folder
 * while a server writes it (a copy of files in motion is not a database), nor open it a
 * second time. Both commands take DATA_DIR's lock like the server: while a server runs they
 * refuse and say so; stop it, back up (seconds), start it. PostgreSQL, where servers run
 * during a backup, is backed up with pg_dump (README, Backup and restore).
 *
 * A restore never deletes: the database it replaces is moved aside to
 * DATA_DIR/pglite.before-restore-<time>, and the new one is written beside and renamed into
 * place once complete.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { readConfig } from './config';
import { PGLITE_EXTENSIONS } from './db/client';
import { describeStartError, StartError } from './db/errors';
import { lockDataDir } from './db/lock';

const [command, file] = process.argv.slice(2);
const USAGE = 'Usage: npm run backup -- FILE.tar.gz    npm run restore -- FILE.tar.gz';
if (!['backup', 'restore'].includes(command ?? '') || !file) {
  console.error(USAGE);
  process.exit(2);
}
const config = readConfig();
if (config.databaseUrl) {
  console.error(
    `DATABASE_URL is set: back up PostgreSQL with pg_dump and restore it with pg_restore (README, Backup and restore); npm run ${command} is for the embedded database.`,
  );
  process.exit(2);
}
const target = path.resolve(file);
const dir = path.join(config.dataDir, 'pglite');

async function count(db: PGlite): Promise<string> {
  const result = await db.query<{ staff: number; offices: number }>(
    'select (select count(*) from staff)::int as staff, (select count(*) from offices)::int as offices',
  );
  const row = result.rows[0];
  return `${row?.staff ?? 0} staff accounts, ${row?.offices ?? 0} offices`;
}

async function backup(): Promise<void> {
  if (!fs.existsSync(path.join(dir, 'PG_VERSION')))
    throw new StartError(`No embedded database in ${config.dataDir} to back up.`);
  const db = new PGlite(dir, { extensions: PGLITE_EXTENSIONS });
  await db.waitReady;
  let what: string;
  let dump: Blob;
  try {
    what = await count(db);
    dump = await db.dumpDataDir('gzip');
  } finally {
    await db.close();
  }
  // Written beside, then renamed: an interrupted backup never leaves a cut-off FILE.
  const partial = `${target}.partial-${process.pid}`;
  fs.mkdirSync(path.dirname(target), { recursive: true });
  fs.writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
  fs.renameSync(partial, target);
  console.info(
    `Backed up ${config.dataDir} (${what}) to ${target} (${fs.statSync(target).size} bytes)`,
  );
}

async function restore(): Promise<void> {
  if (!fs.existsSync(target)) throw new StartError(`No backup file ${target}.`);
  const incoming = `${dir}.tmp-${process.pid}-${crypto.randomBytes(4).toString('hex')}`;
  const db = new PGlite(incoming, {
    extensions: PGLITE_EXTENSIONS,
    loadDataDir: new Blob([fs.readFileSync(target)]),
  });
  let what: string;
  try {
    await db.waitReady;
    what = await count(db);
  } catch (error) {
    fs.rmSync(incoming, { recursive: true, force: true });
    throw new StartError(
      `${target} is not a backup of this product's embedded database (${describeStartError(error)}).`,
    );
  } finally {
    await db.close().catch(() => {});
  }
  let aside = '';
  if (fs.existsSync(dir)) {
    aside = `${dir}.before-restore-${new Date().toISOString().replace(/[:.]/g, '-')}`;
    fs.renameSync(dir, aside);
  }
  fs.renameSync(incoming, dir);
  console.info(
    `Restored ${target} (${what}) into ${config.dataDir}${aside ? `; the database it replaced is kept in ${aside} (delete it when no longer needed)` : ''}`,
  );
}

try {
  const lock = lockDataDir(config.dataDir, `npm run ${command}`);
  try {
    if (command === 'backup') await backup();
    else await restore();
  } finally {
    lock.release();
  }
} catch (error) {
  console.error(`The ${command} failed: ${describeStartError(error)}`);
  process.exit(1);
}
