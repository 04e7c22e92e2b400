// Bundles the server into dist/: index.js (the server), seed.js (`npm run seed`),
// balancer.js (several servers behind one address, README) and template.js, run right after
// to prepare the cached database template. The
// server's own dependencies (package.json "dependencies") stay external and are loaded by
// Node from apps/server/node_modules; everything else, the workspace packages and their own
// dependencies (date-fns, superstruct, libphonenumber-js...), is bundled in, since Node could
// not resolve those from apps/server.
import fs from 'node:fs';
import { build } from 'esbuild';

const pkg = JSON.parse(fs.readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const external = new Set(
  Object.keys(pkg.dependencies ?? {}).filter((name) => !name.startsWith('@backoffice/')),
);

await build({
  entryPoints: {
    index: 'src/index.ts',
    seed: 'src/seed/cli.ts',
    template: 'src/template-cli.ts',
    balancer: 'src/balancer.ts',
    openapi: 'src/openapi-cli.ts',
  },
  outdir: process.env.SERVER_OUT_DIR || 'dist',
  bundle: true,
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

// Issue 28: the OpenAPI document (dist/openapi.json) and the docs page's viewer (dist/api-docs).
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
