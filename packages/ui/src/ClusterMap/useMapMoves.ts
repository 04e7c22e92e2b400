// Moving the map's view, and telling whose move it was: the user's (a drag, the wheel, a key,
// a zoom button, a group), which the screen is told of as theirs, or the screen's (a fit, a
// box or a view given), which is not.
import type OlMap from 'ol/Map';
import { fromLonLat, transformExtent } from 'ol/proj';
import { useCallback, useEffect, useRef } from 'react';
import type { RefObject } from 'react';
import type { Bounds, MapCenterView } from './types';

/** Moves the view for the screen (see `useMapMoves`). */
export type MoveProgrammatically = (move: (map: OlMap) => void) => void;

/** Whose move is next (`userActed`), and the view moved for the screen or zoomed for the user. */
export function useMapMoves(mapRef: RefObject<OlMap | null>, minZoom: number, maxZoom: number) {
  /**
   * The user acted on the map (a drag, the wheel, a key, a zoom button, a group): the next
   * move that changes the centre or the zoom is theirs. A resize, a fit or a view given by
   * the screen is not.
   */
  const userActed = useRef(false);

  /**
   * Moves the view for the screen: not the user's move. The same function on every render:
   * the effects that move the view depend on it.
   */
  const moveProgrammatically: MoveProgrammatically = useCallback(
    (move) => {
      const map = mapRef.current;
      if (!map) return;
      userActed.current = false;
      move(map);
    },
    [mapRef],
  );

  const animateZoom = (zoom: number, centre?: number[]) => {
    const view = mapRef.current?.getView();
    if (!view) return;
    const target = Math.max(minZoom, Math.min(maxZoom, zoom));
    userActed.current = true;
    view.animate({ zoom: target, center: centre, duration: reducedMotion() ? 0 : 250 });
  };

  return { userActed, moveProgrammatically, animateZoom };
}

/** The box or the view that the screen gives (`bounds`, `view`), shown whenever it changes. */
export function useGivenView(
  bounds: Bounds | undefined,
  centerView: MapCenterView | undefined,
  maxZoom: number,
  moveProgrammatically: MoveProgrammatically,
) {
  // A box to show: fit it whenever it changes (unless a view is given).
  const boundsKey = bounds && !centerView ? bounds.join(',') : '';
  useEffect(() => {
    if (!boundsKey) return;
    moveProgrammatically((map) =>
      fitTo(map, boundsKey.split(',').map(Number) as unknown as Bounds, maxZoom),
    );
  }, [boundsKey, maxZoom, moveProgrammatically]);

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
  }, [viewKey, moveProgrammatically]);
}

function reducedMotion(): boolean {
  return (
    typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches
  );
}

/** Fits the view to a box in degrees at once, with a margin, no closer than `maxZoom`. */
export function fitTo(map: OlMap, bounds: Bounds, maxZoom: number) {
  const extent = transformExtent([...bounds], 'EPSG:4326', 'EPSG:3857');
  map.getView().fit(extent, { padding: [32, 32, 32, 32], maxZoom, duration: 0 });
}
