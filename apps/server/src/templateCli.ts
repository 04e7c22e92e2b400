/**
 * Run by build.mjs after bundling: builds the PGlite template of the demo database (initdb,
 * migrations, demo data) once per change of the migrations or the seed code, so that the
 * first start on a fresh DATA_DIR (npm start, the end-to-end tests) only copies it. Cached
 * under node_modules/.cache/backoffice-db-template; SKIP_DB_TEMPLATE=1 skips it.
 */
import { readConfig } from './config';
import { ensurePgliteTemplate } from './start/database';

const config = readConfig();
const started = Date.now();
const dir = await ensurePgliteTemplate({
  demoEmail: config.demoEmail,
  demoPassword: config.demoPassword,
  log: (line) => console.info(`[db template] ${line}`),
});
console.info(`[db template] ${dir} (${Date.now() - started} ms)`);
