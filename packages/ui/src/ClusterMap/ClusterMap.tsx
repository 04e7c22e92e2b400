import 'ol/ol.css';
import OlMap from 'ol/Map';
import View from 'ol/View';
import Attribution from 'ol/control/Attribution';
import { defaults as defaultInteractions } from 'ol/interaction/defaults';
import Layer from 'ol/layer/Layer';
import TileLayer from 'ol/layer/Tile';
import { fromLonLat, transformExtent } from 'ol/proj';
import { fromEPSG4326 } from 'ol/proj/epsg3857';
import XYZ from 'ol/source/XYZ';
import { apply as applyTransform } from 'ol/transform';
import type { FrameState } from 'ol/Map';
import {
  useEffect,
  useId,
  useImperativeHandle,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import type { ReactNode, Ref } from 'react';
import { FocusScope, useInteractOutside } from 'react-aria';
import { Button as AriaButton, Dialog } from 'react-aria-components';
import { Button } from '../Button';
import { vars } from '../theme/contract.css';
import { visuallyHidden } from '../theme/utils.css';
import { drawBasemap, readBasemap } from './basemap';
import type { Basemap, BasemapData } from './basemap';
import type { MapPoint } from './clusterEngine';
import { createClusterClient } from './clusterClient';
import type { ClusterClient } from './clusterClient';
import type {
  BBox,
  ClusterReply,
  ClusterSettings,
  DrawnFeature,
  PointsSource,
} from './clusterService';
import * as styles from './ClusterMap.css';
import { useLatest } from '../internal/useLatest';

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

/** What the canvas draws; read on every frame, outside React. */
interface DrawnState {
  features: DrawnFeature[];
  zoom: number;
  selectedId: string | null;
  highlighted: MapPoint | null;
  /** The name shown beside the highlighted point (an element over the canvas). */
  label: HTMLElement | null;
  /** The basemap, once fetched (and only without tiles). */
  basemap: Basemap | null;
  /** The basemap's names drawn in the last frame, biggest first. */
  shown: string[];
  /** The open pin card and where its pin is. */
  card: { element: HTMLElement; lon: number; lat: number } | null;
}

/** Basemaps by URL: fetched and projected once for the page, whichever map asks again. */
const basemaps = new Map<string, Promise<Basemap>>();

function loadBasemap(url: string): Promise<Basemap> {
  let loading = basemaps.get(url);
  if (!loading) {
    loading = fetch(url)
      .then((response) => {
        if (!response.ok) throw new Error(`basemap: ${response.status}`);
        return response.json() as Promise<BasemapData>;
      })
      .then(readBasemap);
    // A failure is not kept: the next map tries again.
    loading.catch(() => basemaps.delete(url));
    basemaps.set(url, loading);
  }
  return loading;
}

function reducedMotion(): boolean {
  return (
    typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches
  );
}

/** The value of one theme variable, for drawing on the canvas. */
function themeColor(element: Element, variable: string): string {
  const name = variable
    .replace(/^var\(/, '')
    .replace(/\)$/, '')
    .split(',')[0]!
    .trim();
  return getComputedStyle(element).getPropertyValue(name).trim() || 'grey';
}

function clusterRadiusPx(count: number): number {
  return Math.min(30, 13 + 4 * Math.log10(count));
}
const PIN_RADIUS = 7;
const MERGED_PIN_RADIUS = 10;

function drawRadius(feature: DrawnFeature): number {
  if (feature.cluster) return clusterRadiusPx(feature.count);
  return feature.count > 1 ? MERGED_PIN_RADIUS : PIN_RADIUS;
}

const compass = [
  'east',
  'north-east',
  'north',
  'north-west',
  'west',
  'south-west',
  'south',
  'south-east',
];

/** Where a place lies from the centre of the map, in words. */
function direction(from: [number, number], to: [number, number]): string {
  const dx = to[0] - from[0];
  const dy = to[1] - from[1];
  if (Math.hypot(dx, dy) < 1e-9) return 'at the centre';
  const octant = Math.round(Math.atan2(dy, dx) / (Math.PI / 4));
  return `${compass[(octant + 8) % 8]} of the centre`;
}

/** Where the map's queries stand: one at a time, the next one asked once it is answered. */
interface QueryState {
  inFlight: boolean;
  /** The view moved while a query was out: ask again when it comes back. */
  again: boolean;
  /** A publish (the list, onViewChange) is owed once the view's groups are in. */
  publish: { byUser: boolean } | null;
  /** Resolved when the latest view's groups are drawn (the handle's recluster). */
  waiters: ((result: { bbox: BBox; zoom: number; count: number }) => void)[];
}

/**
 * A clustered map of points on OpenLayers, clustered with supercluster in a Web Worker:
 * points closer than 50 m are merged into pins first, then pins are clustered with a radius
 * that depends on the zoom; the page only sends the view and draws the answer, so 100,000
 * points never hold its main thread. Clicking a cluster zooms into it, clicking a pin selects
 * it. The tile layer is optional. A list under the map names the visible clusters and pins,
 * as the keyboard and screen-reader alternative. Loaded as its own chunk: import it from
 * `@backoffice/ui/ClusterMap` (the default export is this component).
 */
export function ClusterMap<P extends MapPoint>({
  'aria-label': ariaLabel,
  points,
  pointsJson,
  onLoad,
  getPointLabel,
  clusterRadius,
  minZoom = 5,
  maxZoom = 17,
  mergeDistance = 50,
  bounds,
  view: centerView,
  selectedId = null,
  highlighted = null,
  onSelect,
  onViewChange,
  tileUrl,
  tileAttribution,
  basemapUrl,
  renderPinCard,
  listLimit = 100,
  ref,
}: ClusterMapProps<P>) {
  const targetRef = useRef<HTMLDivElement>(null);
  const labelRef = useRef<HTMLDivElement>(null);
  const hintId = useId();
  const mapRef = useRef<OlMap | null>(null);
  const clientRef = useRef<ClusterClient | null>(null);
  const byId = useMemo(() => new Map((points ?? []).map((p) => [p.id, p])), [points]);

  // The drawn state lives outside React: the canvas reads it on every frame.
  const drawn = useRef<DrawnState>({
    features: [],
    zoom: minZoom,
    selectedId,
    highlighted,
    label: null,
    basemap: null,
    shown: [],
    card: null,
  });
  const [basemapCredit, setBasemapCredit] = useState<string | null>(null);
  /** The pin whose card is open: its ids and where it is. */
  const [card, setCard] = useState<{ ids: readonly string[]; lon: number; lat: number } | null>(
    null,
  );
  const cardRef = useRef<HTMLDivElement>(null);
  // null until the map has been laid out and fitted: the list then describes a settled view.
  const [visible, setVisible] = useState<{
    features: DrawnFeature[];
    zoom: number;
    centre: [number, number];
    /** The basemap's names drawn, biggest first. */
    places: string[];
  } | null>(null);

  const latest = useLatest({
    renderPinCard,
    onSelect,
    onViewChange,
    onLoad,
    minZoom,
    maxZoom,
    bounds,
    centerView,
  });

  const layerRef = useRef<Layer | null>(null);
  const queries = useRef<QueryState>({ inFlight: false, again: false, publish: null, waiters: [] });
  /** The latest load sent to the index, and whether its points are in. */
  const loads = useRef({ sent: 0, loaded: 0, fitted: false });
  /**
   * The user acted on the map (a drag, the wheel, a key, a zoom button, a group): the next
   * move that changes the centre or the zoom is theirs. A resize, a fit or a view given by
   * the screen is not.
   */
  const userActed = useRef(false);
  const lastView = useRef('');

  const publishRef = useLatest((byUser: boolean) => {
    const map = mapRef.current;
    const size = map?.getSize();
    if (!map || !size) return;
    const view = map.getView();
    const extent = transformExtent(view.calculateExtent(size), 'EPSG:3857', 'EPSG:4326');
    const centre = transformExtent(
      [...view.getCenter()!, ...view.getCenter()!],
      'EPSG:3857',
      'EPSG:4326',
    );
    setVisible({
      features: drawn.current.features.filter(
        (f) =>
          f.lon >= extent[0]! && f.lon <= extent[2]! && f.lat >= extent[1]! && f.lat <= extent[3]!,
      ),
      zoom: drawn.current.zoom,
      centre: [centre[0]!, centre[1]!],
      places: drawn.current.shown.slice(0, 12),
    });
    latest.current.onViewChange?.({
      zoom: view.getZoom() ?? minZoom,
      bounds: [extent[0]!, extent[1]!, extent[2]!, extent[3]!],
      center: [centre[0]!, centre[1]!],
      byUser,
    });
  });

  /**
   * Asks the index for the view's groups and pins (with a margin, so that panning a little
   * needs no query). One query at a time: a move while one is out asks again once it is back.
   */
  const requestRef = useLatest((publish: { byUser: boolean } | null) => {
    const state = queries.current;
    if (publish) state.publish = publish;
    if (state.inFlight) {
      state.again = true;
      return;
    }
    const map = mapRef.current;
    const size = map?.getSize();
    const client = clientRef.current;
    if (!map || !size || !client) return;
    const view = map.getView();
    const zoom = Math.max(minZoom, Math.min(maxZoom, Math.round(view.getZoom() ?? minZoom)));
    // The view's box in degrees, an eighth wider on each side (a little panning shows pins
    // before the answer comes); computed by hand (the view never rotates) because this runs
    // on every frame of a move.
    const [cx, cy] = view.getCenter() as [number, number];
    const resolution = view.getResolution() ?? 1;
    const halfWidth = size[0]! * resolution * 0.625;
    const halfHeight = size[1]! * resolution * 0.625;
    const bbox: BBox = [
      Math.max(-180, mercatorToLon(cx - halfWidth)),
      Math.max(-85, mercatorToLat(cy - halfHeight)),
      Math.min(180, mercatorToLon(cx + halfWidth)),
      Math.min(85, mercatorToLat(cy + halfHeight)),
    ];
    const owed = state.publish;
    state.publish = null;
    state.inFlight = true;
    state.again = false;
    void client.send({ type: 'query', bbox, zoom }).then((reply) => {
      state.inFlight = false;
      if (reply.type !== 'clusters' || clientRef.current !== client) return;
      drawn.current.features = reply.features;
      drawn.current.zoom = reply.zoom;
      layerRef.current?.changed();
      if (state.again) {
        // The view moved meanwhile: what is owed waits for the fresher answer.
        if (owed && !state.publish) state.publish = owed;
        requestRef.current(null);
        return;
      }
      if (owed) publishRef.current(owed.byUser);
      const waiters = state.waiters.splice(0);
      for (const resolve of waiters) resolve({ bbox, zoom, count: reply.features.length });
    });
  });

  /** Moves the view for the screen: not the user's move. */
  const moveProgrammatically = (move: (map: OlMap) => void) => {
    const map = mapRef.current;
    if (!map) return;
    userActed.current = false;
    move(map);
  };

  // The map and its index, once.
  useEffect(() => {
    const target = targetRef.current!;
    drawn.current.label = labelRef.current;
    const client = createClusterClient();
    clientRef.current = client;
    const canvas = document.createElement('canvas');
    canvas.style.position = 'absolute';
    canvas.style.left = '0';
    canvas.style.top = '0';
    canvas.style.width = '100%';
    canvas.style.height = '100%';

    const layer = new Layer({
      render: (frameState: FrameState) => {
        drawFrame(canvas, frameState, target, drawn.current);
        return canvas;
      },
    });
    layerRef.current = layer;

    const view = new View({
      center: fromLonLat([0, 20]),
      zoom: minZoom,
      minZoom,
      maxZoom,
      constrainResolution: true,
      // North stays up: the list's directions and the query box assume it.
      enableRotation: false,
    });
    const map = new OlMap({
      target,
      view,
      controls: [],
      interactions: defaultInteractions({ onFocusOnly: false }),
      layers: [layer],
      keyboardEventTarget: target,
    });
    mapRef.current = map;

    let frame = 0;
    const schedule = () => {
      if (frame) return;
      frame = requestAnimationFrame(() => {
        frame = 0;
        requestRef.current(null);
      });
    };
    view.on('change:resolution', schedule);
    view.on('change:center', schedule);
    map.on('moveend', () => {
      const now = `${view.getCenter()?.join(',')}:${view.getResolution()}`;
      const byUser = userActed.current && now !== lastView.current;
      lastView.current = now;
      userActed.current = false;
      requestRef.current({ byUser });
    });
    const acted = () => {
      userActed.current = true;
    };
    target.addEventListener('pointerdown', acted);
    target.addEventListener('wheel', acted, { passive: true });
    target.addEventListener('keydown', acted);
    map.on('click', (event) => {
      const hit = hitTest(map, drawn.current.features, event.pixel as [number, number]);
      // A pin's card gives focus back to the map when it closes.
      if (hit?.pin) target.focus({ preventScroll: true });
      if (hit) activate(hit);
      else setCard(null);
    });
    // The names the basemap drew, for the description read with the map (once it is still).
    map.on('rendercomplete', () => {
      const places = drawn.current.shown.slice(0, 12);
      setVisible((shown) =>
        shown && shown.places.join('|') !== places.join('|') ? { ...shown, places } : shown,
      );
    });
    map.on('pointermove', (event) => {
      const hit = hitTest(map, drawn.current.features, event.pixel as [number, number]);
      target.style.cursor = hit ? 'pointer' : '';
    });
    return () => {
      if (frame) cancelAnimationFrame(frame);
      target.removeEventListener('pointerdown', acted);
      target.removeEventListener('wheel', acted);
      target.removeEventListener('keydown', acted);
      client.dispose();
      clientRef.current = null;
      queries.current = { inFlight: false, again: false, publish: null, waiters: [] };
      map.setTarget(undefined);
      map.dispose();
      mapRef.current = null;
      layerRef.current = null;
    };
    // The map is created once; zoom limits are applied by the effect below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // Zoom limits.
  useEffect(() => {
    const view = mapRef.current?.getView();
    if (!view) return;
    view.setMinZoom(minZoom);
    view.setMaxZoom(maxZoom);
  }, [minZoom, maxZoom]);

  // An optional tile layer under the clusters.
  useEffect(() => {
    const map = mapRef.current;
    if (!map || !tileUrl) return;
    const tiles = new TileLayer({
      source: new XYZ({
        url: tileUrl,
        attributions: tileAttribution,
        crossOrigin: 'anonymous',
      }),
    });
    map.getLayers().insertAt(0, tiles);
    const attribution = tileAttribution ? new Attribution({ collapsible: false }) : null;
    if (attribution) map.addControl(attribution);
    return () => {
      map.removeLayer(tiles);
      if (attribution) map.removeControl(attribution);
      tiles.getSource()?.dispose();
    };
  }, [tileUrl, tileAttribution]);

  // The basemap, when no tiles replace it: fetched once the map is up, drawn under the groups.
  useEffect(() => {
    if (tileUrl || !basemapUrl) return;
    const state = drawn.current;
    let live = true;
    loadBasemap(basemapUrl).then(
      (basemap) => {
        if (!live) return;
        state.basemap = basemap;
        setBasemapCredit(basemap.attribution);
        layerRef.current?.changed();
      },
      () => {
        // Unreachable or unreadable: the grid stays, the map works as before.
      },
    );
    return () => {
      live = false;
      state.basemap = null;
      state.shown = [];
      setBasemapCredit(null);
      layerRef.current?.changed();
    };
  }, [tileUrl, basemapUrl]);

  // The open pin card follows its pin on every frame (drawFrame); placed at once here.
  useLayoutEffect(() => {
    const element = cardRef.current;
    drawn.current.card = card && element ? { element, lon: card.lon, lat: card.lat } : null;
    const map = mapRef.current;
    const size = map?.getSize();
    if (map && size && drawn.current.card) {
      const at = map.getPixelFromCoordinate(fromLonLat([card!.lon, card!.lat]));
      if (at) placeCard(drawn.current.card.element, at[0]!, at[1]!, size[0]!, size[1]!);
    }
    layerRef.current?.changed();
  }, [card]);
  useInteractOutside({
    ref: cardRef,
    isDisabled: !card,
    onInteractOutside: (event) => {
      // A press on the map is the map's: its click handler opens another pin or closes.
      if (targetRef.current?.contains(event.target as Node)) return;
      setCard(null);
    },
  });

  // New points (or settings): the index is built again in the worker; once it is in, the
  // view is clustered again, and, with no box or view given, the map fits the points once.
  const radiiKey = useMemo(() => {
    const radii: number[] = [];
    for (let zoom = minZoom; zoom <= maxZoom; zoom++) radii.push(clusterRadius(zoom));
    return radii.join(',');
  }, [clusterRadius, minZoom, maxZoom]);
  useEffect(() => {
    const client = clientRef.current;
    if (!client) return;
    const source: PointsSource = pointsJson
      ? { kind: 'json', blob: pointsJson.blob, key: pointsJson.key }
      : {
          kind: 'points',
          // Only what the index needs crosses to the worker.
          points: (points ?? []).map(({ id, lat, lon }) => ({ id, lat, lon })),
        };
    const settings: ClusterSettings = {
      minZoom,
      maxZoom,
      mergeMeters: mergeDistance,
      radii: radiiKey.split(',').map(Number),
    };
    const sent = ++loads.current.sent;
    void client.send({ type: 'load', source, settings }).then((reply: ClusterReply) => {
      if (clientRef.current !== client || loads.current.sent !== sent) return;
      loads.current.loaded = sent;
      if (reply.type === 'failed') {
        latest.current.onLoad?.({ error: reply.message });
      } else if (reply.type === 'loaded') {
        const { bounds: box, centerView: shown } = latest.current;
        const map = mapRef.current;
        if (map && !box && !shown && !loads.current.fitted && reply.extent) {
          loads.current.fitted = true;
          moveProgrammatically((m) => fitTo(m, reply.extent!, maxZoom));
        }
        latest.current.onLoad?.({ count: reply.count, pins: reply.pins, ms: reply.ms });
      }
      requestRef.current({ byUser: false });
    });
  }, [points, pointsJson, radiiKey, minZoom, maxZoom, mergeDistance, latest, requestRef]);

  // A box to show: fit it whenever it changes (unless a view is given).
  const boundsKey = bounds && !centerView ? bounds.join(',') : '';
  useEffect(() => {
    if (!boundsKey) return;
    moveProgrammatically((map) =>
      fitTo(map, boundsKey.split(',').map(Number) as unknown as Bounds, maxZoom),
    );
  }, [boundsKey, maxZoom]);

  // A view to show: go there whenever it changes and differs from what is shown.
  const viewKey = centerView ? `${centerView.center.join(',')}:${centerView.zoom}` : '';
  useEffect(() => {
    if (!viewKey) return;
    const [centre, zoomText] = viewKey.split(':');
    const [lon, lat] = centre!.split(',').map(Number) as [number, number];
    const zoom = Number(zoomText);
    moveProgrammatically((map) => {
      const view = map.getView();
      const target = fromLonLat([lon, lat]);
      const current = view.getCenter() ?? [0, 0];
      const resolution = view.getResolution() ?? 1;
      const samePlace =
        Math.abs(current[0]! - target[0]!) / resolution < 0.5 &&
        Math.abs(current[1]! - target[1]!) / resolution < 0.5;
      if (samePlace && view.getZoom() === zoom) return;
      view.setZoom(zoom);
      view.setCenter(target);
    });
  }, [viewKey]);

  useEffect(() => {
    drawn.current.selectedId = selectedId;
    layerRef.current?.changed();
  }, [selectedId]);

  useEffect(() => {
    drawn.current.highlighted = highlighted;
    if (labelRef.current) {
      labelRef.current.textContent = highlighted
        ? getPointLabel
          ? getPointLabel(highlighted)
          : highlighted.id
        : '';
    }
    layerRef.current?.changed();
  }, [highlighted, getPointLabel]);

  const animateZoom = (zoom: number, centre?: number[]) => {
    const view = mapRef.current?.getView();
    if (!view) return;
    const target = Math.max(minZoom, Math.min(maxZoom, zoom));
    userActed.current = true;
    view.animate({ zoom: target, center: centre, duration: reducedMotion() ? 0 : 250 });
  };

  function activate(feature: DrawnFeature) {
    const { maxZoom: max } = latest.current;
    const coords = fromLonLat([feature.lon, feature.lat]);
    if (feature.cluster) {
      const zoom = Math.min(max, Math.max(drawn.current.zoom + 1, feature.cluster.expansionZoom));
      animateZoom(zoom, coords);
      return;
    }
    if (feature.pin) {
      latest.current.onSelect?.(feature.pin.ids);
      if (latest.current.renderPinCard) {
        setCard({ ids: feature.pin.ids, lon: feature.lon, lat: feature.lat });
      }
    }
  }

  const closeCard = () => {
    setCard(null);
  };

  useImperativeHandle(ref, () => ({
    zoomIn: () => animateZoom((mapRef.current?.getView().getZoom() ?? minZoom) + 1),
    zoomOut: () => animateZoom((mapRef.current?.getView().getZoom() ?? minZoom) - 1),
    setZoom: (zoom: number) => mapRef.current?.getView().setZoom(zoom),
    setCenter: (center) => mapRef.current?.getView().setCenter(fromLonLat([...center])),
    getZoom: () => mapRef.current?.getView().getZoom() ?? minZoom,
    fit: (box: Bounds) => {
      if (mapRef.current) fitTo(mapRef.current, box, maxZoom);
    },
    recluster: () =>
      new Promise((resolve) => {
        queries.current.waiters.push(resolve);
        requestRef.current(null);
      }),
  }));

  const labelOf = (id: string, pin: { lat: number; lon: number }) => {
    const point = byId.get(id) ?? ({ id, lat: pin.lat, lon: pin.lon } as P);
    return getPointLabel ? getPointLabel(point) : id;
  };

  const features = visible?.features ?? [];
  const clusters = features.filter((f) => f.cluster).sort((a, b) => b.count - a.count);
  const pins = features.filter((f) => !f.cluster);
  const pinItems = pins
    .map((feature) => {
      const pin = feature.pin!;
      const names = pin.ids.map((id) => labelOf(id, feature));
      return {
        feature,
        pin,
        name: names.length === 1 ? names[0]! : `${names.length} places: ${names.join(', ')}`,
      };
    })
    .sort((a, b) => a.name.localeCompare(b.name));
  const shownClusters = clusters.slice(0, listLimit);
  const shownPins = pinItems.slice(0, Math.max(0, listLimit - shownClusters.length));
  const hidden = clusters.length + pinItems.length - shownClusters.length - shownPins.length;
  const totalPoints = features.reduce((sum, f) => sum + f.count, 0);
  const zoomShown = visible?.zoom ?? minZoom;
  const centre = visible?.centre ?? [0, 0];

  return (
    <div className={styles.root}>
      <div className={styles.mapWrap}>
        <div
          ref={targetRef}
          className={styles.map}
          role="group"
          aria-roledescription="map"
          aria-label={ariaLabel}
          aria-describedby={hintId}
          tabIndex={0}
        />
        <div ref={labelRef} className={styles.highlightLabel} aria-hidden="true" hidden />
        {card && renderPinCard ? (
          <div
            ref={cardRef}
            className={styles.card}
            onKeyDown={(event) => {
              if (event.key !== 'Escape') return;
              event.stopPropagation();
              closeCard();
            }}
          >
            <FocusScope contain restoreFocus>
              <Dialog
                className={styles.cardDialog}
                aria-label={
                  card.ids.length === 1 ? labelOf(card.ids[0]!, card) : `${card.ids.length} places`
                }
              >
                <div className={styles.cardBody}>{renderPinCard(card.ids)}</div>
                <Button size="sm" variant="ghost" onPress={closeCard}>
                  Close
                </Button>
              </Dialog>
            </FocusScope>
          </div>
        ) : null}
        {basemapCredit ? <p className={styles.credit}>{basemapCredit}</p> : null}
        <div className={styles.controls}>
          <Button
            iconOnly
            size="sm"
            aria-label="Zoom in"
            isDisabled={zoomShown >= maxZoom}
            onPress={() => animateZoom((mapRef.current?.getView().getZoom() ?? minZoom) + 1)}
          >
            +
          </Button>
          <Button
            iconOnly
            size="sm"
            aria-label="Zoom out"
            isDisabled={zoomShown <= minZoom}
            onPress={() => animateZoom((mapRef.current?.getView().getZoom() ?? minZoom) - 1)}
          >
            −
          </Button>
        </div>
        <div className={styles.zoomBadge} aria-hidden="true">
          Zoom {zoomShown}
        </div>
        <p id={hintId} className={visuallyHidden}>
          Arrow keys move the map; plus and minus zoom. The list after the map names what is
          visible.
          {visible && visible.places.length > 0
            ? ` Places named on the map: ${visible.places.join(', ')}.`
            : ''}
        </p>
      </div>
      <div className={styles.panel}>
        <p className={styles.summary} role="status">
          {visible
            ? `Zoom ${zoomShown} of ${maxZoom}: ${totalPoints} ${totalPoints === 1 ? 'place' : 'places'} in view, in ${clusters.length} ${clusters.length === 1 ? 'group' : 'groups'} and ${pins.length} ${pins.length === 1 ? 'pin' : 'pins'}.`
            : 'Loading the map…'}
        </p>
        {shownClusters.length + shownPins.length > 0 ? (
          <ul className={styles.list} aria-label={`${ariaLabel}: visible groups and places`}>
            {shownClusters.map((feature) => {
              const count = feature.count;
              const where = direction(centre, [feature.lon, feature.lat]);
              return (
                <li key={`c${feature.cluster!.id}`}>
                  <AriaButton className={styles.item} onPress={() => activate(feature)}>
                    <span className={styles.itemCount} aria-hidden="true">
                      {count}
                    </span>
                    Group of {count}, {where}
                    <span className={visuallyHidden}>: zoom in</span>
                  </AriaButton>
                </li>
              );
            })}
            {shownPins.map(({ feature, pin, name }) => (
              <li key={`p${pin.key}`}>
                <AriaButton
                  className={styles.item}
                  aria-pressed={selectedId !== null && pin.ids.includes(selectedId)}
                  onPress={() => activate(feature)}
                >
                  {pin.ids.length > 1 ? (
                    <span className={styles.itemCount} aria-hidden="true">
                      {pin.ids.length}
                    </span>
                  ) : null}
                  {name}
                </AriaButton>
              </li>
            ))}
          </ul>
        ) : null}
        {hidden > 0 ? (
          <p className={styles.more}>And {hidden} more: zoom in to list them.</p>
        ) : null}
      </div>
    </div>
  );
}

const EARTH_RADIUS = 6378137;
const mercatorToLon = (x: number) => (x / EARTH_RADIUS) * (180 / Math.PI);
const mercatorToLat = (y: number) =>
  (2 * Math.atan(Math.exp(y / EARTH_RADIUS)) - Math.PI / 2) * (180 / Math.PI);

function fitTo(map: OlMap, bounds: Bounds, maxZoom: number) {
  const extent = transformExtent([...bounds], 'EPSG:4326', 'EPSG:3857');
  map.getView().fit(extent, { padding: [32, 32, 32, 32], maxZoom, duration: 0 });
}

function hitTest(
  map: OlMap,
  features: readonly DrawnFeature[],
  pixel: [number, number],
): DrawnFeature | null {
  // Last drawn is on top.
  for (let i = features.length - 1; i >= 0; i--) {
    const feature = features[i]!;
    const at = map.getPixelFromCoordinate(fromLonLat([feature.lon, feature.lat]));
    if (!at) continue;
    const r = drawRadius(feature) + 2;
    if ((at[0]! - pixel[0]) ** 2 + (at[1]! - pixel[1]) ** 2 <= r * r) return feature;
  }
  return null;
}

const GRID_STEPS = [30, 10, 5, 2, 1, 0.5, 0.2, 0.1, 0.05, 0.02, 0.01, 0.005, 0.002, 0.001];

/** Draws the background grid, then clusters and pins, in theme colours. */
function drawFrame(
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
function placeCard(card: HTMLElement, x: number, y: number, width: number, height: number) {
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

interface Colours {
  accent: string;
  onAccent: string;
  pinColor: string;
  ring: string;
  selectedColor: string;
  font: string;
}

type ToPixel = (lon: number, lat: number) => [number, number];

/** Where the highlighted point's pin was drawn: x, y and radius. */
type Highlight = [number, number, number] | null;

/**
 * Above this many groups and pins, each is copied from a sprite drawn once (see `sprite`), so
 * that a dense view (thousands of groups at zoom 14 over Paris) stays a short task. Below it
 * every feature is drawn on its own, exactly, on top of the previous one.
 */
const DENSE_FEATURES = 400;

/** Each group and pin on its own: exact overlaps, for the views a person reads one by one. */
function drawEach(
  ctx: CanvasRenderingContext2D,
  state: DrawnState,
  toPixel: ToPixel,
  width: number,
  height: number,
  { accent, onAccent, pinColor, ring, selectedColor, font }: Colours,
): Highlight {
  const highlightId = state.highlighted?.id ?? null;
  let highlightAt: Highlight = null;
  for (const feature of state.features) {
    const [x, y] = toPixel(feature.lon, feature.lat);
    if (x < -40 || y < -40 || x > width + 40 || y > height + 40) continue;
    const count = feature.count;
    const r = drawRadius(feature);
    const cluster = Boolean(feature.cluster);
    const selected =
      !cluster &&
      state.selectedId !== null &&
      (feature.pin?.ids.includes(state.selectedId) ?? false);
    if (highlightId !== null && feature.pin?.ids.includes(highlightId)) highlightAt = [x, y, r];
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
  }
  return highlightAt;
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
function drawDense(
  ctx: CanvasRenderingContext2D,
  state: DrawnState,
  toPixel: ToPixel,
  width: number,
  height: number,
  ratio: number,
  colours: Colours,
): Highlight {
  const highlightId = state.highlighted?.id ?? null;
  let highlightAt: Highlight = null;
  for (const feature of state.features) {
    const [x, y] = toPixel(feature.lon, feature.lat);
    if (x < -40 || y < -40 || x > width + 40 || y > height + 40) continue;
    const r = drawRadius(feature);
    const selected =
      state.selectedId !== null && (feature.pin?.ids.includes(state.selectedId) ?? false);
    if (highlightId !== null && feature.pin?.ids.includes(highlightId)) highlightAt = [x, y, r];
    const kind: SpriteKind = feature.cluster ? 'group' : selected ? 'selected' : 'pin';
    const radius = Math.round(r) + (selected ? 3 : 0);
    const text = feature.cluster || feature.count > 1 ? String(feature.count) : '';
    const image = sprite(kind, radius, text, colours, ratio);
    const side = image.width / ratio;
    ctx.drawImage(image, Math.round(x - side / 2), Math.round(y - side / 2), side, side);
  }
  return highlightAt;
}

export default ClusterMap;
