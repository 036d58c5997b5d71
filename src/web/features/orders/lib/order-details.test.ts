import { describe, expect, it } from 'vitest';
import type { Order } from '@/contract/orders/order';
import { addressLines, destinationPoint, paymentStateColor, telHref } from './order-details';

describe('order details', () => {
  it('puts an address on one line, leaving blanks out', () => {
    expect(
      addressLines({
        line1: 'Na Příkopě 1',
        postalCode: '110 00',
        city: 'Praha',
        countryCode: 'CZ',
      } as never),
    ).toBe('Na Příkopě 1, 110 00 Praha, CZ');
    expect(addressLines({ city: 'Brno', region: 'Jihomoravský' } as never)).toBe('Brno, Jihomoravský');
    expect(addressLines(undefined)).toBeUndefined();
  });

  it('places the destination on the map only with both coordinates', () => {
    const at = (address: object | undefined) => ({ destination: { address } }) as unknown as Order;
    expect(destinationPoint(at({ latitude: 50.08, longitude: 14.42 }))).toEqual([50.08, 14.42]);
    expect(destinationPoint(at({ latitude: 0, longitude: 0 }))).toEqual([0, 0]);
    expect(destinationPoint(at({ latitude: 50.08 }))).toBeUndefined();
    expect(destinationPoint(at(undefined))).toBeUndefined();
  });

  it('colours a payment state and dials a phone number as written', () => {
    expect([paymentStateColor('PAID'), paymentStateColor('UNPAID'), paymentStateColor(undefined)]).toEqual([
      'success',
      'warning',
      'default',
    ]);
    expect(telHref('+420 601 123 456')).toBe('tel:+420601123456');
  });
});
