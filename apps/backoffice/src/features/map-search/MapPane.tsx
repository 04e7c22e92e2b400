import { lazy, Suspense, useCallback, useMemo, useState } from 'react';
import type { ApiError } from '@backoffice/api';
import { MAP_ZOOM, clusterRadius, placeBounds } from '@backoffice/domain';
import type { MapView, Office, SearchPlace } from '@backoffice/domain';
import { Button, ErrorState, Spinner } from '@backoffice/ui';
import type {
  ClusterMap as ClusterMapType,
  MapViewState,
  PointsLoadResult,
} from '@backoffice/ui/ClusterMap';
import { settings } from '@/shared/settings';
// The basemap (scripts/basemap.mjs, written at build time): a hashed asset the map fetches
// once it is up, cached for a year; its bytes are never part of a script.
import basemapUrl from './basemap/basemap.json?url';
import { OfficePinCard } from './OfficePinCard';
import * as styles from './MapSearchScreen.css';

// OpenLayers and the map's code are a chunk of their own (the cluster index a Web Worker of
// its own): the result list shows its first 20 without waiting for them.
const ClusterMap = lazy(
  () => import('@backoffice/ui/ClusterMap'),
) as unknown as typeof ClusterMapType;

/** A pin of the map: an office's id and place (and its title, when the list has it). */
export interface OfficePoint {
  id: string;
  lat: number;
  lon: number;
  title?: string;
}

const pointLabel = (point: OfficePoint) => point.title ?? `Office ${point.id}`;
const count = new Intl.NumberFormat('en-GB');

export interface MapPaneProps {
  place: SearchPlace;
  /** The view the link keeps, or null: the map fits the place. */
  view: MapView | null;
  /** The search's pins, as the API answered them (read in the map's worker). */
  pins: Blob | undefined;
  pinsError: ApiError | undefined;
  onRetry: () => void;
  /** The offices the result list has loaded (a pin's card shows them without a call). */
  listed: readonly Office[];
  /** The team size searched: a pin's card says the team's month too. */
  teamSize?: number;
  /** The office selected in the list (its pin is marked). */
  selectedId: string | null;
  /** The office hovered or focused in the list. */
  highlighted: OfficePoint | null;
  /** A pin was clicked or chosen: its offices. */
  onSelect: (ids: readonly string[]) => void;
  /** The map settled: its view and box, and whether the user moved it (then the link keeps it). */
  onMoved: (
    view: MapView,
    bounds: readonly [number, number, number, number],
    byUser: boolean,
  ) => void;
  /** Whether "Search this area" is offered (the map shows another area than the one searched). */
  offerArea: boolean;
  onSearchArea: () => void;
}

/**
 * The clustered map (operations §2, §9): zoom 5 to 17, the cluster radius of each zoom and
 * the 50 m merge; a cluster zooms in, a pin selects its office in the list and shows its
 * card beside it (photo, title, town, price, link), the list's hovered or focused office is
 * pointed out. Moving the map offers "Search this area". Without the tile URL setting it is
 * drawn on the basemap of France and Luxembourg built from open data (no internet needed);
 * the setting replaces it with an XYZ tile layer and its credit.
 */
export function MapPane({
  place,
  view,
  pins,
  pinsError,
  onRetry,
  listed,
  teamSize,
  selectedId,
  highlighted,
  onSelect,
  onMoved,
  offerArea,
  onSearchArea,
}: MapPaneProps) {
  const [loaded, setLoaded] = useState<{ blob: Blob; result: PointsLoadResult } | null>(null);
  const pointsJson = useMemo(() => (pins ? { blob: pins, key: 'pins' } : undefined), [pins]);
  const bounds = useMemo(() => (view ? undefined : placeBounds(place)), [view, place]);
  const center = useMemo(
    () => (view ? { center: [view.lon, view.lat] as const, zoom: view.zoom } : undefined),
    [view],
  );
  const onLoad = useCallback(
    (result: PointsLoadResult) => {
      if (pins) setLoaded({ blob: pins, result });
    },
    [pins],
  );
  const onViewChange = useCallback(
    (state: MapViewState) =>
      onMoved(
        { zoom: state.zoom, lon: state.center[0], lat: state.center[1] },
        state.bounds,
        state.byUser,
      ),
    [onMoved],
  );

  // The count on the map is that of the answer it shows (not of an older one).
  const current = loaded && loaded.blob === pins ? loaded.result : null;
  let status: string;
  if (pinsError) status = 'The offices could not be placed on the map.';
  else if (!current) status = 'Placing the offices on the map…';
  else if ('error' in current) status = `The map could not read the offices: ${current.error}`;
  else
    status = `${count.format(current.count)} ${current.count === 1 ? 'office' : 'offices'} on the map`;

  return (
    <section className={styles.mapPane} aria-label="Map">
      <div className={styles.mapBar}>
        <p role="status" className={styles.mapStatus}>
          {status}
        </p>
        {offerArea ? (
          <Button size="sm" variant="primary" onPress={onSearchArea}>
            Search this area
          </Button>
        ) : null}
      </div>
      {pinsError ? (
        <ErrorState
          headingLevel={2}
          title="The map's offices could not be loaded"
          description={pinsError.message}
          onRetry={onRetry}
        />
      ) : (
        <div className={styles.mapBox}>
          <Suspense
            fallback={
              <div className={styles.mapLoading}>
                <Spinner label="Loading the map…" showLabel />
              </div>
            }
          >
            <ClusterMap<OfficePoint>
              aria-label="Offices on the map"
              pointsJson={pointsJson}
              onLoad={onLoad}
              getPointLabel={pointLabel}
              clusterRadius={clusterRadius}
              minZoom={MAP_ZOOM.min}
              maxZoom={MAP_ZOOM.max}
              bounds={bounds}
              view={center}
              selectedId={selectedId}
              highlighted={highlighted}
              onSelect={onSelect}
              onViewChange={onViewChange}
              tileUrl={settings.mapTileUrl || undefined}
              tileAttribution={settings.mapTileAttribution || undefined}
              basemapUrl={basemapUrl}
              renderPinCard={(ids) => (
                <OfficePinCard ids={ids} listed={listed} teamSize={teamSize} />
              )}
              listLimit={40}
            />
          </Suspense>
        </div>
      )}
    </section>
  );
}
