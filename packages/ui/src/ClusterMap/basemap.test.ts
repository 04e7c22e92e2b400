import { describe, expect, it } from 'vitest';
import { drawBasemap, readBasemap } from './basemap';
import type { BasemapColours, BasemapData } from './basemap';

const colours: BasemapColours = {
  water: 'blue',
  land: 'white',
  country: 'grey',
  region: 'grey',
  text: 'black',
  muted: 'dimgrey',
  halo: 'white',
  font: 'sans-serif',
};

/** A canvas context that records the names written (fillText) and measures 6 px a letter. */
function recorder() {
  const written: string[] = [];
  const ctx = new Proxy(
    {
      fillText: (text: string) => written.push(text),
      measureText: (text: string) => ({ width: text.length * 6 }),
    } as Record<string, unknown>,
    {
      get: (target, key: string) => (key in target ? target[key] : () => undefined),
      set: () => true,
    },
  ) as unknown as CanvasRenderingContext2D;
  return { ctx, written };
}

const EARTH = 6378137;
const mercatorX = (lon: number) => ((lon * Math.PI) / 180) * EARTH;

/** Places around Lyon (whole 1e-4 degrees), biggest first, as the app's file lists them. */
const data: BasemapData = {
  attribution: 'Test data',
  scale: 1e4,
  land: [[40000, 450000, 20000, 0, 0, 10000, -20000, 0]],
  lines: { country: [], region: [[45000, 450000, 0, 10000]] },
  labels: [
    ['Lyon', 48357, 457640, 5, 0],
    // 1.2 km east of Lyon: at zoom 10 its name would cover Lyon's, so it is left out.
    ['Lyon 2', 48507, 457640, 6, 0],
    ['Villeurbanne', 48800, 458000, 6, 0],
    ['Rhône', 48000, 458500, 8, 1],
    ['France', 25000, 466000, 5, 2],
    ['Tiny village', 48600, 457200, 11, 0],
  ],
};

/** Lyon at the centre of a 1000 × 600 px view at `zoom` (Web Mercator, 256 px tiles). */
function viewAt(zoom: number) {
  const resolution = (2 * Math.PI * EARTH) / 256 / 2 ** zoom;
  const cx = mercatorX(4.8357);
  const cy = Math.log(Math.tan(Math.PI / 4 + (45.764 * Math.PI) / 360)) * EARTH;
  const transform = [
    1 / resolution,
    0,
    0,
    -1 / resolution,
    500 - cx / resolution,
    300 + cy / resolution,
  ];
  const extent = [
    cx - 500 * resolution,
    cy - 300 * resolution,
    cx + 500 * resolution,
    cy + 300 * resolution,
  ];
  return { transform, extent };
}

describe('basemap', () => {
  it('reads the file: each line delta-encoded in 1e-4 degrees, projected to Web Mercator', () => {
    const basemap = readBasemap(data);
    expect(basemap.attribution).toBe('Test data');
    const ring = basemap.land[0]!.xy;
    expect(ring).toHaveLength(8);
    expect(ring[0]).toBeCloseTo(mercatorX(4), 3);
    expect(ring[2]).toBeCloseTo(mercatorX(6), 3);
    expect(ring[4]).toBeCloseTo(mercatorX(6), 3);
    // A region's name shows from zoom 8 to 10, a country's up to 8, a town's from its zoom on.
    expect(basemap.labels.map((l) => [l.name, l.minZoom, l.maxZoom])).toContainEqual([
      'Rhône',
      8,
      10,
    ]);
    expect(basemap.labels.find((l) => l.kind === 2)?.maxZoom).toBe(8);
  });

  it('refuses what is not a basemap', () => {
    expect(() => readBasemap({} as BasemapData)).toThrow('not a basemap');
  });

  it('names places from their zoom on, the biggest first, never one over another', () => {
    const basemap = readBasemap(data);
    const draw = (zoom: number) => {
      const { ctx, written } = recorder();
      const { transform, extent } = viewAt(zoom);
      const shown = drawBasemap(ctx, basemap, transform, extent, zoom, 1000, 600, colours);
      return { shown, written };
    };
    // Zoom 5: Lyon and the country (towns first); the others come later.
    expect(draw(5).shown).toEqual(['Lyon', 'France']);
    // Zoom 10: Villeurbanne too, and the département; "Lyon 2" would cover Lyon.
    const ten = draw(10);
    expect(ten.shown).toEqual(['Lyon', 'Villeurbanne', 'Rhône']);
    expect(ten.written).toEqual(['Lyon', 'Villeurbanne', 'Rhône']);
    // Zoom 12: no département's name any more; the village's from 11 on; "Lyon 2" now fits.
    expect(draw(12).shown).toEqual(['Lyon', 'Lyon 2', 'Villeurbanne', 'Tiny village']);
  });
});
