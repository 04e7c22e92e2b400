/**
 * `npm run migrate`: runs the migrations this build knows, as a step of
 * its own, before the new version's servers start (README, Upgrading). On PostgreSQL
 * (DATABASE_URL) under the start's advisory lock, so that two runs, or a run and a server
 * started with MIGRATE_ON_START=1, never migrate at once; servers may keep running. On the
 * embedded database (DATA_DIR) under its lock: the server must be stopped (it migrates at
 * start anyway). A fresh DATA_DIR gets an empty, migrated database (no demo data: the
 * server's next start writes it).
 */
import { readConfig } from './config';
import { describeStartError } from './db/errors';
import { schemaStatus } from './db/migrations';
import { openForCommand } from './db/open';

const config = readConfig();
const log = (line: string) => console.info(line);
const where = config.databaseUrl
  ? 'PostgreSQL (DATABASE_URL)'
  : `the embedded database in ${config.dataDir}`;
try {
  const database = await openForCommand({
    dataDir: config.dataDir,
    databaseUrl: config.databaseUrl,
    purpose: 'npm run migrate',
    log,
  });
  try {
    const started = Date.now();
    const before = await database.exclusively(async () => {
      const status = await schemaStatus(database.db);
      if (status.missing > 0) await database.migrate();
      return status;
    });
    if (before.newer)
      log(`Warning: ${where} was migrated by a newer version than this one; nothing to run here.`);
    log(
      before.missing === 0
        ? `${where} is up to date (${before.known} migrations).`
        : `${where}: ${before.missing} migration${before.missing === 1 ? '' : 's'} run in ${Date.now() - started} ms; up to date (${before.known} migrations).`,
    );
  } finally {
    await database.close();
  }
} catch (error) {
  console.error(`Migrating failed: ${describeStartError(error)}`);
  process.exit(1);
}
