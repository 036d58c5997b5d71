import { describe, expect, it } from 'vitest';
import { paths } from './paths';

describe('paths', () => {
  it('builds the addresses the app has always used', () => {
    expect(paths.places()).toBe('/places');
    expect(paths.places('e1')).toBe('/places?eshop=e1');
    expect(paths.placesWith(new URLSearchParams({ eshop: 'e1', page: '2' }))).toBe('/places?eshop=e1&page=2');
    expect(paths.place('p1')).toBe('/places/p1');
    expect(paths.newPlace('e1')).toBe('/places/new?eshop=e1');
    expect(paths.orders()).toBe('/orders');
    expect(paths.order('o1')).toBe('/orders/o1');
    expect(paths.signIn()).toBe('/signin');
    expect(paths.signIn('/places?eshop=e1&page=2')).toBe(
      `/signin?returnTo=${encodeURIComponent('/places?eshop=e1&page=2')}`,
    );
    expect(paths.platformConnect('/orders/o1')).toBe(
      `/auth/platform/connect?returnTo=${encodeURIComponent('/orders/o1')}`,
    );
  });
});
