import { randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { historyAtScale, QUIET_ESHOP } from '@/testing/history-at-scale';
import { postgresForTests } from '@/testing/postgres';
import { BrowserClient } from '@/testing/stack';
import { DEMO_ESHOP, type BenchContext, type BenchModule, type Emit } from './context';
import { figure, notMeasured, type FigureSpec } from './report';
import { spawnServer } from './servers';
import { count, median, ms, round } from './util';

// Issue 45: GET /bff/places/deleted reads a page of an e-shop's deletions, newest first, from
// place_history (src/testing/history-at-scale.ts: 140 000 creations in three e-shops, 66 000 edits
// and deletions, 600 restores). Timed over HTTP on each engine without the index of migration 0014
// (dropped: the baseline, in the same run) and with it, for three pages: the demo e-shop's first,
// its last (fewer than a page left: without the index the whole older history is walked), and an
// e-shop that deleted nothing. The plan of each is noted.

const RUNS = 15;
const TARGET_MS = 20;
const ENGINES = ['SQLite', 'PostgreSQL'] as const;
const PAGES = ['first page', 'last page', 'e-shop with none'] as const;
type Page = (typeof PAGES)[number];

const spec = (engine: string, page: Page): FigureSpec => ({
  id: `history.deleted.${engine === 'SQLite' ? 'sqlite' : 'postgres'}.${page.split(' ')[0]}`,
  name: `${engine}: GET /bff/places/deleted, ${page}, a history of 206 000 entries (100 000 places)`,
  target: `< ${TARGET_MS} ms`,
});

type History = Awaited<ReturnType<typeof historyAtScale>>;

/** Each page's median time over RUNS, its rows and its plan. */
async function measure(client: BrowserClient, history: History) {
  const pages: Record<Page, [string, number | undefined]> = {
    'first page': [DEMO_ESHOP, undefined],
    'last page': [DEMO_ESHOP, history.lastPageBefore],
    'e-shop with none': [QUIET_ESHOP, undefined],
  };
  const out = {} as Record<Page, { ms: number; rows: number; plan: string }>;
  for (const page of PAGES) {
    const [eshopId, before] = pages[page];
    const path = `/bff/places/deleted?eshopId=${eshopId}&limit=50${before ? `&before=${before}` : ''}`;
    let rows = 0;
    const times: number[] = [];
    for (let k = 0; k < RUNS; k++) {
      const started = performance.now();
      const res = await client.fetch(path);
      times.push(performance.now() - started);
      if (res.status !== 200) throw new Error(`${path} answered ${res.status}`);
      rows = (res.data as { items: unknown[] }).items.length;
    }
    out[page] = { ms: median(times), rows, plan: await history.plan(eshopId, before) };
  }
  return out;
}

async function runEngine(
  ctx: BenchContext,
  engine: (typeof ENGINES)[number],
  url: string | undefined,
  emit: Emit,
) {
  const dataDir = join(ctx.tmp, `deleted-places-${engine}`);
  mkdirSync(dataDir, { recursive: true });
  const schema = `bench_${randomBytes(6).toString('hex')}`;
  const history = await historyAtScale({ url, schema, sqliteFile: join(dataDir, 'bff.sqlite') });
  const stack = await spawnServer({
    role: 'stack',
    options: { bff: { dataDir, ...(url ? { databaseUrl: url, databaseSchema: schema } : {}) } },
  });
  try {
    const client = new BrowserClient(stack.bffUrl!);
    if ((await client.login('staff')).status !== 200) throw new Error('sign-in failed');
    await history.dropIndex();
    await measure(client, history); // a warm-up: the first requests of a new process are slower
    const without = await measure(client, history);
    await history.createIndex();
    const withIndex = await measure(client, history);
    for (const page of PAGES) {
      const [a, b] = [withIndex[page], without[page]];
      emit(
        figure({
          ...spec(engine, page),
          value: ms(a.ms),
          baseline: `no index ${ms(b.ms)}`,
          ratio: a.ms / b.ms,
          pass: a.ms < TARGET_MS,
          note: `median of ${RUNS} over HTTP, ${a.rows} rows, ${count(history.entries)} entries; plan: ${a.plan}; without the index: ${b.plan}`,
          data: { ms: round(a.ms, 3), withoutMs: round(b.ms, 3), plan: a.plan, planWithout: b.plan },
        }),
      );
    }
  } finally {
    await stack.stop();
    await history.close();
  }
}

export const deletedPlaces: BenchModule = {
  name: 'deleted places',
  figures: ENGINES.flatMap((e) => PAGES.map((p) => spec(e, p))),
  timeoutMs: 240_000,
  async run(ctx, emit) {
    const pg = postgresForTests();
    for (const engine of ENGINES) {
      const url = engine === 'SQLite' ? undefined : pg.url;
      if (engine === 'PostgreSQL' && !url) {
        for (const page of PAGES) emit(notMeasured(spec(engine, page), pg.reason ?? 'no PostgreSQL'));
        continue;
      }
      await runEngine(ctx, engine, url, emit);
    }
  },
};
