import L from 'leaflet';

/** A drawn pin: Leaflet's default marker needs image files that a bundler does not ship as is. */
export const pinIcon = L.divIcon({
  html: '<svg width="30" height="42" viewBox="0 0 30 42"><path d="M15 0C7 0 0 6.6 0 15c0 11 15 27 15 27s15-16 15-27C30 6.6 23 0 15 0z" fill="#d32f2f" stroke="#fff" stroke-width="2"/><circle cx="15" cy="15" r="5" fill="#fff"/></svg>',
  className: 'map-pin',
  iconSize: [30, 42],
  iconAnchor: [15, 42],
});
