import { randomBytes } from 'node:crypto';
import { postgresForTests } from '@/testing/postgres';
import { BrowserClient } from '@/testing/stack';
import { clusterServers } from './cluster';
import { DEMO_ESHOP, type BenchModule } from './context';
import { figure, notMeasured, type FigureSpec } from './report';
import { errorText, ms, quantile } from './util';

// Issue 25's "first search after an edit at 100 000 places p95 < 50 ms on the editing instance and
// on the other one", the other one measured: two BFF instances on one PostgreSQL schema (cluster.ts's
// servers, no nginx: each is asked by its own address), both with a warm read model of the
// 100 000-place e-shop. A place is renamed through A's /bff API, as places-search.ts does; then the
// new name is searched on B and on A, in turns first, each search timed. B learns of the change
// only from the shared change log: its search reads the e-shop's generation, finds its model one
// behind and applies the log's entry before it answers. A's answer to the PATCH leaves only once
// the entry is committed, so there is no lag by design: a first search on B that misses the new
// name is a failure, counted, and then B is asked again (every 20 ms, up to 2 s) only to say how
// late the change came. The edits follow each other at once: the pools' PostgreSQL connections stay
// open (pg closes one idle for 10 s; opening one costs about 11 ms here) and the model's memory warm,
// so edits minutes apart can cost their first search more than this figure shows.

const EDITS = 40;
const TARGET_MS = 50;
const LAG_POLL_MS = 20;
const LAG_LIMIT_MS = 2_000;

const OTHER: FigureSpec = {
  id: 'search.afterEdit.otherInstance',
  name: 'cluster: first search after an edit through A, on instance B, 100 000 places, p95 / median',
  target: `p95 < ${TARGET_MS} ms`,
};
const EDITING: FigureSpec = {
  id: 'search.afterEdit.editingInstance',
  name: 'cluster: first search after an edit through A, on instance A, 100 000 places, p95 / median',
  target: `p95 < ${TARGET_MS} ms`,
};

interface Search {
  ms: number;
  found: boolean;
  /** When the search was sent, on the clock of V8's CPU profiles (µs; BENCH_CPU_PROF). */
  atUs: number;
}

/** One timed search on an instance; anything but a 200 throws. */
async function search(client: BrowserClient, params: string) {
  const started = performance.now();
  const res = await client.fetch(`/bff/places/search?eshopId=${DEMO_ESHOP}&${params}`);
  const elapsed = performance.now() - started;
  if (res.status !== 200)
    throw new Error(`search ${params} answered ${res.status}: ${res.text.slice(0, 200)}`);
  return {
    ms: elapsed,
    data: res.data as { items: { id: string }[]; page: { totalElements: number } },
  };
}

/** A search for the edit's token: whether it finds the edited place, and only it. */
async function found(client: BrowserClient, token: string, id: string): Promise<Search> {
  const atUs = Number(process.hrtime.bigint() / 1000n);
  const { ms: t, data } = await search(client, `q=${token}`);
  return { ms: t, atUs, found: data.page.totalElements === 1 && data.items[0]?.id === id };
}

/** After a miss: how long until the instance finds the change, and in how many searches. */
async function lagOf(client: BrowserClient, token: string, id: string, since: number) {
  for (let searches = 2; performance.now() - since < LAG_LIMIT_MS; searches++) {
    await new Promise((r) => setTimeout(r, LAG_POLL_MS));
    if ((await found(client, token, id)).found) return { searches, ms: performance.now() - since };
  }
  return { searches: Infinity, ms: Infinity };
}

export const clusterSearch: BenchModule = {
  name: 'cluster search after edit',
  figures: [OTHER, EDITING],
  timeoutMs: 240_000,
  async run(ctx, emit) {
    const pg = postgresForTests();
    if (!pg.url) {
      for (const spec of [OTHER, EDITING]) emit(notMeasured(spec, pg.reason ?? 'no PostgreSQL'));
      return;
    }
    const servers = clusterServers(ctx, pg.url);
    try {
      const { bff } = await servers.start();
      const instances = [await bff(true), await bff(true)];
      const [a, b] = await Promise.all(
        instances.map(async (server) => {
          const client = new BrowserClient(server.bffUrl!);
          const login = await client.login('staff');
          if (login.status !== 200) throw new Error(`sign-in at ${server.bffUrl} failed (${login.status})`);
          return client;
        }),
      );
      // Warm: each model filled (one after the other, as the two cores allow), then searched a little.
      for (const client of [a!, b!]) {
        const filled = await search(client, 'q=brno');
        ctx.log(`  ${client.baseUrl}: read model filled in ${ms(filled.ms)}`);
        for (const q of ['q=praha', 'q=b', 'sort=name', 'q=zzzz']) await search(client, q);
      }
      const targets = (await search(b!, `q=praha&size=${EDITS}`)).data.items.map((p) => p.id);
      if (targets.length < EDITS) throw new Error(`only ${targets.length} places to edit`);

      const times = { a: [] as number[], b: [] as number[] };
      const sentAtUs = { a: [] as number[], b: [] as number[] };
      const misses = {
        a: [] as { searches: number; ms: number }[],
        b: [] as { searches: number; ms: number }[],
      };
      const run = randomBytes(3).toString('hex');
      for (const [i, id] of targets.entries()) {
        if (Date.now() > ctx.deadline - 30_000) break;
        const token = `clusteredit${i}x${run}`;
        const saved = await a!.fetch(`/api/v1/pickup-place/${id}`, {
          method: 'PATCH',
          json: { name: `Edited ${token}` },
        });
        if (saved.status !== 200)
          throw new Error(`edit answered ${saved.status}: ${saved.text.slice(0, 200)}`);
        const answered = performance.now();
        // In turns first, so that neither instance always has the CPU to itself right after the edit.
        const order = i % 2 ? (['a', 'b'] as const) : (['b', 'a'] as const);
        for (const which of order) {
          const client = which === 'a' ? a! : b!;
          const result = await found(client, token, id);
          times[which].push(result.ms);
          sentAtUs[which].push(result.atUs);
          if (!result.found) misses[which].push(await lagOf(client, token, id, answered));
        }
      }

      const row = (spec: FigureSpec, which: 'a' | 'b', extra: Partial<Parameters<typeof figure>[0]> = {}) => {
        const t = times[which];
        const p95 = quantile(t, 0.95);
        const missed = misses[which];
        return figure({
          ...spec,
          value: `${ms(p95)} / ${ms(quantile(t, 0.5))}`,
          pass: p95 < TARGET_MS && missed.length === 0,
          note:
            `${t.length} edits through A (a rename, PATCH through /api/v1), each followed by a search for the new ` +
            `name on B and on A, in turns first; max ${ms(Math.max(...t))}; ` +
            (missed.length
              ? `${missed.length} first search(es) did NOT find the change (searches until found: ${missed
                  .map((m) =>
                    Number.isFinite(m.searches)
                      ? `${m.searches} in ${ms(m.ms)}`
                      : `none in ${ms(LAG_LIMIT_MS)}`,
                  )
                  .join(', ')})`
              : 'every first search found it (no lag by design: A answers once the change log holds the edit)'),
          data: {
            times: t,
            misses: missed,
            sentAtUs: sentAtUs[which],
            pid: instances[which === 'a' ? 0 : 1]!.pid,
          },
          ...extra,
        });
      };
      const editing = row(EDITING, 'a');
      const aP95 = quantile(times.a, 0.95);
      const bP95 = quantile(times.b, 0.95);
      emit(
        row(OTHER, 'b', {
          baseline: `instance A ${ms(aP95)} / ${ms(quantile(times.a, 0.5))}`,
          ratio: bP95 / aP95,
        }),
      );
      emit(editing);
    } catch (error) {
      for (const spec of [OTHER, EDITING]) emit(notMeasured(spec, errorText(error)));
    } finally {
      await servers.stop();
    }
  },
};
