// The map's public types: its props, its handle, and what it says of its view and its points.
// `ClusterMap.tsx` hands them on, and `index.ts` exports them from there.
import type { ReactNode, Ref } from 'react';
import type { MapPoint } from './clusterEngine';

/** [west, south, east, north] in degrees. */
export type Bounds = readonly [number, number, number, number];

/** What the map shows, after each move. */
export interface MapViewState {
  zoom: number;
  bounds: Bounds;
  /** The centre, [longitude, latitude]. */
  center: readonly [number, number];
  /** True when the user moved the map (drag, wheel, keys, buttons, a group), false when it was fitted. */
  byUser: boolean;
}

/** A zoom and a centre to show. */
export interface MapCenterView {
  /** [longitude, latitude]. */
  center: readonly [number, number];
  zoom: number;
}

/** What the map has read, once its points are indexed (or why it could not). */
export type PointsLoadResult = { count: number; pins: number; ms: number } | { error: string };

/** For the screen (zoom buttons of its own) and for benchmarks. */
export interface ClusterMapHandle {
  zoomIn: () => void;
  zoomOut: () => void;
  /** Jumps to a zoom, without animation. */
  setZoom: (zoom: number) => void;
  /** Jumps to a centre, [longitude, latitude], without animation. */
  setCenter: (center: readonly [number, number]) => void;
  getZoom: () => number;
  fit: (bounds: Bounds) => void;
  /**
   * Asks the index for the current view's groups and pins now; resolves once they are drawn,
   * with what it asked.
   */
  recluster: () => Promise<{ bbox: [number, number, number, number]; zoom: number; count: number }>;
}

export interface ClusterMapProps<P extends MapPoint> {
  /** Names the map and its list of visible places. */
  'aria-label': string;
  /**
   * The points; those closer than `mergeDistance` are shown as one pin. They are sent to the
   * map's Web Worker, which indexes them off the main thread.
   * @default undefined
   */
  points?: readonly P[];
  /**
   * Points to read in the worker instead of `points`: JSON (an API answer as downloaded)
   * whose `key` holds an array of `{ id, lat, lon }`. Reading, checking and indexing 100,000
   * points then never holds the main thread.
   * @default undefined
   */
  pointsJson?: { blob: Blob; key: string };
  /** Called once the points are indexed, with their number, or with why they could not be read. */
  onLoad?: (result: PointsLoadResult) => void;
  /**
   * A point's name in the list of visible places (points read from JSON are `{ id, lat, lon }`).
   * @default the point's id
   */
  getPointLabel?: (point: P) => string;
  /** Cluster radius in screen pixels for each whole zoom level (the app passes its table). */
  clusterRadius: (zoom: number) => number;
  /** @default 5 */
  minZoom?: number;
  /** @default 17 */
  maxZoom?: number;
  /**
   * Points closer than this many metres become one pin, before clustering.
   * @default 50
   */
  mergeDistance?: number;
  /**
   * A box to show; the map fits it whenever it changes. Without it (and without `view`), the
   * map fits the points.
   * @default undefined
   */
  bounds?: Bounds;
  /**
   * A centre and zoom to show, over `bounds`: the map moves there whenever it changes (a view
   * kept in a link).
   * @default undefined
   */
  view?: MapCenterView;
  /**
   * The selected point; the pin holding it is highlighted.
   * @default null
   */
  selectedId?: string | null;
  /**
   * A point to point out (the item hovered or focused in a list beside the map): its pin gets
   * a ring and its name, or, while it is inside a group, a ring marks where it is.
   * @default null
   */
  highlighted?: P | null;
  /** Called with the ids of a pin's points when the pin is clicked or chosen in the list. */
  onSelect?: (ids: readonly string[]) => void;
  /** Called after each move or zoom, once the map is still. */
  onViewChange?: (view: MapViewState) => void;
  /**
   * An XYZ tile URL template (`https://…/{z}/{x}/{y}.png`). Without it, or when the server
   * cannot be reached, the map draws a plain background with a grid.
   * @default undefined
   */
  tileUrl?: string;
  /**
   * The tile provider's credit, shown when `tileUrl` is set.
   * @default undefined
   */
  tileAttribution?: string;
  /**
   * A vector basemap drawn under the groups and pins when `tileUrl` is not set: the URL of a
   * `BasemapData` JSON file (land, borders, place names by zoom), fetched once the map is up
   * and kept for the page's life. Its credit shows in the map's corner. Without it, or while
   * it loads, the map draws a plain background with a grid.
   * @default undefined
   */
  basemapUrl?: string;
  /**
   * The card of a pin (one place, or places merged within `mergeDistance`), shown next to the
   * pin when it is clicked or chosen in the list: a dialog named by `getPointLabel`, that
   * Escape closes (focus goes back to the map, or to the list's button that opened it).
   * Groups keep zooming in.
   * @default undefined
   */
  renderPinCard?: (ids: readonly string[]) => ReactNode;
  /**
   * How many visible groups and pins the list names before "and N more".
   * @default 100
   */
  listLimit?: number;
  ref?: Ref<ClusterMapHandle>;
}
