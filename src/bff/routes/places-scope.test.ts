import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PickupPlaceSchema } from '@/contract/places';
import { newPlaceBody } from '@/sandbox/testing/test-sandbox';
import type { BrowserClient } from '@/testing/stack';
import { DEMO_ESHOP, DEMO_KEY, EMPTY_ESHOP, startStack, type Stack } from '@/testing/stack';
import { signedIn } from '@/testing/signed-in';

// Every route that touches a place keeps to the e-shops this installation manages (config.eshops),
// even where the API key reaches more: here the demo key owns both demo e-shops, and the BFF is
// configured with only the first one.

const PLACES = '/api/v1/pickup-place';
const UNMANAGED_ESHOP = EMPTY_ESHOP;
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

let stack: Stack;
let staff: BrowserClient;
let foreignId: string;
let ownId: string;

/** Created straight on the sandbox with the key, as another tool of the same account would. */
async function createDirectly(eshopId: string): Promise<string> {
  const res = await fetch(`${stack.sandboxUrl}${PLACES}`, {
    method: 'POST',
    headers: { 'x-api-key': DEMO_KEY, 'content-type': 'application/json' },
    body: JSON.stringify(newPlaceBody({ eshopId, name: 'Scope test' })),
  });
  expect(res.status).toBe(201);
  return ((await res.json()) as { id: string }).id;
}

const direct = async (id: string) =>
  fetch(`${stack.sandboxUrl}${PLACES}/${id}`, { headers: { 'x-api-key': DEMO_KEY } });

const imageForm = () => {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(PNG)], { type: 'image/png' }), 'p.png');
  return form;
};

beforeAll(async () => {
  stack = await startStack({ bff: { eshops: [{ id: DEMO_ESHOP, name: 'Demo Shop CZ' }] } });
  staff = await signedIn(stack, 'staff');
  foreignId = await createDirectly(UNMANAGED_ESHOP);
  ownId = await createDirectly(DEMO_ESHOP);
});
afterAll(() => stack?.close());

function expectNotFound(res: { status: number; headers: Headers; text: string }) {
  expect(res.status).toBe(404);
  expect(res.headers.get('content-type')).toMatch(/^application\/problem\+json/);
  expect(res.text).not.toContain('Scope test');
}

describe('a place of an e-shop this installation does not manage', () => {
  it('cannot be read', async () => {
    expectNotFound(await staff.fetch(`${PLACES}/${foreignId}`));
  });

  it('cannot be changed, and stays as it was', async () => {
    const before = (await (await direct(foreignId)).json()) as { name: string };
    expectNotFound(
      await staff.fetch(`${PLACES}/${foreignId}`, { method: 'PATCH', json: { name: 'Taken over' } }),
    );
    expect(((await (await direct(foreignId)).json()) as { name: string }).name).toBe(before.name);
  });

  it('cannot be given an image', async () => {
    expectNotFound(await staff.fetch(`${PLACES}/${foreignId}/image`, { method: 'POST', body: imageForm() }));
    // Read as the contract reads it: a grown platform says `image: null` for none (issue 42).
    expect(PickupPlaceSchema.parse(await (await direct(foreignId)).json()).image).toBeUndefined();
  });

  it('cannot be deleted', async () => {
    expectNotFound(await staff.fetch(`${PLACES}/${foreignId}`, { method: 'DELETE' }));
    expect((await direct(foreignId)).status).toBe(200);
  });

  it('and the refusals are in the audit log', async () => {
    const admin = await signedIn(stack, 'admin');
    const items = (await admin.fetch('/bff/audit')).data.items as { target: string; status: number }[];
    expect(items.filter((i) => i.target === foreignId).map((i) => i.status)).toEqual([404, 404, 404]);
  });
});

describe('a place of a managed e-shop', () => {
  it('is read, changed, given an image and deleted as before', async () => {
    const read = await staff.fetch(`${PLACES}/${ownId}`);
    expect(read.status).toBe(200);
    const patched = await staff.fetch(`${PLACES}/${ownId}`, {
      method: 'PATCH',
      json: { name: 'Renamed' },
      headers: { 'if-match': read.headers.get('etag')! },
    });
    expect(patched.status, patched.text).toBe(200);
    expect(
      (await staff.fetch(`${PLACES}/${ownId}/image`, { method: 'POST', body: imageForm() })).status,
    ).toBe(201);
    expect((await staff.fetch(`${PLACES}/${ownId}`, { method: 'DELETE' })).status).toBe(204);
    expect((await direct(ownId)).status).toBe(404);
  });

  it('that does not exist is the platform’s 404, in its words', async () => {
    const missing = '99999999-9999-4999-8999-999999999999';
    const res = await staff.fetch(`${PLACES}/${missing}`, { method: 'PATCH', json: { name: 'x' } });
    expect(res.status).toBe(404);
    expect(res.data.detail).toBe(`Pickup place ${missing} was not found under this account.`);
  });
});
