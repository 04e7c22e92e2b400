// The state the map's canvas draws from. It lives outside React, in a ref that the component
// and its hooks fill (the index's answers, the selection, the highlight, the basemap, the open
// card) and that the cluster layer reads on every frame.
import type OlMap from 'ol/Map';
import type Layer from 'ol/layer/Layer';
import type { RefObject } from 'react';
import type { Basemap } from './basemap';
import type { MapPoint } from './clusterEngine';
import type { DrawnFeature } from './clusterService';

/** What the canvas draws; read on every frame, outside React. */
export interface DrawnState {
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

/** The map, its cluster layer and the state the layer draws: the refs the map's hooks share. */
export interface MapRefs {
  mapRef: RefObject<OlMap | null>;
  layerRef: RefObject<Layer | null>;
  drawn: RefObject<DrawnState>;
}
