// The ClusterMap benchmark page: mounts the map with N points (no tile layer), then for each
// zoom step from 5 to 17 over Paris times the map's recluster (supercluster query + handing the
// result to the canvas layer) against a bare supercluster getClusters on the same pins, with
// the same options, the same bounding box and zoom.
import { createRef } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import type { Root } from 'react-dom/client';
import { ThemeProvider } from '@backoffice/ui';
import { ClusterEngine, ClusterMap } from '@backoffice/ui/ClusterMap';
import type { ClusterMapHandle, MapPoint } from '@backoffice/ui/ClusterMap';

declare global {
  interface Window {
    __bench: Record<string, unknown>;
  }
}

const radius = (z: number) => (z < 10 ? 150 : z === 10 ? 100 : z <= 12 ? 80 : z === 13 ? 50 : 10);
const OPTIONS = { clusterRadius: radius, minZoom: 5, maxZoom: 17, mergeMeters: 50 };
const PARIS: [number, number, number, number] = [2.25, 48.81, 2.42, 48.9];

/** `count` points, the same every time: 60 % in Paris, the rest over France. */
function makePoints(count: number): MapPoint[] {
  let state = 12345;
  const next = () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 4294967296;
  };
  const points: MapPoint[] = [];
  for (let i = 0; i < count; i++) {
    const inParis = next() < 0.6;
    points.push(
      inParis
        ? { id: `p${i}`, lat: 48.81 + next() * 0.09, lon: 2.25 + next() * 0.17 }
        : { id: `p${i}`, lat: 43 + next() * 7.5, lon: -1.5 + next() * 9 },
    );
  }
  return points;
}

const host = document.getElementById('root')!;
let root: Root | null = null;
const handle = createRef<ClusterMapHandle>();
let bare: ClusterEngine | null = null;

/** Mounts the map with `count` points; returns ms to build the engine (merge + indexes). */
function mount(count: number): { buildMs: number; bareBuildMs: number; pins: number } {
  root?.unmount();
  host.replaceChildren();
  const points = makePoints(count);
  const t0 = performance.now();
  bare = new ClusterEngine(points, OPTIONS);
  const bareBuildMs = performance.now() - t0;
  root = createRoot(host);
  const t1 = performance.now();
  flushSync(() =>
    root!.render(
      <ThemeProvider forced="light">
        <div style={{ height: 700 }}>
          <ClusterMap
            ref={handle}
            aria-label="Points"
            points={points}
            clusterRadius={radius}
            minZoom={5}
            maxZoom={17}
            listLimit={50}
          />
        </div>
      </ThemeProvider>,
    ),
  );
  const buildMs = performance.now() - t1;
  handle.current!.fit(PARIS);
  return { buildMs, bareBuildMs, pins: bare.pins.length };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((x, y) => x - y);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

/**
 * For each zoom: 15 blocks of `reps` map reclusters and `reps` bare getClusters, alternating
 * which goes first; the figure per call is the median block divided by `reps` (a block is
 * needed: one call is shorter than the browser's timer resolution).
 */
function zoomSteps(reps: number) {
  const rows: { zoom: number; map: number; bare: number; count: number }[] = [];
  for (let zoom = 5; zoom <= 17; zoom++) {
    handle.current!.setZoom(zoom);
    const query = handle.current!.recluster();
    const index = bare!.indexAt(query.zoom);
    const mapBlocks: number[] = [];
    const bareBlocks: number[] = [];
    let sink = 0;
    let kept: unknown[] = [];
    const runMap = () => {
      const t = performance.now();
      for (let i = 0; i < reps; i++) sink += handle.current!.recluster().count;
      mapBlocks.push(performance.now() - t);
    };
    const runBare = () => {
      const t = performance.now();
      // The result is kept until the next call, as the map keeps what it draws: holding it
      // costs the garbage collector the same on both sides.
      for (let i = 0; i < reps; i++) {
        kept = index.getClusters(query.bbox, query.zoom);
        sink += kept.length;
      }
      bareBlocks.push(performance.now() - t);
    };
    for (let block = 0; block < 15; block++) {
      if (block % 2) {
        runBare();
        runMap();
      } else {
        runMap();
        runBare();
      }
    }
    if (sink < 0 || kept.length < 0) throw new Error('unreachable');
    rows.push({
      zoom,
      map: median(mapBlocks) / reps,
      bare: median(bareBlocks) / reps,
      count: query.count,
    });
  }
  return rows;
}

window.__bench = { ready: true, mount, zoomSteps };
