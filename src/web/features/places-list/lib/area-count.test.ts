import { describe, expect, it } from 'vitest';
import type { Area } from '@/contract/desk/bulk-jobs';
import { countInArea, thinArea } from './area-count';

describe('places inside an area of the map', () => {
  const square: Area = [
    [50, 14],
    [50, 15],
    [51, 15],
    [51, 14],
  ];
  it('counts the pins inside a shape, not those outside its corners or in its dent', () => {
    const triangle: Area = [
      [50, 14],
      [50, 15],
      [51, 14],
    ];
    const points = { lat: [50.5, 50.9, 52, 50.1], lng: [14.2, 14.9, 14.5, 14.1] };
    expect(countInArea(points, square)).toBe(3);
    expect(countInArea(points, triangle)).toBe(2); // 50.9/14.9 is past the diagonal
  });

  it('counts 100 000 points quickly (it runs in the map worker, but must stay cheap)', () => {
    const n = 100_000;
    const lat = Array.from({ length: n }, (_, i) => 48.5 + ((i * 7919) % 1000) / 250);
    const lng = Array.from({ length: n }, (_, i) => 12 + ((i * 104729) % 1000) / 100);
    const lasso: Area = Array.from({ length: 500 }, (_, k) => {
      const a = (k / 500) * 2 * Math.PI;
      return [50 + Math.sin(a), 15 + 2 * Math.cos(a)];
    });
    const start = performance.now();
    const count = countInArea({ lat, lng }, lasso);
    const ms = performance.now() - start;
    expect(count).toBeGreaterThan(0);
    expect(ms).toBeLessThan(500);
  });

  it('thins a long lasso to at most the limit, keeping its ends', () => {
    const long: Area = Array.from({ length: 5000 }, (_, k) => [50 + k / 1e4, 14]);
    const thin = thinArea(long, 250);
    expect(thin).toHaveLength(250);
    expect(thin[0]).toEqual(long[0]);
    expect(thin.at(-1)).toEqual(long.at(-1));
  });
});
