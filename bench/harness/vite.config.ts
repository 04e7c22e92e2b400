import path from 'node:path';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import type { Plugin } from 'vite';
import { srcAlias } from '../../apps/backoffice/srcAlias';

const pagesDir = path.resolve(import.meta.dirname, 'pages');

/** The pages, by their module in pages/, with their titles. */
const PAGES: Record<string, string> = {
  'app-board.tsx': 'requests board',
  'app-conversation.tsx': 'a conversation of 2,000 messages',
  'app-list.tsx': 'a list page of 1,000 rows',
  'clustermap.tsx': 'ClusterMap',
  'datatable.tsx': 'DataTable',
  'kanban.tsx': 'Kanban',
  'smoke.ts': 'smoke',
};

const htmlOf = (module: string) => path.join(pagesDir, module.replace(/\.tsx?$/, '.html'));
const input = Object.fromEntries(
  Object.keys(PAGES).map((module) => [module.replace(/\.tsx?$/, ''), htmlOf(module)]),
);

/**
 * Each page's HTML shell, made here rather than written seven times: the page's title and
 * its module, loaded into an empty #root (pages/<name>.html in the build's input).
 */
function pageShells(): Plugin {
  const shells = new Map(
    Object.entries(PAGES).map(([module, title]) => [
      htmlOf(module),
      `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <title>Bench: ${title}</title>
  </head>
  <body>
    <div id="root"></div>
    <script type="module" src="./${module}"></script>
  </body>
</html>
`,
    ]),
  );
  return {
    name: 'bench-page-shells',
    resolveId: (id) => (shells.has(id) ? id : null),
    load: (id) => shells.get(id) ?? null,
  };
}

// Production builds (minified, React in production mode), as the product ships.
export default defineConfig({
  root: import.meta.dirname,
  base: './',
  resolve: { alias: [srcAlias] },
  plugins: [pageShells(), react(), vanillaExtractPlugin()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    rollupOptions: { input },
    chunkSizeWarningLimit: 4000,
  },
  logLevel: 'warn',
});
