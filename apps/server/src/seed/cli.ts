/**
 * `npm run seed -- --scale 10 [--data-dir DIR] [--force]`: fills DATA_DIR (or DATABASE_URL)
 * with demo data at a scale (1: 300 hosts, 2,000 guests, 3,000 offices, 2,000 requests).
 * An existing database is kept unless --force, which starts from an empty one.
 */
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { readConfig } from '../config';
import { openPglite, openPostgres } from '../db/client';
import { isSeeded, seedDatabase } from './index';

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
let database;
if (config.databaseUrl) {
  database = await openPostgres(config.databaseUrl);
  if (values.force)
    await database.db.execute(
      sql.raw(
        'drop schema if exists public cascade; drop schema if exists drizzle cascade; create schema public',
      ),
    );
} else {
  const dir = path.join(config.dataDir, 'pglite');
  if (values.force) fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(config.dataDir, { recursive: true });
  database = await openPglite(dir);
}
await database.migrate();
if (await isSeeded(database.db)) {
  // Kept as it is; fresh statistics and visibility map all the same (benchmarks reuse it).
  await database.db.execute(sql.raw('vacuum analyze'));
  console.info(
    `The database already holds demo data (use --force to start again): ${config.databaseUrl ? 'DATABASE_URL' : config.dataDir}`,
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
