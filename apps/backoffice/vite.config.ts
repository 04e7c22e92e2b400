import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import type { Plugin } from 'vite';

// React Aria's translated strings, one module per language and component family.
const REACT_ARIA_STRINGS =
  /\/node_modules\/(?:react-aria|react-stately|react-aria-components)\/dist\/private\/intl\/(?:[^/]+\/)?([a-z]{2}-[A-Z]{2})\.mjs$/;

/**
 * Keeps React Aria's English strings only. The app fixes React Aria's locale to en-GB (the
 * LocaleProvider in src/app/App.tsx), which reads the en-US strings, so the 33 other
 * languages can never show; dropping them takes about 6 KiB gzip off every screen's first
 * load and 10 KiB off the date fields. A dropped language module exports nothing, which React
 * Aria's string dictionaries skip (as with its own optimize-locales plugin).
 */
function reactAriaEnglishOnly(): Plugin {
  return {
    name: 'react-aria-english-only',
    enforce: 'pre',
    load(id) {
      const language = REACT_ARIA_STRINGS.exec(id)?.[1];
      return language && language !== 'en-US' ? 'export default undefined;' : null;
    },
  };
}

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/**
 * Writes a brotli (best quality) and a gzip (-9) copy beside every built script, style and
 * SVG of 1 KiB or more, for the server to send as the browser's Accept-Encoding asks
 * (apps/server/src/http/static.ts): compressed once here, never per request.
 */
function precompressAssets(): Plugin {
  return {
    name: 'precompress-assets',
    apply: 'build',
    async writeBundle(options, bundle) {
      const dir = options.dir ?? 'dist';
      const files = Object.keys(bundle).filter((name) => /\.(?:js|mjs|css|svg|json)$/.test(name));
      await Promise.all(
        files.map(async (name) => {
          const file = path.join(dir, name);
          const data = await fs.readFile(file);
          if (data.length < 1024) return;
          const [br, gz] = await Promise.all([
            brotli(data, {
              params: {
                [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
                [zlib.constants.BROTLI_PARAM_SIZE_HINT]: data.length,
              },
            }),
            gzip(data, { level: 9 }),
          ]);
          await Promise.all([fs.writeFile(`${file}.br`, br), fs.writeFile(`${file}.gz`, gz)]);
        }),
      );
    },
  };
}

// In development the API is the reference server on :3000 unless VITE_API_BASE_URL says otherwise.
export default defineConfig({
  plugins: [reactAriaEnglishOnly(), react(), vanillaExtractPlugin(), precompressAssets()],
  server: {
    port: 5173,
    proxy: { '/api': process.env.API_PROXY_TARGET ?? 'http://localhost:3000' },
  },
  build: {
    // The manifest maps each route's entry to its chunks: the size benchmark reads it.
    manifest: true,
    sourcemap: true,
    target: 'es2022',
  },
});
