import type { StoredImage } from './place-mapping';

// An image as the store keeps it on a place, for the store's tests (place-mapping, places-repo).

export const STORED_IMAGE: StoredImage = {
  path: 'places/x.png',
  contentType: 'image/png',
  size: 68,
  created: '2026-01-01T00:00:00.000Z',
  updated: '2026-01-01T00:00:00.000Z',
};
