// The ClusterMap benchmark page. The map is given its points as the map search gives them: an
// API answer's bytes (`{ pins: [{ id, lat, lon }] }`, fetched as a Blob), read, checked and
// indexed in the map's Web Worker. While they load and while the view pans and zooms from 5
// to 17, a long-task observer records every main-thread task over 50 ms. For comparison, the
// same answer read and indexed on the main thread (what the map did before its worker).
import { createRef } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import type { Root } from 'react-dom/client';
import { ThemeProvider } from '@backoffice/ui';
import { ClusterMap } from '@backoffice/ui/ClusterMap';
import type { ClusterMapHandle, PointsLoadResult } from '@backoffice/ui/ClusterMap';
import { ClusterEngine, readPointsJson } from '@backoffice/ui/ClusterMap/engine';

const radius = (z: number) => (z < 10 ? 150 : z === 10 ? 100 : z <= 12 ? 80 : z === 13 ? 50 : 10);
const OPTIONS = { clusterRadius: radius, minZoom: 5, maxZoom: 17, mergeMeters: 50 };
/** Where the view pans at each zoom: Paris, then a few steps around it. */
const CENTRE: [number, number] = [2.3488, 48.8534];
const PANS: [number, number][] = [
  [0, 0],
  [0.6, 0],
  [0.6, 0.4],
  [0, 0.4],
  [-0.6, 0],
];

const host = document.getElementById('root')!;
let root: Root | null = null;
const handle = createRef<ClusterMapHandle>();

const frame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));

/** Every main-thread task over 50 ms from now until `stop()`. */
function watchLongTasks() {
  const tasks: number[] = [];
  const observer = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) tasks.push(entry.duration);
  });
  observer.observe({ type: 'longtask', buffered: false });
  return {
    stop: () => {
      for (const entry of observer.takeRecords()) tasks.push(entry.duration);
      observer.disconnect();
      return tasks;
    },
  };
}

function render(
  pointsJson: { blob: Blob; key: string } | undefined,
  onLoad: (r: PointsLoadResult) => void,
) {
  root ??= createRoot(host);
  flushSync(() =>
    root!.render(
      <ThemeProvider forced="light">
        <div style={{ height: 700 }}>
          <ClusterMap
            ref={handle}
            aria-label="Points"
            pointsJson={pointsJson}
            onLoad={onLoad}
            clusterRadius={radius}
            minZoom={5}
            maxZoom={17}
            bounds={[-5, 41, 10, 51]}
            listLimit={40}
          />
        </div>
      </ThemeProvider>,
    ),
  );
}

/** Mounts the map with no points (its chunk, OpenLayers and its worker ready). */
async function mount() {
  render(undefined, () => undefined);
  await frame();
  await handle.current!.recluster();
}

/**
 * Loads the answer at `url` the way the map search does, while the view keeps panning and
 * zooming; then one more sweep from zoom 5 to 17 over every pan. Answers the long tasks of
 * the whole time, the time until the points were indexed and drawn, and each step's round
 * trip to the worker (query, answer, drawing).
 */
async function loadAndSweep(url: string) {
  const watch = watchLongTasks();
  const started = performance.now();
  const blob = await (await fetch(url)).blob();
  let loaded: PointsLoadResult | null = null;
  let loadedAt = 0;
  render({ blob, key: 'pins' }, (result) => {
    loaded = result;
    loadedAt = performance.now();
  });
  const steps: number[] = [];
  let zoom = 5;
  let pan = 0;
  /** One view further; `answered`: wait for its groups to be drawn, and time it. */
  const step = async (answered: boolean) => {
    const [dx, dy] = PANS[pan % PANS.length]!;
    handle.current!.setZoom(zoom);
    handle.current!.setCenter([CENTRE[0] + dx / 2 ** (zoom - 5), CENTRE[1] + dy / 2 ** (zoom - 5)]);
    const t = performance.now();
    await frame();
    if (answered) {
      await handle.current!.recluster();
      steps.push(performance.now() - t);
    }
    pan++;
    if (pan % PANS.length === 0) zoom = zoom >= 17 ? 5 : zoom + 1;
  };
  // While the points load, the user keeps moving the map: a view a frame (the map answers
  // with what it has; the worker is busy with the new points).
  let duringLoad = 0;
  while (!loaded) {
    await step(false);
    duringLoad++;
  }
  const indexed = performance.now() - started;
  // Then a whole sweep: every zoom from 5 to 17, five views each, each waited for.
  zoom = 5;
  pan = 0;
  for (let i = 0; i < 13 * PANS.length; i++) await step(true);
  const tasks = watch.stop();
  const sorted = [...steps].sort((a, b) => a - b);
  return {
    bytes: blob.size,
    loaded: loaded as PointsLoadResult,
    indexedMs: indexed,
    loadedAtMs: loadedAt - started,
    stepsDuringLoad: duringLoad,
    steps: steps.length + duringLoad,
    stepMedianMs: sorted[Math.floor(sorted.length / 2)]!,
    stepMaxMs: sorted[sorted.length - 1]!,
    longTasks: tasks,
  };
}

/** The same answer read and indexed on the main thread, as the map did before its worker. */
async function onMainThread(url: string) {
  const text = await (await fetch(url)).text();
  const watch = watchLongTasks();
  const t = performance.now();
  const engine = new ClusterEngine(readPointsJson(text, 'pins'), OPTIONS);
  const ms = performance.now() - t;
  await frame();
  await new Promise((resolve) => setTimeout(resolve, 50));
  return { ms, pins: engine.pins.length, longTasks: watch.stop() };
}

window.__bench = { ready: true, mount, loadAndSweep, onMainThread };
