// Bundles the server into dist/: index.js (the server), seed.js (`npm run seed`), migrate.js
// (`npm run migrate`), backup.js (`npm run backup` and `npm run restore`),
// balancer.js (several servers behind one address, README) and template.js, run right after
// to prepare the cached database template. The
// server's own dependencies (package.json "dependencies") stay external and are loaded by
// Node from apps/server/node_modules; everything else, the workspace packages and their own
// dependencies (date-fns, superstruct, libphonenumber-js...), is bundled in, since Node could
// not resolve those from apps/server.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import { build } from 'esbuild';

const require_ = createRequire(import.meta.url);

const pkg = JSON.parse(fs.readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const external = new Set(
  Object.keys(pkg.dependencies ?? {}).filter((name) => !name.startsWith('@backoffice/')),
);

// Chunks of an earlier build are named by their content: cleared, so that none is left over.
{
  const outDir = process.env.SERVER_OUT_DIR || 'dist';
  if (fs.existsSync(outDir)) {
    for (const name of fs.readdirSync(outDir)) {
      if (/^(chunk|seed)-[A-Z0-9]+\.js(\.map)?$/.test(name)) fs.rmSync(`${outDir}/${name}`);
    }
  }
}

// The commit /health tells (GIT_COMMIT, else git's HEAD, else unknown at run time).
const commit = (() => {
  if (process.env.GIT_COMMIT) return process.env.GIT_COMMIT;
  const { spawnSync } = require_('node:child_process');
  const git = spawnSync('git', ['rev-parse', '--short=12', 'HEAD'], { encoding: 'utf8' });
  return git.status === 0 ? git.stdout.trim() : '';
})();

await build({
  define: { __BUILD_COMMIT__: JSON.stringify(commit) },
  entryPoints: {
    index: 'src/index.ts',
    seed: 'src/seed/cli.ts',
    template: 'src/templateCli.ts',
    balancer: 'src/balancer.ts',
    openapi: 'src/openapiCli.ts',
    staff: 'src/staffCli.ts',
    // The operator's commands: `npm run migrate`, and `npm run backup` / `npm run restore` (one entry).
    migrate: 'src/migrateCli.ts',
    backup: 'src/backupCli.ts',
  },
  outdir: process.env.SERVER_OUT_DIR || 'dist',
  bundle: true,
  // Modules loaded on demand stay in chunks of their own: the demo data's generator (and
  // faker, a development dependency bundled with it) is read only when a database is seeded.
  // Chunks beside the entries (dist/chunk-….js): the modules that find files from where they
  // are (the migrations, the docs viewer, the template cache) see the same folder as before.
  splitting: true,
  chunkNames: '[name]-[hash]',
  platform: 'node',
  target: 'node20',
  format: 'esm',
  sourcemap: true,
  logLevel: 'warning',
  plugins: [
    {
      name: 'external-server-dependencies',
      setup(b) {
        b.onResolve({ filter: /^[^./]/ }, (args) => {
          const name = args.path.startsWith('@')
            ? args.path.split('/').slice(0, 2).join('/')
            : args.path.split('/')[0];
          if (external.has(name)) return { path: args.path, external: true };
          return undefined;
        });
      },
    },
  ],
});

// The OpenAPI document (dist/openapi.json) and the docs page's viewer (dist/api-docs).
{
  const { spawnSync } = await import('node:child_process');
  const outDir = process.env.SERVER_OUT_DIR || 'dist';
  const result = spawnSync(process.execPath, [`${outDir}/openapi.js`, 'write', outDir], {
    stdio: 'inherit',
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

// A fresh DATA_DIR is then a copy of this template (seconds, not the minute initdb and the seed take).
if (process.env.SKIP_DB_TEMPLATE !== '1') {
  const { spawnSync } = await import('node:child_process');
  const result = spawnSync(process.execPath, ['dist/template.js'], { stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
