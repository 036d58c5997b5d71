import { describe, expect, it } from 'vitest';
import { ORDER_STATES } from '@/contract/enums';
import { OrderSchema, type Order } from '@/contract/orders/order';
import { DEMO_ESHOP, OTHER_ESHOP, SHOWCASE_ORDER } from './demo-ids';
import { buildSeedOrders } from './seed-orders';
import { SHOWCASE_PLACE_NAME } from './seed-order-plan';
import { demoPlaces } from './seed-places';

const seeded = buildSeedOrders();
const demo = seeded.filter((s) => s.accountId === 'demo').map((s) => s.order);
const other = seeded.filter((s) => s.accountId === 'other').map((s) => s.order);

describe('buildSeedOrders', () => {
  it('produces orders that all satisfy OrderSchema', () => {
    for (const { order } of seeded) {
      const result = OrderSchema.safeParse(order);
      expect(result.error?.issues, order.id).toBeUndefined();
    }
  });

  it('gives account demo at least 40 orders and account other 3, each with its e-shop', () => {
    expect(demo.length).toBeGreaterThanOrEqual(40);
    expect(other).toHaveLength(3);
    expect(demo.every((o) => o.eshopId === DEMO_ESHOP)).toBe(true);
    expect(other.every((o) => o.eshopId === OTHER_ESHOP)).toBe(true);
    expect(demo.map((o) => o.id)).toContain('cccccccc-cccc-4ccc-8ccc-cccccccccc40');
    expect(other.map((o) => o.id)).toEqual([1, 2, 3].map((n) => `dddddddd-dddd-4ddd-8ddd-dddddddddd0${n}`));
  });

  it('covers every OrderState at least twice in account demo', () => {
    for (const state of ORDER_STATES) {
      expect(demo.filter((o) => o.orderState === state).length, state).toBeGreaterThanOrEqual(2);
    }
  });

  it('uses unique order, parcel and timeline ids', () => {
    const orderIds = seeded.map((s) => s.order.id);
    expect(new Set(orderIds).size).toBe(orderIds.length);
    const parcelIds = seeded.flatMap((s) => s.order.parcels.map((p) => p.id));
    expect(new Set(parcelIds).size).toBe(parcelIds.length);
    const timelineIds = seeded.flatMap((s) =>
      s.order.parcels.flatMap((p) => p.timeline.map((r) => r.timelineId)),
    );
    expect(new Set(timelineIds).size).toBe(timelineIds.length);
  });

  it('gives shippingEmail to COMMUNICATION records only (spec 001, 2.3), and has both kinds', () => {
    const records = demo.flatMap((o) => o.parcels.flatMap((p) => p.timeline));
    const withEmail = records.filter((r) => r.additionalParams?.shippingEmail);
    expect(withEmail.length).toBeGreaterThan(0);
    expect(withEmail.filter((r) => r.type !== 'COMMUNICATION')).toEqual([]);
    expect(records.some((r) => r.type === 'ISSUE_COMMUNICATION')).toBe(true);
  });

  it('is deterministic', () => {
    expect(buildSeedOrders()).toEqual(seeded);
  });

  it('keeps each parcel timeline in chronological order, none after the base date', () => {
    for (const { order } of seeded) {
      for (const parcel of order.parcels) {
        const times = parcel.timeline.map((r) => Date.parse(r.created ?? ''));
        expect(times.every(Number.isFinite), parcel.id).toBe(true);
        expect(
          [...times].sort((a, b) => a - b),
          parcel.id,
        ).toEqual(times);
        expect(Math.max(...times)).toBeLessThanOrEqual(Date.parse('2026-11-01T08:00:00Z'));
        expect(parcel.orderId).toBe(order.id);
      }
    }
  });

  it('orders TRACKING records along CREATED → … → STORED_FOR_PICKUP/DELIVERED', () => {
    const rank = [
      'CREATED',
      'PICKING',
      'READY_TO_SEND',
      'HANDED_TO_CARRIER',
      'IN_TRANSIT',
      'STORED_FOR_PICKUP',
      'DELIVERED',
    ];
    for (const { order } of seeded) {
      for (const parcel of order.parcels) {
        const outbound = parcel.timeline
          .filter((r) => r.type === 'TRACKING' && !r.additionalParams?.parcelState?.returning)
          .map((r) => rank.indexOf(r.additionalParams?.parcelState?.delivery ?? ''))
          .filter((i) => i >= 0);
        expect(outbound[0], parcel.id).toBe(0);
        expect(
          [...outbound].sort((a, b) => a - b),
          parcel.id,
        ).toEqual(outbound);
      }
    }
  });

  it('has plausible parcel states for the order state', () => {
    const deliveries = (o: Order) => o.parcels.map((p) => p.state?.delivery);
    for (const order of demo) {
      const d = deliveries(order);
      if (order.orderState === 'DELIVERED') expect(d.every((s) => s === 'DELIVERED')).toBe(true);
      if (order.orderState === 'CANCELLED') expect(d.every((s) => s === 'CANCELLED')).toBe(true);
      if (order.orderState === 'RETURNED') expect(d.every((s) => s === 'RETURNED')).toBe(true);
      if (order.orderState === 'PARTIALLY_DELIVERED') {
        expect(d).toContain('DELIVERED');
        expect(d.some((s) => s !== 'DELIVERED')).toBe(true);
      }
      if (order.orderState === 'UNDELIVERED' || order.orderState === 'RETURNED') {
        const issues = order.parcels.flatMap((p) => p.timeline).filter((r) => r.type === 'ISSUE_TRACKING');
        expect(issues.length, order.id).toBeGreaterThan(0);
        expect(
          issues.every((r) => r.additionalParams?.issueTracking?.externalUrl?.startsWith('https://')),
        ).toBe(true);
      }
    }
  });

  it('varies destinations, payments and flags', () => {
    const types = new Set(demo.map((o) => o.destination?.type));
    expect([...types].sort()).toEqual(['HOUSE_ADDRESS', 'PARCEL_BOX', 'PARCEL_SHOP']);
    const house = demo.find((o) => o.destination?.type === 'HOUSE_ADDRESS');
    expect(house?.destination?.address?.latitude).toEqual(expect.any(Number));
    const cod = demo.find((o) => o.payment?.method === 'CASH_ON_DELIVERY');
    expect(cod?.cashOnDelivery?.amount).toBeGreaterThan(0);
    expect(
      demo.some(
        (o) =>
          o.payment?.method === 'BANK_TRANSFER' &&
          o.payment.state === 'UNPAID' &&
          o.payment.tag === 'AWAITING_1DAY',
      ),
    ).toBe(true);
    expect(demo.some((o) => o.inUrgentState)).toBe(true);
    expect(demo.some((o) => o.malfunction)).toBe(true);
    expect(new Set(demo.map((o) => o.price?.currency))).toEqual(new Set(['CZK', 'EUR']));
  });

  it('fills deprecated fields consistently with their replacements where present', () => {
    for (const { order } of seeded) {
      if (order.payment?.paid !== undefined) expect(order.payment.paid).toBe(order.payment.state === 'PAID');
      for (const parcel of order.parcels) {
        if (parcel.carrierTrackingUrl) expect(parcel.carrierTrackingUrl).toBe(parcel.activeTracking?.url);
        for (const r of parcel.timeline) {
          const trace = r.additionalParams?.parcelTrace;
          if (trace) expect(trace.trackingNumber).toBe(parcel.activeTracking?.number);
        }
      }
    }
    expect(seeded.some((s) => s.order.payment?.paid !== undefined)).toBe(true);
  });
});

describe('the showcase order', () => {
  const showcase = demo.find((o) => o.id === SHOWCASE_ORDER) as Order;

  it("goes to one of its e-shop's own places, by the platform's id and the carrier's id", () => {
    const place = demoPlaces().find((p) => p.name === SHOWCASE_PLACE_NAME)!;
    expect(showcase.eshopId).toBe(DEMO_ESHOP);
    expect(showcase.destination?.parcelShop).toMatchObject({
      pickupPlaceId: place.id,
      parcelShopId: place.originPickupPlaceId,
      carrier: place.carrier,
    });
    expect(showcase.destination?.address).toMatchObject({
      line1: place.location.line1,
      city: place.location.city,
    });
  });

  it('is in transit or partially delivered with at least two parcels', () => {
    expect(['IN_TRANSIT', 'PARTIALLY_DELIVERED']).toContain(showcase.orderState);
    expect(showcase.parcels.length).toBeGreaterThanOrEqual(2);
  });

  it('has timelines with NOTE, COMMUNICATION, TRACKING and ISSUE_TRACKING records', () => {
    const types = new Set(showcase.parcels.flatMap((p) => p.timeline.map((r) => r.type)));
    for (const type of ['NOTE', 'COMMUNICATION', 'TRACKING', 'ISSUE_TRACKING'] as const)
      expect(types).toContain(type);
    for (const parcel of showcase.parcels) {
      expect(new Set(parcel.timeline.map((r) => r.type)).size).toBeGreaterThanOrEqual(2);
    }
  });

  it('has a product referencing another product and a recommended product', () => {
    const skus = showcase.products.map((p) => p.sku);
    const warranty = showcase.products.find((p) => p.referencedSku);
    expect(skus).toContain(warranty?.referencedSku);
    expect(showcase.recommendedProducts.length).toBeGreaterThan(0);
  });

  it('is paid by card, has customer and company billing details in Czech', () => {
    expect(showcase.payment).toMatchObject({ state: 'PAID', method: 'CARD' });
    expect(showcase.customer?.email).toContain('@');
    expect(showcase.billingDetails).toMatchObject({ language: 'cs' });
    expect(showcase.billingDetails?.companyName).toBeTruthy();
    expect(showcase.billingDetails?.crn).toMatch(/^\d{8}$/);
    expect(showcase.billingDetails?.vatId).toBe(`CZ${showcase.billingDetails?.crn}`);
    expect(showcase.cashOnDelivery?.amount ?? 0).toBe(0);
  });

  it('has invoice and proforma files, links, communication and additional costs', () => {
    const names = showcase.files.map((f) => f.name ?? '');
    expect(names.some((n) => n.startsWith('faktura'))).toBe(true);
    expect(names.some((n) => n.startsWith('proforma'))).toBe(true);
    expect(showcase.files.every((f) => f.url?.startsWith('https://'))).toBe(true);
    expect(showcase.invoiceFileUrl).toBeTruthy();
    expect(showcase.proformaInvoiceFileUrl).toBeTruthy();
    expect(showcase.files.map((f) => f.url)).toEqual(
      expect.arrayContaining([showcase.invoiceFileUrl, showcase.proformaInvoiceFileUrl]),
    );
    expect(showcase.links.trackAndTrace.href).toMatch(/^https:\/\//);
    expect(showcase.communication.orderDetailUrl).toBeTruthy();
    expect(showcase.communication.externalLinks.length).toBeGreaterThan(0);
    expect(showcase.additionalCosts.map((c) => c.type)).toEqual(
      expect.arrayContaining(['SHIPPING', 'PACKING']),
    );
  });

  it('is snoozed and goes to a Packeta parcel shop with coordinates', () => {
    expect(showcase.snooze?.snoozed).toBe(true);
    expect(showcase.destination?.type).toBe('PARCEL_SHOP');
    expect(showcase.destination?.parcelShop?.carrier).toBe('PACKETA');
    expect(showcase.destination?.address?.latitude).toEqual(expect.any(Number));
    expect(showcase.destination?.address?.longitude).toEqual(expect.any(Number));
  });
});
