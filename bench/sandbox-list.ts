import { performance } from 'node:perf_hooks';
import { Agent, request } from 'undici';
import { DEMO_ESHOP, DEMO_KEY, sandboxOptions, seededDir, type BenchModule } from './context';
import { figure, notMeasured, type FigureSpec } from './report';
import { spawnServer } from './servers';
import { ms, quantile, errorText } from './util';

// The sandbox's list operation at 100 000 places over real HTTP: one client, one request at a
// time, random pages, timed from sending the request to the last byte of the answer. Requests are
// the ones the BFF sends for the SPA: prettyPrint=false and Accept-Encoding: gzip (the browser's,
// passed on), so compression is included.

const PLACES = 100_000;
const REQUESTS = 200;
const WARMUP = 10;
const SIZES = [20, 2000] as const;
const SORTS = ['name', 'location.city,desc'] as const;
const TARGET_P95_MS = 10;

const spec = (size: number, sort: string): FigureSpec => ({
  id: `sandbox.list.s${size}.${sort.replace(/[^a-z]+/g, '_')}`,
  name: `sandbox: list size ${size}, sort ${sort} (p50 / p95)`,
  ...(size === 20 ? { target: `p95 < ${TARGET_P95_MS} ms` } : {}),
});

/** A small deterministic generator, so every run asks for the same pages. */
function random(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const sandboxList: BenchModule = {
  name: 'sandbox list',
  figures: SIZES.flatMap((size) => SORTS.map((sort) => spec(size, sort))),
  timeoutMs: 240_000,
  async run(ctx, emit) {
    const dir = seededDir(ctx, PLACES);
    const server = await spawnServer({ role: 'sandbox', options: sandboxOptions(dir, PLACES) });
    const agent = new Agent({ connections: 1, keepAliveTimeout: 30_000 });
    try {
      const get = async (size: number, sort: string, page: number) => {
        const query = new URLSearchParams({
          prettyPrint: 'false',
          eshopId: DEMO_ESHOP,
          page: String(page),
          size: String(size),
          sort,
        });
        const start = performance.now();
        const res = await request(`${server.sandboxUrl}/api/v1/pickup-place?${query}`, {
          dispatcher: agent,
          headers: { 'x-api-key': DEMO_KEY, accept: 'application/json', 'accept-encoding': 'gzip' },
        });
        const body = Buffer.from(await res.body.arrayBuffer());
        return {
          status: res.statusCode,
          ms: performance.now() - start,
          bytes: body.length,
        };
      };
      // The number of places (and so of pages), read once without compression.
      const first = await request(`${server.sandboxUrl}/api/v1/pickup-place?eshopId=${DEMO_ESHOP}&size=1`, {
        dispatcher: agent,
        headers: { 'x-api-key': DEMO_KEY },
      });
      const total = ((await first.body.json()) as { page: { totalElements: number } }).page.totalElements;

      const combos = SIZES.flatMap((size) => SORTS.map((sort) => ({ size, sort })));
      for (const [index, { size, sort }] of combos.entries()) {
        const s = spec(size, sort);
        // On a slow machine each combination gets an equal share of the time left, not more.
        const until = Date.now() + (ctx.deadline - Date.now() - 15_000) / (combos.length - index);
        try {
          const pages = Math.ceil(total / size);
          const next = random(size * 31 + sort.length);
          for (let i = 0; i < WARMUP; i++) await get(size, sort, Math.floor(next() * pages));
          const times: number[] = [];
          let errors = 0;
          let bytes = 0;
          for (let i = 0; i < REQUESTS && (i < 20 || Date.now() < until); i++) {
            const r = await get(size, sort, Math.floor(next() * pages));
            if (r.status !== 200) errors++;
            times.push(r.ms);
            bytes += r.bytes;
          }
          const p50 = quantile(times, 0.5);
          const p95 = quantile(times, 0.95);
          emit(
            figure({
              ...s,
              value: `${ms(p50)} / ${ms(p95)}`,
              ...(size === 20 ? { pass: p95 < TARGET_P95_MS && errors === 0 } : {}),
              note:
                `${times.length} random pages of ${pages}${times.length < REQUESTS ? ` (cut from ${REQUESTS}: time budget)` : ''}, ` +
                `${total} places, gzip ~${Math.round(bytes / times.length / 1024)} KiB/answer, max ${ms(Math.max(...times))}${errors ? `, ${errors} errors` : ''}`,
              data: {
                p50,
                p95,
                p99: quantile(times, 0.99),
                max: Math.max(...times),
                requests: times.length,
                errors,
                totalPlaces: total,
                avgBytes: bytes / times.length,
              },
            }),
          );
        } catch (error) {
          emit(notMeasured(s, errorText(error)));
        }
      }
    } finally {
      await agent.close();
      await server.stop();
    }
  },
};
