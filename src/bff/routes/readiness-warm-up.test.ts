import type { IncomingMessage, ServerResponse } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { relayRead, startFakeUpstream, type FakeUpstream } from '@/testing/fake-upstream';
import { signedIn } from '@/testing/signed-in';
import { DEMO_ESHOP, startStack, type Stack } from '@/testing/stack';

// The first map after a start (issue 31): it waited for a fill of the read model although the
// model is warmed at start-up. Now /readyz says "not ready" while the warm-up runs, and the
// warm-up builds what the first map asks for, so a map opened once the instance is ready reads
// the warm model: no page of the platform is read again.

let fake: FakeUpstream;
let stack: Stack;
/** List pages the BFF read from the platform (the read model's fills). */
let pages = 0;
/** While set, list pages are held: the warm-up is still running. */
let hold: Promise<void> | undefined;
let release = () => {};

async function relay(req: IncomingMessage, res: ServerResponse) {
  if (req.url?.startsWith('/api/v1/pickup-place?')) {
    pages++;
    await hold;
  }
  await relayRead(stack.sandboxUrl, req, res);
}

beforeAll(async () => {
  fake = await startFakeUpstream((req, res) => {
    req.resume();
    void relay(req, res).catch(() => res.destroy());
  });
  stack = await startStack({ upstreamUrl: fake.url });
});
afterAll(async () => {
  release();
  await stack?.close();
  await fake?.close();
});

describe('the start-up warm-up and /readyz', () => {
  it('is not ready while the read models warm up, and the first map then reads the warm model', async () => {
    const admin = await signedIn(stack, 'admin');
    expect((await admin.fetch('/readyz')).status).toBe(200);

    hold = new Promise((resolve) => (release = resolve));
    const warm = stack.bff.warmReadModels();
    await expect.poll(() => pages).toBeGreaterThan(0);
    const during = await admin.fetch('/readyz');
    expect(during.status).toBe(503);
    expect(during.data).toMatchObject({ status: 'unavailable', reason: 'read-models-warming' });
    expect((await fetch(`${stack.bffUrl}/readyz`)).status).toBe(503);

    release();
    await warm;
    expect((await admin.fetch('/readyz')).data).toMatchObject({ status: 'ready' });

    const read = pages;
    const staff = await signedIn(stack, 'staff');
    const map = await staff.fetch(`/bff/places/points?eshopId=${DEMO_ESHOP}`);
    expect(map.status).toBe(200);
    expect((map.data as { ids: string[] }).ids.length).toBeGreaterThan(0);
    expect(pages).toBe(read);
  });
});
