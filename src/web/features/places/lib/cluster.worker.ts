/// <reference lib="webworker" />
import { buildIndex, featuresIn, type ClusterIndex } from './cluster-index';

// Clustering off the main thread: building the index for 100 000 places takes long enough to
// freeze the page, so it happens here and the page only asks for what the viewport shows.

export type ClusterRequest =
  | { type: 'load'; lat: number[]; lng: number[] }
  | { type: 'features'; id: number; bbox: [number, number, number, number]; zoom: number }
  | { type: 'expansion'; id: number; clusterId: number };

let index: ClusterIndex | undefined;

self.onmessage = (event: MessageEvent<ClusterRequest>) => {
  const message = event.data;
  if (message.type === 'load') {
    index = buildIndex(message);
    self.postMessage({ type: 'loaded', count: message.lat.length });
  } else if (message.type === 'features' && index) {
    self.postMessage({
      type: 'features',
      id: message.id,
      features: featuresIn(index, message.bbox, message.zoom),
    });
  } else if (message.type === 'expansion' && index) {
    self.postMessage({
      type: 'expansion',
      id: message.id,
      zoom: index.getClusterExpansionZoom(message.clusterId),
    });
  }
};
