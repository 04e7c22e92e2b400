import Supercluster from 'supercluster';
import type { ClusterFeature as ScClusterFeature, PointFeature } from 'supercluster';

/** A point to show on the map. */
export interface MapPoint {
  id: string;
  lat: number;
  lon: number;
}

/** Points closer than the merge distance, shown as one pin. */
export interface Pin {
  /** The first point's id: stable while the points do not change. */
  key: string;
  lat: number;
  lon: number;
  /** Every point of the pin, in input order. */
  ids: string[];
}

/** What supercluster stores per pin, and sums per cluster. */
interface PinProps {
  pin: number;
  n: number;
}
interface ClusterProps {
  n: number;
}

export type ClusterFeature = ScClusterFeature<ClusterProps> | PointFeature<PinProps>;

/** Supercluster measures its radius in pixels of a tile this wide; OpenLayers draws 256 px tiles. */
export const TILE_SIZE = 256;

const EARTH_RADIUS_M = 6_371_008.8;
const M_PER_DEG_LAT = (Math.PI * EARTH_RADIUS_M) / 180;

/** Great-circle distance in metres. */
export function distanceMeters(
  a: { lat: number; lon: number },
  b: { lat: number; lon: number },
): number {
  const toRad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * toRad;
  const dLon = (b.lon - a.lon) * toRad;
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(a.lat * toRad) * Math.cos(b.lat * toRad) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(h)));
}

/**
 * Merges points closer than `meters` into pins, before any clustering. Greedy and in input
 * order: a point joins the first pin whose anchor (its first point) is within `meters`, else
 * starts a pin. Anchors do not move, so a chain of points 40 m apart does not collapse into one.
 * A grid of cells a little wider than `meters` limits the search to the 3 x 3 cells around a
 * point, so this is linear in the number of points.
 */
export function mergeClosePoints(points: readonly MapPoint[], meters: number): Pin[] {
  const pins: Pin[] = [];
  if (meters <= 0) {
    for (const p of points) pins.push({ key: p.id, lat: p.lat, lon: p.lon, ids: [p.id] });
    return pins;
  }
  // Cells 10 % wider than the distance: the cell projection is approximate, the check is not.
  const cell = meters * 1.1;
  const limit = meters * meters;
  const toRad = Math.PI / 180;
  // Column, then row: small integer keys. A string key per cell costs ten times more.
  const grid = new Map<number, Map<number, number[]>>();
  for (const point of points) {
    const cosLat = Math.cos(point.lat * toRad);
    const cx = Math.floor((point.lon * M_PER_DEG_LAT * cosLat) / cell);
    const cy = Math.floor((point.lat * M_PER_DEG_LAT) / cell);
    let joined: Pin | undefined;
    search: for (let dx = -1; dx <= 1; dx++) {
      const column = grid.get(cx + dx);
      if (!column) continue;
      for (let dy = -1; dy <= 1; dy++) {
        const candidates = column.get(cy + dy);
        if (!candidates) continue;
        for (let k = 0; k < candidates.length; k++) {
          const pin = pins[candidates[k]!]!;
          // Equirectangular distance: within a few hundred metres it is the great-circle
          // distance to well under a millimetre.
          const north = (point.lat - pin.lat) * M_PER_DEG_LAT;
          const east = (point.lon - pin.lon) * M_PER_DEG_LAT * cosLat;
          if (north * north + east * east <= limit) {
            joined = pin;
            break search;
          }
        }
      }
    }
    if (joined) {
      joined.ids.push(point.id);
      continue;
    }
    let column = grid.get(cx);
    if (!column) {
      column = new Map();
      grid.set(cx, column);
    }
    const list = column.get(cy);
    if (list) list.push(pins.length);
    else column.set(cy, [pins.length]);
    pins.push({ key: point.id, lat: point.lat, lon: point.lon, ids: [point.id] });
  }
  return pins;
}

export interface ClusterEngineOptions {
  /** Cluster radius in screen pixels at each (whole) zoom level. */
  clusterRadius: (zoom: number) => number;
  minZoom: number;
  maxZoom: number;
  /** Points closer than this many metres become one pin first. */
  mergeMeters: number;
}

interface Band {
  from: number;
  to: number;
  index: Supercluster<PinProps, ClusterProps>;
}

/**
 * Clusters points with supercluster. Supercluster takes one radius per index, and the radius
 * here depends on the zoom, so there is one index per run of zoom levels that share a radius,
 * each built only for its own levels. Everything is computed once, when the points change;
 * a zoom step is a single `getClusters` on the index of that zoom.
 */
export class ClusterEngine {
  readonly pins: Pin[];
  private readonly bands: Band[];

  constructor(points: readonly MapPoint[], options: ClusterEngineOptions) {
    this.pins = mergeClosePoints(points, options.mergeMeters);
    const features: PointFeature<PinProps>[] = this.pins.map((pin, i) => ({
      type: 'Feature',
      geometry: { type: 'Point', coordinates: [pin.lon, pin.lat] },
      properties: { pin: i, n: pin.ids.length },
    }));
    this.bands = [];
    for (let zoom = options.minZoom; zoom <= options.maxZoom;) {
      const radius = options.clusterRadius(zoom);
      let to = zoom;
      while (to + 1 <= options.maxZoom && options.clusterRadius(to + 1) === radius) to++;
      const index = new Supercluster<PinProps, ClusterProps>({
        radius,
        extent: TILE_SIZE,
        minZoom: zoom,
        maxZoom: to,
        map: (props) => ({ n: props.n }),
        reduce: (acc, props) => {
          acc.n += props.n;
        },
      }).load(features);
      this.bands.push({ from: zoom, to, index });
      zoom = to + 1;
    }
  }

  private band(zoom: number): Band {
    const z = Math.round(zoom);
    return (
      this.bands.find((b) => z >= b.from && z <= b.to) ??
      (z < this.bands[0]!.from ? this.bands[0]! : this.bands[this.bands.length - 1]!)
    );
  }

  /** The supercluster index used at `zoom` (for comparisons in benchmarks). */
  indexAt(zoom: number): Supercluster<PinProps, ClusterProps> {
    return this.band(zoom).index;
  }

  /** Clusters and pins in `bbox` ([west, south, east, north]) at a whole `zoom`. */
  clusters(bbox: [number, number, number, number], zoom: number): ClusterFeature[] {
    if (this.pins.length === 0) return [];
    return this.band(zoom).index.getClusters(bbox, Math.round(zoom));
  }

  /** The zoom at which a cluster seen at `zoom` breaks apart (capped by the caller). */
  expansionZoom(clusterId: number, zoom: number): number {
    return this.band(zoom).index.getClusterExpansionZoom(clusterId);
  }

  pinOf(feature: ClusterFeature): Pin | null {
    const props = feature.properties;
    return 'cluster' in props && props.cluster ? null : this.pins[(props as PinProps).pin]!;
  }
}

/** The number of points under a cluster or pin. */
export function pointCount(feature: ClusterFeature): number {
  return feature.properties.n;
}

export function isCluster(feature: ClusterFeature): feature is ScClusterFeature<ClusterProps> {
  return 'cluster' in feature.properties && feature.properties.cluster === true;
}
