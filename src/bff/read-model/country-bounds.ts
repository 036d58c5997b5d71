// Rough bounding boxes (degrees, WGS 84) of the countries the spec's carriers serve, for the
// "pin far from the stated country" flag. A box is generous for an irregular country (a pin in a
// neighbour near the border passes), which is the point: the flag is for pins that are plainly
// wrong (swapped coordinates, another continent). Countries not listed are checked only for 0,0.

export interface Bounds {
  south: number;
  west: number;
  north: number;
  east: number;
}

/** How far outside its box a pin may lie before it counts as misplaced (about 10 km). */
export const COUNTRY_BOUNDS_MARGIN_DEG = 0.1;

export const COUNTRY_BOUNDS: Readonly<Record<string, Bounds>> = {
  CZ: { south: 48.55, west: 12.09, north: 51.06, east: 18.86 },
  SK: { south: 47.73, west: 16.83, north: 49.61, east: 22.57 },
  PL: { south: 49.0, west: 14.12, north: 54.84, east: 24.15 },
  DE: { south: 47.27, west: 5.87, north: 55.06, east: 15.04 },
  AT: { south: 46.37, west: 9.53, north: 49.02, east: 17.16 },
  HU: { south: 45.74, west: 16.11, north: 48.59, east: 22.9 },
  SI: { south: 45.42, west: 13.38, north: 46.88, east: 16.61 },
  HR: { south: 42.39, west: 13.49, north: 46.55, east: 19.45 },
  RO: { south: 43.62, west: 20.26, north: 48.27, east: 29.69 },
  BG: { south: 41.24, west: 22.36, north: 44.21, east: 28.61 },
  GR: { south: 34.8, west: 19.37, north: 41.75, east: 29.65 },
  CH: { south: 45.82, west: 5.96, north: 47.81, east: 10.49 },
  NL: { south: 50.75, west: 3.36, north: 53.56, east: 7.23 },
  SE: { south: 55.34, west: 10.96, north: 69.06, east: 24.17 },
  GB: { south: 49.86, west: -8.65, north: 60.86, east: 1.77 },
  US: { south: 18.91, west: -179.15, north: 71.39, east: -66.95 },
};

export function isInside(bounds: Bounds, lat: number, lng: number, margin = 0): boolean {
  return (
    lat >= bounds.south - margin &&
    lat <= bounds.north + margin &&
    lng >= bounds.west - margin &&
    lng <= bounds.east + margin
  );
}
