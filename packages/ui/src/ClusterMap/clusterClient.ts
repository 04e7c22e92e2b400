// The page's side of the cluster index: sends the points and the queries to the map's Web
// Worker and hands back its answers. Where no worker can start (a test environment, a page
// whose policy forbids it), the same service runs in the page, loaded on first use.
import type { ClusterReply, ClusterRequest } from './clusterService';

type Distribute<T> = T extends unknown ? Omit<T, 'id'> : never;
type RequestBody = Distribute<ClusterRequest>;

export interface ClusterClient {
  /** Sends a request; resolves with its reply. */
  send: (request: RequestBody) => Promise<ClusterReply>;
  /** Stops the worker; pending requests never resolve. */
  dispose: () => void;
}

function startWorker(): Worker | null {
  if (typeof Worker === 'undefined') return null;
  try {
    return new Worker(new URL('./cluster.worker.ts', import.meta.url), { type: 'module' });
  } catch {
    return null;
  }
}

export function createClusterClient(): ClusterClient {
  let nextId = 0;
  const pending = new Map<
    number,
    { request: ClusterRequest; resolve: (r: ClusterReply) => void }
  >();
  let local: Promise<{ handle: (r: ClusterRequest) => Promise<ClusterReply> }> | null = null;
  let disposed = false;

  const inPage = (request: ClusterRequest) => {
    local ??= import('./clusterService').then((m) => m.createClusterService());
    void local
      .then((service) => service.handle(request))
      .then((reply) => {
        if (disposed) return;
        const entry = pending.get(reply.id);
        pending.delete(reply.id);
        entry?.resolve(reply);
      });
  };

  let worker = startWorker();
  if (worker) {
    worker.onmessage = (event: MessageEvent<ClusterReply>) => {
      const entry = pending.get(event.data.id);
      pending.delete(event.data.id);
      entry?.resolve(event.data);
    };
    // A worker that cannot start (its script refused): everything goes to the page instead,
    // requests already sent included, in their order.
    worker.onerror = (event) => {
      event.preventDefault();
      worker?.terminate();
      worker = null;
      for (const { request } of [...pending.values()].sort((a, b) => a.request.id - b.request.id)) {
        inPage(request);
      }
    };
  }

  return {
    send(body) {
      const request = { ...body, id: ++nextId } as ClusterRequest;
      return new Promise<ClusterReply>((resolve) => {
        pending.set(request.id, { request, resolve });
        if (worker) worker.postMessage(request);
        else inPage(request);
      });
    },
    dispose() {
      disposed = true;
      worker?.terminate();
      worker = null;
      pending.clear();
    },
  };
}
