import type { ProblemDetail } from '@/contract/common';
import type { Area } from '@/contract/desk/bulk-jobs';
import type { MapFeature } from './cluster-index';

// Messages between the places map and its clustering worker. The worker fetches the e-shop's
// points itself, so the 100 000-place answer is parsed and indexed off the main thread and the page
// only ever holds what the viewport shows.

export type BBox = [west: number, south: number, east: number, north: number];

export type ClusterRequest =
  | { type: 'load'; requestId: number; key: string; url: string; language: string }
  | { type: 'features'; requestId: number; key: string; bbox: BBox; zoom: number }
  | { type: 'expansion'; requestId: number; key: string; clusterId: number }
  | { type: 'countIn'; requestId: number; key: string; area: Area };

export type ClusterReply =
  | {
      type: 'loaded';
      requestId: number;
      count: number;
      extent: BBox | undefined;
      /** Whether a point has a type this version does not know (the legend names their colour). */
      otherTypes: boolean;
      /** Epoch milliseconds when the answer's body had been read: "the data arrived". */
      receivedAt: number;
      /** Milliseconds spent parsing the answer and building the cluster index. */
      parseMs: number;
      indexMs: number;
    }
  | { type: 'failed'; requestId: number; status: number; problem: ProblemDetail }
  | { type: 'features'; requestId: number; features: MapFeature[] }
  | { type: 'expansion'; requestId: number; zoom: number | undefined }
  /** Points inside an area, and the milliseconds the count took. */
  | { type: 'count'; requestId: number; count: number; ms: number }
  /** The worker holds no points for that key (it was restarted): load them again. */
  | { type: 'missing'; requestId: number };
