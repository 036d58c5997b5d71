import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildBff, type Bff } from '../app';
import { waitForJob } from '@/testing/bulk-jobs';
import { startForwardingUpstream } from '@/testing/forwarding-upstream';
import { upload } from '@/testing/imports';
import { signedIn } from '@/testing/signed-in';
import { EMPTY_ESHOP, startStack, type Stack } from '@/testing/stack';

// The BFF stops in the middle of an import: two POSTs have made their places but their answers
// never came back, two rows were not started. The next BFF resumes the job; the platform refuses
// the two places a second time (their origin ids are taken), so every row makes exactly one place.

const HEADER =
  'originPickupPlaceId;name;type;countryCode;line1;city;zipCode;latitude;longitude;phone;email;storageTimeInDays;opening_hours';
const csv = [
  HEADER,
  ...Array.from(
    { length: 6 },
    (_, k) =>
      `R-${k};Restartov ${k};PARCEL_SHOP;CZ;Hlavní ${k};Restartov;110 00;50.08;14.42;+420 601 123 456;r${k}@example.cz;7;Mo-Fr 08:00-17:00`,
  ),
].join('\r\n');

describe('an import across a restart of the BFF', () => {
  let proxy: Awaited<ReturnType<typeof startForwardingUpstream>>;
  let stack: Stack;
  let second: Bff | undefined;
  beforeAll(async () => {
    proxy = await startForwardingUpstream();
    stack = await startStack({ upstreamUrl: proxy.url, bff: { bulkConcurrency: 2, bulkConcurrencyMin: 2 } });
    proxy.state.target = stack.sandboxUrl;
  });
  afterAll(async () => {
    await second?.database.dropSchema();
    await second?.app.close();
    await stack?.close();
    await proxy?.close();
  });

  it('resumes where it stopped and makes no place twice', async () => {
    const staff = await signedIn(stack, 'staff');
    const res = await upload(staff, 'places.csv', new TextEncoder().encode(csv), { eshopId: EMPTY_ESHOP });
    expect(res.data.counts).toMatchObject({ create: 6, error: 0 });
    let release = () => undefined as void;
    const gate = new Promise<void>((r) => (release = r));
    let posts = 0;
    const creations = () =>
      proxy.calls.filter((c) => c.method === 'POST' && c.path.includes('/pickup-place'));
    proxy.state.afterForward = async (call) => {
      if (call.method === 'POST' && ++posts >= 3) await gate; // made, but the answer is held
    };
    const applied = await staff.fetch(`/bff/imports/${res.data.id}/apply`, { method: 'POST' });
    expect(applied.status, applied.text).toBe(202);
    await waitForJob(staff, applied.data.id, (j) => j.counts.done === 2);
    while (creations().length < 4) await new Promise((r) => setTimeout(r, 20));

    await stack.bff.app.close(); // the BFF goes away with two answers unheard
    proxy.state.afterForward = null;
    release();

    second = await buildBff(stack.config);
    // On the same address, as a restart is: the public origin the browser sends stays the same.
    await second.app.listen({ host: '127.0.0.1', port: Number(new URL(stack.bffUrl).port) });
    const again = await signedIn(stack, 'staff');
    const ended = await waitForJob(again, applied.data.id);
    expect(ended).toMatchObject({
      state: 'finished',
      counts: { total: 6, done: 6, failed: 0, remaining: 0 },
    });

    const list = await again.fetch(`/api/v1/pickup-place?eshopId=${EMPTY_ESHOP}&size=50`);
    const origins = (list.data.items as { originPickupPlaceId: string }[]).map((p) => p.originPickupPlaceId);
    expect(origins.sort()).toEqual(['R-0', 'R-1', 'R-2', 'R-3', 'R-4', 'R-5']);
  });
});
