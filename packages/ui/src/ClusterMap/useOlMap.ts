// The OpenLayers map: created once with its view, the cluster layer and the index's client,
// listening for moves (which ask the index for the view's groups and pins), for the user's
// hand on it, and for clicks and the pointer over groups and pins; torn down with the
// component. Its zoom limits follow the props.
import OlMap from 'ol/Map';
import View from 'ol/View';
import { defaults as defaultInteractions } from 'ol/interaction/defaults';
import { fromLonLat } from 'ol/proj';
import { useEffect, useRef } from 'react';
import type { Dispatch, RefObject, SetStateAction } from 'react';
import { createClusterClient } from './clusterClient';
import type { ClusterClient } from './clusterClient';
import { createClusterLayer, hitTest } from './clusterLayer';
import type { DrawnFeature } from './clusterService';
import type { MapRefs } from './drawnState';
import type { QueryState, RequestClusters } from './useClusterIndex';
import type { VisibleView } from './VisibleList';

/** The map on `targetRef`'s element and the index's client: made once, gone with the component. */
export function useOlMap({
  targetRef,
  labelRef,
  mapRef,
  layerRef,
  drawn,
  clientRef,
  queries,
  requestRef,
  userActed,
  minZoom,
  maxZoom,
  activate,
  closeCard,
  setVisible,
}: MapRefs & {
  /** The map's element; it takes the keys too. */
  targetRef: RefObject<HTMLDivElement | null>;
  /** The highlighted point's name, over the canvas. */
  labelRef: RefObject<HTMLDivElement | null>;
  /** The index (useClusterQueries): its client is made and disposed with the map. */
  clientRef: RefObject<ClusterClient | null>;
  queries: RefObject<QueryState>;
  requestRef: { readonly current: RequestClusters };
  /** Whether the next move is the user's (see useMapMoves). */
  userActed: RefObject<boolean>;
  minZoom: number;
  maxZoom: number;
  /** A click on a group or a pin. */
  activate: (feature: DrawnFeature) => void;
  /** A click on the map that hits no group or pin. */
  closeCard: () => void;
  setVisible: Dispatch<SetStateAction<VisibleView | null>>;
}) {
  /** Where the last move ended: a move that ends where it began is no one's. */
  const lastView = useRef('');

  // The map and its index, once.
  useEffect(() => {
    const target = targetRef.current!;
    drawn.current.label = labelRef.current;
    const client = createClusterClient();
    clientRef.current = client;
    const layer = createClusterLayer(target, drawn);
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
      else closeCard();
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
  }, [mapRef, minZoom, maxZoom]);
}
