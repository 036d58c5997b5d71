import { BrowserClient } from '@/testing/stack';
import {
  UPSTREAM_TIMEOUT_MS,
  DEMO_ESHOP,
  DEMO_KEY,
  sandboxOptions,
  seededDir,
  type BenchModule,
} from './context';
import { figure, notMeasured, type Figure, type FigureSpec } from './report';
import { combine, load, type Run } from './load';
import { spawnServer } from './servers';
import { count, errorText, ms, quantile, sleep } from './util';

// GET /api/v1/pickup-place/{id} through the BFF (session cookie) against the same requests straight
// to the sandbox (X-API-Key, prettyPrint=false as the BFF sends them), with autocannon at 10 and 50
// connections. The sandbox and the BFF run in processes of their own, as a BFF and a remote
// platform would; autocannon runs in this process. Note the BFF path has three busy processes
// (autocannon, BFF, sandbox) on this machine's two cores where the direct path has two. Latencies are taken from every response at full
// precision (autocannon's own histogram keeps whole milliseconds only).

const PLACES = 100_000;
const CONNECTIONS = [10, 50] as const;
// Direct and BFF windows alternate, a few short rounds each, and each ratio is the median of the
// rounds' ratios: on a shared machine a single long window of each mostly measures whatever else
// ran during it.
const ROUNDS = 3;
const DURATION_S = 3;
const WARMUP_S = 2;
const MAX_MEDIAN_RATIO = 1.2;
const MIN_THROUGHPUT_RATIO = 0.7;

function specs(c: number): FigureSpec[] {
  return [
    {
      id: `bff.get.c${c}.median`,
      name: `BFF place GET, ${c} conn: median latency`,
      target: `≤ ${MAX_MEDIAN_RATIO}× direct`,
    },
    { id: `bff.get.c${c}.p99`, name: `BFF place GET, ${c} conn: p99 latency` },
    {
      id: `bff.get.c${c}.rps`,
      name: `BFF place GET, ${c} conn: requests/s`,
      target: `≥ ${MIN_THROUGHPUT_RATIO}× direct`,
    },
  ];
}
/** Info rows: a bare Node proxy (bare-proxy.ts) against direct, and the BFF against it. */
const bareSpec = (c: number): FigureSpec => ({
  id: `bff.get.c${c}.bare`,
  name: `bare Node proxy GET, ${c} conn: median / requests/s`,
});
const ERRORS: FigureSpec = {
  id: 'bff.get.errors',
  name: 'BFF place GET: errors (all BFF runs)',
  target: '0',
};

export const bffProxy: BenchModule = {
  name: 'bff proxy',
  figures: [...CONNECTIONS.flatMap((c) => [...specs(c), bareSpec(c)]), ERRORS],
  timeoutMs: 150_000,
  async run(ctx, emit) {
    const dir = seededDir(ctx, PLACES);
    const sandbox = await spawnServer({ role: 'sandbox', options: sandboxOptions(dir, PLACES) });
    try {
      const stack = await spawnServer({
        role: 'stack',
        options: { upstreamUrl: sandbox.sandboxUrl, bff: { upstreamTimeoutMs: UPSTREAM_TIMEOUT_MS } },
      });
      const bareProxy = await spawnServer({
        role: 'bare-proxy',
        options: { upstreamUrl: sandbox.sandboxUrl, apiKey: DEMO_KEY },
      });
      try {
        const client = new BrowserClient(stack.bffUrl!);
        const login = await client.login('staff');
        if (login.status !== 200) throw new Error(`sign-in failed (${login.status})`);
        const list = await fetch(
          `${sandbox.sandboxUrl}/api/v1/pickup-place?prettyPrint=false&eshopId=${DEMO_ESHOP}&size=500`,
          {
            headers: { 'x-api-key': DEMO_KEY },
          },
        );
        const ids = ((await list.json()) as { items: { id: string }[] }).items.map((p) => p.id);
        if (ids.length === 0) throw new Error('no places to read');
        const direct = {
          url: sandbox.sandboxUrl,
          paths: ids.map((id) => `/api/v1/pickup-place/${id}?prettyPrint=false`),
          headers: { 'x-api-key': DEMO_KEY, accept: 'application/json' },
        };
        const viaBff = {
          url: stack.bffUrl!,
          paths: ids.map((id) => `/api/v1/pickup-place/${id}`),
          headers: { cookie: client.cookie, accept: 'application/json' },
        };
        const bare = {
          url: bareProxy.proxyUrl!,
          paths: ids.map((id) => `/api/v1/pickup-place/${id}`),
          headers: { accept: 'application/json' },
        };
        // One response of each, so a broken setup fails here rather than as a wall of errors.
        for (const t of [direct, viaBff, bare]) {
          const res = await fetch(`${t.url}${t.paths[0]}`, { headers: t.headers });
          if (res.status !== 200) throw new Error(`${t.url}${t.paths[0]} answered ${res.status}`);
          await res.arrayBuffer();
        }

        let errorsTotal = 0;
        let directErrors = 0;
        let measured = 0;
        for (const c of CONNECTIONS) {
          const [median, p99, rps] = specs(c) as [FigureSpec, FigureSpec, FigureSpec];
          try {
            await load(direct.url, direct.paths, direct.headers, c, WARMUP_S);
            await load(viaBff.url, viaBff.paths, viaBff.headers, c, WARMUP_S);
            await load(bare.url, bare.paths, bare.headers, c, WARMUP_S);
            const rounds: { d: Run; b: Run; p: Run }[] = [];
            for (let r = 0; r < ROUNDS; r++) {
              const d = await load(direct.url, direct.paths, direct.headers, c, DURATION_S);
              await sleep(300);
              const b = await load(viaBff.url, viaBff.paths, viaBff.headers, c, DURATION_S);
              await sleep(300);
              const p = await load(bare.url, bare.paths, bare.headers, c, DURATION_S);
              await sleep(300);
              rounds.push({ d, b, p });
            }
            const mid = (pick: (x: (typeof rounds)[number]) => number) => quantile(rounds.map(pick), 0.5);
            const d = combine(rounds.map((x) => x.d));
            const b = combine(rounds.map((x) => x.b));
            const p = combine(rounds.map((x) => x.p));
            const ratios = {
              median: mid((x) => x.b.median / x.d.median),
              p99: mid((x) => x.b.p99 / x.d.p99),
              rps: mid((x) => x.b.rps / x.d.rps),
            };
            const bareRatios = {
              median: mid((x) => x.p.median / x.d.median),
              rps: mid((x) => x.p.rps / x.d.rps),
              bffMedian: mid((x) => x.b.median / x.p.median),
              bffRps: mid((x) => x.b.rps / x.p.rps),
            };
            const perRound = rounds.map((x) => (x.b.median / x.d.median).toFixed(2)).join(', ');
            errorsTotal += b.errors;
            directErrors += d.errors;
            measured++;
            const data = { direct: d, bff: b, ratios, rounds, connections: c, durationS: DURATION_S };
            const rows: Figure[] = [
              figure({
                ...median,
                value: ms(b.median),
                baseline: ms(d.median),
                ratio: ratios.median,
                pass: ratios.median <= MAX_MEDIAN_RATIO,
                note: `medians of ${ROUNDS} alternating ${DURATION_S} s rounds (ratios ${perRound}); ${count(b.responses)} vs ${count(d.responses)} responses`,
                data,
              }),
              figure({ ...p99, value: ms(b.p99), baseline: ms(d.p99), ratio: ratios.p99, data }),
              figure({
                ...rps,
                value: count(b.rps),
                baseline: count(d.rps),
                ratio: ratios.rps,
                pass: ratios.rps >= MIN_THROUGHPUT_RATIO,
                ...(b.errors || d.errors ? { note: `errors: BFF ${b.errors}, direct ${d.errors}` } : {}),
                data,
              }),
            ];
            rows.push(
              figure({
                ...bareSpec(c),
                value: `${ms(p.median)} / ${count(p.rps)}`,
                baseline: `${ms(d.median)} / ${count(d.rps)}`,
                ratio: bareRatios.median,
                note:
                  `the floor of any extra hop here: ${bareRatios.median.toFixed(2)}× direct median, ${bareRatios.rps.toFixed(2)}× its throughput; ` +
                  `the BFF is ${bareRatios.bffMedian.toFixed(2)}× its median and ${bareRatios.bffRps.toFixed(2)}× its throughput`,
                data: { bareRatios, rounds: rounds.map((x) => x.p) },
              }),
            );
            rows.forEach(emit);
          } catch (error) {
            for (const s of [median, p99, rps]) emit(notMeasured(s, errorText(error)));
          }
        }
        if (measured > 0) {
          emit(
            figure({
              ...ERRORS,
              value: count(errorsTotal),
              pass: errorsTotal === 0,
              note: `errors, timeouts and non-2xx answers through the BFF (direct: ${directErrors})`,
              data: { errors: errorsTotal, directErrors },
            }),
          );
        }
      } finally {
        await bareProxy.stop();
        await stack.stop();
      }
    } finally {
      await sandbox.stop();
    }
  },
};
