// The small generators of the demo orders that draw from the data tables (seed-data-cz.ts,
// seed-catalog.ts) with the seeded random source (seed-random.ts).

import type { Address, Money } from '@/contract/orders/money-address';
import type { Product } from '@/contract/orders/products';
import { productImagePath } from './product-images';
import { CATALOG, type CatalogItem } from './seed-catalog';
import { CITIES, STREETS, type Country } from './seed-data-cz';
import { nth, round2, type Rng } from './seed-random';

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
