import { describe, expect, it } from 'vitest';
import { toResponse, toResponseJson, type StoredPlace } from './place-mapping';
import { demoPlaces, otherPlaces, syntheticPlace } from './seed-places';

const fileUrl = (path: string) => `http://127.0.0.1:1/files/${path}`;
const general = (p: StoredPlace) => JSON.stringify(toResponse(p, fileUrl));
const spliced = (p: StoredPlace) => toResponseJson(JSON.stringify(p), p.storageTimeInDays, fileUrl);

const IMAGE = {
  path: 'places/x.png',
  contentType: 'image/png',
  size: 68,
  created: '2026-01-01T00:00:00.000Z',
  updated: '2026-01-01T00:00:00.000Z',
};

describe('toResponseJson', () => {
  it('equals JSON.stringify(toResponse(place)) for every seeded place', () => {
    for (const p of [...demoPlaces(), ...otherPlaces(), syntheticPlace(0), syntheticPlace(99_999)]) {
      expect(spliced(p)).toBe(general(p));
    }
  });

  it('equals it for places with an image, odd texts and notes that look like keys', () => {
    const base = syntheticPlace(7);
    const places: StoredPlace[] = [
      { ...base, image: IMAGE },
      // an image first among the keys (older documents may hold it anywhere)
      { image: IMAGE, ...base },
      { ...base, note: 'say "image":{"path":"x"} and \\"storageTime\\": 5' },
      { ...base, note: 'line\nbreak, tab\t, \u2028 \u2029, emoji 📦, "quotes", back\\slash, \u0000' },
      { ...base, name: 'Výdejna „U Čápa“ – Žďár nad Sázavou' },
      { ...base, storageTimeInDays: 0 },
      { ...base, storageTimeInDays: 30 },
    ];
    for (const p of places) expect(spliced(p)).toBe(general(p));
    expect(JSON.parse(spliced(places[0]!))).toMatchObject({
      image: fileUrl(IMAGE.path),
      storageTime: base.storageTimeInDays,
    });
  });

  it('falls back to the general way when the column beside the text is missing', () => {
    const p = syntheticPlace(3);
    expect(toResponseJson(JSON.stringify(p), null, fileUrl)).toBe(general(p));
  });
});
