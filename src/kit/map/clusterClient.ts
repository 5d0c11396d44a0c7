// The page's side of the cluster worker: each question a promise, answered in the order asked.
import type { DevicePosition } from '../../platform/mappingTypes';
import type { Bounds, Place } from './clusters';
import type { ClusterAnswer, ClusterRequest } from './clusterProtocol';

export interface Clusters {
  /** The places a view shows (clusters.ts placesIn). */
  places: (bounds: Bounds, zoom: number) => Promise<Place[]>;
  /** What a cluster splits into one step further in. */
  inside: (clusterId: number) => Promise<Place[]>;
  /** The zoom at which a cluster splits. */
  expansionZoom: (clusterId: number) => Promise<number>;
  close: () => void;
}

/** Starts a worker over the positions; answers once they are indexed. */
export async function startClusters(positions: readonly DevicePosition[]): Promise<Clusters> {
  const worker = new Worker(new URL('./clusterWorker.ts', import.meta.url), { type: 'module' });
  const waiting = new Map<number, { resolve: (result: unknown) => void; reject: (error: Error) => void }>();
  let next = 0;
  worker.addEventListener('message', ({ data }: MessageEvent<ClusterAnswer>) => {
    const pending = waiting.get(data.id);
    waiting.delete(data.id);
    if (data.error !== undefined) pending?.reject(new Error(data.error));
    else pending?.resolve(data.result);
  });
  const ask = <T>(request: ClusterRequest) =>
    new Promise<T>((resolve, reject) => {
      const id = next++;
      waiting.set(id, { resolve: resolve as (result: unknown) => void, reject });
      worker.postMessage({ ...request, id });
    });
  try {
    await ask<null>({ kind: 'load', positions });
  } catch (error) {
    worker.terminate();
    throw error;
  }
  return {
    places: (bounds, zoom) => ask<Place[]>({ kind: 'places', bounds, zoom }),
    inside: (clusterId) => ask<Place[]>({ kind: 'inside', clusterId }),
    expansionZoom: (clusterId) => ask<number>({ kind: 'expansion', clusterId }),
    close: () => worker.terminate(),
  };
}
