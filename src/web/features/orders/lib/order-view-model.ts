import type { Order } from '@/contract/orders/order';
import type { Parcel } from '@/contract/orders/parcels';
import type { Product } from '@/contract/orders/products';
import type { TimelineRecord } from '@/contract/orders/timeline';

// Pure mapping from the platform's Order to what the order screen shows. Deprecated fields are used
// only when their replacement is missing (spec 001, 9).

export type ChipColor = 'default' | 'primary' | 'secondary' | 'error' | 'info' | 'success' | 'warning';

/** One colour language for states: grey not started, blue moving, orange attention, green done, red failed. */
export const ORDER_STATE_COLORS: Record<Order['orderState'], ChipColor> = {
  CREATED: 'default',
  PICKING: 'info',
  IN_TRANSIT: 'primary',
  PARTIALLY_DELIVERED: 'warning',
  DELIVERED: 'success',
  UNDELIVERED: 'error',
  CANCELLED: 'default',
  RETURNED: 'error',
};

export function deliveryStateColor(state: string | undefined): ChipColor {
  switch (state) {
    case 'DELIVERED':
      return 'success';
    case 'STORED_FOR_PICKUP':
      return 'warning';
    case 'HANDED_TO_CARRIER':
    case 'IN_TRANSIT':
      return 'primary';
    case 'RETURNED':
    case 'LOST':
    case 'EXPIRED':
      return 'error';
    case 'CANCELLED':
    case undefined:
      return 'default';
    default:
      return 'info';
  }
}

export interface ProductGroup {
  product: Product;
  /** Products that reference this one (`referencedSku`), such as an extended warranty. */
  attached: Product[];
}

/** Products with their referencing products attached; a reference to an unknown SKU stands alone. */
export function groupProducts(products: Product[]): ProductGroup[] {
  const skus = new Set(products.map((p) => p.sku).filter(Boolean));
  const groups: ProductGroup[] = products
    .filter((p) => !p.referencedSku || !skus.has(p.referencedSku))
    .map((product) => ({ product, attached: [] }));
  for (const p of products) {
    if (!p.referencedSku || !skus.has(p.referencedSku)) continue;
    groups.find((g) => g.product.sku === p.referencedSku)?.attached.push(p);
  }
  return groups;
}

export interface TimelineEntry {
  record: TimelineRecord;
  parcelId: string;
  parcelLabel: string;
}

const newestFirst = (a: TimelineEntry, b: TimelineEntry) =>
  (b.record.created ?? '').localeCompare(a.record.created ?? '');

export const parcelLabel = (parcel: Parcel, index: number) =>
  parcel.activeTracking?.number ?? `#${index + 1}`;

/** Every parcel's records in one list, newest first (ISO timestamps compare as text). */
export function mergedTimeline(parcels: Parcel[]): TimelineEntry[] {
  return parcels
    .flatMap((parcel, index) =>
      parcel.timeline.map((record) => ({
        record,
        parcelId: parcel.id,
        parcelLabel: parcelLabel(parcel, index),
      })),
    )
    .sort(newestFirst);
}

export function parcelTimeline(parcel: Parcel, index: number): TimelineEntry[] {
  return parcel.timeline
    .map((record) => ({ record, parcelId: parcel.id, parcelLabel: parcelLabel(parcel, index) }))
    .sort(newestFirst);
}

/** Tracking page of a parcel: activeTracking.url, else the deprecated carrierTrackingUrl. */
export const trackingUrl = (parcel: Parcel) => parcel.activeTracking?.url ?? parcel.carrierTrackingUrl;

/** Paid state: payment.state, else the deprecated `paid` flag. */
export function paymentState(order: Order): string | undefined {
  const payment = order.payment;
  if (!payment) return undefined;
  return payment.state ?? (payment.paid === undefined ? undefined : payment.paid ? 'PAID' : 'UNPAID');
}

/** External links: communication.externalLinks, else the deprecated top-level list. */
export const externalLinks = (order: Order) =>
  order.communication.externalLinks.length ? order.communication.externalLinks : (order.externalLinks ?? []);

export interface MoneyLine {
  label: string;
  amount: number;
  currency: string;
}

/**
 * The order price and its additional costs, and the total the customer pays. The platform's order
 * price already includes the additional costs (its cash on delivery equals the price), so the price is
 * the total; only without a price are the costs summed, per currency (they may differ in currency).
 */
export function moneyTotals(order: Order): { lines: MoneyLine[]; totals: Record<string, number> } {
  const lines: MoneyLine[] = [];
  if (order.price) lines.push({ label: 'price', amount: order.price.amount, currency: order.price.currency });
  for (const cost of order.additionalCosts)
    lines.push({ label: cost.type, amount: cost.price.amount, currency: cost.price.currency });
  if (order.price) return { lines, totals: { [order.price.currency]: order.price.amount } };
  const totals: Record<string, number> = {};
  for (const line of lines)
    totals[line.currency] = Math.round(((totals[line.currency] ?? 0) + line.amount) * 100) / 100;
  return { lines, totals };
}

/** Files of the order: its file list, plus the invoice URLs when the list does not already have them. */
export function orderFiles(
  order: Order,
): { name: string; url: string; kind: 'invoice' | 'proforma' | 'file' }[] {
  const files: { name: string; url: string; kind: 'invoice' | 'proforma' | 'file' }[] = order.files
    .filter((f) => f.url)
    .map((f) => ({ name: f.name ?? f.url!, url: f.url!, kind: 'file' as const }));
  const has = (url: string) => files.some((f) => f.url === url);
  if (order.proformaInvoiceFileUrl && !has(order.proformaInvoiceFileUrl))
    files.unshift({ name: 'proforma', url: order.proformaInvoiceFileUrl, kind: 'proforma' });
  if (order.invoiceFileUrl && !has(order.invoiceFileUrl))
    files.unshift({ name: 'invoice', url: order.invoiceFileUrl, kind: 'invoice' });
  return files.map((f) =>
    f.url === order.invoiceFileUrl
      ? { ...f, kind: 'invoice' }
      : f.url === order.proformaInvoiceFileUrl
        ? { ...f, kind: 'proforma' }
        : f,
  );
}
