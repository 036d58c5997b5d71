// Deterministic demo orders of the sandbox (spec 001, 2.1-2.3). A seeded PRNG (mulberry32) and a
// fixed base date make every run produce the same data; nothing is fetched or sent anywhere. Which
// orders there are is in seed-order-plan.ts; an order's parts are drawn in seed-order-draws.ts and
// its parcels in seed-parcel.ts, in the order buildOrder calls them.

import { OrderSchema, type Order } from '@/contract/orders/order';
import type { Parcel } from '@/contract/orders/parcels';
import type { Product } from '@/contract/orders/products';
import type { OrderState } from '@/contract/orders/states';
import { checkedStoredJson } from '@/server/stored-json';
import { DEMO_ESHOP, OTHER_ESHOP } from './demo-ids';
import { CATALOG } from './seed-catalog';
import { STAFF } from './seed-data-cz';
import { bySku, isPhysical, recommended } from './seed-draw';
import {
  chooseProducts,
  drawCompany,
  drawCosts,
  drawCustomer,
  drawDestination,
  drawDocuments,
  drawParcelCount,
  drawPayment,
} from './seed-order-draws';
import { BASE, seedPlans, type Plan } from './seed-order-plan';
import { draftParcel } from './seed-parcel';
import type { ParcelContext } from './seed-parcel-timeline';
import { DAY, HOUR, iso, MIN, Rng, seedOf } from './seed-random';

const MARKETS = {
  demo: { CZ: 'eeeeeeee-eeee-4eee-8eee-eeeeeeeeee01', SK: 'eeeeeeee-eeee-4eee-8eee-eeeeeeeeee02' },
  other: { CZ: 'eeeeeeee-eeee-4eee-8eee-eeeeeeeeee11', SK: 'eeeeeeee-eeee-4eee-8eee-eeeeeeeeee12' },
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

/** The parcels, sharing the physical products; t0, the order's creation, falls before BASE. */
function drawParcels(ctx: ParcelContext, products: Product[], parcelCount: number): { t0: number; parcels: Parcel[] } {
  const { plan, rng } = ctx;
  const physical = products.filter(isPhysical).map((p) => p.sku ?? '');
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
  return { t0, parcels: drafts.map((d) => d.make(t0)) };
}

/** A few other products of the catalogue the e-shop recommends with the order. */
function drawRecommended(rng: Rng, plan: Plan, products: Product[]) {
  if (plan.showcase) return [recommended(bySku('DOCK-USB-C-11'), plan.country)];
  return CATALOG.filter((c) => c.type === 'PRODUCT' && !products.some((p) => p.sku === c.sku))
    .filter(() => rng.chance(0.1))
    .slice(0, 2)
    .map((c) => recommended(c, plan.country));
}

/** Staff put an undelivered order (and the showcase) aside until tomorrow. */
function snoozeOf(plan: Plan, staff: string, snoozed: boolean): Order['snooze'] {
  if (!snoozed) return undefined;
  return {
    until: iso(BASE + (plan.showcase ? 2 : 1) * DAY),
    author: staff,
    note: plan.showcase
      ? 'Čekáme na vyjádření dopravce ke zpoždění druhého balíku'
      : 'Čekáme na odpověď zákazníka',
    snoozed: true,
  };
}

function buildOrder(plan: Plan): Order {
  const rng = new Rng(seedOf(plan.id));
  const { country, orderNumber } = plan;
  const customer = drawCustomer(rng, plan);
  const { name, email, customerPhone, home } = customer;
  const { carrier, box, destination } = drawDestination(rng, plan, customer);
  const parcelCount = drawParcelCount(rng, plan);
  const products = chooseProducts(rng, plan, parcelCount);
  const { additionalCosts, total, currency } = drawCosts(rng, plan, carrier, products);
  const { deprecated, payment } = drawPayment(rng, plan);
  const ctx: ParcelContext = { plan, rng, email, carrier, deprecated, storeDays: box ? 3 : 7 };
  const { t0, parcels } = drawParcels(ctx, products, parcelCount);
  const { invoice, proforma, files, externalLinks } = drawDocuments(rng, plan, payment.state);
  const company = drawCompany(rng, plan, customer);
  const staff = rng.pick(STAFF);
  const recommendedProducts = drawRecommended(rng, plan, products);
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
    snooze: snoozeOf(plan, staff, snoozed),
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
      companyName: company.companyName,
      billingAddress: home,
      crn: company.crn,
      vatId: company.vatId,
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

/** The demo orders of seed-order-plan.ts, built. */
export function buildSeedOrders(): { accountId: 'demo' | 'other'; order: Order }[] {
  return seedPlans().map((plan) => ({ accountId: plan.accountId, order: buildOrder(plan) }));
}
