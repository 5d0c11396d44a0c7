// The clusters are built and read in a worker: indexing 50 000 positions takes a few hundred milliseconds, which
// the page's main thread (pointer, map, list) must not wait through (docs/decisions.md "Device map").
import { clusterMaxZoom, indexPositions, placesIn, placesInside, type ClusterIndex } from './clusters';
import type { ClusterAnswer, ClusterRequest, ClusterResult } from './clusterProtocol';
import { spreadColocated } from './spread';

let index: ClusterIndex | undefined;

function answer(request: ClusterRequest): ClusterResult {
  if (request.kind === 'load') {
    index = indexPositions(spreadColocated(request.positions));
    return null;
  }
  if (index === undefined) throw new Error('no positions loaded');
  switch (request.kind) {
    case 'places':
      return placesIn(index, request.bounds, request.zoom);
    case 'inside':
      return placesInside(index, request.clusterId);
    case 'expansion':
      return Math.min(index.getClusterExpansionZoom(request.clusterId), clusterMaxZoom + 1);
  }
}

addEventListener('message', (event: MessageEvent<ClusterRequest & { id: number }>) => {
  const { id } = event.data;
  try {
    self.postMessage({ id, result: answer(event.data) } satisfies ClusterAnswer);
  } catch (error) {
    self.postMessage({ id, error: String(error) } satisfies ClusterAnswer);
  }
});
