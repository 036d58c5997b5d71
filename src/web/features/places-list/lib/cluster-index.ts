import Supercluster from 'supercluster';
import type { PlacePoints } from '@/contract/desk/points';

// The clustering behind the places map, as plain functions so the Web Worker that runs it (and
// keeps the page's main thread free) stays a thin shell, and so it can be tested directly.

/** Places in columns, as GET /bff/places/points sends them. */
export type PointColumns = PlacePoints;

/** What the map draws: a cluster (count) or a single place with what its marker shows. */
export type MapFeature =
  | { kind: 'cluster'; id: number; lat: number; lng: number; count: number }
  | { kind: 'point'; index: number; id: string; name: string; type: string; lat: number; lng: number };

export type ClusterIndex = Supercluster<{ index: number }>;

/** The points of one e-shop and their cluster index. */
export interface PointSet {
  points: PointColumns;
  index: ClusterIndex;
}

/**
 * Clustering stops at zoom 13 (a town's quarters): beyond it every place is drawn on its own (a
 * few hundred in a viewport of the densest city at 100 000 places), and each level less roughly
 * halves the time to build the index for 100 000 places, which the first map waits for (levels
 * 16 → 14: ~1.2 s → ~0.6 s; 14 → 13: 960 → 500 ms measured side by side).
 */
export const CLUSTER_MAX_ZOOM = 13;

/**
 * Leaflet's tiles are 256 px wide, so with that extent the radius is in screen pixels: clusters
 * closer than 60 px are merged, which keeps the largest bubble (56 px) clear of its neighbours.
 * With supercluster's default extent of 512 the radius was half of that on screen, and at 100 000
 * places the bubbles overlapped and hid one another's counts.
 */
export const CLUSTER_RADIUS_PX = 60;
const TILE_EXTENT = 256;

/** A cluster bubble's diameter in pixels: larger for more places, never wider than the radius. */
export const clusterSize = (count: number) =>
  count < 10 ? 30 : count < 100 ? 36 : count < 1000 ? 42 : count < 10_000 ? 48 : 56;

export function buildIndex(points: Pick<PointColumns, 'lat' | 'lng'>): ClusterIndex {
  const index: ClusterIndex = new Supercluster({
    radius: CLUSTER_RADIUS_PX,
    extent: TILE_EXTENT,
    maxZoom: CLUSTER_MAX_ZOOM,
  });
  index.load(
    points.lat.map((lat, i) => ({
      type: 'Feature' as const,
      properties: { index: i },
      geometry: { type: 'Point' as const, coordinates: [points.lng[i]!, lat] },
    })),
  );
  return index;
}

export const buildPointSet = (points: PointColumns): PointSet => ({ points, index: buildIndex(points) });

/** Clusters and places inside a bounding box [west, south, east, north] at a zoom level. */
export function featuresIn(
  { points, index }: PointSet,
  bbox: [number, number, number, number],
  zoom: number,
): MapFeature[] {
  return index.getClusters(bbox, Math.round(zoom)).map((f) => {
    const [lng, lat] = f.geometry.coordinates as [number, number];
    const props = f.properties as {
      cluster?: boolean;
      cluster_id?: number;
      point_count?: number;
      index?: number;
    };
    if (props.cluster) return { kind: 'cluster', id: props.cluster_id!, lat, lng, count: props.point_count! };
    const i = props.index!;
    return {
      kind: 'point',
      index: i,
      id: points.ids[i]!,
      name: points.name[i]!,
      type: points.type[i]!,
      lat,
      lng,
    };
  });
}

/**
 * The zoom at which a cluster splits, or undefined for an id this set does not hold: a bubble drawn
 * from the set before a reload of other data (supercluster throws on an unknown id, and the worker
 * would then never answer).
 */
export function expansionZoomOf(set: PointSet, clusterId: number): number | undefined {
  try {
    return set.index.getClusterExpansionZoom(clusterId);
  } catch {
    return undefined;
  }
}

/** How many places the features stand for: a cluster counts its points. */
export const placesCovered = (features: MapFeature[]) =>
  features.reduce((n, f) => n + (f.kind === 'cluster' ? f.count : 1), 0);

/** The box around every place, [west, south, east, north], to fit the map to; none when empty. */
export function extent({ lat, lng }: Pick<PointColumns, 'lat' | 'lng'>) {
  if (lat.length === 0) return undefined;
  let [west, south, east, north] = [Infinity, Infinity, -Infinity, -Infinity];
  for (let i = 0; i < lat.length; i++) {
    west = Math.min(west, lng[i]!);
    east = Math.max(east, lng[i]!);
    south = Math.min(south, lat[i]!);
    north = Math.max(north, lat[i]!);
  }
  return [west, south, east, north] as [number, number, number, number];
}
