// The cluster index's side of the map: it reads the points, merges those within the merge
// distance, builds the supercluster indexes and answers the map's queries. It runs in a Web
// Worker (cluster.worker.ts), so that 100,000 points are read, checked and indexed without
// holding the page's main thread; where no worker can start it runs in the page, the same code.
import { ClusterEngine, isCluster, pointCount } from './clusterEngine';
import type { MapPoint } from './clusterEngine';

/** [west, south, east, north] in degrees. */
export type BBox = [number, number, number, number];

/**
 * Where the points come from: given as objects, or as JSON to read here (an API answer as
 * downloaded: `key` names the array of `{ id, lat, lon }` in it).
 */
export type PointsSource =
  { kind: 'points'; points: readonly MapPoint[] } | { kind: 'json'; blob: Blob; key: string };

/** The clustering settings, as plain data (a function cannot be sent to a worker). */
export interface ClusterSettings {
  minZoom: number;
  maxZoom: number;
  /** The cluster radius in pixels at each zoom from `minZoom` to `maxZoom`. */
  radii: number[];
  mergeMeters: number;
}

export type ClusterRequest =
  | { type: 'load'; id: number; source: PointsSource; settings: ClusterSettings }
  | { type: 'query'; id: number; bbox: BBox; zoom: number };

/** A group or a pin, as the map draws it and its list names it. */
export interface DrawnFeature {
  lon: number;
  lat: number;
  /** How many points it holds. */
  count: number;
  /** A group: its id and the zoom at which it breaks apart. */
  cluster?: { id: number; expansionZoom: number };
  /** A pin: its points' ids (several when they lie within the merge distance). */
  pin?: { key: string; ids: string[] };
}

export type ClusterReply =
  | {
      type: 'loaded';
      id: number;
      /** Points read. */
      count: number;
      /** Pins after the merge. */
      pins: number;
      /** The box around every point, or null when there is none. */
      extent: BBox | null;
      /** Time to read and index, in ms (for benchmarks). */
      ms: number;
    }
  | { type: 'clusters'; id: number; zoom: number; features: DrawnFeature[] }
  | { type: 'failed'; id: number; message: string };

const isLat = (v: unknown): v is number =>
  typeof v === 'number' && Number.isFinite(v) && v >= -90 && v <= 90;
const isLon = (v: unknown): v is number =>
  typeof v === 'number' && Number.isFinite(v) && v >= -180 && v <= 180;

/**
 * The points of a JSON text: `key` must hold an array whose items have an id (a whole number
 * or a text) and a latitude and longitude on the globe. The first item that does not is
 * named in the error, with its index.
 */
export function readPointsJson(text: string, key: string): MapPoint[] {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    throw new Error('The points are not JSON');
  }
  const list =
    typeof data === 'object' && data !== null ? (data as Record<string, unknown>)[key] : undefined;
  if (!Array.isArray(list)) throw new Error(`The JSON has no "${key}" list`);
  const points: MapPoint[] = new Array(list.length);
  for (let i = 0; i < list.length; i++) {
    const item = list[i] as { id?: unknown; lat?: unknown; lon?: unknown } | null;
    const id = item?.id;
    const validId =
      (typeof id === 'number' && Number.isInteger(id)) || (typeof id === 'string' && id !== '');
    if (!validId) throw new Error(`${key}.${i}.id is not an id`);
    if (!isLat(item?.lat)) throw new Error(`${key}.${i}.lat is not a latitude`);
    if (!isLon(item?.lon)) throw new Error(`${key}.${i}.lon is not a longitude`);
    points[i] = { id: String(id), lat: item.lat, lon: item.lon };
  }
  return points;
}

function extentOf(engine: ClusterEngine): BBox | null {
  if (engine.pins.length === 0) return null;
  let w = 180;
  let s = 90;
  let e = -180;
  let n = -90;
  for (const pin of engine.pins) {
    if (pin.lon < w) w = pin.lon;
    if (pin.lon > e) e = pin.lon;
    if (pin.lat < s) s = pin.lat;
    if (pin.lat > n) n = pin.lat;
  }
  return [w, s, e, n];
}

/** The service: one request at a time, in the order they came (a query waits for a load). */
export function createClusterService(): {
  handle: (request: ClusterRequest) => Promise<ClusterReply>;
} {
  let engine: ClusterEngine | null = null;
  let queue: Promise<unknown> = Promise.resolve();

  async function load(request: Extract<ClusterRequest, { type: 'load' }>): Promise<ClusterReply> {
    const started = performance.now();
    const { source, settings } = request;
    try {
      const points =
        source.kind === 'points'
          ? source.points
          : readPointsJson(await source.blob.text(), source.key);
      engine = new ClusterEngine(points, {
        minZoom: settings.minZoom,
        maxZoom: settings.maxZoom,
        mergeMeters: settings.mergeMeters,
        clusterRadius: (zoom) =>
          settings.radii[
            Math.min(settings.radii.length - 1, Math.max(0, zoom - settings.minZoom))
          ] ?? 0,
      });
      return {
        type: 'loaded',
        id: request.id,
        count: points.length,
        pins: engine.pins.length,
        extent: extentOf(engine),
        ms: performance.now() - started,
      };
    } catch (error) {
      engine = null;
      return {
        type: 'failed',
        id: request.id,
        message: error instanceof Error ? error.message : String(error),
      };
    }
  }

  function query(request: Extract<ClusterRequest, { type: 'query' }>): ClusterReply {
    const current = engine;
    const zoom = Math.round(request.zoom);
    if (!current) return { type: 'clusters', id: request.id, zoom, features: [] };
    const features = current.clusters(request.bbox, zoom).map((feature): DrawnFeature => {
      const [lon, lat] = feature.geometry.coordinates as [number, number];
      if (isCluster(feature)) {
        const clusterId = feature.properties.cluster_id;
        return {
          lon,
          lat,
          count: pointCount(feature),
          cluster: { id: clusterId, expansionZoom: current.expansionZoom(clusterId, zoom) },
        };
      }
      const pin = current.pinOf(feature)!;
      return { lon, lat, count: pointCount(feature), pin: { key: pin.key, ids: pin.ids } };
    });
    return { type: 'clusters', id: request.id, zoom, features };
  }

  return {
    handle(request) {
      const next = queue.then(() => (request.type === 'load' ? load(request) : query(request)));
      queue = next.catch(() => undefined);
      return next;
    },
  };
}
