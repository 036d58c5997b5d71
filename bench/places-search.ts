import { BrowserClient } from '@/testing/stack';
import { spawnAppStack } from './app-stack';
import { DEMO_ESHOP, type BenchContext, type BenchModule, type Emit } from './context';
import { figure } from './report';
import { measureExport } from './places-export';
import { KEY_DELAY_MS, measureTyping } from './search-typing';
import type { MemoryMark, MemoryRead } from './server-protocol';
import { count, mib, ms, quantile } from './util';

// Search and CSV export over 100 000 places through the BFF (its own process, started with
// --expose-gc, the sandbox inside it as npm start runs them):
//  - the read model's fill on the first search, and the resident memory it holds after GC;
//  - warm search latency over HTTP (round trip as the browser sees it) for a mix of typed
//    fragments, ids and filters; p95 over every query;
//  - the CSV export of every place: time to the last byte, and the BFF's peak RSS growth;
//  - typing four letters into the search box in Chromium: the longest main-thread task.

const PLACES = 100_000;
const ROUNDS = 10;
const QUERIES = [
  'q=brno',
  'q=prah',
  'q=plze',
  'q=ostr',
  'q=b',
  'q=1',
  'q=dpd%20brno',
  'q=vydejna%20olom',
  'q=SYN-1234',
  'q=602',
  'q=namesti',
  'q=zzzz',
  'q=brno&type=PARCEL_BOX&flag=noImage',
  'q=praha&sort=city,desc',
  'carrier=PPL,DPD&openNow=true',
  'flag=duplicatePin&page=3',
  'country=SK&closedOn=2026-12-24',
  'exceptionWithinDays=30&sort=zipCode',
  'sort=name,desc&page=400',
  'city=Brno&image=without',
];
const SEARCH_TARGET_MS = 30;
const TYPING_TARGET_MS = 50;
const TYPED = 'brno';
const AFTER_EDIT_TARGET_MS = 50;
const LOOP_DELAY_TARGET_MS = 20;
const EDITS = 20;

type Stack = Awaited<ReturnType<typeof spawnAppStack>>;
interface Searched {
  ms: number;
  total: number;
}
type Search = (params: string) => Promise<Searched>;

/** One search through the BFF, timed as the browser sees it. */
const searchOf =
  (client: BrowserClient): Search =>
  async (params) => {
    const started = performance.now();
    const res = await client.fetch(`/bff/places/search?eshopId=${DEMO_ESHOP}&${params}`);
    if (res.status !== 200)
      throw new Error(`search ${params} answered ${res.status}: ${res.text.slice(0, 200)}`);
    return { ms: performance.now() - started, total: res.data.page.totalElements as number };
  };

/** The read model's fill on the first search and the memory it holds; answers the place count. */
async function measureFill(stack: Stack, search: Search, emit: Emit): Promise<number> {
  // The sandbox shares the process: the memory of the fill is the BFF's model plus the
  // sandbox's transient page answers, the latter gone after GC.
  const beforeFill = await stack.call<MemoryMark>('memory-mark');
  const fill = await search('q=brno');
  const afterFill = await stack.call<MemoryRead>('memory-read');
  const total = (await search('')).total;
  emit(
    figure({
      id: 'search.fill',
      name: 'BFF: places read model fill, 100 000 places (first search)',
      value: ms(fill.ms),
      note: `${count(total)} places`,
    }),
  );
  // RSS keeps the pages the fill's peak took; V8's heap is what the model really holds.
  const held = afterFill.afterGc - beforeFill.rss;
  const heap = afterFill.heapAfterGc - beforeFill.heapUsed;
  emit(
    figure({
      id: 'search.memory',
      name: 'BFF: places read model, 100 000 places, heap / RSS growth after GC',
      value: `${mib(heap)} / ${mib(held)}`,
      note: `RSS ${mib(beforeFill.rss)} before the fill, peak ${mib(afterFill.sampledPeak)}, ${mib(afterFill.afterGc)} after GC`,
      data: { beforeFill, afterFill, held, heap },
    }),
  );
  return total;
}

/** Warm search latency over every kind of query, a few rounds of each. */
async function measureWarmSearch(ctx: BenchContext, search: Search, emit: Emit) {
  const times: number[] = [];
  const perQuery: Record<string, number[]> = {};
  for (const q of QUERIES) await search(q); // each sort order is made on first use
  for (let round = 0; round < ROUNDS && Date.now() < ctx.deadline - 60_000; round++) {
    for (const q of QUERIES) {
      const { ms: t } = await search(q);
      times.push(t);
      (perQuery[q] ??= []).push(t);
    }
  }
  const p95 = quantile(times, 0.95);
  const slowest = Object.entries(perQuery)
    .map(([q, t]) => [q, quantile(t, 0.95)] as const)
    .sort((a, b) => b[1] - a[1])
    .slice(0, 3);
  emit(
    figure({
      id: 'search.p95',
      name: 'BFF: search over 100 000 places, warm, p50 / p95 per query (HTTP)',
      value: `${ms(quantile(times, 0.5))} / ${ms(p95)}`,
      target: `p95 < ${SEARCH_TARGET_MS} ms`,
      pass: p95 < SEARCH_TARGET_MS,
      note: `${times.length} queries of ${QUERIES.length} kinds; slowest p95: ${slowest.map(([q, t]) => `${q} ${ms(t)}`).join(', ')}`,
      data: { perQuery },
    }),
  );
}

/** The first search after each of a few edits. */
async function measureAfterEdit(client: BrowserClient, search: Search, emit: Emit) {
  // An edit through the BFF, then the search that should find it: applied to the model in
  // place (issue 25), never a refill of the 100 000 places.
  const afterEdit: number[] = [];
  const targets = (await client.fetch(`/bff/places/search?eshopId=${DEMO_ESHOP}&q=praha&size=${EDITS}`)).data
    .items as { id: string }[];
  for (const [i, { id }] of targets.entries()) {
    const token = `benchedit${i}x${Date.now().toString(36)}`;
    const saved = await client.fetch(`/api/v1/pickup-place/${id}`, {
      method: 'PATCH',
      json: { name: `Edited ${token}` },
    });
    if (saved.status !== 200) throw new Error(`edit answered ${saved.status}: ${saved.text.slice(0, 200)}`);
    const found = await search(`q=${token}`);
    if (found.total !== 1) throw new Error(`the edit ${token} was not found at once`);
    afterEdit.push(found.ms);
  }
  const afterEditP95 = quantile(afterEdit, 0.95);
  emit(
    figure({
      id: 'search.afterEdit',
      name: 'BFF: first search after an edit, 100 000 places, p95 (editing instance)',
      value: ms(afterEditP95),
      target: `p95 < ${AFTER_EDIT_TARGET_MS} ms`,
      pass: afterEditP95 < AFTER_EDIT_TARGET_MS,
      note: `${afterEdit.length} edits, each followed by a search for its new name; median ${ms(quantile(afterEdit, 0.5))}`,
      data: { afterEdit },
    }),
  );
}

/** The fill's event-loop delay, from the BFF's metrics. */
async function measureFillLoopDelay(bffUrl: string, emit: Emit) {
  // The fill's event-loop delay, as the BFF's metrics give it (the first search's fill).
  const admin = new BrowserClient(bffUrl);
  if ((await admin.login('admin')).status === 200) {
    const metrics = (await admin.fetch('/metrics')).text;
    const read = (q: string) =>
      Number(
        new RegExp(`bff_read_model_fill_event_loop_delay_seconds\\{quantile="${q}"\\} ([\\d.e+-]+)`).exec(
          metrics,
        )?.[1] ?? NaN,
      ) * 1000;
    const p99 = read('0.99');
    emit(
      figure({
        id: 'search.fillLoopDelay',
        name: 'BFF: event-loop delay during a 100 000-place fill, p99 / max',
        value: `${ms(p99)} / ${ms(read('max'))}`,
        target: `p99 < ${LOOP_DELAY_TARGET_MS} ms`,
        pass: p99 < LOOP_DELAY_TARGET_MS,
        note: 'how late a 1 ms timer ran, over the last fill or refresh (bff_read_model_fill_event_loop_delay_seconds; loop-delay.ts)',
      }),
    );
  }
}

/** Typing into the search box in Chromium: the longest main-thread task. */
async function measureTypingTask(bffUrl: string, emit: Emit) {
  const typing = await measureTyping(bffUrl, TYPED);
  const longest = Math.max(...typing.map((r) => r.longestTaskMs));
  emit(
    figure({
      id: 'search.typing',
      name: 'web: typing 4 letters into the search, 100 000 places, longest main-thread task (table / map)',
      value: typing.map((r) => (r.longTasks ? ms(r.longestTaskMs) : 'none > 50 ms')).join(' / '),
      target: `< ${TYPING_TARGET_MS} ms`,
      pass: longest < TYPING_TARGET_MS,
      note:
        `"${TYPED}" typed at ${KEY_DELAY_MS} ms a key; ` +
        typing
          .map(
            (r) => `${r.view}: ${r.longTasks} long task(s), results ${ms(r.resultsMs)} after the first key`,
          )
          .join('; '),
      data: { typing },
    }),
  );
}

export const placesSearch: BenchModule = {
  name: 'places search',
  figures: [
    { id: 'search.fill', name: 'BFF: places read model fill, 100 000 places (first search)' },
    { id: 'search.memory', name: 'BFF: places read model, 100 000 places, heap / RSS growth after GC' },
    {
      id: 'search.p95',
      name: 'BFF: search over 100 000 places, warm, p50 / p95 per query (HTTP)',
      target: `p95 < ${SEARCH_TARGET_MS} ms`,
    },
    {
      id: 'search.afterEdit',
      name: 'BFF: first search after an edit, 100 000 places, p95 (editing instance)',
      target: `p95 < ${AFTER_EDIT_TARGET_MS} ms`,
    },
    {
      id: 'search.fillLoopDelay',
      name: 'BFF: event-loop delay during a 100 000-place fill, p99 / max',
      target: `p99 < ${LOOP_DELAY_TARGET_MS} ms`,
    },
    { id: 'export.csv.time', name: 'BFF: CSV export of 100 000 places', target: '< 10 s' },
    {
      id: 'export.csv.memory',
      name: 'BFF: CSV export of 100 000 places, RSS growth (peak)',
      target: '< 100 MiB',
    },
    {
      id: 'search.typing',
      name: 'web: typing 4 letters into the search, 100 000 places, longest main-thread task (table / map)',
      target: `< ${TYPING_TARGET_MS} ms`,
    },
  ],
  timeoutMs: 360_000,
  async run(ctx, emit) {
    // The platform apart, as a remote one is: the fill's event-loop delay is then the BFF's own.
    const stack = await spawnAppStack(ctx, PLACES, { separatePlatform: true });
    try {
      const client = new BrowserClient(stack.bffUrl!);
      if ((await client.login('staff')).status !== 200) throw new Error('sign-in failed');
      const search = searchOf(client);
      const total = await measureFill(stack, search, emit);
      await measureWarmSearch(ctx, search, emit);
      await measureAfterEdit(client, search, emit);
      await measureFillLoopDelay(stack.bffUrl!, emit);
      await measureExport(stack, client, total, emit);
      await measureTypingTask(stack.bffUrl!, emit);
    } finally {
      await stack.stop();
    }
  },
};
