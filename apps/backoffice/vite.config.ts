import { readFileSync } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import type { Plugin } from 'vite';
import { srcAlias } from './srcAlias';

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

/** Where each build leaves the grouping the next build uses (see firstPaintChunks). */
const FIRST_PAINT_PLAN = path.join(
  import.meta.dirname,
  'node_modules/.cache/first-paint-chunks.json',
);

interface FirstPaintPlan {
  /** What the sign-in screen needs beyond the entry chunk. */
  signin: string[];
  /**
   * What the sign-in screen loads as typing starts (the API client, the toasts)
   * and the signed-in layout needs too, beyond the sign-in modules.
   */
  signinLater: string[];
  /** What the signed-in layout needs beyond the entry and the two sets above. */
  shell: string[];
  /** What most signed-in screens need beyond the layout (the API client, cards, links…). */
  screens: string[];
}

/**
 * The modules the sign-in screen imports as the visitor starts typing. Their closure is a
 * chunk of its own, `signinLater`: were it part of `shell`, the sign-in screen would download
 * the whole layout (40 KiB brotli) to sign in.
 */
const SIGNIN_LATER = ['/src/shared/apiModule.ts', '/src/shared/toastRegion.ts'];

/** A module most screens load (this share of them) goes in the `screens` chunk. */
const SHARED_BY = 0.8;

/**
 * Puts the modules that every screen's first paint shares into two chunks rather than the
 * dozens of small ones the bundler cuts by which lazy screens share each module: `signin`
 * (what the sign-in screen needs beyond the entry) and `shell` (what the signed-in layout
 * needs beyond that), with `signinLater` (SIGNIN_LATER) cut out of `shell`. Every signed-in screen loads both anyway, so no screen downloads a
 * module it would not have; what goes is the cost of each extra chunk (its own gzip window,
 * import list and request): 5 to 12 KiB gzip a route with fifteen screens.
 *
 * The sets are the modules the bundler really kept (after tree-shaking, which the module
 * graph cannot tell through the packages' barrel files), so they are read from a build's
 * output: each build writes them to FIRST_PAINT_PLAN and groups by the plan the previous one
 * wrote; `pnpm build` (build.mjs) builds twice when the plan changed. A stale or missing plan
 * only changes chunk sizes, never what runs: any grouping of modules is a correct bundle. A
 * third chunk, `screens`, holds what at least 80% of the signed-in screens load beyond the
 * layout (the API client, cards, links, the fetch states).
 */
function firstPaintChunks() {
  let plan = {
    signin: new Set<string>(),
    signinLater: new Set<string>(),
    shell: new Set<string>(),
    screens: new Set<string>(),
  };
  let planText = '';
  try {
    planText = readFileSync(FIRST_PAINT_PLAN, 'utf8');
    const read = JSON.parse(planText) as FirstPaintPlan;
    plan = {
      signin: new Set(read.signin),
      signinLater: new Set(read.signinLater),
      shell: new Set(read.shell),
      screens: new Set(read.screens),
    };
  } catch {
    // No plan yet: this build cuts chunks the bundler's way and writes one.
  }
  const root = path.resolve(import.meta.dirname, '../..');
  const key = (id: string) => (id.startsWith('\0') ? id : path.relative(root, id));
  const plugin: Plugin = {
    name: 'first-paint-chunks',
    apply: 'build',
    async generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((c) => c.type === 'chunk');
      const byFile = new Map(chunks.map((c) => [c.fileName, c]));
      const screen = (suffix: string) => {
        const chunk = chunks.find((c) => c.isDynamicEntry && c.facadeModuleId?.endsWith(suffix));
        if (!chunk) throw new Error(`first-paint-chunks: no lazy chunk for ${suffix}`);
        return chunk;
      };
      const closure = (chunk: (typeof chunks)[number], into = new Set<typeof chunk>()) => {
        if (into.has(chunk)) return into;
        into.add(chunk);
        for (const file of chunk.imports) {
          const dep = byFile.get(file);
          if (dep) closure(dep, into);
        }
        return into;
      };
      const entry = chunks.find((c) => c.isEntry);
      if (!entry) return;
      // The entry (index.html and the main module it loads) and the lazily imported modules
      // (the screens, under their names) keep chunks of their own.
      const isEntry = (id: string) => this.getModuleInfo(id)?.isEntry ?? false;
      const starts = (id: string) => {
        const info = this.getModuleInfo(id);
        return (
          !info || info.isEntry || info.dynamicImporters.length > 0 || info.importers.some(isEntry)
        );
      };
      const modulesOf = (set: Set<(typeof chunks)[number]>, leave: Set<string>) => [
        ...new Set(
          [...set].flatMap((c) => c.moduleIds).filter((id) => !starts(id) && !leave.has(id)),
        ),
      ];
      const signin = modulesOf(closure(screen('/src/features/session/LoginScreen.tsx')), new Set());
      const later = new Set<(typeof chunks)[number]>();
      for (const suffix of SIGNIN_LATER) closure(screen(suffix), later);
      // Only what the layout needs too: the rest of those imports' modules stay in chunks of
      // their own, so that a screen's first paint does not grow.
      const layout = modulesOf(closure(screen('/src/app/layout/Layout.tsx')), new Set(signin));
      const inLayout = new Set(layout);
      const signinLater = modulesOf(later, new Set(signin)).filter((id) => inLayout.has(id));
      const shell = layout.filter((id) => !signinLater.includes(id));
      // The signed-in screens: the lazy chunks of routes.tsx's loaders, the layout aside.
      const base = new Set([...signin, ...signinLater, ...shell]);
      const screens = chunks.filter(
        (c) =>
          c.isDynamicEntry &&
          /\/src\/features\/.+Screen\.tsx$/.test(c.facadeModuleId ?? '') &&
          !/LoginScreen\.tsx$/.test(c.facadeModuleId ?? ''),
      );
      const uses = new Map<string, number>();
      for (const chunk of screens) {
        for (const id of modulesOf(closure(chunk), base)) uses.set(id, (uses.get(id) ?? 0) + 1);
      }
      const screensShare = [...uses]
        .filter(([, count]) => count >= Math.ceil(SHARED_BY * screens.length))
        .map(([id]) => id);
      const next: FirstPaintPlan = {
        signin: signin.map(key).sort(),
        signinLater: signinLater.map(key).sort(),
        shell: shell.map(key).sort(),
        screens: screensShare.map(key).sort(),
      };
      const text = `${JSON.stringify(next, null, 1)}\n`;
      if (text !== planText) {
        await fs.mkdir(path.dirname(FIRST_PAINT_PLAN), { recursive: true });
        await fs.writeFile(FIRST_PAINT_PLAN, text);
        (globalThis as { __firstPaintPlanChanged?: boolean }).__firstPaintPlanChanged = true;
      }
    },
  };
  const groups = [
    { name: 'signin', test: (id: string) => plan.signin.has(key(id)), priority: 3 },
    { name: 'signinLater', test: (id: string) => plan.signinLater.has(key(id)), priority: 2 },
    { name: 'shell', test: (id: string) => plan.shell.has(key(id)), priority: 1 },
    { name: 'screens', test: (id: string) => plan.screens.has(key(id)), priority: 0 },
  ];
  return { plugin, groups };
}

const firstPaint = firstPaintChunks();

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/**
 * Writes a brotli (best quality) and a gzip (-9) copy beside every built script, style and
 * SVG, for the server to send as the browser's Accept-Encoding asks
 * (apps/server/src/http/static.ts): compressed once here, never per request. A copy is written
 * only when it is smaller than the file. Small files are compressed too: a screen loads twenty
 * or more chunks under 1 KiB (a hook, a style module), which brotli halves, where a threshold
 * of 1 KiB had sent them whole (about 5 KiB more on every signed-in route).
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
          const [br, gz] = await Promise.all([
            brotli(data, {
              params: {
                [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
                [zlib.constants.BROTLI_PARAM_SIZE_HINT]: data.length,
              },
            }),
            gzip(data, { level: 9 }),
          ]);
          const keep = (copy: Buffer, name: string) =>
            copy.length < data.length ? fs.writeFile(name, copy) : undefined;
          await Promise.all([keep(br, `${file}.br`), keep(gz, `${file}.gz`)]);
        }),
      );
    },
  };
}

/**
 * Writes the map search's basemap (scripts/basemap.mjs: outlines, borders and place names from
 * open data) before the build or the dev server reads it; skipped while it is up to date.
 * MapPane imports it with `?url`, so it is a hashed asset fetched after the map draws, never
 * part of a script.
 */
function basemapData(): Plugin {
  return {
    name: 'basemap-data',
    async buildStart() {
      const { ensureBasemap } = await import('./scripts/basemap.mjs');
      await ensureBasemap();
    },
  };
}

/**
 * Preloads the text font (Inter's Latin file, the design system's fonts.css) from the page
 * itself: without it the browser asks for the font only once the scripts have drawn the first
 * text, and that text shows in the fallback for the font's download. The other font files
 * (Latin Extended, italics, JetBrains Mono, the symbol faces) stay on demand.
 */
function preloadTextFont(): Plugin {
  return {
    name: 'preload-text-font',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }) {
        const font = Object.keys(bundle ?? {}).find((name) =>
          /(^|\/)inter-latin-wght-normal-[\w-]+\.woff2$/.test(name),
        );
        if (!font) throw new Error('preload-text-font: no Inter Latin file in the build');
        return [
          {
            tag: 'link',
            attrs: {
              rel: 'preload',
              href: `/${font}`,
              as: 'font',
              type: 'font/woff2',
              crossorigin: 'anonymous',
            },
            injectTo: 'head',
          },
        ];
      },
    },
  };
}

// In development the API is the reference server on :3000 unless VITE_API_BASE_URL says otherwise.
export default defineConfig({
  resolve: { alias: [srcAlias] },
  plugins: [
    basemapData(),
    reactAriaEnglishOnly(),
    react(),
    vanillaExtractPlugin(),
    precompressAssets(),
    preloadTextFont(),
    firstPaint.plugin,
  ],
  server: {
    port: 5173,
    proxy: { '/api': process.env.API_PROXY_TARGET ?? 'http://localhost:3000' },
  },
  build: {
    // The manifest maps each route's entry to its chunks: the size benchmark reads it.
    manifest: true,
    // Written beside the chunks for error reports and the size benchmark, never named in them
    // (no sourceMappingURL) and never served: the server answers 404 for a `.map`.
    sourcemap: 'hidden',
    target: 'es2022',
    // Fonts stay files, however small: a font inlined as a data URL would come with the
    // stylesheet on every page, where the file comes only to a page that shows its characters.
    assetsInlineLimit: (file) => (file.endsWith('.woff2') ? false : undefined),
    // Every browser that runs ES2022 preloads modules natively (Chromium 66, Firefox 115,
    // Safari 17): the polyfill would be 0.4 KiB on every first paint for none of them.
    modulePreload: {
      polyfill: false,
      // The history panel loads after the details' first paint, below the fold and
      // folded: its chunk brings its own imports when it loads, rather than each detail
      // carrying a list of their 24 file names for a preload nobody waits on (0.3 KiB of the
      // office route's 190).
      resolveDependencies: (filename, deps) => (/(^|\/)History-/.test(filename) ? [] : deps),
    },
    rolldownOptions: { output: { codeSplitting: { groups: firstPaint.groups } } },
  },
});
