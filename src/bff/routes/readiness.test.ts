import type { IncomingMessage, ServerResponse } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { relayRead, startFakeUpstream, type FakeUpstream } from '@/testing/fake-upstream';
import { signedIn } from '@/testing/signed-in';
import { BrowserClient, DEMO_ESHOP, startStack, type Stack } from '@/testing/stack';

// /readyz flooded anonymously: it used to spend a platform socket of the request pool on every
// call (300 at once: most answered 503 upstream-pool-saturated, and signed-in reads slowed). Now
// the platform is probed at most once per interval, off the request pool, and an anonymous caller
// learns only "ready" or "not ready"; an admin also learns why and the pool's load.

let fake: FakeUpstream;
let stack: Stack;
/** Probes of the platform's root (what readiness asks). */
let probes = 0;

async function relay(req: IncomingMessage, res: ServerResponse) {
  if (req.url === '/') {
    probes++;
    await new Promise((r) => setTimeout(r, 200)); // a platform that takes its time
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
  await stack?.close();
  await fake?.close();
});

describe('GET /readyz under a flood', () => {
  it('probes the platform once for 300 simultaneous anonymous calls and tells them only "ready"', async () => {
    const before = probes;
    const started = Date.now();
    const flood = Promise.all(
      Array.from({ length: 300 }, () =>
        fetch(`${stack.bffUrl}/readyz`).then(async (r) => [r.status, await r.json()]),
      ),
    );
    await new Promise((r) => setTimeout(r, 100)); // the probe is at the platform now
    const meanwhile = stack.bff.upstream.load(); // the request pool, which signed-in reads need
    const answers = await flood;
    console.log(`300 simultaneous /readyz: ${probes - before} platform probe(s), ${Date.now() - started} ms`);
    expect(probes - before).toBeLessThanOrEqual(1);
    for (const [status, body] of answers) {
      expect(status).toBe(200);
      expect(body).toEqual({ status: 'ready' }); // no socket counts, no reason
    }
    expect(meanwhile).toMatchObject({ running: 0, queued: 0 });
  });

  it('keeps the answer for a few seconds: calls in a row do not reach the platform', async () => {
    const client = new BrowserClient(stack.bffUrl);
    await client.fetch('/readyz');
    const before = probes;
    for (let i = 0; i < 20; i++) expect((await client.fetch('/readyz')).status).toBe(200);
    expect(probes - before).toBe(0);
  });

  it('tells an admin the request pool load, and why when not ready; staff only ready or not', async () => {
    const admin = await signedIn(stack, 'admin');
    const detailed = await admin.fetch('/readyz');
    expect(detailed.status).toBe(200);
    expect(detailed.data).toMatchObject({ status: 'ready', busy: 0, queued: 0 });
    expect(detailed.data.connections).toBeGreaterThan(0);
    const staff = await signedIn(stack, 'staff');
    expect((await staff.fetch('/readyz')).data).toEqual({ status: 'ready' });
    expect((await staff.fetch(`/api/v1/pickup-place?eshopId=${DEMO_ESHOP}&size=1`)).status).toBe(200);
  });
});
