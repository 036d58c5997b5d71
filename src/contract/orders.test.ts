import { describe, expect, it } from 'vitest';
import { OAuthErrorSchema, OAuthRefreshResponseSchema, OAuthTokenResponseSchema } from './orders/oauth-token';
import { driftOf } from './drift';
import { OrderSchema } from './orders/order';
import { completeOrder as validOrder, minimalOrder } from '@/testing/fixtures/orders';

/** The first issue of a failed parse; fails the test when the parse succeeded. */
function firstIssue(result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) {
  expect(result.success).toBe(false);
  const issue = result.error?.issues[0];
  expect(issue).toBeDefined();
  expect(issue?.message).toEqual(expect.any(String));
  expect(issue?.message.length).toBeGreaterThan(0);
  return issue;
}

describe('OrderSchema', () => {
  it('parses a complete valid order', () => {
    const result = OrderSchema.safeParse(validOrder());
    expect(result.error?.issues).toBeUndefined();
    expect(result.success).toBe(true);
  });

  it('parses a minimal order (only the required fields)', () => {
    const minimal = minimalOrder();
    expect(OrderSchema.safeParse(minimal).success).toBe(true);
  });

  it('keeps unknown fields of a newer platform instead of failing (issue 42)', () => {
    const result = OrderSchema.safeParse({ ...validOrder(), someNewField: { a: 1 } });
    expect(result.success).toBe(true);
    expect(result.data).toHaveProperty('someNewField', { a: 1 });
    expect(driftOf(OrderSchema, { ...validOrder(), someNewField: 1 })).toEqual([
      { kind: 'field', field: 'someNewField' },
    ]);
  });

  it("reads null for an optional field as absent (Jackson's default)", () => {
    const result = OrderSchema.safeParse({ ...validOrder(), platform: null, cashOnDelivery: null });
    expect(result.success).toBe(true);
    expect(result.data).not.toHaveProperty('platform', null);
    expect(result.data?.platform).toBeUndefined();
    expect(result.data?.cashOnDelivery).toBeUndefined();
  });

  it('rejects a product quantity of 0', () => {
    const order = validOrder();
    order.products[0]!.quantity = 0;
    expect(firstIssue(OrderSchema.safeParse(order))?.path).toEqual(['products', 0, 'quantity']);
  });

  it('keeps an OrderState the documents do not list as its string, and names it as drift', () => {
    const result = OrderSchema.safeParse({ ...validOrder(), orderState: 'SHIPPED' });
    expect(result.data?.orderState).toBe('SHIPPED');
    expect(driftOf(OrderSchema, { ...validOrder(), orderState: 'SHIPPED' })).toEqual([
      { kind: 'value', field: 'orderState', value: 'SHIPPED' },
    ]);
    expect(firstIssue(OrderSchema.safeParse({ ...validOrder(), orderState: '' }))?.path).toEqual([
      'orderState',
    ]);
  });

  it('keeps DB_SCHENKER in activeTracking (not an order carrier) as an unknown value', () => {
    const order = validOrder();
    const parcel = order.parcels[0]!;
    const grown = {
      ...order,
      parcels: [{ ...parcel, activeTracking: { ...parcel.activeTracking, carrier: 'DB_SCHENKER' } }],
    };
    expect(OrderSchema.safeParse(grown).data?.parcels[0]?.activeTracking?.carrier).toBe('DB_SCHENKER');
    expect(driftOf(OrderSchema, grown)).toEqual([
      { kind: 'value', field: 'parcels[].activeTracking.carrier', value: 'DB_SCHENKER' },
    ]);
  });

  it('rejects an id that is not a UUID', () => {
    const result = OrderSchema.safeParse({ ...validOrder(), id: 'order-1' });
    expect(firstIssue(result)?.path).toEqual(['id']);
  });

  it('rejects an order without parcels', () => {
    const { parcels: _parcels, ...withoutParcels } = validOrder();
    expect(firstIssue(OrderSchema.safeParse(withoutParcels))?.path).toEqual(['parcels']);
  });

  it('rejects an additional cost whose name is only spaces', () => {
    const order = validOrder();
    order.additionalCosts[1]!.name = '   ';
    expect(firstIssue(OrderSchema.safeParse(order))?.path).toEqual(['additionalCosts', 1, 'name']);
  });

  it('requires links.trackAndTrace.href and a url in each communication link', () => {
    const noHref = { ...validOrder(), links: { trackAndTrace: {} } };
    expect(firstIssue(OrderSchema.safeParse(noHref))?.path).toEqual(['links', 'trackAndTrace', 'href']);
    const noUrl = { ...validOrder(), communication: { externalLinks: [{ name: 'Faktura' }] } };
    expect(firstIssue(OrderSchema.safeParse(noUrl))?.path).toEqual([
      'communication',
      'externalLinks',
      0,
      'url',
    ]);
  });
});

describe('OAuth token endpoint schemas', () => {
  const token = {
    access_token: 'a'.repeat(40),
    expires_in: '3600',
    token_type: 'bearer',
    scope: 'deliveries collection-places',
    refresh_token: 'b'.repeat(40),
  };

  it('parses the code exchange and the refresh responses', () => {
    expect(OAuthTokenResponseSchema.safeParse(token).success).toBe(true);
    const { refresh_token: _r, ...refreshed } = token;
    expect(OAuthRefreshResponseSchema.safeParse(refreshed).success).toBe(true);
    expect(OAuthTokenResponseSchema.parse({ ...token, token_type: 'Bearer' }).token_type).toBe('bearer');
  });

  it('rejects a numeric expires_in (the spec sends a string of seconds)', () => {
    const result = OAuthTokenResponseSchema.safeParse({ ...token, expires_in: 3600 });
    expect(firstIssue(result)?.path).toEqual(['expires_in']);
  });

  it('requires refresh_token in the code exchange response', () => {
    const { refresh_token: _r, ...withoutRefresh } = token;
    expect(firstIssue(OAuthTokenResponseSchema.safeParse(withoutRefresh))?.path).toEqual(['refresh_token']);
  });

  it('parses an RFC 6749 error body', () => {
    expect(
      OAuthErrorSchema.safeParse({ error: 'invalid_grant', error_description: 'Code expired' }).success,
    ).toBe(true);
    expect(firstIssue(OAuthErrorSchema.safeParse({ error_description: 'x' }))?.path).toEqual(['error']);
  });
});
