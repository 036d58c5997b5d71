import tzLookup from '@photostructure/tz-lookup';
import { z } from 'zod';
import type { OpeningHoursRequest, OpeningHoursResponse } from '@/contract/opening-hours';
import { DAYS, sortIntervals } from '@/contract/opening-hours';
import type {
  Carrier,
  CountryCode,
  LocationRequest,
  PickupPlace,
  PickupPlaceCreate,
  PickupPlaceUpdate,
} from '@/contract/places';
import { parseCoordinate, PickupPlaceSchema, StorageTimeTypeSchema } from '@/contract/places';
import { checkedStoredJson } from '@/server/stored-json';

// Converting between the request shapes, the stored document and the response shape.

export const StoredImageSchema = z.object({
  path: z.string(),
  contentType: z.string(),
  size: z.number().int(),
  created: z.string(),
  updated: z.string(),
});
export type StoredImage = z.infer<typeof StoredImageSchema>;

/**
 * What the sandbox keeps of a place: the response shape minus what is derived on the way out (the
 * image's URL, the deprecated storageTime), with the e-shop and the storage time always there.
 * Read back through this schema (storedJson), so a row of another shape fails loudly.
 */
export const StoredPlaceSchema = PickupPlaceSchema.omit({
  eshopId: true,
  image: true,
  storageTime: true,
  storageTimeInDays: true,
  storageTimeType: true,
}).extend({
  eshopId: z.string(),
  storageTimeInDays: z.number().int(),
  storageTimeType: StorageTimeTypeSchema,
  image: StoredImageSchema.optional(),
});
export type StoredPlace = z.infer<typeof StoredPlaceSchema>;

/** A place's stored document (places.doc), checked against its schema, its keys in stored order. */
export const storedPlace = (doc: string): StoredPlace =>
  checkedStoredJson(StoredPlaceSchema, doc, 'places.doc');

/** Zones for countries whose places fall outside tz-lookup's answer (at sea: Etc/GMT±N). */
const COUNTRY_ZONES: Partial<Record<CountryCode, string>> = {
  CZ: 'Europe/Prague',
  SK: 'Europe/Bratislava',
  PL: 'Europe/Warsaw',
  HU: 'Europe/Budapest',
  AT: 'Europe/Vienna',
  DE: 'Europe/Berlin',
  RO: 'Europe/Bucharest',
  HR: 'Europe/Zagreb',
  SI: 'Europe/Ljubljana',
};

/** zoneId: from the coordinates where they name a real zone, else from the country, else UTC. */
export function deriveZoneId(
  latitude: number | undefined,
  longitude: number | undefined,
  country: PickupPlace['countryCode'],
): string {
  if (latitude !== undefined && longitude !== undefined) {
    try {
      const zone = tzLookup(latitude, longitude);
      if (!zone.startsWith('Etc/')) return zone;
    } catch {
      // Out-of-range coordinates cannot reach here through validation; fall back all the same.
    }
  }
  return COUNTRY_ZONES[country as CountryCode] ?? 'UTC';
}

function toLocation(location: LocationRequest): PickupPlace['location'] {
  const { gps, ...address } = location;
  const clean = Object.fromEntries(Object.entries(address).filter(([, v]) => v !== undefined && v !== ''));
  return {
    ...clean,
    gps: { latitude: parseCoordinate(gps.latitude), longitude: parseCoordinate(gps.longitude) },
  };
}

/** Every day present and sorted; exceptions sorted by date with the deprecated from/to filled. */
export function toStoredHours(hours: OpeningHoursRequest): OpeningHoursResponse {
  const regular = Object.fromEntries(
    DAYS.map((day) => [day, sortIntervals(hours.regular[day]).map(({ from, to }) => ({ from, to }))]),
  ) as OpeningHoursResponse['regular'];
  const exceptions = [...(hours.exceptions ?? [])]
    .sort((a, b) => a.date.localeCompare(b.date))
    .map((e) => {
      const intervals = sortIntervals(e.hours).map(({ from, to }) => ({ from, to }));
      return {
        date: e.date,
        ...(intervals.length ? { from: intervals[0]!.from, to: intervals[intervals.length - 1]!.to } : {}),
        hours: intervals,
        ...(e.reason ? { reason: e.reason } : {}),
      };
    });
  return { regular, exceptions };
}

export function fromCreate(
  body: PickupPlaceCreate,
  id: string,
  defaults: { carrier: Carrier; origin: PickupPlace['origin'] },
): StoredPlace {
  const location = toLocation(body.location);
  return {
    id,
    eshopId: body.eshopId,
    type: body.type,
    carrier: defaults.carrier,
    origin: defaults.origin,
    originPickupPlaceId: body.originPickupPlaceId,
    countryCode: body.countryCode,
    zoneId: deriveZoneId(location.gps?.latitude, location.gps?.longitude, body.countryCode),
    name: body.name,
    location,
    ...(body.note ? { note: body.note } : {}),
    phone: body.phone,
    email: body.email,
    storageTimeInDays: body.storageTimeInDays,
    storageTimeType: body.storageTimeType ?? 'CALENDAR_DAYS',
    openingHours: toStoredHours(body.openingHours),
  };
}

/** PATCH: a field that is present replaces the stored one; an absent field is kept as it is. */
export function applyUpdate(place: StoredPlace, patch: PickupPlaceUpdate): StoredPlace {
  const next: StoredPlace = { ...place };
  if (patch.type !== undefined) next.type = patch.type;
  if (patch.originPickupPlaceId !== undefined) next.originPickupPlaceId = patch.originPickupPlaceId;
  if (patch.name !== undefined) next.name = patch.name;
  if (patch.location !== undefined) next.location = toLocation(patch.location);
  if (patch.countryCode !== undefined) next.countryCode = patch.countryCode;
  if (patch.note !== undefined) {
    if (patch.note) next.note = patch.note;
    else delete next.note;
  }
  if (patch.phone !== undefined) next.phone = patch.phone;
  if (patch.email !== undefined) next.email = patch.email;
  if (patch.storageTimeInDays !== undefined) next.storageTimeInDays = patch.storageTimeInDays;
  if (patch.storageTimeType !== undefined) next.storageTimeType = patch.storageTimeType ?? 'CALENDAR_DAYS';
  if (patch.openingHours !== undefined) next.openingHours = toStoredHours(patch.openingHours);
  if (patch.location !== undefined || patch.countryCode !== undefined) {
    next.zoneId = deriveZoneId(next.location.gps?.latitude, next.location.gps?.longitude, next.countryCode);
  }
  return next;
}

/** The response shape: the deprecated `storageTime` copy and the image's absolute URL added. */
export function toResponse(place: StoredPlace, fileUrl: (path: string) => string): PickupPlace {
  const { image, ...rest } = place;
  return {
    ...rest,
    ...(image ? { image: fileUrl(image.path) } : {}),
    storageTime: place.storageTimeInDays,
  };
}

/** A stored place as the UTF-8 bytes of its JSON (JSON.stringify of a StoredPlace). */
export interface StoredPlaceJson {
  doc: Buffer;
  /** The document's storageTimeInDays, from its column; null makes the place go the general way. */
  storageTimeInDays: number | null;
  /** Whether the document has an image (1 or 0, from its column). */
  hasImage: number | boolean;
}

/**
 * The compact JSON (UTF-8) of `{ items: places.map(toResponse), page }` made from the stored JSON of
 * the places without parsing it: byte for byte JSON.stringify of that object. Each document's keys
 * are kept in order and `storageTime` is appended, as toResponse does (a stored document never has
 * a `storageTime` key of its own: it is a StoredPlace); a document with an image (whose URL is made
 * absolute and moved after the other keys) goes the general way. The stored JSON is trusted as it
 * is: it was validated when written, and a page of 2000 places would otherwise spend most of its
 * time parsing and serializing them again.
 */
export function compactListJson(
  places: readonly StoredPlaceJson[],
  page: unknown,
  fileUrl: (path: string) => string,
): Buffer {
  const head = '{"items":[';
  const tail = `],"page":${JSON.stringify(page)}}`;
  // Per place: the bytes to copy and the ASCII text that follows them.
  const docs: Buffer[] = [];
  const ends: string[] = [];
  let length = Buffer.byteLength(head) + Buffer.byteLength(tail) + Math.max(0, places.length - 1);
  for (const { doc, storageTimeInDays, hasImage } of places) {
    if (hasImage || storageTimeInDays === null) {
      const place = storedPlace(doc.toString('utf8'));
      docs.push(Buffer.from(JSON.stringify(toResponse(place, fileUrl))));
      ends.push('');
    } else {
      docs.push(doc.subarray(0, -1)); // without the closing brace
      ends.push(`,"storageTime":${JSON.stringify(storageTimeInDays)}}`);
    }
    length += docs.at(-1)!.length + ends.at(-1)!.length;
  }
  const out = Buffer.allocUnsafe(length);
  let at = out.write(head, 0);
  docs.forEach((doc, i) => {
    if (i > 0) at = out.writeUInt8(0x2c, at); // ','
    at += doc.copy(out, at);
    at += out.write(ends[i]!, at, 'latin1');
  });
  at += out.write(tail, at);
  if (at !== length) throw new Error(`compactListJson wrote ${at} of ${length} bytes`);
  return out;
}
