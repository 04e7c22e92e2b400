import { defineConfig } from 'vitest/config';
import { reporters } from '../../vitest.shared';

/**
 * The suite runs on PGlite (`npm test`) and again on PostgreSQL (`.ci/run`, DATABASE_URL).
 * `*.pglite.test.ts` need the embedded database (kill -9 of a server on its DATA_DIR),
 * `*.postgres.test.ts` a PostgreSQL server (several servers on one database): each runs in
 * its pass only.
 */
const onPostgres = Boolean(process.env.DATABASE_URL);

export default defineConfig({
  test: {
    environment: 'node',
    include: ['src/**/*.test.ts'],
    exclude: [onPostgres ? 'src/**/*.pglite.test.ts' : 'src/**/*.postgres.test.ts'],
    reporters: reporters('server'),
    // One database per test file (a copy of the template made once by the global setup).
    globalSetup: ['src/test/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 120_000,
    maxWorkers: 2,
  },
});
