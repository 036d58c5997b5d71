import type { Address } from '@/contract/orders/money-address';
import type { Order } from '@/contract/orders/order';
import type { ChipColor } from './order-view-model';

// Small readings of an order's parties and payment for the order page, apart from its layout.

/** An address on one line: street lines, postcode and city, region, country; blanks left out. */
export const addressLines = (a: Address | undefined) =>
  a
    ? [a.line1, a.line2, [a.postalCode, a.city].filter(Boolean).join(' '), a.region, a.countryCode]
        .filter(Boolean)
        .join(', ')
    : undefined;

/** Where the order goes on a map, when its destination has both coordinates. */
export function destinationPoint(order: Order): [number, number] | undefined {
  const address = order.destination?.address;
  return address?.latitude !== undefined && address.longitude !== undefined
    ? [address.latitude, address.longitude]
    : undefined;
}

/** The colour of a payment state: paid is good news, unpaid a warning, the rest neutral. */
export const paymentStateColor = (state: string | undefined): ChipColor =>
  state === 'PAID' ? 'success' : state === 'UNPAID' ? 'warning' : 'default';

/** A `tel:` link of a phone number as people write it ("+420 601 123 456"). */
export const telHref = (phone: string) => `tel:${phone.replace(/\s/g, '')}`;
