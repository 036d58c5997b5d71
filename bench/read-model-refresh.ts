import { request } from 'undici';
import { BrowserClient } from '@/testing/stack';
import { spawnAppStack } from './app-stack';
import { DEMO_ESHOP, DEMO_KEY, type BenchModule } from './context';
import { figure, notMeasured, type FigureSpec } from './report';
import { count, ms, sleep } from './util';

// The background refresh of a places read model at 100 000 places (issue 25), the platform in a
// process of its own: after the first fill, the model is read again every PLACES_REFRESH_SECONDS
// with each page's ETag in If-None-Match.
//  - unchanged: how many of the platform's page answers carried a body (target 0: all 304);
//  - one place renamed straight at the platform (outside the BFF): how long until a search finds
//    the new name, and how many pages came with a body.
// The counts come from the BFF's own metrics (platform calls by method and status), read as admin.

const PLACES = 100_000;
const REFRESH_S = 5;
const WAIT_MS = 180_000;

const UNCHANGED: FigureSpec = {
  id: 'refresh.unchanged',
  name: 'BFF: background refresh of an unchanged 100 000-place e-shop: page answers with a body',
  target: '0',
};
const OUTSIDE: FigureSpec = {
  id: 'refresh.outsideEdit',
  name: `BFF: a place renamed outside the BFF, found by a search (refresh every ${REFRESH_S} s)`,
  target: `≤ ${REFRESH_S} s + one refresh (< ${REFRESH_S + 5} s)`,
};

/** Platform calls so far by status, and the read models' fills and refreshes, from /metrics. */
async function counters(admin: BrowserClient) {
  const text = (await admin.fetch('/metrics')).text;
  const upstream = (status: string) =>
    Number(
      new RegExp(
        `bff_upstream_request_duration_seconds_count\\{(?=[^}]*method="GET")(?=[^}]*status="${status}")[^}]*\\} (\\d+)`,
      ).exec(text)?.[1] ?? 0,
    );
  const fills = Number(
    /bff_read_model_fill_duration_seconds_count\{outcome="ok"\} (\d+)/.exec(text)?.[1] ?? 0,
  );
  return { ok: upstream('200'), notModified: upstream('304'), fills };
}

export const readModelRefresh: BenchModule = {
  name: 'read model refresh',
  figures: [UNCHANGED, OUTSIDE],
  timeoutMs: 300_000,
  async run(ctx, emit) {
    const stack = await spawnAppStack(ctx, PLACES, {
      separatePlatform: true,
      bffOptions: { placesRefreshSeconds: REFRESH_S },
    });
    try {
      const staff = new BrowserClient(stack.bffUrl!);
      const admin = new BrowserClient(stack.bffUrl!);
      if ((await staff.login('staff')).status !== 200 || (await admin.login('admin')).status !== 200)
        throw new Error('sign-in failed');
      const search = async (q: string) => {
        const res = await staff.fetch(`/bff/places/search?eshopId=${DEMO_ESHOP}&q=${encodeURIComponent(q)}`);
        if (res.status !== 200) throw new Error(`search answered ${res.status}`);
        return res.data.page.totalElements as number;
      };
      /** Waits out the model's freshness, asks (which starts the refresh), waits for it to land. */
      const refreshOnce = async () => {
        const before = await counters(admin);
        await sleep(REFRESH_S * 1000 + 200);
        const started = performance.now();
        await search('brno');
        while ((await counters(admin)).fills === before.fills) {
          if (performance.now() - started > WAIT_MS) throw new Error('no refresh landed');
          await sleep(100);
        }
        const after = await counters(admin);
        return {
          ms: performance.now() - started,
          bodies: after.ok - before.ok,
          notModified: after.notModified - before.notModified,
        };
      };

      await search('brno'); // the first fill
      try {
        const r = await refreshOnce();
        emit(
          figure({
            ...UNCHANGED,
            value: String(r.bodies),
            pass: r.bodies === 0 && r.notModified > 0,
            note: `${count(r.notModified)} pages answered 304 Not Modified, ${r.bodies} with a body; the refresh took ${ms(r.ms)} from the search that started it`,
            data: r,
          }),
        );
      } catch (error) {
        emit(notMeasured(UNCHANGED, error));
      }

      try {
        // A place renamed at the platform itself, as another application would.
        const platform = stack.sandboxUrl;
        const headers = { 'x-api-key': DEMO_KEY, accept: 'application/json' };
        const list = await request(`${platform}/api/v1/pickup-place?eshopId=${DEMO_ESHOP}&size=50`, {
          headers,
        });
        const { items } = (await list.body.json()) as { items?: { id: string }[] };
        const id = items?.at(-1)?.id;
        if (!id) throw new Error(`the platform's list answered ${list.statusCode} without places`);
        const read = await request(`${platform}/api/v1/pickup-place/${id}`, { headers });
        await read.body.dump();
        const name = `Refresh probe ${Date.now()}`;
        const edited = await request(`${platform}/api/v1/pickup-place/${id}`, {
          method: 'PATCH',
          headers: {
            ...headers,
            'content-type': 'application/json',
            'if-match': String(read.headers.etag),
          },
          body: JSON.stringify({ name }),
        });
        await edited.body.dump();
        if (edited.statusCode !== 200)
          throw new Error(`the platform answered the rename ${edited.statusCode}`);
        const editedAt = performance.now();
        const before = await counters(admin);
        while ((await search(name)) === 0) {
          if (performance.now() - editedAt > WAIT_MS) throw new Error('the new name never showed');
          await sleep(250);
        }
        const seenMs = performance.now() - editedAt;
        const after = await counters(admin);
        emit(
          figure({
            ...OUTSIDE,
            value: ms(seenMs),
            pass: seenMs < (REFRESH_S + 5) * 1000,
            note: `${after.ok - before.ok} page(s) with a body, ${count(after.notModified - before.notModified)} answered 304 meanwhile; searched every 250 ms`,
            data: { seenMs, bodies: after.ok - before.ok },
          }),
        );
      } catch (error) {
        emit(notMeasured(OUTSIDE, error));
      }
    } finally {
      await stack.stop();
    }
  },
};
