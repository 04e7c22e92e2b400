/**
 * `npm run seed -- --scale 10 [--data-dir DIR] [--force]`: fills DATA_DIR (or DATABASE_URL)
 * with demo data at a scale (1: 300 hosts, 2,000 guests, 3,000 offices, 2,000 requests).
 * An existing database is kept unless --force, which starts from an empty one; one seeded at
 * another scale, or whose seed did not finish, is an error (exit 3) rather than data of the
 * wrong size. The data is written in shards of ×1, so memory stays flat at any scale (×100:
 * see the README for its time).
 */
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { readConfig } from '../config';
import { openForCommandOrExit } from '../db/open';
import { nonDemoData } from './state';
import { OTHER_STAFF, isSeeded, seedDatabase, seededScale } from './index';

const { values } = parseArgs({
  options: {
    scale: { type: 'string', default: '1' },
    'data-dir': { type: 'string' },
    force: { type: 'boolean', default: false },
  },
});
const scale = Number(values.scale);
if (!Number.isFinite(scale) || scale <= 0) {
  console.error(`--scale must be a positive number, got "${values.scale}"`);
  process.exit(2);
}
const config = readConfig(
  values['data-dir'] ? { ...process.env, DATA_DIR: values['data-dir'] } : process.env,
);
const log = (line: string) => console.info(line);

const started = Date.now();
const where = config.databaseUrl ? 'DATABASE_URL' : config.dataDir;
// The embedded database under DATA_DIR's lock: refused while a server runs on it.
const database = await openForCommandOrExit({
  dataDir: config.dataDir,
  databaseUrl: config.databaseUrl,
  purpose: 'npm run seed',
  log,
});
if (values.force) {
  // --force drops everything, so only demo data. What marks it: the `seed_now` row
  // of the meta table, which the seed writes in the transaction of its rows.
  const refusal = await nonDemoData(database.db, [
    config.demoEmail,
    ...OTHER_STAFF.map((s) => s.email),
  ]);
  if (refusal) {
    console.error(
      `${where} holds data that is not demo data (${refusal}; demo data is marked by the seed_now row the seed writes in the meta table): seed --force, which deletes everything, refuses it. Use another ${config.databaseUrl ? 'database' : 'DATA_DIR'}.`,
    );
    await database.close();
    process.exit(4);
  }
  // Both databases alike, the embedded one without letting go of DATA_DIR's lock.
  await database.db.execute(
    sql.raw(
      'drop schema if exists public cascade; drop schema if exists drizzle cascade; create schema public',
    ),
  );
}
await database.migrate();
const held = await seededScale(database.db);
if (held === 'unfinished' || (held !== null && held !== scale)) {
  console.error(
    held === 'unfinished'
      ? `${where} holds part of a seed that did not finish: use --force to start again`
      : `${where} holds demo data at scale ${held}, not ${scale}: use --force to start again, or another database`,
  );
  await database.close();
  process.exit(3);
}
if (await isSeeded(database.db)) {
  // Kept as it is; fresh statistics and visibility map all the same (benchmarks reuse it).
  await database.db.execute(sql.raw('vacuum analyze'));
  console.info(
    `The database already holds demo data at scale ${scale} (use --force to start again): ${where}`,
  );
} else {
  await seedDatabase(database.db, {
    demoEmail: config.demoEmail,
    demoPassword: config.demoPassword,
    scale,
    log,
  });
  console.info(
    `Seeded at scale ${scale} in ${Date.now() - started} ms (${database.kind}${database.kind === 'pglite' ? `, ${config.dataDir}` : ''})`,
  );
}
await database.close();
