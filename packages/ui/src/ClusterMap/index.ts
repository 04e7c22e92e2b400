// Loaded as its own chunk: `React.lazy(() => import('@backoffice/ui/ClusterMap'))` takes the
// default export, the map. It brings OpenLayers and its CSS with it; supercluster and the
// index live in the map's Web Worker (cluster.worker.ts), a file of its own.
export { ClusterMap as default, ClusterMap } from './ClusterMap';
export type {
  ClusterMapProps,
  ClusterMapHandle,
  MapViewState,
  MapCenterView,
  PointsLoadResult,
  Bounds,
} from './ClusterMap';
export { ClusterEngine, mergeClosePoints, distanceMeters } from './clusterEngine';
export type { MapPoint, Pin, ClusterEngineOptions } from './clusterEngine';
