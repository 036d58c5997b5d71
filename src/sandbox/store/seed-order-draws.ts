// The parts of a demo order, drawn one by one from the order's seeded random source: the customer,
// the destination, the products, the costs, the payment and the documents. seed-orders.ts calls
// them in a fixed order: each draw moves the source on, so that order is part of the demo data.

import type { CountryCode } from '@/contract/places';
import type { Destination } from '@/contract/orders/money-address';
import type { AdditionalCost, Payment } from '@/contract/orders/payment';
import type { Product } from '@/contract/orders/products';
import {
  CARRIER_INFO,
  CARRIERS_FOR,
  CATALOG,
  PLACE_NAMES,
  type CarrierInfo,
  type CatalogItem,
} from './seed-catalog';
import { CITIES, EMAIL_DOMAINS, PEOPLE, type City } from './seed-data-cz';
import { address, bySku, companyNumber, isPhysical, money, phone, product } from './seed-draw';
import { SHOWCASE_PLACE_NAME, type Plan } from './seed-order-plan';
import { demoPlaces } from './seed-places';
import { fold, round2, type Rng } from './seed-random';
import { BUSINESS_HOURS } from './seed-texts-cz';

function showcaseDestination(drawn: Destination): Destination {
  const place = demoPlaces().find((p) => p.name === SHOWCASE_PLACE_NAME)!;
  const { line1, city, zipCode, gps } = place.location;
  return {
    type: 'PARCEL_SHOP',
    address: {
      ...drawn.address,
      line1,
      line2: place.name,
      city,
      postalCode: zipCode,
      region: 'Hlavní město Praha',
      latitude: gps?.latitude,
      longitude: gps?.longitude,
    },
    parcelShop: {
      carrier: 'PACKETA',
      // The seed's places are the sandbox's own, with a country the documents list.
      countryCode: place.countryCode as CountryCode,
      parcelShopId: place.originPickupPlaceId,
      pickupPlaceId: place.id,
      businessHours: drawn.parcelShop?.businessHours,
    },
  };
}

/** Products of an order; at least `parcels` physical ones so that every parcel carries something. */
export function chooseProducts(rng: Rng, plan: Plan, parcels: number): Product[] {
  const country = plan.country;
  if (plan.showcase) {
    return [
      product(bySku('NB-LEN-T14-G5'), 1, country),
      product(bySku('WAR-EXT-3Y'), 1, country),
      product(bySku('MS-LOG-MX3S'), 1, country),
      product(bySku('BAG-TH-15'), 1, country),
    ];
  }
  const pool = CATALOG.filter((c) => c.type === 'PRODUCT' || c.type === 'DIGITAL_PRODUCT');
  const chosen: CatalogItem[] = [];
  const wanted = rng.int(1, 3);
  while (chosen.length < wanted || chosen.filter(isPhysical).length < parcels) {
    const c = rng.pick(pool);
    if (!chosen.includes(c)) chosen.push(c);
  }
  const items = chosen.map((c) =>
    product(c, c.priceCzk > 1500 || c.type !== 'PRODUCT' ? 1 : rng.int(1, 3), country),
  );
  if (chosen.some((c) => c.sku === 'NB-LEN-T14-G5') && rng.chance(0.6)) {
    items.push(product(bySku('WAR-EXT-3Y'), 1, country));
  }
  const subtotal = chosen.reduce((s, c) => s + c.priceCzk, 0);
  if (subtotal >= 1000 && rng.chance(0.3)) items.push(product(bySku('GIFT-SAMPLE-TEA'), 1, country));
  return items;
}

/** Shipping price in CZK and how the cost is named, by destination type. */
const SHIPPING = {
  PARCEL_SHOP: [79, 'výdejní místo'],
  PARCEL_BOX: [69, 'box'],
  HOUSE_ADDRESS: [129, 'doručení na adresu'],
} as const;

/** The customer: name, e-mail, phone, and the home address in a city of the country. */
export function drawCustomer(rng: Rng, plan: Plan) {
  const { country } = plan;
  const [first, last] = rng.pick(PEOPLE[country]);
  const name = `${first} ${last}`;
  const [f, l] = [fold(first), fold(last)];
  const local = rng.pick([`${f}.${l}`, `${l}.${f}`, `${f}${l}${rng.int(70, 99)}`]);
  const email = `${local}@${rng.pick(EMAIL_DOMAINS[country])}`;
  const customerPhone = phone(rng, country);
  const city = rng.pick(CITIES[country]);
  const home = address(rng, country, city);
  return { last, name, email, customerPhone, city, home };
}
export type Customer = ReturnType<typeof drawCustomer>;

/** The carrier and where it delivers: the home address, or a pickup place of the carrier in the city. */
export function drawDestination(rng: Rng, plan: Plan, customer: Customer) {
  const { country } = plan;
  const { city, home } = customer;
  const carrierKey = plan.showcase ? 'PACKETA' : rng.pick(CARRIERS_FOR[country][plan.dest]);
  const carrier: CarrierInfo = CARRIER_INFO[carrierKey];
  const box = plan.dest === 'PARCEL_BOX';
  let destination: Destination = { type: plan.dest, address: home };
  if (plan.dest !== 'HOUSE_ADDRESS') {
    destination = pickupDestination(rng, plan, city, carrierKey);
    // The showcase goes to one of the demo e-shop's own places, so the order page can show that
    // place as it is now (the random draws above still happen: every other order stays the same).
    if (plan.showcase) destination = showcaseDestination(destination);
  }
  return { carrier, box, destination };
}

function pickupDestination(
  rng: Rng,
  plan: Plan,
  city: City,
  carrierKey: keyof typeof CARRIER_INFO,
): Destination {
  const { country } = plan;
  const carrier: CarrierInfo = CARRIER_INFO[carrierKey];
  const box = plan.dest === 'PARCEL_BOX';
  const names = PLACE_NAMES[carrierKey] ?? { shop: carrier.label, box: carrier.label };
  return {
    type: plan.dest,
    address: { ...address(rng, country, city), line2: `${box ? names.box : names.shop} ${city.city}` },
    parcelShop: {
      carrier: carrier.carrier,
      countryCode: country,
      parcelShopId: rng.digits(5),
      pickupPlaceId: rng.uuid(),
      businessHours: box ? 'Nonstop' : rng.pick(BUSINESS_HOURS),
    },
  };
}

/** How many parcels the order is sent in. */
export function drawParcelCount(rng: Rng, plan: Plan): number {
  if (plan.showcase || plan.state === 'PARTIALLY_DELIVERED') return 2;
  return (plan.state === 'DELIVERED' || plan.state === 'IN_TRANSIT') && rng.chance(0.25) ? 2 : 1;
}

/** Shipping, cash on delivery and packing, and the order's total with the products. */
export function drawCosts(rng: Rng, plan: Plan, carrier: CarrierInfo, products: Product[]) {
  const { country } = plan;
  const m = (czk: number) => money(czk, country);
  const [shippingCzk, shippingName] = SHIPPING[plan.dest];
  const additionalCosts: AdditionalCost[] = [
    { type: 'SHIPPING', price: m(shippingCzk), name: `${carrier.label} – ${shippingName}` },
  ];
  if (plan.pay === 'COD') additionalCosts.push({ type: 'CASH_ON_DELIVERY', price: m(39), name: 'Dobírka' });
  if (plan.showcase || rng.chance(0.2)) {
    additionalCosts.push({ type: 'PACKING', price: m(49), name: 'Dárkové balení' });
  }
  const total = round2(
    products.reduce((s, p) => s + (p.price?.amount ?? 0) * (p.quantity ?? 1), 0) +
      additionalCosts.reduce((s, c) => s + c.price.amount, 0),
  );
  const currency = country === 'CZ' ? 'CZK' : 'EUR';
  return { additionalCosts, total, currency } as const;
}

/**
 * Payment (spec 001, 2.1): the deprecated `paid` mirrors `state` where it is filled at all; an
 * order of the deprecated shape (`deprecated`) fills the deprecated fields elsewhere too.
 */
export function drawPayment(rng: Rng, plan: Plan) {
  const deprecated = !plan.showcase && rng.chance(0.35);
  const payState: Payment['state'] =
    plan.pay === 'CARD'
      ? 'PAID'
      : plan.pay === 'COD'
        ? plan.state === 'DELIVERED'
          ? 'PAID'
          : 'UNPAID'
        : plan.state === 'CREATED' || plan.state === 'CANCELLED'
          ? 'UNPAID'
          : 'PAID';
  const awaiting = plan.pay === 'BANK' && payState === 'UNPAID';
  const payment: Payment = {
    paid: deprecated ? payState === 'PAID' : undefined,
    state: payState,
    tag: awaiting ? (plan.state === 'CREATED' ? 'AWAITING_1DAY' : 'AWAITING_5DAYS') : undefined,
    method: plan.pay === 'CARD' ? 'CARD' : plan.pay === 'COD' ? 'CASH_ON_DELIVERY' : 'BANK_TRANSFER',
    service: plan.showcase
      ? 'GOOGLE_PAY'
      : plan.pay === 'CARD'
        ? rng.pick(['OTHER', 'APPLE_PAY', 'GOOGLE_PAY'] as const)
        : 'OTHER',
    link: awaiting ? `https://sandbox.example/eshop/platba/${plan.orderNumber}` : undefined,
  };
  return { deprecated, payment };
}

/** The invoice and the pro forma invoice (PDF files), and the links the order page shows. */
export function drawDocuments(rng: Rng, plan: Plan, payState: Payment['state']) {
  const { orderNumber } = plan;
  const pdf = (kind: string) => {
    const name = `${kind}-${orderNumber}.pdf`;
    const url = `https://sandbox.example/files/${plan.id}/${name}`;
    return { id: rng.uuid(), name, url, contentType: 'application/pdf' };
  };
  const invoice =
    payState === 'PAID' || !['CREATED', 'CANCELLED'].includes(plan.state) ? pdf('faktura') : undefined;
  const proforma = plan.showcase || plan.pay === 'BANK' ? pdf('proforma') : undefined;
  const files = [proforma, invoice].filter((file) => file !== undefined);
  const externalLinks = [
    ...(invoice ? [{ name: 'Faktura', url: invoice.url, icon: 'FILE' as const }] : []),
    {
      name: 'Reklamace a vrácení',
      url: `https://sandbox.example/eshop/reklamace?objednavka=${orderNumber}`,
      icon: 'LINK' as const,
    },
  ];
  return { invoice, proforma, files, externalLinks };
}

/** The company the customer buys for, if any (its name from the customer's surname). */
export function drawCompany(rng: Rng, plan: Plan, customer: Customer) {
  const { country } = plan;
  const company = plan.showcase || rng.chance(0.25);
  const crn = companyNumber(rng);
  const legalForm = country === 'CZ' ? 's.r.o.' : 's. r. o.';
  const companyName = `${customer.last} ${rng.pick(['Software', 'Design', 'Consulting', 'Trade'])} ${legalForm}`;
  const vatId = country === 'CZ' ? `CZ${crn}` : `SK20${rng.digits(8)}`;
  return company ? { companyName, crn, vatId } : {};
}
