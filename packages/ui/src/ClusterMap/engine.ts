// The clustering without the map (`@backoffice/ui/ClusterMap/engine`): for benchmarks and
// tests that compare with bare supercluster. The map itself runs it in its Web Worker, so
// the map's chunk does not carry it.
export { ClusterEngine, mergeClosePoints, distanceMeters } from './clusterEngine';
export type { MapPoint, Pin, ClusterEngineOptions } from './clusterEngine';
export { createClusterService, readPointsJson } from './clusterService';
