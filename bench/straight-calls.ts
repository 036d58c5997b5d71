import { request } from 'undici';
import { DEMO_ESHOP, DEMO_KEY } from './context';

// What the job and import rows compare the BFF with: the same platform calls sent straight to the
// sandbox by the bench itself, a fixed number in flight, with no bookkeeping at all.

/** Runs `each` over the items, `concurrency` at a time; answers items per second. */
export async function straight<T>(
  items: readonly T[],
  concurrency: number,
  each: (item: T) => Promise<void>,
): Promise<number> {
  let next = 0;
  const start = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < items.length) await each(items[next++]!);
    }),
  );
  return items.length / ((performance.now() - start) / 1000);
}

/** Monday to Friday open `from`–`to`. */
export const week = (from: string, to: string) =>
  Object.fromEntries(
    ['monday', 'tuesday', 'wednesday', 'thursday', 'friday'].map((d) => [d, [{ from, to }]]),
  );

const placeUrl = (platformUrl: string, id: string) => `${platformUrl}/api/v1/pickup-place/${id}`;

/** A PATCH of a place's weekly hours, with the ETag it was read at (If-Match) when given. */
function patchWith(from: string, to: string, etag?: string) {
  return {
    method: 'PATCH' as const,
    headers: {
      'x-api-key': DEMO_KEY,
      'content-type': 'application/json',
      ...(etag ? { 'if-match': etag } : {}),
    },
    body: JSON.stringify({ openingHours: { regular: week(from, to), exceptions: [] } }),
  };
}

/** A plain PATCH of a place's hours: what the change costs without the job's rules. */
export async function patchPlace(platformUrl: string, id: string, from: string, to: string) {
  await (await request(placeUrl(platformUrl, id), patchWith(from, to))).body.dump();
}

/**
 * The job's rules without the BFF: a GET for the place's ETag, then the PATCH with If-Match, one
 * call at a time per worker (the job's bound counts every call in flight).
 */
export async function readThenPatch(platformUrl: string, id: string, from: string, to: string) {
  const read = await request(`${placeUrl(platformUrl, id)}?prettyPrint=false`, {
    headers: { 'x-api-key': DEMO_KEY },
  });
  await read.body.dump();
  await (
    await request(placeUrl(platformUrl, id), patchWith(from, to, String(read.headers.etag)))
  ).body.dump();
}

/** A new place as an import row would create it: the body of a straight POST. */
export const newPlaceBody = (prefix: string, k: number) =>
  JSON.stringify({
    eshopId: DEMO_ESHOP,
    type: 'PARCEL_SHOP',
    originPickupPlaceId: `${prefix}-${k}`,
    name: `Výdejna přímo ${k}`,
    location: {
      line1: 'Hlavní 1',
      city: 'Třeboň',
      zipCode: '379 01',
      gps: { latitude: '49.0036', longitude: '14.7706' },
    },
    countryCode: 'CZ',
    phone: '+420 384 721 111',
    email: `primo${k}@example.cz`,
    storageTimeInDays: 7,
    openingHours: { regular: { monday: [{ from: '08:00', to: '18:00' }] }, exceptions: [] },
  });

/** A straight POST of a new place. */
export async function postPlace(platformUrl: string, body: string) {
  const res = await request(`${platformUrl}/api/v1/pickup-place`, {
    method: 'POST',
    headers: { 'x-api-key': DEMO_KEY, 'content-type': 'application/json' },
    body,
  });
  await res.body.dump();
}

/** Every place of the demo e-shop, read straight from the platform, a page of 2 000 at a time. */
export async function platformPlaces<T extends { id: string }>(platformUrl: string): Promise<T[]> {
  const places: T[] = [];
  for (let page = 0; ; page++) {
    const res = await request(
      `${platformUrl}/api/v1/pickup-place?eshopId=${DEMO_ESHOP}&size=2000&page=${page}`,
      { headers: { 'x-api-key': DEMO_KEY } },
    );
    const data = (await res.body.json()) as { items: T[] };
    if (!data.items.length) return places;
    places.push(...data.items);
  }
}
