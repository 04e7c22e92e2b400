// Loaded as its own chunk: `React.lazy(() => import('@backoffice/ui/ClusterMap'))` takes the
// default export, the map. It brings OpenLayers, its CSS and supercluster with it.
export { ClusterMap as default, ClusterMap } from './ClusterMap';
export type { ClusterMapProps, ClusterMapHandle, MapViewState, Bounds } from './ClusterMap';
export { ClusterEngine, mergeClosePoints, distanceMeters } from './clusterEngine';
export type { MapPoint, Pin, ClusterEngineOptions } from './clusterEngine';
