import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GROWN_ORDER, GROWN_PLACES } from '@/sandbox/testing/dialect';
import { signedIn } from '@/testing/signed-in';
import { DEMO_ESHOP, startStack, type BrowserClient, type Stack } from '@/testing/stack';

// GET /bff/platform-drift against the sandbox speaking the grown dialect (issue 42): what the BFF
// read of places and of an order that the documents do not list, for administrators only.

describe('the platform drift report', () => {
  let stack: Stack;
  let admin: BrowserClient;
  let support: BrowserClient;
  beforeAll(async () => {
    stack = await startStack({ sandbox: { dialect: 'grown' } });
    admin = await signedIn(stack, 'admin');
    support = await signedIn(stack, 'support');
  });
  afterAll(() => stack?.close());

  it('starts empty, then names what the places and an order carried', async () => {
    const empty = await admin.fetch('/bff/platform-drift');
    expect(empty.status).toBe(200);
    expect(empty.headers.get('cache-control')).toBe('private, no-store');
    expect(empty.data.entries).toEqual([]);

    const search = await support.fetch(`/bff/places/search?eshopId=${DEMO_ESHOP}&size=200`);
    expect(search.status).toBe(200);
    const order = await support.fetch(`/api/v1/order/${GROWN_ORDER}`);
    expect(order.status).toBe(200);
    expect(order.data.orderState).toBe('ON_HOLD');

    const { entries } = (await admin.fetch('/bff/platform-drift')).data as {
      entries: { resource: string; kind: string; field: string; value?: string; examples: string[] }[];
    };
    expect(entries).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ resource: 'place', kind: 'value', field: 'carrier', value: 'ALZABOX' }),
        expect.objectContaining({ resource: 'order', kind: 'value', field: 'orderState', value: 'ON_HOLD' }),
        expect.objectContaining({ resource: 'order', kind: 'field', field: 'loyaltyPoints' }),
      ]),
    );
    // Its example is the place that carries it.
    const alza = entries.find((e) => e.value === 'ALZABOX')!;
    const example = (search.data.items as { id: string; name: string }[]).find(
      (p) => p.id === alza.examples[0],
    );
    expect(example?.name).toBe(GROWN_PLACES.carrierAndType);
  });

  it('is for administrators only', async () => {
    expect((await support.fetch('/bff/platform-drift')).status).toBe(403);
    const anonymous = await fetch(`${stack.bffUrl}/bff/platform-drift`);
    expect(anonymous.status).toBe(401);
  });
});
