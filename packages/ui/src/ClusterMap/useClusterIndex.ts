// The map's side of its cluster index (which runs in a Web Worker, see clusterClient.ts): the
// points sent to it whenever they change, the view's groups and pins asked of it as the map
// moves, one query at a time, and the settled view published to the list and the screen.
import type OlMap from 'ol/Map';
import { transformExtent } from 'ol/proj';
import { useEffect, useMemo, useRef } from 'react';
import type { Dispatch, RefObject, SetStateAction } from 'react';
import { useLatest } from '../internal/useLatest';
import type { ClusterClient } from './clusterClient';
import type { MapPoint } from './clusterEngine';
import type { BBox, ClusterReply, ClusterSettings, PointsSource } from './clusterService';
import type { MapRefs } from './drawnState';
import type { Bounds, MapCenterView, MapViewState, PointsLoadResult } from './types';
import { fitTo } from './useMapMoves';
import type { MoveProgrammatically } from './useMapMoves';
import type { VisibleView } from './VisibleList';

/** Where the map's queries stand: one at a time, the next one asked once it is answered. */
export interface QueryState {
  inFlight: boolean;
  /** The view moved while a query was out: ask again when it comes back. */
  again: boolean;
  /** A publish (the list, onViewChange) is owed once the view's groups are in. */
  publish: { byUser: boolean } | null;
  /** Resolved when the latest view's groups are drawn (the handle's recluster). */
  waiters: ((result: { bbox: BBox; zoom: number; count: number }) => void)[];
}

/** Asks for a view's groups and pins; with `publish`, publishes the view once they are in. */
export type RequestClusters = (publish: { byUser: boolean } | null) => void;

/** The index's client and the queries: `requestRef` asks for the view's groups and pins. */
export function useClusterQueries({
  mapRef,
  layerRef,
  drawn,
  minZoom,
  maxZoom,
  setVisible,
  latest,
}: MapRefs & {
  minZoom: number;
  maxZoom: number;
  setVisible: Dispatch<SetStateAction<VisibleView | null>>;
  latest: { readonly current: { onViewChange?: (view: MapViewState) => void } };
}) {
  /** The index's client: made with the map (useOlMap), gone with it. */
  const clientRef = useRef<ClusterClient | null>(null);
  const queries = useRef<QueryState>({ inFlight: false, again: false, publish: null, waiters: [] });

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

  return { clientRef, queries, requestRef };
}

/** Sends the points to the index whenever they, or the clustering settings, change. */
export function useIndexedPoints({
  clientRef,
  mapRef,
  requestRef,
  latest,
  moveProgrammatically,
  points,
  pointsJson,
  clusterRadius,
  minZoom,
  maxZoom,
  mergeDistance,
}: {
  clientRef: RefObject<ClusterClient | null>;
  mapRef: RefObject<OlMap | null>;
  requestRef: { readonly current: RequestClusters };
  latest: {
    readonly current: {
      onLoad?: (result: PointsLoadResult) => void;
      bounds?: Bounds;
      centerView?: MapCenterView;
    };
  };
  moveProgrammatically: MoveProgrammatically;
  points: readonly MapPoint[] | undefined;
  pointsJson: { blob: Blob; key: string } | undefined;
  clusterRadius: (zoom: number) => number;
  minZoom: number;
  maxZoom: number;
  mergeDistance: number;
}) {
  /** The latest load sent to the index, and whether its points are in. */
  const loads = useRef({ sent: 0, loaded: 0, fitted: false });

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
  }, [
    points,
    pointsJson,
    radiiKey,
    minZoom,
    maxZoom,
    mergeDistance,
    latest,
    requestRef,
    clientRef,
    mapRef,
    moveProgrammatically,
  ]);
}

const EARTH_RADIUS = 6378137;
const mercatorToLon = (x: number) => (x / EARTH_RADIUS) * (180 / Math.PI);
const mercatorToLat = (y: number) =>
  (2 * Math.atan(Math.exp(y / EARTH_RADIUS)) - Math.PI / 2) * (180 / Math.PI);
