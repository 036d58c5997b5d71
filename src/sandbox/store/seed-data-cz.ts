// Data tables of the demo orders (see seed-orders.ts): Czech and Slovak people, places, products
// and carriers, plus the seeded random source and the small generators that draw from the tables.
// Everything is invented; links point at https://sandbox.example placeholders.

import type { Address, Money } from '@/contract/orders/money-address';
import type { Product } from '@/contract/orders/products';
import type { OrderCarrier } from '@/contract/orders/states';
import { productImagePath } from './product-images';

export type Country = 'CZ' | 'SK';

/** First and last name; the surname already has the form that matches the first name. */
export const PEOPLE: Record<Country, readonly (readonly [string, string])[]> = {
  CZ: [
    ['Jan', 'Novák'],
    ['Petra', 'Svobodová'],
    ['Tomáš', 'Dvořák'],
    ['Lucie', 'Černá'],
    ['Martin', 'Procházka'],
    ['Kateřina', 'Kučerová'],
    ['Jakub', 'Veselý'],
    ['Tereza', 'Horáková'],
    ['Ondřej', 'Němec'],
    ['Eva', 'Marková'],
    ['Lukáš', 'Pokorný'],
    ['Veronika', 'Pospíšilová'],
    ['Pavel', 'Hájek'],
    ['Barbora', 'Jelínková'],
    ['David', 'Král'],
    ['Markéta', 'Růžičková'],
    ['Jiří', 'Beneš'],
    ['Zuzana', 'Fialová'],
    ['Michal', 'Sedláček'],
    ['Hana', 'Doležalová'],
    ['Vojtěch', 'Zeman'],
    ['Alena', 'Kolářová'],
    ['Filip', 'Navrátil'],
    ['Klára', 'Čermáková'],
  ],
  SK: [
    ['Martin', 'Kováč'],
    ['Zuzana', 'Horváthová'],
    ['Peter', 'Varga'],
    ['Jana', 'Tóthová'],
    ['Michal', 'Baláž'],
    ['Lucia', 'Szabóová'],
    ['Tomáš', 'Molnár'],
    ['Katarína', 'Nagyová'],
    ['Marek', 'Lukáč'],
    ['Monika', 'Kollárová'],
    ['Juraj', 'Hudák'],
    ['Simona', 'Bieliková'],
  ],
};

export const EMAIL_DOMAINS: Record<Country, readonly string[]> = {
  CZ: ['seznam.cz', 'email.cz', 'gmail.com', 'centrum.cz', 'post.cz'],
  SK: ['azet.sk', 'gmail.com', 'zoznam.sk', 'centrum.sk'],
};

export interface City {
  city: string;
  postalCodes: readonly string[];
  region: string;
  latitude: number;
  longitude: number;
}

/** Approximate city-centre coordinates; addresses get a small deterministic offset around them. */
export const CITIES: Record<Country, readonly City[]> = {
  CZ: [
    {
      city: 'Praha',
      postalCodes: ['110 00', '120 00', '130 00', '140 00', '150 00', '160 00', '170 00'],
      region: 'Hlavní město Praha',
      latitude: 50.0755,
      longitude: 14.4378,
    },
    {
      city: 'Brno',
      postalCodes: ['602 00', '612 00', '615 00', '625 00'],
      region: 'Jihomoravský kraj',
      latitude: 49.1951,
      longitude: 16.6068,
    },
    {
      city: 'Ostrava',
      postalCodes: ['702 00', '708 00', '709 00'],
      region: 'Moravskoslezský kraj',
      latitude: 49.8209,
      longitude: 18.2625,
    },
    {
      city: 'Plzeň',
      postalCodes: ['301 00', '323 00', '326 00'],
      region: 'Plzeňský kraj',
      latitude: 49.7384,
      longitude: 13.3736,
    },
    {
      city: 'Olomouc',
      postalCodes: ['779 00'],
      region: 'Olomoucký kraj',
      latitude: 49.5938,
      longitude: 17.2509,
    },
    {
      city: 'Liberec',
      postalCodes: ['460 01', '460 07'],
      region: 'Liberecký kraj',
      latitude: 50.7663,
      longitude: 15.0543,
    },
    {
      city: 'České Budějovice',
      postalCodes: ['370 01', '370 05'],
      region: 'Jihočeský kraj',
      latitude: 48.9745,
      longitude: 14.4743,
    },
    {
      city: 'Hradec Králové',
      postalCodes: ['500 02', '500 03'],
      region: 'Královéhradecký kraj',
      latitude: 50.2092,
      longitude: 15.8328,
    },
    {
      city: 'Pardubice',
      postalCodes: ['530 02', '530 03'],
      region: 'Pardubický kraj',
      latitude: 50.0343,
      longitude: 15.7812,
    },
    {
      city: 'Zlín',
      postalCodes: ['760 01', '760 05'],
      region: 'Zlínský kraj',
      latitude: 49.2265,
      longitude: 17.6707,
    },
    {
      city: 'Jihlava',
      postalCodes: ['586 01'],
      region: 'Kraj Vysočina',
      latitude: 49.3961,
      longitude: 15.5912,
    },
    {
      city: 'Ústí nad Labem',
      postalCodes: ['400 01', '400 03'],
      region: 'Ústecký kraj',
      latitude: 50.6607,
      longitude: 14.0323,
    },
  ],
  SK: [
    {
      city: 'Bratislava',
      postalCodes: ['811 01', '821 08', '831 04', '851 01'],
      region: 'Bratislavský kraj',
      latitude: 48.1486,
      longitude: 17.1077,
    },
    {
      city: 'Košice',
      postalCodes: ['040 01', '040 11'],
      region: 'Košický kraj',
      latitude: 48.7164,
      longitude: 21.2611,
    },
    {
      city: 'Žilina',
      postalCodes: ['010 01'],
      region: 'Žilinský kraj',
      latitude: 49.2231,
      longitude: 18.7394,
    },
    {
      city: 'Banská Bystrica',
      postalCodes: ['974 01'],
      region: 'Banskobystrický kraj',
      latitude: 48.7395,
      longitude: 19.1535,
    },
    {
      city: 'Nitra',
      postalCodes: ['949 01'],
      region: 'Nitriansky kraj',
      latitude: 48.3069,
      longitude: 18.0865,
    },
    {
      city: 'Trnava',
      postalCodes: ['917 01'],
      region: 'Trnavský kraj',
      latitude: 48.3774,
      longitude: 17.5872,
    },
    {
      city: 'Prešov',
      postalCodes: ['080 01'],
      region: 'Prešovský kraj',
      latitude: 48.9976,
      longitude: 21.2391,
    },
  ],
};

/** Street names found in most towns of each country. */
export const STREETS: Record<Country, readonly string[]> = {
  CZ: [
    'Masarykova',
    'Husova',
    'Palackého',
    'Nádražní',
    'Komenského',
    'Jiráskova',
    'Tyršova',
    'Smetanova',
    'Havlíčkova',
    'Žižkova',
    'Riegrova',
    'Sokolská',
    'Dukelských hrdinů',
    'Školní',
    'Zahradní',
    'Lidická',
  ],
  SK: [
    'Hlavná',
    'Štúrova',
    'Hviezdoslavova',
    'Obchodná',
    'Mierová',
    'Kollárova',
    'Športová',
    'Záhradnícka',
    'Školská',
    'Nám. SNP',
    'Jesenského',
    'Kuzmányho',
  ],
};

export const STAFF = ['Lucie Benešová', 'Tomáš Marek', 'Jana Vlčková', 'Radek Urban'] as const;

export interface CatalogItem {
  type: 'PRODUCT' | 'DIGITAL_PRODUCT' | 'SERVICE' | 'GIFT';
  sku: string;
  name: string;
  description: string;
  /** Unit price including VAT in CZK; EUR prices are derived from it. */
  priceCzk: number;
  /** Only for a SERVICE that belongs to another product (referencedSku). */
  refersTo?: string;
}

export const CATALOG: readonly CatalogItem[] = [
  {
    type: 'PRODUCT',
    sku: 'NB-LEN-T14-G5',
    name: 'Lenovo ThinkPad T14 Gen 5',
    description: '14" notebook, Ryzen 7, 32 GB RAM, 1 TB SSD',
    priceCzk: 34990,
  },
  {
    type: 'SERVICE',
    sku: 'WAR-EXT-3Y',
    name: 'Prodloužená záruka na 3 roky',
    description: 'Prodloužení záruky notebooku na 36 měsíců',
    priceCzk: 2490,
    refersTo: 'NB-LEN-T14-G5',
  },
  {
    type: 'PRODUCT',
    sku: 'MS-LOG-MX3S',
    name: 'Logitech MX Master 3S',
    description: 'Bezdrátová myš, grafitová',
    priceCzk: 2390,
  },
  {
    type: 'PRODUCT',
    sku: 'BAG-TH-15',
    name: 'Brašna na notebook 15,6"',
    description: 'Odolná brašna s popruhem',
    priceCzk: 890,
  },
  {
    type: 'PRODUCT',
    sku: 'KIT-MOKA-6',
    name: 'Moka konvička Bialetti 6 šálků',
    description: 'Hliníková konvička na espresso',
    priceCzk: 749,
  },
  {
    type: 'PRODUCT',
    sku: 'KIT-KNIFE-20',
    name: 'Kuchařský nůž 20 cm',
    description: 'Nerezová ocel, dřevěná rukojeť',
    priceCzk: 1290,
  },
  {
    type: 'PRODUCT',
    sku: 'HOME-LAMP-LED',
    name: 'Stolní LED lampa',
    description: 'Stmívatelná, 3 teploty světla',
    priceCzk: 1190,
  },
  {
    type: 'PRODUCT',
    sku: 'TOY-LEGO-10311',
    name: 'LEGO Icons Orchidej',
    description: 'Stavebnice pro dospělé, 608 dílků',
    priceCzk: 1299,
  },
  {
    type: 'PRODUCT',
    sku: 'BOOK-HRABAL-OV',
    name: 'Bohumil Hrabal: Ostře sledované vlaky',
    description: 'Kniha, vázaná',
    priceCzk: 299,
  },
  {
    type: 'DIGITAL_PRODUCT',
    sku: 'EBOOK-CAPEK-VM',
    name: 'Karel Čapek: Válka s mloky (e-kniha)',
    description: 'E-kniha ve formátech EPUB a PDF',
    priceCzk: 149,
  },
  {
    type: 'PRODUCT',
    sku: 'COS-SHAMPOO-250',
    name: 'Přírodní šampon 250 ml',
    description: 'Pro suché vlasy, bez parabenů',
    priceCzk: 219,
  },
  {
    type: 'PRODUCT',
    sku: 'SPORT-BOTTLE-07',
    name: 'Sportovní láhev 0,7 l',
    description: 'Tritan, bez BPA',
    priceCzk: 249,
  },
  {
    type: 'PRODUCT',
    sku: 'SPORT-YOGA-MAT',
    name: 'Podložka na jógu',
    description: 'Protiskluzová, 6 mm',
    priceCzk: 690,
  },
  {
    type: 'PRODUCT',
    sku: 'TEA-SENCHA-100',
    name: 'Zelený čaj Sencha 100 g',
    description: 'Sypaný japonský čaj',
    priceCzk: 189,
  },
  {
    type: 'PRODUCT',
    sku: 'AUDIO-JBL-FLIP6',
    name: 'JBL Flip 6',
    description: 'Přenosný Bluetooth reproduktor',
    priceCzk: 2790,
  },
  {
    type: 'GIFT',
    sku: 'GIFT-SAMPLE-TEA',
    name: 'Dárek: vzorek čaje',
    description: 'Ke každé objednávce nad 1 000 Kč',
    priceCzk: 0,
  },
  {
    type: 'PRODUCT',
    sku: 'DOCK-USB-C-11',
    name: 'USB-C dokovací stanice 11 v 1',
    description: 'HDMI, DisplayPort, LAN, 100 W PD',
    priceCzk: 2990,
  },
];

export interface CarrierInfo {
  carrier: OrderCarrier;
  /** Shown in shipping costs and e-mails. */
  label: string;
  /** Tracking number from a deterministic digit source. */
  trackingNumber: (digits: (n: number) => string) => string;
}

export const CARRIER_INFO = {
  PACKETA: { carrier: 'PACKETA', label: 'Zásilkovna', trackingNumber: (d) => `Z${d(10)}` },
  PPL: { carrier: 'PPL', label: 'PPL', trackingNumber: (d) => `4${d(10)}` },
  DPD_CZ: { carrier: 'DPD_CZ', label: 'DPD', trackingNumber: (d) => `1${d(13)}` },
  CZECH_POST: { carrier: 'CZECH_POST', label: 'Česká pošta', trackingNumber: (d) => `DR${d(9)}CZ` },
  GLS_CZ: { carrier: 'GLS_CZ', label: 'GLS', trackingNumber: (d) => `9${d(10)}` },
  SLOVAKIA_POST: { carrier: 'SLOVAKIA_POST', label: 'Slovenská pošta', trackingNumber: (d) => `EE${d(9)}SK` },
  DPD_SK: { carrier: 'DPD_SK', label: 'DPD', trackingNumber: (d) => `1${d(13)}` },
  GLS_SK: { carrier: 'GLS_SK', label: 'GLS', trackingNumber: (d) => `9${d(10)}` },
} as const satisfies Record<string, CarrierInfo>;
export type CarrierKey = keyof typeof CARRIER_INFO;

/** Carriers by destination type and country, by key of CARRIER_INFO. */
type DestinationKind = 'PARCEL_SHOP' | 'PARCEL_BOX' | 'HOUSE_ADDRESS';
export const CARRIERS_FOR: Record<Country, Record<DestinationKind, readonly CarrierKey[]>> = {
  CZ: {
    PARCEL_SHOP: ['PACKETA', 'PPL', 'DPD_CZ', 'CZECH_POST'],
    PARCEL_BOX: ['PACKETA', 'PPL'],
    HOUSE_ADDRESS: ['PPL', 'DPD_CZ', 'GLS_CZ', 'CZECH_POST'],
  },
  SK: {
    PARCEL_SHOP: ['PACKETA', 'SLOVAKIA_POST'],
    PARCEL_BOX: ['PACKETA'],
    HOUSE_ADDRESS: ['DPD_SK', 'GLS_SK', 'SLOVAKIA_POST'],
  },
};

/** What a pickup place of a carrier is called (shop, box). */
export const PLACE_NAMES: Partial<Record<CarrierKey, { shop: string; box: string }>> = {
  PACKETA: { shop: 'Zásilkovna výdejní místo', box: 'Z-BOX' },
  PPL: { shop: 'PPL Parcelshop', box: 'PPL Parcelbox' },
  DPD_CZ: { shop: 'DPD Pickup', box: 'DPD Pickup Station' },
  CZECH_POST: { shop: 'Balíkovna', box: 'BalíkoBOX' },
  SLOVAKIA_POST: { shop: 'Pošta', box: 'BalíkoBOX' },
};

export const BUSINESS_HOURS = [
  'Po–Pá 8:00–20:00, So 9:00–12:00',
  'Po–Ne 7:00–22:00',
  'Po–Pá 9:00–18:00',
  'Nonstop',
] as const;

export const STAFF_NOTES = [
  'Zákazník volal, prosí o doručení až po 16. hodině.',
  'Zákazník žádá pečlivé zabalení, jde o dárek.',
  'Ověřeno telefonicky u dopravce, zásilka je v pořádku na cestě.',
  'Faktura přepsána na firmu podle požadavku zákazníka.',
  'Zákazník se ptal na termín doručení, informován e-mailem.',
] as const;

/** Subjects of the customer e-mails, by workflow state. */
export const EMAIL_SUBJECTS: Record<string, string> = {
  ORDER_ACCEPTED: 'Objednávka přijata',
  HANDED_TO_CARRIER: 'Zásilka je na cestě',
  READY_TO_PICKUP: 'Zásilka čeká na výdejním místě',
  READY_TO_PICKUP_BOX: 'Zásilka čeká v boxu',
  DELIVERED: 'Zásilka doručena',
  DELIVERY_DELAYED: 'Doručení se zpozdí',
  NOT_PICKED_UP_3DAYS: 'Připomínka: zásilka čeká 3 dny',
  LAST_PICKUP_DAY: 'Dnes je poslední den pro vyzvednutí',
  INCORRECT_ADDRESS: 'Nepodařilo se doručit: chybná adresa',
  RETURNING: 'Zásilka se vrací odesílateli',
  RETURNED: 'Zásilka vrácena',
  CANCELLED: 'Objednávka zrušena',
};

/** Carrier event texts of TRACKING records, by delivery state. */
export const TRACKING_TEXTS: Record<string, string> = {
  CREATED: 'Zásilka vytvořena',
  PICKING: 'Objednávka se vychystává na skladě',
  READY_TO_SEND: 'Zásilka zabalena a připravena k odeslání',
  HANDED_TO_CARRIER: 'Zásilka převzata dopravcem',
  IN_TRANSIT: 'Zásilka je na cestě',
  STORED_FOR_PICKUP: 'Zásilka připravena k vyzvednutí',
  DELIVERED: 'Zásilka doručena',
  RETURNED: 'Zásilka vrácena odesílateli',
  CANCELLED: 'Zásilka zrušena',
};

// ---- The seeded random source and the small generators built on the tables above. ----

export const MIN = 60_000;
export const HOUR = 60 * MIN;
export const DAY = 24 * HOUR;

/** mulberry32: a tiny 32-bit PRNG, good enough for demo data and fully reproducible. */
function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export class Rng {
  private readonly next: () => number;
  constructor(seed: number) {
    this.next = mulberry32(seed);
  }
  float(): number {
    return this.next();
  }
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }
  /** A duration between two bounds, whole minutes. */
  span(min: number, max: number): number {
    return Math.round((min + this.next() * (max - min)) / MIN) * MIN;
  }
  chance(p: number): boolean {
    return this.next() < p;
  }
  pick<T>(items: readonly T[]): T {
    const item = items[this.int(0, items.length - 1)];
    if (item === undefined) throw new Error('pick from an empty list');
    return item;
  }
  digits(n: number): string {
    return Array.from({ length: n }, () => this.int(0, 9)).join('');
  }
  hex(n: number): string {
    return Array.from({ length: n }, () => this.int(0, 15).toString(16)).join('');
  }
  /** A version 4 UUID with the RFC 4122 variant. */
  uuid(): string {
    const variant = this.pick(['8', '9', 'a', 'b']);
    return `${this.hex(8)}-${this.hex(4)}-4${this.hex(3)}-${variant}${this.hex(3)}-${this.hex(12)}`;
  }
}

/** FNV-1a of a text: the seed of each order, so orders do not depend on one another. */
export function seedOf(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return h >>> 0;
}

export const iso = (ms: number) => new Date(Math.floor(ms / 1000) * 1000).toISOString().replace('.000Z', 'Z');
export const round2 = (n: number) => Math.round(n * 100) / 100;
/** "Kolářová" → "kolarova", for e-mail addresses. */
export const fold = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z]/g, '');

export function nth<T>(items: readonly T[], i: number): T {
  const item = items[i % items.length];
  if (item === undefined) throw new Error('index into an empty list');
  return item;
}

/** Mobile prefixes in use in each country. */
const MOBILE_PREFIXES: Record<Country, readonly string[]> = {
  CZ: ['602', '603', '605', '608', '720', '724', '731', '736', '739', '774', '777'],
  SK: ['901', '903', '905', '908', '910', '915', '917', '940', '944', '949'],
};

export const phone = (rng: Rng, country: Country) =>
  `${country === 'CZ' ? '+420' : '+421'} ${rng.pick(MOBILE_PREFIXES[country])} ${rng.digits(3)} ${rng.digits(3)}`;

/** A CZK price in the country's currency; EUR prices are rounded up to x.90. */
export function money(czk: number, country: Country): Money {
  if (country === 'CZ') return { amount: czk, currency: 'CZK' };
  return { amount: czk === 0 ? 0 : round2(Math.ceil(czk / 25) - 0.1), currency: 'EUR' };
}

/** Czech/Slovak company number (IČO): seven digits and a mod-11 check digit. */
export function companyNumber(rng: Rng): string {
  const d = `${rng.int(1, 9)}${rng.digits(6)}`;
  const sum = [...d].reduce((s, c, i) => s + Number(c) * (8 - i), 0);
  return d + String((11 - (sum % 11)) % 10);
}

export function address(rng: Rng, country: Country, city = rng.pick(CITIES[country])): Address {
  const street = rng.pick(STREETS[country]);
  return {
    line1:
      country === 'CZ' ? `${street} ${rng.int(1, 2999)}/${rng.int(1, 60)}` : `${street} ${rng.int(1, 120)}`,
    city: city.city,
    postalCode: rng.pick(city.postalCodes),
    region: city.region,
    countryCode: country,
    latitude: Math.round((city.latitude + (rng.float() - 0.5) * 0.06) * 1e5) / 1e5,
    longitude: Math.round((city.longitude + (rng.float() - 0.5) * 0.08) * 1e5) / 1e5,
  };
}

export const bySku = (sku: string) =>
  nth(
    CATALOG.filter((c) => c.sku === sku),
    0,
  );
const slug = (sku: string) => sku.toLowerCase();
export const recommended = (c: CatalogItem, country: Country) => ({
  type: c.type,
  sku: c.sku,
  name: c.name,
  description: c.description,
  price: money(c.priceCzk, country),
  url: `https://sandbox.example/eshop/produkty/${slug(c.sku)}`,
  // A path of the image store (product-images.ts): the order route makes it an absolute URL.
  image: productImagePath(c.sku),
});
/** An order line; VAT is the standard rate of the country (21 % in CZ, 23 % in SK since 2025). */
export const product = (c: CatalogItem, quantity: number, country: Country): Product => ({
  ...recommended(c, country),
  vat: country === 'CZ' ? 21 : 23,
  quantity,
  referencedSku: c.refersTo,
});
export const isPhysical = (p: { type?: string }) => p.type === 'PRODUCT' || p.type === 'GIFT';
