// One frame of the map's canvas: the basemap or a grid under everything, the groups and pins
// in theme colours, the ring round the highlighted point with its name beside it, and the
// open pin card kept beside its pin.
import type { FrameState } from 'ol/Map';
import { transformExtent } from 'ol/proj';
import { fromEPSG4326 } from 'ol/proj/epsg3857';
import { apply as applyTransform } from 'ol/transform';
import { vars } from '../theme/contract.css';
import { drawBasemap } from './basemap';
import { DENSE_FEATURES, PIN_RADIUS, drawDense, drawEach } from './drawFeatures';
import type { Highlight, ToPixel } from './drawFeatures';
import type { DrawnState } from './drawnState';

/** The value of one theme variable, for drawing on the canvas. */
function themeColor(element: Element, variable: string): string {
  const name = variable
    .replace(/^var\(/, '')
    .replace(/\)$/, '')
    .split(',')[0]!
    .trim();
  return getComputedStyle(element).getPropertyValue(name).trim() || 'grey';
}

const GRID_STEPS = [30, 10, 5, 2, 1, 0.5, 0.2, 0.1, 0.05, 0.02, 0.01, 0.005, 0.002, 0.001];

/** Draws the background grid, then clusters and pins, in theme colours. */
export function drawFrame(
  canvas: HTMLCanvasElement,
  frameState: FrameState,
  themed: Element,
  state: DrawnState,
) {
  const [width, height] = frameState.size as [number, number];
  const ratio = frameState.pixelRatio;
  if (canvas.width !== Math.round(width * ratio) || canvas.height !== Math.round(height * ratio)) {
    canvas.width = Math.round(width * ratio);
    canvas.height = Math.round(height * ratio);
  }
  const ctx = canvas.getContext('2d');
  if (!ctx) return;
  ctx.setTransform(ratio, 0, 0, ratio, 0, 0);
  ctx.clearRect(0, 0, width, height);
  // OpenLayers' own projection and transform, without a projection lookup or an allocation
  // per point (a dense view draws thousands).
  const scratch = [0, 0];
  const toPixel = (lon: number, lat: number): [number, number] => {
    scratch[0] = lon;
    scratch[1] = lat;
    fromEPSG4326(scratch, scratch);
    applyTransform(frameState.coordinateToPixelTransform, scratch);
    return [scratch[0]!, scratch[1]!];
  };

  if (state.basemap) {
    state.shown = drawBasemap(
      ctx,
      state.basemap,
      frameState.coordinateToPixelTransform,
      frameState.extent!,
      frameState.viewState.zoom,
      width,
      height,
      {
        water: themeColor(themed, vars.color.tone.info.subtle),
        land: themeColor(themed, vars.color.surface.raised),
        country: themeColor(themed, vars.color.border.strong),
        region: themeColor(themed, vars.color.border.strong),
        text: themeColor(themed, vars.color.text.default),
        muted: themeColor(themed, vars.color.text.muted),
        halo: themeColor(themed, vars.color.surface.raised),
        font: themeColor(themed, vars.font.family.body),
      },
    );
  } else {
    drawGrid(ctx, frameState, themed, toPixel, width, height);
  }

  const accent = themeColor(themed, vars.color.accent.solid);
  const onAccent = themeColor(themed, vars.color.text.onAccent);
  const pinColor = themeColor(themed, vars.color.tone.critical.solid);
  const ring = themeColor(themed, vars.color.surface.raised);
  const selectedColor = themeColor(themed, vars.color.tone.warning.solid);
  const font = themeColor(themed, vars.font.family.body);
  let highlightAt: Highlight;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  const colours = { accent, onAccent, pinColor, ring, selectedColor, font };
  if (state.features.length > DENSE_FEATURES) {
    highlightAt = drawDense(ctx, state, toPixel, width, height, ratio, colours);
  } else {
    highlightAt = drawEach(ctx, state, toPixel, width, height, colours);
  }

  // The pointed-out point: a ring round its pin, or round where it lies inside its group.
  const label = state.label;
  if (state.highlighted) {
    const [x, y, r] = highlightAt ?? [
      ...toPixel(state.highlighted.lon, state.highlighted.lat),
      PIN_RADIUS,
    ];
    ctx.beginPath();
    ctx.arc(x, y, r + 6, 0, Math.PI * 2);
    ctx.lineWidth = 3;
    ctx.strokeStyle = themeColor(themed, vars.color.border.focus);
    ctx.stroke();
    if (label) {
      label.hidden = x < 0 || y < 0 || x > width || y > height;
      label.style.transform = `translate(${Math.round(x + r + 10)}px, ${Math.round(y - 12)}px)`;
    }
  } else if (label) {
    label.hidden = true;
  }

  if (state.card) {
    const [x, y] = toPixel(state.card.lon, state.card.lat);
    placeCard(state.card.element, x, y, width, height);
  }
}

/**
 * Puts a pin's card beside its pin: to its right, or to its left when there is no room,
 * vertically centred on it, always inside the map.
 */
export function placeCard(card: HTMLElement, x: number, y: number, width: number, height: number) {
  const w = card.offsetWidth;
  const h = card.offsetHeight;
  const gap = PIN_RADIUS + 8;
  let left = x + gap;
  if (left + w > width - 4) left = x - gap - w;
  left = Math.max(4, Math.min(width - w - 4, left));
  const top = Math.max(4, Math.min(height - h - 4, y - h / 2));
  card.style.transform = `translate(${Math.round(left)}px, ${Math.round(top)}px)`;
}

/** A grid of meridians and parallels: something to see move when no tiles or basemap draw. */
function drawGrid(
  ctx: CanvasRenderingContext2D,
  frameState: FrameState,
  themed: Element,
  toPixel: ToPixel,
  width: number,
  height: number,
) {
  const [w, s, e, n] = transformExtent(frameState.extent!, 'EPSG:3857', 'EPSG:4326') as [
    number,
    number,
    number,
    number,
  ];
  const step = GRID_STEPS.find((candidate) => (e - w) / candidate >= 4) ?? 0.001;
  ctx.strokeStyle = themeColor(themed, vars.color.border.default);
  ctx.lineWidth = 1;
  ctx.beginPath();
  for (let lon = Math.ceil(w / step) * step; lon <= e; lon += step) {
    const [x] = toPixel(lon, 0);
    ctx.moveTo(Math.round(x) + 0.5, 0);
    ctx.lineTo(Math.round(x) + 0.5, height);
  }
  for (let lat = Math.ceil(Math.max(s, -85) / step) * step; lat <= Math.min(n, 85); lat += step) {
    const [, y] = toPixel(0, lat);
    ctx.moveTo(0, Math.round(y) + 0.5);
    ctx.lineTo(width, Math.round(y) + 0.5);
  }
  ctx.stroke();
}
