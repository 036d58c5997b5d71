import { createHash } from 'node:crypto';
import { z } from 'zod';
import type { OpeningHoursResponse } from '@/contract/opening-hours';
import {
  CarrierSchema,
  CountryCodeSchema,
  DestinationTypeSchema,
  type Carrier,
  type CountryCode,
  type DestinationType,
  type PickupPlace,
} from '@/contract/places';
import type { StoredPlace } from './place-mapping';
import { deriveZoneId } from './place-mapping';
import { DEMO_ESHOP, OTHER_ESHOP } from './demo-ids';
import rows from './seed-places.json';

// Demo places of the runtime contract: realistic parcel shops, boxes and addresses in Czechia and
// Slovakia (listed in seed-places.json). Deterministic: ids are derived from the row, so every
// fresh sandbox has the same data.

/** A UUID v4-shaped id derived from a seed string. */
export function seededUuid(seed: string): string {
  const h = createHash('sha1').update(seed).digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-${'89ab'[parseInt(h[16]!, 16) % 4]}${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

/**
 * A demo place as seed-places.json lists it (the data apart from the code that builds places from
 * it); checked with the contract's enumerations when the module loads, so a typo fails at once.
 */
const RowSchema = z.strictObject({
  name: z.string(),
  type: DestinationTypeSchema,
  carrier: CarrierSchema,
  line1: z.string(),
  city: z.string(),
  zip: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  country: CountryCodeSchema,
});
type Row = z.infer<typeof RowSchema>;
const ROWS = z.strictObject({ demo: z.array(RowSchema), other: z.array(RowSchema) }).parse(rows);

const day = (...intervals: [string, string][]) => intervals.map(([from, to]) => ({ from, to }));
const WEEKDAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday'] as const;

/** A few common schedules: shop hours, lunch break, always-open box, short Saturday. */
export function scheduleFor(variant: number): OpeningHoursResponse['regular'] {
  const regular = {
    monday: [],
    tuesday: [],
    wednesday: [],
    thursday: [],
    friday: [],
    saturday: [],
    sunday: [],
  } as OpeningHoursResponse['regular'];
  const allDay = day(['00:00', '24:00']);
  switch (variant % 4) {
    case 0:
      WEEKDAYS.forEach((d) => (regular[d] = day(['08:00', '18:00'])));
      regular.saturday = day(['09:00', '12:00']);
      break;
    case 1:
      WEEKDAYS.forEach((d) => (regular[d] = day(['08:00', '12:00'], ['13:00', '17:00'])));
      break;
    case 2:
      (Object.keys(regular) as (keyof typeof regular)[]).forEach((d) => (regular[d] = allDay));
      break;
    default:
      WEEKDAYS.forEach((d) => (regular[d] = day(['09:00', '19:00'])));
      regular.saturday = day(['09:00', '14:00']);
      regular.sunday = day(['10:00', '14:00']);
  }
  return regular;
}

const HOLIDAYS = [
  { date: '2026-12-24', hours: [], reason: 'Štědrý den' },
  { date: '2026-12-25', hours: [], reason: '1. svátek vánoční' },
  { date: '2026-12-26', hours: [], reason: '2. svátek vánoční' },
  { date: '2026-12-31', from: '08:00', to: '12:00', hours: day(['08:00', '12:00']), reason: 'Silvestr' },
];

function placeFromRow(row: Row, index: number, eshopId: string): StoredPlace {
  const { name, type, carrier, line1, city, zip: zipCode, latitude, longitude, country: countryCode } = row;
  const box = type === 'PARCEL_BOX';
  const origin: PickupPlace['origin'] = carrier === 'PERSONAL_PICKUP' ? 'API_USER' : 'CARRIER';
  const phone =
    countryCode === 'SK'
      ? `+421 2 ${5000 + index} ${1000 + index * 7}`
      : `+420 2${String(10 + index).padStart(2, '0')} 555 ${String(100 + index * 3).padStart(3, '0')}`;
  return {
    id: seededUuid(`${eshopId}/${index}`),
    eshopId,
    type,
    carrier,
    origin,
    originPickupPlaceId: `${carrier === 'PERSONAL_PICKUP' ? 'STORE' : carrier}-${String(1001 + index)}`,
    countryCode,
    zoneId: deriveZoneId(latitude, longitude, countryCode),
    name,
    location: { line1, city, zipCode, gps: { latitude, longitude } },
    ...(index % 3 === 0
      ? { note: box ? 'Box u vchodu do nákupního centra.' : 'Vchod z ulice, bezbariérový přístup.' }
      : {}),
    phone,
    email: `vydejna${index + 1}@demo-shop.cz`,
    storageTimeInDays: box ? 3 : 7,
    storageTimeType: index % 5 === 0 ? 'BUSINESS_DAYS' : 'CALENDAR_DAYS',
    openingHours: { regular: scheduleFor(box ? 2 : index), exceptions: box ? [] : HOLIDAYS },
  };
}

export const demoPlaces = () => ROWS.demo.map((row, i) => placeFromRow(row, i, DEMO_ESHOP));
export const otherPlaces = () => ROWS.other.map((row, i) => placeFromRow(row, i, OTHER_ESHOP));

const CITIES: [string, string, number, number][] = [
  ['Praha', '110 00', 50.08, 14.43],
  ['Brno', '602 00', 49.19, 16.61],
  ['Ostrava', '702 00', 49.83, 18.28],
  ['Plzeň', '301 00', 49.74, 13.37],
  ['Liberec', '460 01', 50.77, 15.06],
  ['Olomouc', '779 00', 49.59, 17.25],
  ['Zlín', '760 01', 49.22, 17.66],
  ['Bratislava', '811 01', 48.15, 17.11],
  ['Košice', '040 01', 48.72, 21.26],
];
const CARRIERS: Carrier[] = ['PACKETA', 'PPL', 'DPD_CZ', 'CZECH_POST', 'GLS_CZ', 'PERSONAL_PICKUP'];
const STREETS = [
  'Hlavní',
  'Nádražní',
  'Školní',
  'Zahradní',
  'Komenského',
  'Husova',
  'Palackého',
  'Masarykova',
];

/** The n-th synthetic place for scale tests: spread over Czech and Slovak cities, cheap to build. */
export function syntheticPlace(n: number): StoredPlace {
  const [city, zipCode, lat, lon] = CITIES[n % CITIES.length]!;
  const carrier = CARRIERS[n % CARRIERS.length]!;
  const type: DestinationType = n % 3 === 0 ? 'PARCEL_BOX' : n % 11 === 0 ? 'HOUSE_ADDRESS' : 'PARCEL_SHOP';
  // A golden-angle spiral spreads the points evenly around each city without a random generator.
  const r = 0.35 * Math.sqrt((n % 5000) / 5000);
  const a = n * 2.399963;
  const countryCode: CountryCode = city === 'Bratislava' || city === 'Košice' ? 'SK' : 'CZ';
  return {
    id: seededUuid(`synthetic/${n}`),
    eshopId: DEMO_ESHOP,
    type,
    carrier,
    origin: carrier === 'PERSONAL_PICKUP' ? 'API_USER' : 'CARRIER',
    originPickupPlaceId: `SYN-${n}`,
    countryCode,
    zoneId: countryCode === 'SK' ? 'Europe/Bratislava' : 'Europe/Prague',
    name: `${carrier === 'PERSONAL_PICKUP' ? 'Výdejna' : carrier} ${city} ${n}`,
    location: {
      line1: `${STREETS[n % STREETS.length]} ${1 + (n % 250)}`,
      city,
      zipCode,
      gps: {
        latitude: +(lat + r * Math.sin(a)).toFixed(6),
        longitude: +(lon + 1.5 * r * Math.cos(a)).toFixed(6),
      },
    },
    phone: `+420 600 ${String(n % 1000).padStart(3, '0')} ${String(Math.floor(n / 1000) % 1000).padStart(3, '0')}`,
    email: `place${n}@demo-shop.cz`,
    storageTimeInDays: type === 'PARCEL_BOX' ? 3 : 7,
    storageTimeType: 'CALENDAR_DAYS',
    openingHours: { regular: scheduleFor(type === 'PARCEL_BOX' ? 2 : n), exceptions: [] },
  };
}
