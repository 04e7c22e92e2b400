import 'ol/ol.css';
import type OlMap from 'ol/Map';
import type Layer from 'ol/layer/Layer';
import { fromLonLat } from 'ol/proj';
import { useEffect, useId, useImperativeHandle, useMemo, useRef, useState } from 'react';
import { Button } from '../Button';
import { useLatest } from '../internal/useLatest';
import type { MapPoint } from './clusterEngine';
import type { DrawnFeature } from './clusterService';
import * as styles from './ClusterMap.css';
import type { DrawnState, MapRefs } from './drawnState';
import { PinCard, usePinCard } from './PinCard';
import type { Bounds, ClusterMapProps } from './types';
import { useBasemap } from './useBasemap';
import { useClusterQueries, useIndexedPoints } from './useClusterIndex';
import { fitTo, useGivenView, useMapMoves } from './useMapMoves';
import { useOlMap } from './useOlMap';
import { MapHint, VisibleList } from './VisibleList';
import type { VisibleView } from './VisibleList';

export type {
  Bounds,
  MapViewState,
  MapCenterView,
  PointsLoadResult,
  ClusterMapHandle,
  ClusterMapProps,
} from './types';

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
  const layerRef = useRef<Layer | null>(null);
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
  // null until the map has been laid out and fitted: the list then describes a settled view.
  const [visible, setVisible] = useState<VisibleView | null>(null);

  const refs: MapRefs = { mapRef, layerRef, drawn };
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

  const { card, setCard, cardRef, closeCard } = usePinCard({ ...refs, targetRef });
  const { userActed, moveProgrammatically, animateZoom } = useMapMoves(mapRef, minZoom, maxZoom);
  const { clientRef, queries, requestRef } = useClusterQueries({
    ...refs,
    minZoom,
    maxZoom,
    setVisible,
    latest,
  });

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

  useOlMap({
    ...refs,
    targetRef,
    labelRef,
    clientRef,
    queries,
    requestRef,
    userActed,
    minZoom,
    maxZoom,
    activate,
    closeCard,
    setVisible,
  });
  const basemapCredit = useBasemap({
    ...refs,
    tileUrl,
    tileAttribution,
    basemapUrl,
  });
  useIndexedPoints({
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
  });
  useGivenView(bounds, centerView, maxZoom, moveProgrammatically);

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
  const zoomShown = visible?.zoom ?? minZoom;

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
          <PinCard card={card} cardRef={cardRef} labelOf={labelOf} onClose={closeCard}>
            {renderPinCard(card.ids)}
          </PinCard>
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
        <MapHint id={hintId} visible={visible} />
      </div>
      <VisibleList
        ariaLabel={ariaLabel}
        visible={visible}
        zoomShown={zoomShown}
        maxZoom={maxZoom}
        listLimit={listLimit}
        selectedId={selectedId}
        labelOf={labelOf}
        activate={activate}
      />
    </div>
  );
}

export default ClusterMap;
