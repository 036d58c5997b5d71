import { describe, expect, it } from 'vitest';
import { buildIndex, featuresIn, placesCovered } from './cluster-index';

const WORLD: [number, number, number, number] = [-180, -85, 180, 85];

function grid(n: number) {
  const lat: number[] = [];
  const lng: number[] = [];
  for (let i = 0; i < n; i++) {
    lat.push(48.5 + ((i * 7919) % 1000) / 400);
    lng.push(12.1 + ((i * 104729) % 1000) / 100);
  }
  return { lat, lng };
}

describe('cluster index', () => {
  it('accounts for every place at every zoom level', () => {
    const points = grid(5000);
    const index = buildIndex(points);
    for (const zoom of [0, 5, 8, 12, 16, 18])
      expect(placesCovered(featuresIn(index, WORLD, zoom))).toBe(5000);
  });

  it('shows single places with their index once zoomed in far enough', () => {
    const index = buildIndex({ lat: [50.08, 49.19], lng: [14.43, 16.61] });
    const features = featuresIn(index, WORLD, 18);
    expect(features.map((f) => (f.kind === 'point' ? f.index : -1)).sort()).toEqual([0, 1]);
    expect(features.every((f) => f.kind === 'point')).toBe(true);
  });

  it('only returns what lies in the box', () => {
    const index = buildIndex({ lat: [50.08, 10], lng: [14.43, 10] });
    const prague = featuresIn(index, [14, 49.9, 14.9, 50.3], 18);
    expect(prague).toHaveLength(1);
    expect(prague[0]).toMatchObject({ kind: 'point', index: 0 });
    expect(prague[0]!.lat).toBeCloseTo(50.08, 5);
  });
});
