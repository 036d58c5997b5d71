// Deterministic demo orders of the sandbox (spec 001, 2.1-2.3). A seeded PRNG (mulberry32) and a
// fixed base date make every run produce the same data; nothing is fetched or sent anywhere.

import { ORDER_STATES } from '@/contract/enums';
import type { CountryCode, DestinationType } from '@/contract/places';
import type { Destination } from '@/contract/orders/money-address';
import { OrderSchema, type Order } from '@/contract/orders/order';
import { checkedStoredJson } from '@/server/stored-json';
import type { ParcelState } from '@/contract/orders/parcel-state';
import type { Parcel } from '@/contract/orders/parcels';
import type { AdditionalCost, Payment } from '@/contract/orders/payment';
import type { Product } from '@/contract/orders/products';
import type { DeliveryState, OrderState } from '@/contract/orders/states';
import type { ShippingEmail, TimelineRecord } from '@/contract/orders/timeline';
import {
  address,
  BUSINESS_HOURS,
  bySku,
  CARRIER_INFO,
  CARRIERS_FOR,
  CATALOG,
  CITIES,
  companyNumber,
  DAY,
  EMAIL_DOMAINS,
  EMAIL_SUBJECTS,
  fold,
  HOUR,
  isPhysical,
  iso,
  MIN,
  money,
  nth,
  PEOPLE,
  phone,
  PLACE_NAMES,
  product,
  recommended,
  Rng,
  round2,
  seedOf,
  STAFF,
  STAFF_NOTES,
  TRACKING_TEXTS,
  type CarrierInfo,
  type CatalogItem,
  type Country,
} from './seed-data-cz';
import { DEMO_ESHOP, OTHER_ESHOP } from './demo-ids';
import { demoPlaces } from './seed-places';

/** The demo place the showcase order is sent to: a Packeta parcel shop, like its carrier. */
export const SHOWCASE_PLACE_NAME = 'Zásilkovna Praha Karlín';

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

export const SEED_BASE_DATE = '2026-11-01T08:00:00Z';
const MARKETS = {
  demo: { CZ: 'eeeeeeee-eeee-4eee-8eee-eeeeeeeeee01', SK: 'eeeeeeee-eeee-4eee-8eee-eeeeeeeeee02' },
  other: { CZ: 'eeeeeeee-eeee-4eee-8eee-eeeeeeeeee11', SK: 'eeeeeeee-eeee-4eee-8eee-eeeeeeeeee12' },
} as const;

const BASE = Date.parse(SEED_BASE_DATE);

/** The documented values only: the seed writes these (grown data adds others: seed-grown.ts). */
type DestType = DestinationType;
type WorkflowState = NonNullable<ShippingEmail['state']>;
type PayKind = 'CARD' | 'COD' | 'BANK';
interface Plan {
  accountId: 'demo' | 'other';
  id: string;
  orderNumber: string;
  state: OrderState;
  country: Country;
  dest: DestType;
  pay: PayKind;
  showcase?: boolean;
  special?: 'MALFUNCTION' | 'SUSPENDED';
}

/** One step of a parcel's delivery, i.e. one TRACKING record. */
interface Step extends Pick<ParcelState, 'important' | 'urgent' | 'deliverToday' | 'returning'> {
  delivery: DeliveryState;
  text?: string;
  at: number;
}
/** A timeline record whose times are relative to the order's creation until t0 is known. */
interface Ev {
  at: number;
  make: (t: (rel: number) => string) => TimelineRecord;
}

/** The TRACKING steps a parcel went through, by order state (the spec does not show transitions, 3). */
function stepsFor(plan: Plan, role: number, rng: Rng): Omit<Step, 'at'>[] {
  const pickup = plan.dest !== 'HOUSE_ADDRESS';
  const shipped: Omit<Step, 'at'>[] = (
    ['CREATED', 'PICKING', 'READY_TO_SEND', 'HANDED_TO_CARRIER', 'IN_TRANSIT'] as const
  ).map((delivery) => ({ delivery }));
  const arrived = pickup ? [...shipped, { delivery: 'STORED_FOR_PICKUP' as const }] : shipped;
  const done = {
    delivery: 'DELIVERED' as const,
    text: pickup ? 'Zásilka vyzvednuta příjemcem' : 'Zásilka doručena',
  };
  switch (plan.state) {
    case 'CREATED':
      return shipped.slice(0, 1);
    case 'PICKING':
      return shipped.slice(0, 2);
    case 'IN_TRANSIT':
      return shipped;
    case 'PARTIALLY_DELIVERED':
      return role === 0 ? [...arrived, done] : shipped;
    case 'DELIVERED':
      return [...arrived, done];
    case 'UNDELIVERED':
      return pickup
        ? arrived
        : [
            ...shipped,
            {
              delivery: 'IN_TRANSIT',
              urgent: 'INCORRECT_ADDRESS',
              text: 'Doručení se nezdařilo: adresát na uvedené adrese neznámý',
            },
          ];
    case 'CANCELLED':
      return [...shipped.slice(0, rng.chance(0.5) ? 2 : 1), { delivery: 'CANCELLED' }];
    case 'RETURNED':
      // The way back: IN_TRANSIT again with returning set, then RETURNED.
      return [
        ...arrived,
        pickup
          ? {
              delivery: 'IN_TRANSIT',
              returning: true,
              important: 'RETURNING',
              text: 'Zásilka nebyla vyzvednuta, vrací se odesílateli',
            }
          : {
              delivery: 'IN_TRANSIT',
              returning: true,
              urgent: 'REJECTED_TAKEOVER',
              text: 'Adresát odmítl převzetí, zásilka se vrací odesílateli',
            },
        { delivery: 'RETURNED' },
      ];
  }
}

/** Time from the previous step to this one. */
function gap(
  step: Omit<Step, 'at'>,
  prev: Omit<Step, 'at'> | undefined,
  rng: Rng,
  storeDays: number,
): number {
  switch (step.delivery) {
    case 'CREATED':
      return 0;
    case 'PICKING':
      return rng.span(1 * HOUR, 4 * HOUR);
    case 'READY_TO_SEND':
      return rng.span(1 * HOUR, 3 * HOUR);
    case 'HANDED_TO_CARRIER':
      return rng.span(8 * HOUR, 18 * HOUR);
    case 'STORED_FOR_PICKUP':
      return rng.span(10 * HOUR, 20 * HOUR);
    case 'RETURNED':
      return rng.span(24 * HOUR, 72 * HOUR);
    case 'CANCELLED':
      return rng.span(2 * HOUR, 20 * HOUR);
    case 'DELIVERED':
      return prev?.delivery === 'STORED_FOR_PICKUP'
        ? rng.span(2 * HOUR, 60 * HOUR)
        : rng.span(10 * HOUR, 20 * HOUR);
    default:
      if (prev?.delivery === 'STORED_FOR_PICKUP') return storeDays * DAY + rng.span(2 * HOUR, 6 * HOUR);
      return rng.span(6 * HOUR, 12 * HOUR);
  }
}

/** The customer e-mail a step triggers, if any. */
function emailFor(s: Omit<Step, 'at'>, role: number, dest: DestType): WorkflowState | undefined {
  if (s.returning) return 'RETURNING';
  if (s.urgent === 'INCORRECT_ADDRESS') return 'INCORRECT_ADDRESS';
  switch (s.delivery) {
    case 'CREATED':
      return role === 0 ? 'ORDER_ACCEPTED' : undefined;
    case 'STORED_FOR_PICKUP':
      return dest === 'PARCEL_BOX' ? 'READY_TO_PICKUP_BOX' : 'READY_TO_PICKUP';
    case 'HANDED_TO_CARRIER':
    case 'DELIVERED':
    case 'RETURNED':
    case 'CANCELLED':
      return s.delivery;
    default:
      return undefined;
  }
}

const TRACKING_BY_DELIVERY: Partial<Record<DeliveryState, ParcelState['trackingState']>> = {
  CREATED: 'AWAITING',
  PICKING: 'AWAITING',
  READY_TO_SEND: 'AWAITING',
  HANDED_TO_CARRIER: 'TRACKING',
  IN_TRANSIT: 'TRACKING',
  STORED_FOR_PICKUP: 'TRACKING',
  DELIVERED: 'DONE',
  RETURNED: 'DONE',
  CANCELLED: 'CANCELLED',
};
const GROUPS: Partial<Record<DeliveryState, string>> = {
  HANDED_TO_CARRIER: 'SHIPPED',
  IN_TRANSIT: 'SHIPPED',
  STORED_FOR_PICKUP: 'READY_FOR_PICKUP',
  DELIVERED: 'DELIVERED',
  RETURNED: 'RETURNED',
  CANCELLED: 'CANCELLED',
};

interface Ctx {
  plan: Plan;
  rng: Rng;
  email: string;
  carrier: CarrierInfo;
  deprecated: boolean;
  storeDays: number;
}

/** Draws everything of one parcel now; returns the latest relative time and a maker taking t0. */
function draftParcel(
  ctx: Ctx,
  role: number,
  skus: string[],
): { horizon: number; make: (t0: number) => Parcel } {
  const { plan, rng, carrier, storeDays } = ctx;
  const pickup = plan.dest !== 'HOUSE_ADDRESS';
  let at = role * rng.span(1 * MIN, 5 * MIN);
  const steps: Step[] = [];
  for (const s of stepsFor(plan, role, rng)) {
    // A second parcel leaves a day later (e.g. from another warehouse).
    const later = role === 1 && s.delivery === 'HANDED_TO_CARRIER' ? DAY : 0;
    at += gap(s, steps[steps.length - 1], rng, storeDays) + later;
    steps.push({ ...s, at });
  }
  const first = steps[0] as Step;
  const last = steps[steps.length - 1] as Step;
  const find = (d: DeliveryState) => steps.find((s) => s.delivery === d && !s.returning);
  const number = carrier.trackingNumber((n) => rng.digits(n));
  const url = `https://sandbox.example/carriers/${carrier.carrier.toLowerCase()}/track/${number}`;
  const evs: Ev[] = [];
  /**
   * A COMMUNICATION record of a customer e-mail, with its shippingEmail; an ISSUE_COMMUNICATION one
   * says what was written, and carries no shippingEmail (spec 001, 2.3 gives it to COMMUNICATION
   * records only). The same random draws either way, so the rest of the seed stays as it was.
   */
  const mail = (
    rel: number,
    state: WorkflowState,
    type: 'COMMUNICATION' | 'ISSUE_COMMUNICATION' = 'COMMUNICATION',
  ) => {
    const [timelineId, emailId, emailConfigId] = [rng.uuid(), rng.uuid(), rng.uuid()];
    const event = rng.pick(['EMAIL_DELIVERED', 'EMAIL_OPENED', 'EMAIL_CLICKED'] as const);
    const when = rel + rng.span(3 * MIN, 20 * MIN);
    const text = `E-mail „${EMAIL_SUBJECTS[state] ?? state}“ odeslán zákazníkovi`;
    evs.push({
      at: when,
      make: (t) => ({
        timelineId,
        type,
        text,
        created: t(when),
        ...(type === 'COMMUNICATION'
          ? {
              additionalParams: {
                shippingEmail: { recipient: ctx.email, emailId, emailConfigId, state, event, occurred: t(when) },
              },
            }
          : {}),
      }),
    });
  };
  /** An ISSUE_TRACKING record: a ticket in an external helpdesk or at the carrier (spec 001, 2.3). */
  const issue = (rel: number, text: string, kind: string) => {
    const [timelineId, author] = [rng.uuid(), rng.pick(STAFF)];
    const externalUrl = `https://sandbox.example/helpdesk/tickets/${rng.digits(6)}`;
    evs.push({
      at: rel,
      make: (t) => ({
        timelineId,
        type: 'ISSUE_TRACKING',
        text,
        created: t(rel),
        author,
        additionalParams: { issueTracking: { type: kind, externalUrl } },
      }),
    });
  };
  for (const [i, s] of steps.entries()) {
    const id = rng.uuid();
    const { at: rel, text: stepText, ...parcelState } = s;
    const text = stepText ?? TRACKING_TEXTS[s.delivery] ?? s.delivery;
    // The deprecated parcelTrace (spec 001, 9) repeats the carrier event, from the hand-over on.
    const trace =
      ctx.deprecated && i >= 3
        ? { carrier: carrier.carrier, trackingNumber: number, identifier: `${number}-${i}`, text }
        : undefined;
    evs.push({
      at: rel,
      make: (t) => ({
        timelineId: id,
        type: 'TRACKING',
        text,
        created: t(rel),
        additionalParams: {
          parcelState: { ...parcelState, deliverToday: false, returning: s.returning ?? false },
          parcelStateGroup: s.returning ? 'RETURNING' : (GROUPS[s.delivery] ?? 'PROCESSING'),
          ...(trace ? { parcelTrace: { ...trace, occurred: t(rel), created: t(rel + 2 * MIN) } } : {}),
        },
      }),
    });
    const workflow = emailFor(s, role, plan.dest);
    if (workflow)
      mail(rel, workflow, workflow === 'INCORRECT_ADDRESS' ? 'ISSUE_COMMUNICATION' : 'COMMUNICATION');
    if (s.urgent === 'INCORRECT_ADDRESS') {
      issue(rel + rng.span(HOUR, 3 * HOUR), 'Požadavek u dopravce na opravu adresy', 'CARRIER_TICKET');
    }
    if (s.returning) issue(rel + rng.span(HOUR, 4 * HOUR), 'Vratka založena v helpdesku', 'RETURN');
  }
  let horizon = last.at;
  if (plan.state === 'UNDELIVERED' && pickup) {
    if (storeDays > 3) mail(last.at + 3 * DAY, 'NOT_PICKED_UP_3DAYS', 'ISSUE_COMMUNICATION');
    horizon = last.at + (storeDays - 1) * DAY;
    mail(horizon, 'LAST_PICKUP_DAY', 'ISSUE_COMMUNICATION');
    const text = 'Zákazník kontaktován, žádá prodloužení úložní doby';
    issue(horizon + rng.span(HOUR, 2 * HOUR), text, 'HELPDESK_TICKET');
  }
  const delayed =
    last.delivery === 'IN_TRANSIT' && !last.urgent && (plan.showcase ? role === 1 : rng.chance(0.3));
  if (delayed) {
    mail(last.at + HOUR, 'DELIVERY_DELAYED');
    if (plan.showcase) {
      issue(
        last.at + rng.span(2 * HOUR, 3 * HOUR),
        'Dotaz na dopravce kvůli zpoždění zásilky',
        'CARRIER_TICKET',
      );
    }
  }
  if ((plan.showcase && role === 0) || rng.chance(0.25)) {
    const note = rng.pick(STAFF_NOTES);
    const author = rng.pick(STAFF);
    const id = rng.uuid();
    const rel = rng.pick(steps).at + rng.span(15 * MIN, 90 * MIN);
    evs.push({
      at: rel,
      make: (t) => ({ timelineId: id, type: 'NOTE', text: note, created: t(rel), author }),
    });
  }
  horizon = Math.max(horizon, ...evs.map((e) => e.at));

  const labelled = find('READY_TO_SEND');
  const handed = find('HANDED_TO_CARRIER');
  const stored = find('STORED_FOR_PICKUP');
  const delivered = find('DELIVERED');
  const eta = delivered?.at ?? stored?.at ?? (handed ?? labelled)?.at ?? 0;
  const etaRel = delivered || stored ? eta : eta + rng.span(DAY, 2 * DAY) + (delayed ? 2 * DAY : 0);
  // A two-hour window on whole hours around the (expected) delivery.
  const windowFrom = delivered ? delivered.at - rng.span(0, 60 * MIN) : etaRel;
  const ids = { parcel: rng.uuid(), tracking: rng.uuid(), config: rng.uuid() };
  const pin = rng.digits(6);
  const dims = {
    weight: round2(0.2 + rng.float() * 6),
    height: rng.int(5, 40),
    length: rng.int(15, 60),
    width: rng.int(10, 40),
  };
  const trackingState =
    plan.special === 'MALFUNCTION'
      ? 'INVALID_CREDENTIALS'
      : plan.special === 'SUSPENDED'
        ? 'SUSPENDED'
        : TRACKING_BY_DELIVERY[last.delivery];
  const courierPhone = phone(rng, plan.country);
  const pendingDelivery =
    !pickup && handed && !delivered && !last.urgent && !last.returning && last.delivery !== 'RETURNED';

  return {
    horizon,
    make: (t0) => {
      const t = (rel: number) => iso(t0 + rel);
      const timeline = evs
        .map((e) => e.make(t))
        .sort((a, b) => (a.created ?? '').localeCompare(b.created ?? ''));
      const { at: _at, text: _text, ...lastState } = last;
      const from = Math.floor((t0 + windowFrom) / HOUR) * HOUR;
      const window =
        !pickup && (delivered || pendingDelivery) ? { from: iso(from), to: iso(from + 2 * HOUR) } : undefined;
      return {
        id: ids.parcel,
        orderId: plan.id,
        externalCreated: t(first.at - MIN),
        dimensions: labelled ? dims : undefined,
        deliveryDetails: labelled
          ? {
              estimatedDeliveryDate: t(etaRel).slice(0, 10),
              delay: delayed
                ? { delayed: true, reason: 'Zpoždění na třídicím centru dopravce' }
                : { delayed: false },
            }
          : undefined,
        pin: stored ? pin : undefined,
        state: {
          ...lastState,
          returning: last.returning ?? false,
          deliverToday: Boolean(pendingDelivery && window?.from.slice(0, 10) === SEED_BASE_DATE.slice(0, 10)),
          // Deprecated states (spec 001, 9), kept consistent with the order flags.
          important: delayed ? 'SLIGHTLY_DELAYED' : last.important,
          urgent: plan.state === 'UNDELIVERED' && pickup ? 'LAST_DAY_FOR_PICKUP' : last.urgent,
          trackingState,
        },
        maxStoreDate: stored ? t(stored.at + storeDays * DAY) : undefined,
        deliveryWindow: window,
        activeTracking: labelled
          ? {
              trackingId: ids.tracking,
              carrier: carrier.carrier,
              number,
              url,
              referenceId: plan.orderNumber,
              carrierConfigurationId: ctx.deprecated ? undefined : ids.config,
              courierPhone: pickup ? undefined : courierPhone,
            }
          : undefined,
        timeline,
        products: skus,
        tags: plan.special === 'SUSPENDED' ? ['TRACKING_SUSPENDED'] : [],
        carrierTrackingUrl: ctx.deprecated && labelled ? url : undefined,
        created: t(first.at),
        updated: timeline[timeline.length - 1]?.created,
      };
    },
  };
}

/** Products of an order; at least `parcels` physical ones so that every parcel carries something. */
function chooseProducts(rng: Rng, plan: Plan, parcels: number): Product[] {
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
/** How long before t0 + horizon the base date falls, by order state. */
const SLACK: Record<OrderState, readonly [number, number]> = {
  CREATED: [30 * MIN, 5 * HOUR],
  PICKING: [20 * MIN, 3 * HOUR],
  IN_TRANSIT: [HOUR, 8 * HOUR],
  PARTIALLY_DELIVERED: [HOUR, 10 * HOUR],
  DELIVERED: [2 * HOUR, 20 * DAY],
  UNDELIVERED: [HOUR, 6 * HOUR],
  CANCELLED: [HOUR, 10 * DAY],
  RETURNED: [HOUR, 10 * DAY],
};

function buildOrder(plan: Plan): Order {
  const rng = new Rng(seedOf(plan.id));
  const { country, orderNumber } = plan;
  const m = (czk: number) => money(czk, country);
  const [first, last] = rng.pick(PEOPLE[country]);
  const name = `${first} ${last}`;
  const [f, l] = [fold(first), fold(last)];
  const local = rng.pick([`${f}.${l}`, `${l}.${f}`, `${f}${l}${rng.int(70, 99)}`]);
  const email = `${local}@${rng.pick(EMAIL_DOMAINS[country])}`;
  const customerPhone = phone(rng, country);
  const city = rng.pick(CITIES[country]);
  const home = address(rng, country, city);
  const carrierKey = plan.showcase ? 'PACKETA' : rng.pick(CARRIERS_FOR[country][plan.dest]);
  const carrier: CarrierInfo = CARRIER_INFO[carrierKey];
  const box = plan.dest === 'PARCEL_BOX';

  let destination: Destination = { type: plan.dest, address: home };
  if (plan.dest !== 'HOUSE_ADDRESS') {
    const names = PLACE_NAMES[carrierKey] ?? { shop: carrier.label, box: carrier.label };
    destination = {
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
    // The showcase goes to one of the demo e-shop's own places, so the order page can show that
    // place as it is now (the random draws above still happen: every other order stays the same).
    if (plan.showcase) destination = showcaseDestination(destination);
  }

  const parcelCount =
    plan.showcase || plan.state === 'PARTIALLY_DELIVERED'
      ? 2
      : (plan.state === 'DELIVERED' || plan.state === 'IN_TRANSIT') && rng.chance(0.25)
        ? 2
        : 1;
  const products = chooseProducts(rng, plan, parcelCount);
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

  // Payment (spec 001, 2.1): the deprecated `paid` mirrors `state` where it is filled at all.
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
    link: awaiting ? `https://sandbox.example/eshop/platba/${orderNumber}` : undefined,
  };

  const physical = products.filter(isPhysical).map((p) => p.sku ?? '');
  const ctx: Ctx = { plan, rng, email, carrier, deprecated, storeDays: box ? 3 : 7 };
  const drafts = Array.from({ length: parcelCount }, (_, role) =>
    draftParcel(
      ctx,
      role,
      physical.filter((_sku, i) => i % parcelCount === role),
    ),
  );
  const [slackMin, slackMax] = SLACK[plan.state];
  const horizon = Math.max(...drafts.map((d) => d.horizon)) + rng.span(slackMin, slackMax);
  const t0 = Math.floor((BASE - horizon) / MIN) * MIN;
  const parcels = drafts.map((d) => d.make(t0));

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

  const company = plan.showcase || rng.chance(0.25);
  const crn = companyNumber(rng);
  const legalForm = country === 'CZ' ? 's.r.o.' : 's. r. o.';
  const companyName = `${last} ${rng.pick(['Software', 'Design', 'Consulting', 'Trade'])} ${legalForm}`;
  const vatId = country === 'CZ' ? `CZ${crn}` : `SK20${rng.digits(8)}`;
  const staff = rng.pick(STAFF);
  const recommendedProducts = plan.showcase
    ? [recommended(bySku('DOCK-USB-C-11'), country)]
    : CATALOG.filter((c) => c.type === 'PRODUCT' && !products.some((p) => p.sku === c.sku))
        .filter(() => rng.chance(0.1))
        .slice(0, 2)
        .map((c) => recommended(c, country));
  const snoozed = plan.showcase || (plan.state === 'UNDELIVERED' && rng.chance(0.5));
  const cancelledAt = parcels[0]?.timeline.find(
    (r) => r.additionalParams?.parcelState?.delivery === 'CANCELLED',
  )?.created;

  const order: Order = {
    id: plan.id,
    platform: plan.accountId === 'demo' ? rng.pick(['SHOPTET', 'UPGATES', 'WOOCOMMERCE']) : 'SHOPIFY',
    orderNumber,
    orderState: plan.state,
    marketId: MARKETS[plan.accountId][country],
    eshopId: plan.accountId === 'demo' ? DEMO_ESHOP : OTHER_ESHOP,
    externalCreated: iso(t0 - 2 * MIN),
    externalIdentifier: `ext-${rng.digits(8)}`,
    destination,
    price: { amount: total, currency },
    additionalCosts,
    cashOnDelivery: plan.pay === 'COD' ? { amount: total, currency } : undefined,
    payment,
    customer: { name, email, phone: customerPhone },
    parcels,
    products,
    recommendedProducts,
    cancelled: cancelledAt,
    inUrgentState: plan.state === 'UNDELIVERED',
    inImportantState:
      plan.state === 'RETURNED' || parcels.some((p) => p.deliveryDetails?.delay?.delayed === true),
    malfunction: plan.special === 'MALFUNCTION',
    snooze: snoozed
      ? {
          until: iso(BASE + (plan.showcase ? 2 : 1) * DAY),
          author: staff,
          note: plan.showcase
            ? 'Čekáme na vyjádření dopravce ke zpoždění druhého balíku'
            : 'Čekáme na odpověď zákazníka',
          snoozed: true,
        }
      : undefined,
    created: iso(t0),
    updated: parcels
      .map((p) => p.updated ?? '')
      .sort()
      .at(-1),
    invoiceFileUrl: invoice?.url,
    proformaInvoiceFileUrl: proforma?.url,
    files,
    links: { trackAndTrace: { href: `https://sandbox.example/track/${plan.id}` } },
    billingDetails: {
      name,
      companyName: company ? companyName : undefined,
      billingAddress: home,
      crn: company ? crn : undefined,
      vatId: company ? vatId : undefined,
      email,
      phone: customerPhone,
      language: country === 'CZ' ? 'cs' : 'sk',
    },
    externalLinks: deprecated ? externalLinks : undefined,
    communication: {
      orderDetailUrl: `https://sandbox.example/eshop/admin/objednavky/${orderNumber}`,
      externalLinks,
    },
  };
  // Drop the keys left undefined, as a JSON response would; the contract checks what is seeded.
  return checkedStoredJson(OrderSchema, JSON.stringify(order), 'the seeded order');
}

const DESTS: readonly DestType[] = ['PARCEL_SHOP', 'HOUSE_ADDRESS', 'PARCEL_BOX'];
const PAYS: readonly PayKind[] = ['CARD', 'COD', 'BANK', 'CARD', 'COD'];
const OTHER_PLANS: readonly (readonly [OrderState, Country, DestType, PayKind])[] = [
  ['DELIVERED', 'SK', 'HOUSE_ADDRESS', 'CARD'],
  ['IN_TRANSIT', 'CZ', 'PARCEL_SHOP', 'COD'],
  ['CREATED', 'CZ', 'PARCEL_BOX', 'BANK'],
];

/**
 * 40 orders of account 'demo' (every OrderState five times; the state, destination and payment
 * cycles have coprime lengths, so they combine in many ways) and 3 of account 'other'.
 */
export function buildSeedOrders(): { accountId: 'demo' | 'other'; order: Order }[] {
  const demo: Plan[] = Array.from({ length: 40 }, (_, k) => {
    const i = k + 1;
    return {
      accountId: 'demo',
      id: `cccccccc-cccc-4ccc-8ccc-cccccccccc${String(i).padStart(2, '0')}`,
      orderNumber: `2026${String(1000 + i)}`,
      state: nth(ORDER_STATES, i + 2),
      country: i % 4 === 3 ? 'SK' : 'CZ',
      dest: nth(DESTS, i + 2),
      pay: i === 1 ? 'CARD' : nth(PAYS, i),
      showcase: i === 1,
      special: i === 16 ? 'MALFUNCTION' : i === 32 ? 'SUSPENDED' : undefined,
    };
  });
  const other: Plan[] = OTHER_PLANS.map(([state, country, dest, pay], k) => ({
    accountId: 'other',
    id: `dddddddd-dddd-4ddd-8ddd-dddddddddd${String(k + 1).padStart(2, '0')}`,
    orderNumber: `B-2026-${String(k + 101).padStart(5, '0')}`,
    state,
    country,
    dest,
    pay,
  }));
  return [...demo, ...other].map((plan) => ({ accountId: plan.accountId, order: buildOrder(plan) }));
}
