// The map's Web Worker: reads, merges and indexes the points, answers the map's queries.
import { createClusterService } from './clusterService';
import type { ClusterRequest } from './clusterService';

interface WorkerScope {
  onmessage: ((event: MessageEvent<ClusterRequest>) => void) | null;
  postMessage: (message: unknown) => void;
}

const scope = self as unknown as WorkerScope;
const service = createClusterService();
scope.onmessage = (event) => {
  void service.handle(event.data).then((reply) => scope.postMessage(reply));
};
