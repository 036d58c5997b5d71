import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { patchOnPlatform } from '@/testing/bulk-jobs';
import { startForwardingUpstream, type Forwarded } from '@/testing/forwarding-upstream';
import { signedIn } from '@/testing/signed-in';
import { DEMO_ESHOP, DEMO_KEY, startStack, type BrowserClient, type Stack } from '@/testing/stack';

// The background refresh of the places read model (issue 25): every page asked for again with its
// ETag, so an unchanged e-shop costs 304s without a page body, and a change made straight on the
// platform (outside the BFF) still shows after the refresh; against a platform that never answers
// 304 (a new ETag every time) too, only slower. 2 500 places: two pages of the platform's list.

const SEARCH = `/bff/places/search?eshopId=${DEMO_ESHOP}`;
const isListPage = (call: Forwarded) =>
  call.method === 'GET' && call.path.startsWith(`/api/v1/pickup-place?`) && call.path.includes('page=');

describe('refreshing the places read model from the platform', { timeout: 120_000 }, () => {
  let proxy: Awaited<ReturnType<typeof startForwardingUpstream>>;
  let stack: Stack;
  let staff: BrowserClient;
  beforeAll(async () => {
    proxy = await startForwardingUpstream();
    stack = await startStack({
      upstreamUrl: proxy.url,
      sandbox: { seedPlaces: 2500 },
      bff: { placesRefreshSeconds: 1 },
    });
    proxy.state.target = stack.sandboxUrl;
    staff = await signedIn(stack, 'staff');
  }, 120_000);
  afterAll(async () => {
    await stack?.close();
    await proxy?.close();
  });

  const search = async (q: string) => {
    const res = await staff.fetch(`${SEARCH}&q=${encodeURIComponent(q)}`);
    expect(res.status, res.text).toBe(200);
    return res.data as {
      items: { id: string; name: string }[];
      filledAt: string;
      page: { totalElements: number };
    };
  };

  /** Waits past the refresh interval, asks (starting a refresh) and waits for it to land. */
  async function refreshed() {
    const filled = (await search('')).filledAt;
    await new Promise((r) => setTimeout(r, 1100));
    const from = proxy.calls.length;
    await search(''); // served at once; the refresh runs in the background
    const started = Date.now();
    while ((await search('')).filledAt === filled) {
      if (Date.now() - started > 30_000) throw new Error('no refresh landed');
      await new Promise((r) => setTimeout(r, 50));
    }
    return proxy.calls.slice(from).filter(isListPage);
  }

  it('costs 304s without a body for an unchanged e-shop', async () => {
    await search('');
    const pages = await refreshed();
    expect(pages.length).toBeGreaterThanOrEqual(2);
    for (const page of pages) {
      expect(page.ifNoneMatch).toMatch(/^"/);
      expect(page.status).toBe(304);
    }
  });

  it('shows a change made on the platform outside the BFF after the refresh, one page re-read', async () => {
    const [place] = (await search('SYN-2400')).items;
    await patchOnPlatform(stack.sandboxUrl, place!.id, { name: 'Venku Zmeneno' });
    expect((await search('zmeneno')).items).toEqual([]); // not before the refresh
    const pages = await refreshed();
    expect(pages.filter((p) => p.status === 200).length).toBeGreaterThanOrEqual(1);
    expect(pages.filter((p) => p.status === 304).length).toBeGreaterThanOrEqual(1);
    expect((await search('zmeneno')).items.map((p) => p.id)).toEqual([place!.id]);
    expect((await search('')).page.totalElements).toBe(await platformCount());
  });

  it('stays correct against a platform that never answers 304 (a new ETag every time)', async () => {
    let tag = 0;
    proxy.state.intercept = async (call, res) => {
      if (!isListPage(call)) return false;
      const answer = await fetch(`${stack.sandboxUrl}${call.path}`, { headers: { 'x-api-key': DEMO_KEY } });
      const body = Buffer.from(await answer.arrayBuffer());
      call.status = answer.status;
      res
        .writeHead(answer.status, { 'content-type': 'application/json', etag: `"fresh-${++tag}"` })
        .end(body);
      return true;
    };
    try {
      const [place] = (await search('SYN-10')).items;
      await patchOnPlatform(stack.sandboxUrl, place!.id, { name: 'Bez Etagu Jinak' });
      const pages = await refreshed();
      expect(pages.every((p) => p.status === 200)).toBe(true);
      expect((await search('etagu jinak')).items.map((p) => p.id)).toEqual([place!.id]);
      expect((await search('')).page.totalElements).toBe(await platformCount());
    } finally {
      proxy.state.intercept = null;
    }
  });

  /** How many places the platform holds for the e-shop. */
  async function platformCount() {
    const res = await fetch(`${stack.sandboxUrl}/api/v1/pickup-place?eshopId=${DEMO_ESHOP}&size=1`, {
      headers: { 'x-api-key': DEMO_KEY },
    });
    return ((await res.json()) as { page: { totalElements: number } }).page.totalElements;
  }
});
