// Loaded as its own chunk: `React.lazy(() => import('@backoffice/ui/ClusterMap'))` takes the
// default export, the map. It brings OpenLayers and its CSS with it; supercluster and the
// index live in the map's Web Worker (cluster.worker.ts), a file of its own. The clustering
// alone, without the map, is `@backoffice/ui/ClusterMap/engine`.
export { ClusterMap as default, ClusterMap } from './ClusterMap';
export type {
  ClusterMapProps,
  ClusterMapHandle,
  MapViewState,
  MapCenterView,
  PointsLoadResult,
  Bounds,
} from './ClusterMap';
export type { MapPoint } from './clusterEngine';
