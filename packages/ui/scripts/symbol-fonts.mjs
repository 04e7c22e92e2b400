#!/usr/bin/env node
// Writes the design system's two small symbol fonts (packages/ui/src/theme/fonts/):
//
// - inter-symbols.woff2: the arrows, geometric shapes, check marks and keyboard signs of the
//   full Inter (the `inter-ui` package, Inter's own distribution), variable on its weight axis.
//   Fontsource's Latin subsets keep none of them (no ← → ↕ ▲ ▼ ▶ ✓ ⌘), so the UI's glyphs
//   would otherwise be drawn from whatever font the machine has.
// - dejavu-symbols-400.woff2 / -700.woff2: the few signs the UI draws that Inter has no glyph
//   for at all (⋯ ▾ ✕ ⠿), from DejaVu Sans (`@fontsource/dejavu-sans`).
//
// and `symbols.css`, their @font-face rules, each with the unicode-range of exactly the
// characters its file holds, so a browser downloads one only for a page that shows one of
// them. Run again after changing a list below or a font package:
//   node packages/ui/scripts/symbol-fonts.mjs          (writes the files)
//   node packages/ui/scripts/symbol-fonts.mjs --check  (fails when they are not what it writes)
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import * as hb from 'harfbuzzjs';
import { convert } from 'fontverter';
import * as prettier from 'prettier';
import subsetFont from 'subset-font';

const require = createRequire(import.meta.url);
const out = path.resolve(import.meta.dirname, '../src/theme/fonts');
const check = process.argv.includes('--check');

/**
 * The signs of Inter that a UI draws as text: arrows (sort marks, "before → after", "← Back"),
 * comparisons, keyboard keys, triangles, check marks, download. A short list rather than whole
 * Unicode blocks: all 93 of Inter's signs in those blocks weigh 16 KiB, these 34 weigh 7 KiB.
 * Code points that Fontsource's Latin subsets already cover (↑ ↓ −) stay with them: two faces
 * of one family must not claim the same character.
 */
const INTER_CHARACTERS = '←→↔↕↖↗↘↙↩↵⇧≈≠≤≥⊘⌃⌘⌥⌫⎋⏎■▲△▶▼▽◀●○✓✗⤓';
const IN_FONTSOURCE_LATIN = new Set([0x2191, 0x2193, 0x2212, 0x2215]);

/** What the UI draws that Inter lacks: Kanban's ⋯ menu, ▾ menus, ✕ chips, ⠿ drag handles. */
const DEJAVU_CHARACTERS = '⋯▾✕⠿';

/** The characters a font maps (its cmap), read from the subset itself through HarfBuzz. */
async function codePointsOf(fontBuffer) {
  const face = new hb.Face(new hb.Blob(new Uint8Array(fontBuffer)));
  return [...face.collectUnicodes()].sort((a, b) => a - b);
}

/** Code points as a CSS unicode-range, runs joined: U+2190-2199,U+21A9. */
function unicodeRange(points) {
  const runs = [];
  for (const p of points) {
    const last = runs.at(-1);
    if (last && last[1] === p - 1) last[1] = p;
    else runs.push([p, p]);
  }
  const hex = (n) => n.toString(16).toUpperCase().padStart(4, '0');
  return runs.map(([a, b]) => (a === b ? `U+${hex(a)}` : `U+${hex(a)}-${hex(b)}`)).join(',');
}

const woff2ToSfnt = (buffer) => convert(buffer, 'sfnt');

async function interSymbols() {
  const source = fs.readFileSync(require.resolve('inter-ui/variable/InterVariable.woff2'));
  const all = new Set(await codePointsOf(await woff2ToSfnt(source)));
  const wanted = [...INTER_CHARACTERS].map((c) => c.codePointAt(0));
  const missing = wanted.filter((p) => !all.has(p) || IN_FONTSOURCE_LATIN.has(p));
  if (missing.length > 0) {
    throw new Error(`Not Inter's to add: ${String.fromCodePoint(...missing)}`);
  }
  // Text size (opsz 14), as Fontsource's files are; the weight axis stays variable.
  const font = await subsetFont(source, String.fromCodePoint(...wanted), {
    targetFormat: 'woff2',
    variationAxes: { opsz: 14 },
  });
  return { font, points: await codePointsOf(await woff2ToSfnt(font)) };
}

async function dejavuSymbols(weight) {
  const source = fs.readFileSync(
    require.resolve(`@fontsource/dejavu-sans/files/dejavu-sans-latin-${weight}-normal.woff2`),
  );
  const font = await subsetFont(source, DEJAVU_CHARACTERS, { targetFormat: 'woff2' });
  return { font, points: await codePointsOf(await woff2ToSfnt(font)) };
}

const inter = await interSymbols();
const dejavu400 = await dejavuSymbols(400);
const dejavu700 = await dejavuSymbols(700);
// A subset keeps the space and other characters its glyphs need; the face claims only the
// characters it is there for.
const dejavuPoints = dejavu400.points.filter((p) =>
  DEJAVU_CHARACTERS.includes(String.fromCodePoint(p)),
);
const interPoints = inter.points.filter((p) => INTER_CHARACTERS.includes(String.fromCodePoint(p)));

/** An @font-face rule of symbols.css: `file`, beside it, draws `points` in `family` at `weight`. */
const fontFace = (family, weight, file, format, points) => `@font-face {
  font-family: '${family}';
  font-style: normal;
  font-display: swap;
  font-weight: ${weight};
  src: url(./${file}) format('${format}');
  unicode-range: ${unicodeRange(points)};
}`;

const rawCss = `/* Written by packages/ui/scripts/symbol-fonts.mjs: do not edit, run it again. */

/* Inter's arrows, shapes, check marks and keyboard signs (inter-ui ${require('inter-ui/package.json').version}). */
${fontFace('Inter Variable', '100 900', 'inter-symbols.woff2', 'woff2-variations', interPoints)}

/* The signs Inter has no glyph for (@fontsource/dejavu-sans ${require('@fontsource/dejavu-sans/package.json').version}). */
${[400, 700]
  .map((weight) =>
    fontFace('Backoffice Symbols', weight, `dejavu-symbols-${weight}.woff2`, 'woff2', dejavuPoints),
  )
  .join('\n')}
`;

// In the repository's format, so that `prettier --check` and `--check` here agree.
const cssFile = path.join(out, 'symbols.css');
const css = await prettier.format(rawCss, {
  ...(await prettier.resolveConfig(cssFile)),
  filepath: cssFile,
});

const files = {
  'inter-symbols.woff2': inter.font,
  'dejavu-symbols-400.woff2': dejavu400.font,
  'dejavu-symbols-700.woff2': dejavu700.font,
  'symbols.css': Buffer.from(css),
};
let stale = 0;
for (const [name, data] of Object.entries(files)) {
  const file = path.join(out, name);
  const same = fs.existsSync(file) && fs.readFileSync(file).equals(data);
  if (check) {
    if (!same) {
      console.error(`${path.relative(process.cwd(), file)} is not what the script writes`);
      stale += 1;
    }
  } else if (!same) {
    fs.mkdirSync(out, { recursive: true });
    fs.writeFileSync(file, data);
  }
  console.info(`${name}: ${data.length} B`);
}
console.info(`Inter symbols: ${interPoints.length} characters; DejaVu: ${dejavuPoints.length}`);
if (stale > 0) process.exit(1);
