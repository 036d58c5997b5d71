import { describe, expect, it } from 'vitest';
import type { Order } from '@/contract/orders/order';
import type { Parcel } from '@/contract/orders/parcels';
import type { Product } from '@/contract/orders/products';
import { ORDER_STATES } from '@/contract/enums';
import { minimalOrder } from '@/testing/fixtures/orders';
import {
  ORDER_STATE_COLORS,
  deliveryStateColor,
  externalLinks,
  groupProducts,
  mergedTimeline,
  moneyTotals,
  orderFiles,
  paymentState,
  trackingUrl,
} from './order-view-model';

const product = (sku: string, extra: Partial<Product> = {}): Product => ({
  sku,
  name: sku,
  quantity: 1,
  ...extra,
});
const parcel = (id: string, created: string[], extra: Partial<Parcel> = {}): Parcel => ({
  id,
  orderId: 'cccccccc-cccc-4ccc-8ccc-cccccccccc01',
  timeline: created.map((c, i) => ({
    timelineId: `${id}-${i}`,
    type: 'TRACKING',
    created: c,
    text: `${id} ${i}`,
  })),
  products: [],
  tags: [],
  ...extra,
});
const order = (extra: Partial<Order> = {}): Order =>
  minimalOrder({ orderState: 'IN_TRANSIT', links: { trackAndTrace: { href: 'https://t' } }, ...extra });

describe('order view model', () => {
  it('gives every order state a colour, with delivered green and failures red', () => {
    for (const state of ORDER_STATES) expect(ORDER_STATE_COLORS[state]).toBeDefined();
    expect(ORDER_STATE_COLORS.DELIVERED).toBe('success');
    expect(ORDER_STATE_COLORS.UNDELIVERED).toBe('error');
    expect(deliveryStateColor('STORED_FOR_PICKUP')).toBe('warning');
    expect(deliveryStateColor('LOST')).toBe('error');
    expect(deliveryStateColor(undefined)).toBe('default');
  });

  it('attaches products that reference another product to it, keeping order', () => {
    const groups = groupProducts([
      product('LAPTOP'),
      product('WARRANTY', { referencedSku: 'LAPTOP' }),
      product('MOUSE'),
      product('ORPHAN', { referencedSku: 'GONE' }),
      product('INSURANCE', { referencedSku: 'LAPTOP' }),
    ]);
    expect(groups.map((g) => g.product.sku)).toEqual(['LAPTOP', 'MOUSE', 'ORPHAN']);
    expect(groups[0]!.attached.map((p) => p.sku)).toEqual(['WARRANTY', 'INSURANCE']);
    expect(groups[1]!.attached).toEqual([]);
  });

  it('merges the parcels’ timelines newest first and labels each record with its parcel', () => {
    const merged = mergedTimeline([
      parcel('a', ['2026-10-29T05:10:00Z', '2026-10-31T10:00:00Z'], {
        activeTracking: { trackingId: 'x', carrier: 'PPL', number: 'Z1' },
      }),
      parcel('b', ['2026-10-30T08:00:00Z']),
    ]);
    expect(merged.map((e) => e.record.created)).toEqual([
      '2026-10-31T10:00:00Z',
      '2026-10-30T08:00:00Z',
      '2026-10-29T05:10:00Z',
    ]);
    expect(merged.map((e) => e.parcelLabel)).toEqual(['Z1', '#2', 'Z1']);
  });

  it('takes the order price, which includes the additional costs, as the total', () => {
    const { lines, totals } = moneyTotals(
      order({
        price: { amount: 1079.3, currency: 'CZK' },
        additionalCosts: [{ type: 'SHIPPING', price: { amount: 79.2, currency: 'CZK' } }],
      }),
    );
    expect(lines).toHaveLength(2);
    expect(totals).toEqual({ CZK: 1079.3 });
  });

  it('sums the additional costs per currency when there is no order price', () => {
    const { lines, totals } = moneyTotals(
      order({
        additionalCosts: [
          { type: 'SHIPPING', price: { amount: 79.2, currency: 'CZK' } },
          { type: 'PACKING', price: { amount: 20.1, currency: 'CZK' } },
          { type: 'DUTY', price: { amount: 5, currency: 'EUR' } },
        ],
      }),
    );
    expect(lines).toHaveLength(3);
    expect(totals).toEqual({ CZK: 99.3, EUR: 5 });
  });

  it('uses deprecated fields only when the replacement is missing', () => {
    expect(
      trackingUrl(
        parcel('a', [], {
          activeTracking: { trackingId: 'x', carrier: 'PPL', url: 'new' },
          carrierTrackingUrl: 'old',
        }),
      ),
    ).toBe('new');
    expect(trackingUrl(parcel('a', [], { carrierTrackingUrl: 'old' }))).toBe('old');
    expect(
      paymentState(order({ payment: { state: 'UNPAID', paid: true, method: 'CARD', service: 'OTHER' } })),
    ).toBe('UNPAID');
    expect(
      paymentState(order({ payment: { paid: true, method: 'CARD', service: 'OTHER' } as Order['payment'] })),
    ).toBe('PAID');
    expect(
      externalLinks(
        order({ communication: { externalLinks: [{ url: 'n' }] }, externalLinks: [{ url: 'o' }] }),
      ).map((l) => l.url),
    ).toEqual(['n']);
    expect(
      externalLinks(order({ communication: { externalLinks: [] }, externalLinks: [{ url: 'o' }] })).map(
        (l) => l.url,
      ),
    ).toEqual(['o']);
  });

  it('lists the invoice and proforma with the files, without duplicates', () => {
    const files = orderFiles(
      order({
        invoiceFileUrl: 'inv',
        proformaInvoiceFileUrl: 'pro',
        files: [
          { name: 'proforma.pdf', url: 'pro' },
          { name: 'x.pdf', url: 'x' },
        ],
      }),
    );
    expect(files).toEqual([
      { name: 'invoice', url: 'inv', kind: 'invoice' },
      { name: 'proforma.pdf', url: 'pro', kind: 'proforma' },
      { name: 'x.pdf', url: 'x', kind: 'file' },
    ]);
  });
});
