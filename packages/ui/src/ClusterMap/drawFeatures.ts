// The groups and pins on the map's canvas: how big each is (hit-testing uses the same radii),
// and how they are drawn, each on its own or, in a dense view, copied from sprites.
import type { DrawnFeature } from './clusterService';
import type { DrawnState } from './drawnState';

function clusterRadiusPx(count: number): number {
  return Math.min(30, 13 + 4 * Math.log10(count));
}
export const PIN_RADIUS = 7;
const MERGED_PIN_RADIUS = 10;

export function drawRadius(feature: DrawnFeature): number {
  if (feature.cluster) return clusterRadiusPx(feature.count);
  return feature.count > 1 ? MERGED_PIN_RADIUS : PIN_RADIUS;
}

interface Colours {
  accent: string;
  onAccent: string;
  pinColor: string;
  ring: string;
  selectedColor: string;
  font: string;
}

export type ToPixel = (lon: number, lat: number) => [number, number];

/** Where the highlighted point's pin was drawn: x, y and radius. */
export type Highlight = [number, number, number] | null;

/**
 * Above this many groups and pins, each is copied from a sprite drawn once (see `sprite`), so
 * that a dense view (thousands of groups at zoom 14 over Paris) stays a short task. Below it
 * every feature is drawn on its own, exactly, on top of the previous one.
 */
export const DENSE_FEATURES = 400;

/**
 * Calls `draw` for each group and pin on the canvas (or within 40 px of it) with its pixel and
 * radius; answers where the highlighted point's pin is.
 */
function forEachOnCanvas(
  state: DrawnState,
  toPixel: ToPixel,
  width: number,
  height: number,
  draw: (feature: DrawnFeature, x: number, y: number, r: number) => void,
): Highlight {
  const highlightId = state.highlighted?.id ?? null;
  let highlightAt: Highlight = null;
  for (const feature of state.features) {
    const [x, y] = toPixel(feature.lon, feature.lat);
    if (x < -40 || y < -40 || x > width + 40 || y > height + 40) continue;
    const r = drawRadius(feature);
    if (highlightId !== null && feature.pin?.ids.includes(highlightId)) highlightAt = [x, y, r];
    draw(feature, x, y, r);
  }
  return highlightAt;
}

/** Each group and pin on its own: exact overlaps, for the views a person reads one by one. */
export function drawEach(
  ctx: CanvasRenderingContext2D,
  state: DrawnState,
  toPixel: ToPixel,
  width: number,
  height: number,
  { accent, onAccent, pinColor, ring, selectedColor, font }: Colours,
): Highlight {
  return forEachOnCanvas(state, toPixel, width, height, (feature, x, y, r) => {
    const count = feature.count;
    const cluster = Boolean(feature.cluster);
    const selected =
      !cluster &&
      state.selectedId !== null &&
      (feature.pin?.ids.includes(state.selectedId) ?? false);
    ctx.beginPath();
    ctx.arc(x, y, r + (selected ? 3 : 0), 0, Math.PI * 2);
    ctx.fillStyle = cluster ? accent : selected ? selectedColor : pinColor;
    ctx.globalAlpha = cluster ? 0.9 : 1;
    ctx.fill();
    ctx.globalAlpha = 1;
    ctx.lineWidth = 2;
    ctx.strokeStyle = ring;
    ctx.stroke();
    if (cluster || count > 1) {
      ctx.fillStyle = onAccent;
      ctx.font = `600 ${cluster ? 12 : 11}px ${font}`;
      ctx.fillText(String(count), x, y + 0.5);
    }
  });
}

/** Drawn groups and pins (circle, ring and count), by what they look like. */
const spriteCache = new Map<string, HTMLCanvasElement>();

type SpriteKind = 'group' | 'pin' | 'selected';

/**
 * A group or pin drawn once on a small canvas of its own, then copied: a copy of a few
 * hundred pixels costs far less than rasterising an anti-aliased circle, its ring and its
 * count again, which in a dense view is most of a frame's cost.
 */
function sprite(kind: SpriteKind, radius: number, text: string, colours: Colours, ratio: number) {
  const key = `${kind}|${radius}|${text}|${ratio}|${colours.accent}|${colours.pinColor}|${colours.selectedColor}|${colours.ring}|${colours.onAccent}|${colours.font}`;
  let image = spriteCache.get(key);
  if (image) return image;
  if (spriteCache.size > 2000) spriteCache.clear();
  const side = radius * 2 + 4;
  image = document.createElement('canvas');
  image.width = Math.ceil(side * ratio);
  image.height = Math.ceil(side * ratio);
  const c = image.getContext('2d');
  if (c) {
    c.scale(ratio, ratio);
    const centre = side / 2;
    c.beginPath();
    c.arc(centre, centre, radius, 0, Math.PI * 2);
    c.fillStyle =
      kind === 'group'
        ? colours.accent
        : kind === 'selected'
          ? colours.selectedColor
          : colours.pinColor;
    c.globalAlpha = kind === 'group' ? 0.9 : 1;
    c.fill();
    c.globalAlpha = 1;
    c.lineWidth = 2;
    c.strokeStyle = colours.ring;
    c.stroke();
    if (text) {
      c.fillStyle = colours.onAccent;
      c.font = `600 ${kind === 'group' ? 12 : 11}px ${colours.font}`;
      c.textAlign = 'center';
      c.textBaseline = 'middle';
      c.fillText(text, centre, centre + 0.5);
    }
  }
  spriteCache.set(key, image);
  return image;
}

/** A dense view: each group and pin copied from its drawn sprite. */
export function drawDense(
  ctx: CanvasRenderingContext2D,
  state: DrawnState,
  toPixel: ToPixel,
  width: number,
  height: number,
  ratio: number,
  colours: Colours,
): Highlight {
  return forEachOnCanvas(state, toPixel, width, height, (feature, x, y, r) => {
    const selected =
      state.selectedId !== null && (feature.pin?.ids.includes(state.selectedId) ?? false);
    const kind: SpriteKind = feature.cluster ? 'group' : selected ? 'selected' : 'pin';
    const radius = Math.round(r) + (selected ? 3 : 0);
    const text = feature.cluster || feature.count > 1 ? String(feature.count) : '';
    const image = sprite(kind, radius, text, colours, ratio);
    const side = image.width / ratio;
    ctx.drawImage(image, Math.round(x - side / 2), Math.round(y - side / 2), side, side);
  });
}
