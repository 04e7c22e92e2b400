// Bundles the server into dist/index.js: workspace packages (TypeScript sources) are bundled,
// node_modules dependencies stay external and are loaded by Node.
import { build } from 'esbuild';

await build({
  entryPoints: ['src/index.ts'],
  outfile: 'dist/index.js',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  sourcemap: true,
  logLevel: 'warning',
  plugins: [
    {
      name: 'external-node-modules',
      setup(b) {
        b.onResolve({ filter: /^[^./]/ }, (args) => {
          if (args.path.startsWith('@backoffice/')) return undefined;
          return { path: args.path, external: true };
        });
      },
    },
  ],
});
