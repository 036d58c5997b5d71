import { describe, expect, it } from 'vitest';
import { compactListJson, toResponse, type StoredPlace } from './place-mapping';
import { demoPlaces, otherPlaces, syntheticPlace } from './seed-places';
import { STORED_IMAGE as IMAGE } from './stored-image.fixture';

const fileUrl = (path: string) => `http://127.0.0.1:1/files/${path}`;
const PAGE = { totalPages: 3, totalElements: 41, size: 20, number: 1, first: false, last: false };
const general = (places: StoredPlace[]) =>
  JSON.stringify({ items: places.map((p) => toResponse(p, fileUrl)), page: PAGE });
const spliced = (places: StoredPlace[]) =>
  compactListJson(
    places.map((p) => ({
      doc: Buffer.from(JSON.stringify(p)),
      storageTimeInDays: p.storageTimeInDays,
      hasImage: p.image !== undefined,
    })),
    PAGE,
    fileUrl,
  ).toString('utf8');

describe('compactListJson', () => {
  it('equals JSON.stringify of the answer object for the seeded places', () => {
    const places = [...demoPlaces(), ...otherPlaces(), syntheticPlace(0), syntheticPlace(99_999)];
    expect(spliced(places)).toBe(general(places));
    expect(spliced(places.slice(0, 1))).toBe(general(places.slice(0, 1)));
    expect(spliced([])).toBe(general([]));
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
    expect(spliced(places)).toBe(general(places));
    for (const p of places) expect(spliced([p])).toBe(general([p]));
    expect((JSON.parse(spliced(places)) as { items: unknown[] }).items[0]).toMatchObject({
      image: fileUrl(IMAGE.path),
      storageTime: base.storageTimeInDays,
    });
  });

  it('takes the general way when the column beside the document is missing', () => {
    const p = syntheticPlace(3);
    const body = compactListJson(
      [{ doc: Buffer.from(JSON.stringify(p)), storageTimeInDays: null, hasImage: 0 }],
      PAGE,
      fileUrl,
    );
    expect(body.toString('utf8')).toBe(general([p]));
  });
});
