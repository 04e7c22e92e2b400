import { defineConfig } from 'vitest/config';
import { reporters } from '../../vitest.shared';

/**
 * The suite runs on PGlite, and again on PostgreSQL with DATABASE_URL (both in `npm test`: see
 * scripts/test.mjs and scripts/postgres.mjs, which starts a PostgreSQL when none is given).
 * `*.pglite.test.ts` need the embedded database (kill -9 of a server on its DATA_DIR),
 * `*.postgres.test.ts` a PostgreSQL server (several servers on one database): each runs in
 * its pass only. The two passes write their results to two files (vitest-server.json,
 * vitest-server-postgres.json), so the closing summary counts and names both.
 */
const onPostgres = Boolean(process.env.DATABASE_URL);

export default defineConfig({
  test: {
    environment: 'node',
    include: ['src/**/*.test.ts'],
    exclude: [onPostgres ? 'src/**/*.pglite.test.ts' : 'src/**/*.postgres.test.ts'],
    reporters: reporters(onPostgres ? 'server-postgres' : 'server'),
    // One database per test file (a copy of the template made once by the global setup).
    globalSetup: ['src/test/globalSetup.ts'],
    testTimeout: 30_000,
    hookTimeout: 120_000,
    maxWorkers: 2,
  },
});
