import { describe, expect, it } from 'vitest';
import { CLUSTER_MAX_ZOOM, buildPointSet, clusterSize, featuresIn, type PointColumns } from './cluster-index';

// Cluster bubbles must not cover one another (and hide their counts) at 100 000 places: each
// bubble is drawn at the size the map gives it (clusterSize), centred on its point, and no two
// may overlap at any zoom level the map clusters at. The places lie as the sandbox's scale data
// does: dense spirals around a dozen Czech and Slovak cities.

const CITIES: [number, number][] = [
  [50.0755, 14.4378],
  [49.1951, 16.6068],
  [49.8209, 18.2625],
  [49.7384, 13.3736],
  [50.7663, 15.0543],
  [49.5938, 17.2509],
  [48.9745, 14.4743],
  [50.2092, 15.8328],
  [48.1486, 17.1077],
  [48.7164, 21.2611],
  [50.6607, 14.0323],
];
const WORLD: [number, number, number, number] = [-180, -85, 180, 85];
const POINT_PX = 16;

function sandboxLike(n: number): PointColumns {
  const lat: number[] = [];
  const lng: number[] = [];
  for (let i = 0; i < n; i++) {
    const [cLat, cLng] = CITIES[i % CITIES.length]!;
    const r = 0.35 * Math.sqrt((i % 5000) / 5000);
    const a = i * 2.399963;
    lat.push(cLat + r * Math.sin(a));
    lng.push(cLng + 1.5 * r * Math.cos(a));
  }
  return { ids: lat.map((_, i) => `p${i}`), lat, lng, type: [], carrier: [], name: [] };
}

/** Web Mercator pixel position at a zoom level, as Leaflet places a marker (256 px tiles). */
function pixel(lat: number, lng: number, zoom: number): [number, number] {
  const scale = 256 * 2 ** zoom;
  const sin = Math.sin((lat * Math.PI) / 180);
  return [((lng + 180) / 360) * scale, (0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI)) * scale];
}

interface Bubble {
  x: number;
  y: number;
  r: number;
  count: number;
}

/** Pairs of drawn markers whose circles overlap (a sweep along x: neighbours only). */
function overlaps(bubbles: Bubble[]): [Bubble, Bubble][] {
  const sorted = [...bubbles].sort((a, b) => a.x - b.x);
  const widest = Math.max(...sorted.map((b) => b.r));
  const found: [Bubble, Bubble][] = [];
  for (let i = 0; i < sorted.length; i++) {
    const a = sorted[i]!;
    for (let j = i + 1; j < sorted.length && sorted[j]!.x - a.x < a.r + widest; j++) {
      const b = sorted[j]!;
      if (Math.hypot(a.x - b.x, a.y - b.y) < a.r + b.r) found.push([a, b]);
    }
  }
  return found;
}

describe('cluster bubbles at 100 000 places', () => {
  const set = buildPointSet(sandboxLike(100_000));

  it('never overlap one another at any clustered zoom level', () => {
    for (let zoom = 3; zoom <= CLUSTER_MAX_ZOOM; zoom++) {
      const bubbles = featuresIn(set, WORLD, zoom)
        .filter((f) => f.kind === 'cluster')
        .map((f) => {
          const [x, y] = pixel(f.lat, f.lng, zoom);
          return { x, y, r: clusterSize(f.count) / 2, count: f.count };
        });
      expect({ zoom, overlapping: overlaps(bubbles).slice(0, 3) }).toEqual({ zoom, overlapping: [] });
    }
  });

  it('keep single places clear of the bubbles beside them', () => {
    for (const zoom of [10, 12, CLUSTER_MAX_ZOOM]) {
      const markers = featuresIn(set, WORLD, zoom).map((f) => {
        const [x, y] = pixel(f.lat, f.lng, zoom);
        const count = f.kind === 'cluster' ? f.count : 1;
        return { x, y, r: (f.kind === 'cluster' ? clusterSize(count) : POINT_PX) / 2, count };
      });
      const withCluster = overlaps(markers).filter(([a, b]) => a.count > 1 || b.count > 1);
      expect({ zoom, overlapping: withCluster.slice(0, 3) }).toEqual({ zoom, overlapping: [] });
    }
  });

  it('give a count of 100 000 a bubble wide enough for its digits', () => {
    // "100 000" in the 11 px bold face is about 45 px wide; the bubble's border takes 4 px.
    expect(clusterSize(100_000) - 4).toBeGreaterThanOrEqual(46);
    expect(clusterSize(100_000)).toBeLessThanOrEqual(60);
  });
});
