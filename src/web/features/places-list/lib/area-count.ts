import pointInPolygon from 'point-in-polygon';
import type { Area } from '@/contract/desk/bulk-jobs';
import type { PointColumns } from './cluster-index';

// How many of the map's points lie inside an area (what the map shows, or a lasso): the same
// point-in-polygon test the BFF runs on the same read model when the job is made, so the count the
// selection bar shows is the count the job gets. Runs in the clustering worker, which holds the
// points; a bounding-box check first keeps 100 000 points to a few milliseconds.

export function countInArea(points: Pick<PointColumns, 'lat' | 'lng'>, area: Area): number {
  let south = Infinity;
  let north = -Infinity;
  let west = Infinity;
  let east = -Infinity;
  for (const [lat, lng] of area) {
    south = Math.min(south, lat);
    north = Math.max(north, lat);
    west = Math.min(west, lng);
    east = Math.max(east, lng);
  }
  let count = 0;
  for (let i = 0; i < points.lat.length; i++) {
    const lat = points.lat[i]!;
    const lng = points.lng[i]!;
    if (lat < south || lat > north || lng < west || lng > east) continue;
    if (pointInPolygon([lat, lng], area)) count++;
  }
  return count;
}

/** A lasso of many corners thinned to at most `max`, keeping its first and last. */
export function thinArea(area: Area, max: number): Area {
  if (area.length <= max) return area;
  const step = (area.length - 1) / (max - 1);
  return Array.from({ length: max }, (_, k) => area[Math.round(k * step)]!);
}
