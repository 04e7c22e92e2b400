import fs from 'node:fs';
import path from 'node:path';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { srcAlias } from '../../apps/backoffice/srcAlias';

const pagesDir = path.resolve(import.meta.dirname, 'pages');
const input = Object.fromEntries(
  fs
    .readdirSync(pagesDir)
    .filter((f) => f.endsWith('.html'))
    .map((f) => [f.replace(/\.html$/, ''), path.join(pagesDir, f)]),
);

// Production builds (minified, React in production mode), as the product ships.
export default defineConfig({
  root: import.meta.dirname,
  base: './',
  resolve: { alias: [srcAlias] },
  plugins: [react(), vanillaExtractPlugin()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    rollupOptions: { input },
    chunkSizeWarningLimit: 4000,
  },
  logLevel: 'warn',
});
