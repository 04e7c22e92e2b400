#!/usr/bin/env node
// `npm run package`: the self-contained server folder the container image
// copies, made without Docker. It holds the server's bundle (dist/, with `migrate.js`,
// `staff.js`, `backup.js`...), its migrations (drizzle/), the built app (public/) and the
// server's production dependencies only (node_modules/, by `pnpm deploy --prod` from the
// lockfile): `node dist/index.js` in it needs nothing of the workspace. Copy it anywhere with
// Node 20.19+ on the same platform (the password hashing package is native).
//
//   npm run package                      # builds the server and the app, writes dist/package/
//   npm run package -- --no-build        # packages the builds already there (npm test does)
//   npm run package -- --out /srv/app    # another folder (emptied first)
import fs from 'node:fs';
import path from 'node:path';
import { ensureDependencies, log, root, runPnpm } from './lib.mjs';

const args = process.argv.slice(2);
const build = !args.includes('--no-build');
const outIndex = args.indexOf('--out');
const out = path.resolve(outIndex >= 0 ? args[outIndex + 1] : path.join(root, 'dist/package'));
if (outIndex >= 0 && !args[outIndex + 1]) {
  console.error('--out needs a folder');
  process.exit(2);
}

const serverDir = path.join(root, 'apps/server');
const appDist = path.join(root, 'apps/backoffice/dist');
const started = Date.now();

ensureDependencies();
if (build) {
  log('Building the server and the app');
  // Their own build scripts, not turbo: turbo passes on only the environment it declares, and
  // the package needs no demo template (SKIP_DB_TEMPLATE: an embedded database's first start
  // builds it, in DB_TEMPLATE_DIR).
  runPnpm(['--filter', '@backoffice/server', '--filter', '@backoffice/app', 'run', 'build'], {
    env: { SKIP_DB_TEMPLATE: '1' },
  });
}
for (const file of [path.join(serverDir, 'dist/index.js'), path.join(appDist, 'index.html')]) {
  if (!fs.existsSync(file)) {
    console.error(`✖ ${path.relative(root, file)} is missing: build first (npm run package).`);
    process.exit(1);
  }
}

log(`Server folder with its production dependencies: ${path.relative(root, out) || out}`);
// The folder is emptied first: never the repository, a folder above it, or one holding
// anything but an earlier package (a mistyped --out must not delete someone's files).
const inside = (parent, child) => !path.relative(parent, child).startsWith('..');
const earlierPackage = () =>
  fs.readdirSync(out).length === 0 || fs.existsSync(path.join(out, 'dist/index.js'));
if (
  inside(out, root) ||
  out === path.parse(out).root ||
  (fs.existsSync(out) && !earlierPackage())
) {
  console.error(
    `✖ --out ${out}: not emptied (the repository, a folder above it, or a folder that is not an earlier package). Name a new or empty folder.`,
  );
  process.exit(2);
}
fs.rmSync(out, { recursive: true, force: true });
// pnpm 10 deploys from the lockfile only with injected workspace packages; the server has none
// among its production dependencies (the workspace packages are bundled into dist/), so the
// setting is given to this command alone rather than changing the workspace's installs.
runPnpm([
  '--config.inject-workspace-packages=true',
  '--filter',
  '@backoffice/server',
  'deploy',
  '--prod',
  '--prefer-offline',
  out,
]);
// The app beside the server: the server's default STATIC_DIR in a packaged folder
// (apps/server/src/config.ts).
fs.cpSync(appDist, path.join(out, 'public'), { recursive: true });

// The folder's own manifest: what runs it, and the dependencies pnpm installed (its deploy
// copy names the workspace's scripts and sources, which are not there).
const server = JSON.parse(fs.readFileSync(path.join(serverDir, 'package.json'), 'utf8'));
const workspace = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8'));
const manifest = {
  name: server.name,
  version: server.version,
  private: true,
  type: 'module',
  engines: workspace.engines,
  scripts: {
    start: 'node dist/index.js',
    migrate: 'node dist/migrate.js',
    staff: 'node dist/staff.js',
    backup: 'node dist/backup.js backup',
    restore: 'node dist/backup.js restore',
  },
  dependencies: server.dependencies,
};
fs.writeFileSync(path.join(out, 'package.json'), `${JSON.stringify(manifest, null, 2)}\n`);
// The deploy's lockfile speaks of pnpm's copy of the manifest (replaced just above); what is
// installed stays recorded in node_modules/.pnpm/lock.yaml.
fs.rmSync(path.join(out, 'pnpm-lock.yaml'), { force: true });

// Production dependencies only: a development package here means the manifest or the deploy
// went wrong (the image would ship test tools).
const installed = fs
  .readdirSync(path.join(out, 'node_modules'))
  .flatMap((name) =>
    name.startsWith('@')
      ? fs.readdirSync(path.join(out, 'node_modules', name)).map((sub) => `${name}/${sub}`)
      : [name],
  );
const development = Object.keys(server.devDependencies ?? {}).filter((name) =>
  installed.includes(name),
);
if (development.length) {
  console.error(`✖ Development packages in ${out}/node_modules: ${development.join(', ')}`);
  process.exit(1);
}

const size = (dir) =>
  fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .reduce((sum, entry) => sum + fs.statSync(path.join(entry.parentPath, entry.name)).size, 0);
console.log(
  `Packaged in ${((Date.now() - started) / 1000).toFixed(1)} s: ${out} (${Math.round(size(out) / 2 ** 20)} MiB; start it with \`node dist/index.js\` there, migrate with \`node dist/migrate.js\`)`,
);
