/**
 * A small vector basemap drawn on the map's canvas under the groups and pins: land over sea,
 * country and region borders, and place names that appear by zoom, the biggest first, never
 * over one another. The data is a JSON file the map fetches once (see `BasemapData`); the app
 * writes its own from open data at build time.
 */

/** Whole `1 / scale` degrees: the first point of a line absolute, each next one a step. */
type EncodedLine = number[];

/** The file a basemap is drawn from. */
export interface BasemapData {
  /** The data's credit, shown in the map's corner. */
  attribution: string;
  /** Coordinates are whole `1 / scale` degrees (10000: about 10 m). */
  scale: number;
  /** Rings of land (outer rings and holes, filled even-odd). */
  land: EncodedLine[];
  /** Borders: between countries, and between regions of a country. */
  lines: { country: EncodedLine[]; region: EncodedLine[] };
  /**
   * Names, in the order they win a place when they collide: [name, lon, lat, first zoom,
   * kind] with kind 0 a town, 1 a region (zooms 8 to 10), 2 a country (up to zoom 8).
   */
  labels: [string, number, number, number, 0 | 1 | 2][];
}

const EARTH_RADIUS = 6378137;
const D2R = Math.PI / 180;

/** A line in Web Mercator metres, with its box. */
interface Path {
  xy: Float64Array;
  box: [number, number, number, number];
}

interface Label {
  name: string;
  x: number;
  y: number;
  minZoom: number;
  maxZoom: number;
  kind: 0 | 1 | 2;
}

/** The basemap, projected once. */
export interface Basemap {
  attribution: string;
  land: Path[];
  countries: Path[];
  regions: Path[];
  labels: Label[];
}

function decode(line: EncodedLine, scale: number): Path {
  const xy = new Float64Array(line.length);
  let lon = 0;
  let lat = 0;
  let w = Infinity;
  let s = Infinity;
  let e = -Infinity;
  let n = -Infinity;
  for (let i = 0; i + 1 < line.length; i += 2) {
    lon += line[i]!;
    lat += line[i + 1]!;
    const x = (lon / scale) * D2R * EARTH_RADIUS;
    const y = Math.log(Math.tan(Math.PI / 4 + ((lat / scale) * D2R) / 2)) * EARTH_RADIUS;
    xy[i] = x;
    xy[i + 1] = y;
    if (x < w) w = x;
    if (x > e) e = x;
    if (y < s) s = y;
    if (y > n) n = y;
  }
  return { xy, box: [w, s, e, n] };
}

/** Reads and projects a basemap file; throws when it is not one. */
export function readBasemap(data: BasemapData): Basemap {
  if (!data || !Array.isArray(data.land) || !data.lines || !Array.isArray(data.labels)) {
    throw new Error('not a basemap');
  }
  const scale = data.scale || 1e4;
  return {
    attribution: String(data.attribution ?? ''),
    land: data.land.map((l) => decode(l, scale)),
    countries: data.lines.country.map((l) => decode(l, scale)),
    regions: data.lines.region.map((l) => decode(l, scale)),
    labels: data.labels.map(([name, lon, lat, minZoom, kind]) => {
      const { xy } = decode([lon, lat], scale);
      return {
        name,
        x: xy[0]!,
        y: xy[1]!,
        minZoom: kind === 1 ? Math.max(8, minZoom) : minZoom,
        maxZoom: kind === 1 ? 10 : kind === 2 ? 8 : 99,
        kind,
      };
    }),
  };
}

/** The theme's colours for the basemap. */
export interface BasemapColours {
  water: string;
  land: string;
  country: string;
  region: string;
  text: string;
  muted: string;
  halo: string;
  font: string;
}

/** Map metres → CSS pixels: OpenLayers' coordinateToPixelTransform. */
type Transform = readonly number[];

function tracePath(ctx: CanvasRenderingContext2D, path: Path, t: Transform, close: boolean) {
  const xy = path.xy;
  for (let i = 0; i + 1 < xy.length; i += 2) {
    const x = t[0]! * xy[i]! + t[2]! * xy[i + 1]! + t[4]!;
    const y = t[1]! * xy[i]! + t[3]! * xy[i + 1]! + t[5]!;
    if (i === 0) ctx.moveTo(x, y);
    else ctx.lineTo(x, y);
  }
  if (close) ctx.closePath();
}

const inView = (box: Path['box'], extent: readonly number[]) =>
  box[0] <= extent[2]! && box[2] >= extent[0]! && box[1] <= extent[3]! && box[3] >= extent[1]!;

/** The most names one frame draws: enough to read the map, few enough to stay quick. */
const MAX_LABELS = 120;
const widthCache = new Map<string, number>();

/**
 * Draws the basemap: the sea, the land, the borders, then the names that fit, each kept only
 * when its box (with a margin) meets no name drawn before it. Returns the names drawn, the
 * towns first.
 */
export function drawBasemap(
  ctx: CanvasRenderingContext2D,
  basemap: Basemap,
  t: Transform,
  extent: readonly number[],
  zoom: number,
  width: number,
  height: number,
  colours: BasemapColours,
): string[] {
  ctx.fillStyle = colours.water;
  ctx.fillRect(0, 0, width, height);

  ctx.beginPath();
  for (const ring of basemap.land) if (inView(ring.box, extent)) tracePath(ctx, ring, t, true);
  ctx.fillStyle = colours.land;
  ctx.fill('evenodd');

  ctx.lineJoin = 'round';
  ctx.lineCap = 'round';
  ctx.beginPath();
  for (const line of basemap.regions) if (inView(line.box, extent)) tracePath(ctx, line, t, false);
  ctx.strokeStyle = colours.region;
  ctx.lineWidth = zoom >= 9 ? 1.25 : 1;
  ctx.setLineDash([5, 4]);
  ctx.stroke();
  ctx.setLineDash([]);

  ctx.beginPath();
  for (const line of basemap.countries) {
    if (inView(line.box, extent)) tracePath(ctx, line, t, false);
  }
  ctx.strokeStyle = colours.country;
  ctx.lineWidth = 2;
  ctx.stroke();

  const placed: [number, number, number, number][] = [];
  const shown: string[] = [];
  // Towns first in what the map says it names: they are what a person looks for.
  const others: string[] = [];
  const whole = Math.round(zoom);
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  ctx.lineJoin = 'round';
  for (const label of basemap.labels) {
    if (placed.length >= MAX_LABELS) break;
    if (whole < label.minZoom || whole > label.maxZoom) continue;
    const x = t[0]! * label.x + t[2]! * label.y + t[4]!;
    const y = t[1]! * label.x + t[3]! * label.y + t[5]!;
    if (x < -50 || y < -20 || x > width + 50 || y > height + 20) continue;
    const big = label.kind === 0 && label.minZoom <= whole - 3;
    const font =
      label.kind === 2
        ? `600 13px ${colours.font}`
        : label.kind === 1
          ? `italic 400 11px ${colours.font}`
          : `${big ? 600 : 500} ${big ? 13 : 12}px ${colours.font}`;
    const text = label.kind === 2 ? label.name.toUpperCase() : label.name;
    const key = `${font}|${text}`;
    let w = widthCache.get(key);
    if (w === undefined) {
      ctx.font = font;
      w = ctx.measureText(text).width;
      if (widthCache.size > 5000) widthCache.clear();
      widthCache.set(key, w);
    }
    const box: [number, number, number, number] = [x - w / 2 - 4, y - 9, x + w / 2 + 4, y + 9];
    if (box[0] < 0 || box[1] < 0 || box[2] > width || box[3] > height) continue;
    if (placed.some((b) => b[0] < box[2] && b[2] > box[0] && b[1] < box[3] && b[3] > box[1])) {
      continue;
    }
    placed.push(box);
    (label.kind === 0 ? shown : others).push(label.name);
    ctx.font = font;
    ctx.lineWidth = 3;
    ctx.strokeStyle = colours.halo;
    ctx.strokeText(text, x, y);
    ctx.fillStyle = label.kind === 0 ? colours.text : colours.muted;
    ctx.fillText(text, x, y);
  }
  return [...shown, ...others];
}
