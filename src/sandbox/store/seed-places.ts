import { createHash } from 'node:crypto';
import type { OpeningHoursResponse } from '@/contract/opening-hours';
import type { Carrier, CountryCode, DestinationType, PickupPlace } from '@/contract/places';
import type { StoredPlace } from './place-mapping';
import { deriveZoneId } from './place-mapping';
import { DEMO_ESHOP, OTHER_ESHOP } from './demo-ids';

// Demo places of the runtime contract: realistic parcel shops, boxes and addresses in Czechia and
// Slovakia. Deterministic: ids are derived from the row, so every fresh sandbox has the same data.

/** A UUID v4-shaped id derived from a seed string. */
export function seededUuid(seed: string): string {
  const h = createHash('sha1').update(seed).digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-${'89ab'[parseInt(h[16]!, 16) % 4]}${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

type Row = [
  name: string,
  type: DestinationType,
  carrier: Carrier,
  line1: string,
  city: string,
  zip: string,
  lat: number,
  lon: number,
  country: CountryCode,
];

const DEMO_ROWS: Row[] = [
  [
    'Výdejna Praha Florenc',
    'PARCEL_SHOP',
    'PERSONAL_PICKUP',
    'Křižíkova 4',
    'Praha',
    '186 00',
    50.0903,
    14.4397,
    'CZ',
  ],
  [
    'Výdejna Praha Anděl',
    'PARCEL_SHOP',
    'PERSONAL_PICKUP',
    'Nádražní 23',
    'Praha',
    '150 00',
    50.0706,
    14.4031,
    'CZ',
  ],
  [
    'Z-BOX Praha Vinohrady',
    'PARCEL_BOX',
    'PACKETA',
    'Vinohradská 112',
    'Praha',
    '130 00',
    50.0779,
    14.4558,
    'CZ',
  ],
  [
    'Zásilkovna Praha Karlín',
    'PARCEL_SHOP',
    'PACKETA',
    'Sokolovská 84',
    'Praha',
    '186 00',
    50.0925,
    14.4509,
    'CZ',
  ],
  [
    'PPL Parcelshop Praha Dejvice',
    'PARCEL_SHOP',
    'PPL',
    'Evropská 33',
    'Praha',
    '160 00',
    50.1008,
    14.3926,
    'CZ',
  ],
  [
    'Balíkovna Praha Smíchov',
    'PARCEL_SHOP',
    'CZECH_POST',
    'Štefánikova 17',
    'Praha',
    '150 00',
    50.0755,
    14.4045,
    'CZ',
  ],
  [
    'AlzaBox Praha Holešovice',
    'PARCEL_BOX',
    'PERSONAL_PICKUP',
    'Dělnická 12',
    'Praha',
    '170 00',
    50.1032,
    14.4507,
    'CZ',
  ],
  [
    'Výdejna Brno Centrum',
    'PARCEL_SHOP',
    'PERSONAL_PICKUP',
    'Masarykova 31',
    'Brno',
    '602 00',
    49.1925,
    16.6113,
    'CZ',
  ],
  [
    'Z-BOX Brno Královo Pole',
    'PARCEL_BOX',
    'PACKETA',
    'Palackého třída 78',
    'Brno',
    '612 00',
    49.2185,
    16.5961,
    'CZ',
  ],
  [
    'DPD Pickup Brno Židenice',
    'PARCEL_SHOP',
    'DPD_CZ',
    'Táborská 125',
    'Brno',
    '615 00',
    49.2031,
    16.6425,
    'CZ',
  ],
  [
    'Výdejna Ostrava',
    'PARCEL_SHOP',
    'PERSONAL_PICKUP',
    'Nádražní 40',
    'Ostrava',
    '702 00',
    49.8392,
    18.286,
    'CZ',
  ],
  [
    'GLS ParcelShop Ostrava-Poruba',
    'PARCEL_SHOP',
    'GLS_CZ',
    'Hlavní třída 583',
    'Ostrava',
    '708 00',
    49.8293,
    18.169,
    'CZ',
  ],
  [
    'Výdejna Plzeň',
    'PARCEL_SHOP',
    'PERSONAL_PICKUP',
    'Americká 42',
    'Plzeň',
    '301 00',
    49.7436,
    13.3797,
    'CZ',
  ],
  [
    'Balíkovna Plzeň Slovany',
    'PARCEL_SHOP',
    'CZECH_POST',
    'Slovanská alej 30',
    'Plzeň',
    '326 00',
    49.7353,
    13.3993,
    'CZ',
  ],
  [
    'Výdejna Olomouc',
    'PARCEL_SHOP',
    'PERSONAL_PICKUP',
    'Třída Svobody 14',
    'Olomouc',
    '779 00',
    49.5938,
    17.2509,
    'CZ',
  ],
  ['Z-BOX Liberec', 'PARCEL_BOX', 'PACKETA', 'Pražská 6', 'Liberec', '460 01', 50.7689, 15.0582, 'CZ'],
  [
    'Výdejna České Budějovice',
    'PARCEL_SHOP',
    'PERSONAL_PICKUP',
    'Lannova třída 9',
    'České Budějovice',
    '370 01',
    48.9745,
    14.48,
    'CZ',
  ],
  [
    'PPL Box Hradec Králové',
    'PARCEL_BOX',
    'PPL',
    'Gočárova třída 1620',
    'Hradec Králové',
    '500 02',
    50.2092,
    15.8393,
    'CZ',
  ],
  [
    'Výdejna Pardubice',
    'PARCEL_SHOP',
    'PERSONAL_PICKUP',
    'Třída Míru 60',
    'Pardubice',
    '530 02',
    50.0379,
    15.779,
    'CZ',
  ],
  [
    'Sklad Zlín (osobní odběr)',
    'HOUSE_ADDRESS',
    'PERSONAL_PICKUP',
    'Tř. Tomáše Bati 5135',
    'Zlín',
    '760 01',
    49.2243,
    17.6627,
    'CZ',
  ],
  [
    'Výdejna Jihlava',
    'PARCEL_SHOP',
    'PERSONAL_PICKUP',
    'Masarykovo náměstí 2',
    'Jihlava',
    '586 01',
    49.3961,
    15.5912,
    'CZ',
  ],
  [
    'Výdajné miesto Bratislava Ružinov',
    'PARCEL_SHOP',
    'PERSONAL_PICKUP',
    'Bajkalská 25',
    'Bratislava',
    '821 01',
    48.1559,
    17.1366,
    'SK',
  ],
  [
    'Packeta Box Bratislava Petržalka',
    'PARCEL_BOX',
    'PACKETA',
    'Einsteinova 18',
    'Bratislava',
    '851 01',
    48.1336,
    17.1074,
    'SK',
  ],
  [
    'Výdajné miesto Košice',
    'PARCEL_SHOP',
    'PERSONAL_PICKUP',
    'Hlavná 68',
    'Košice',
    '040 01',
    48.7208,
    21.2581,
    'SK',
  ],
  ['SPS ParcelShop Žilina', 'PARCEL_SHOP', 'SPS', 'Národná 12', 'Žilina', '010 01', 49.2231, 18.7394, 'SK'],
  [
    'Slovenská pošta Banská Bystrica',
    'PARCEL_SHOP',
    'SLOVAKIA_POST',
    'Partizánska cesta 9',
    'Banská Bystrica',
    '974 01',
    48.7363,
    19.1462,
    'SK',
  ],
  [
    'Výdajné miesto Nitra',
    'PARCEL_SHOP',
    'PERSONAL_PICKUP',
    'Štefánikova trieda 44',
    'Nitra',
    '949 01',
    48.3119,
    18.0869,
    'SK',
  ],
  [
    'Sklad Trnava (osobný odber)',
    'HOUSE_ADDRESS',
    'PERSONAL_PICKUP',
    'Priemyselná 3',
    'Trnava',
    '917 01',
    48.364,
    17.6025,
    'SK',
  ],
];

const OTHER_ROWS: Row[] = [
  [
    'Other Shop Praha',
    'PARCEL_SHOP',
    'PERSONAL_PICKUP',
    'Revoluční 1',
    'Praha',
    '110 00',
    50.0905,
    14.4275,
    'CZ',
  ],
  [
    'Other Shop Brno',
    'PARCEL_SHOP',
    'PERSONAL_PICKUP',
    'Kobližná 2',
    'Brno',
    '602 00',
    49.1951,
    16.6118,
    'CZ',
  ],
  [
    'Other Shop Box Ostrava',
    'PARCEL_BOX',
    'PACKETA',
    'Stodolní 8',
    'Ostrava',
    '702 00',
    49.8375,
    18.2822,
    'CZ',
  ],
];

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
  const [name, type, carrier, line1, city, zipCode, latitude, longitude, countryCode] = row;
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

export const demoPlaces = () => DEMO_ROWS.map((row, i) => placeFromRow(row, i, DEMO_ESHOP));
export const otherPlaces = () => OTHER_ROWS.map((row, i) => placeFromRow(row, i, OTHER_ESHOP));

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
