import Supercluster from 'supercluster';

// The clustering behind the places map, as plain functions so the Web Worker that runs it (and
// keeps the page's main thread free) stays a thin shell, and so it can be tested directly.

/** Places in columns, as GET /bff/places/points sends them. */
export interface PointColumns {
  ids: string[];
  lat: number[];
  lng: number[];
  type: string[];
  carrier: string[];
  name: string[];
}

/** What the map draws: a cluster (count) or a single place (index into the columns). */
export type MapFeature =
  | { kind: 'cluster'; id: number; lat: number; lng: number; count: number }
  | { kind: 'point'; index: number; lat: number; lng: number };

export type ClusterIndex = Supercluster<{ index: number }>;

export function buildIndex(points: Pick<PointColumns, 'lat' | 'lng'>): ClusterIndex {
  const index: ClusterIndex = new Supercluster({ radius: 60, maxZoom: 16 });
  index.load(
    points.lat.map((lat, i) => ({
      type: 'Feature' as const,
      properties: { index: i },
      geometry: { type: 'Point' as const, coordinates: [points.lng[i]!, lat] },
    })),
  );
  return index;
}

/** Clusters and points inside a bounding box [west, south, east, north] at a zoom level. */
export function featuresIn(
  index: ClusterIndex,
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
    return props.cluster
      ? { kind: 'cluster', id: props.cluster_id!, lat, lng, count: props.point_count! }
      : { kind: 'point', index: props.index!, lat, lng };
  });
}

/** How many places the features stand for: a cluster counts its points. */
export const placesCovered = (features: MapFeature[]) =>
  features.reduce((n, f) => n + (f.kind === 'cluster' ? f.count : 1), 0);
