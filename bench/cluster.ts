import { randomBytes } from 'node:crypto';
import { cpus } from 'node:os';
import { join } from 'node:path';
import { nginxForTests, startNginx } from '@/testing/cluster/nginx';
import { freePort } from '@/testing/free-port';
import { postgresForTests } from '@/testing/postgres';
import { BrowserClient } from '@/testing/stack';
import {
  DEMO_ESHOP,
  DEMO_KEY,
  UPSTREAM_TIMEOUT_MS,
  sandboxOptions,
  seededDir,
  type BenchContext,
  type BenchModule,
} from './context';
import { load, type Run } from './load';
import { figure, notMeasured, type FigureSpec } from './report';
import { spawnServer, type ServerHandle } from './servers';
import { count, errorText, ms, quantile, sleep } from './util';

// Issue 15's figures, in one run: place GETs through nginx to two BFF instances on one PostgreSQL
// against nginx to one of them; and the BFF's median latency on PostgreSQL against on SQLite (a
// place GET reads the session from the database on every request). Every server is a process of
// its own: the sandbox (100 000 places), two BFFs sharing a PostgreSQL schema, one BFF on SQLite,
// two nginx. Rounds alternate, and each ratio is the median of the rounds' ratios.

const PLACES = 100_000;
const ROUNDS = 3;
const DURATION_S = 3;
const SCALE_CONNECTIONS = 50;
const LATENCY_CONNECTIONS = 10;

const SCALE: FigureSpec = {
  id: 'cluster.get.scale',
  name: 'cluster: place GET through nginx, 2 instances vs 1 (50 conn): requests/s',
  target: '≥ 1.6× with enough cores',
};
const PG_LATENCY: FigureSpec = {
  id: 'cluster.get.pg-vs-sqlite',
  name: 'BFF place GET on PostgreSQL vs on SQLite (10 conn): median latency',
  target: '≤ 1.2×',
};

const portOf = (url: string) => Number(new URL(url).port);

export const cluster: BenchModule = {
  name: 'cluster',
  figures: [SCALE, PG_LATENCY],
  timeoutMs: 240_000,
  async run(ctx, emit) {
    const pg = postgresForTests();
    const nginxBinary = pg.url ? nginxForTests() : undefined;
    if (!pg.url || !nginxBinary) {
      const reason = pg.reason ?? 'nginx is not installed and cannot be';
      for (const spec of [SCALE, PG_LATENCY]) emit(notMeasured(spec, reason));
      return;
    }
    const nginxes: { stop(): Promise<void> }[] = [];
    const servers = clusterServers(ctx, pg.url);
    try {
      const { sandbox, bff } = await servers.start();
      const a = await bff(true);
      const b = await bff(true); // the same schema: a session made through A is B's too
      const lite = await bff(false);
      const balancer = async (name: string, upstreams: number[]) => {
        const started = await startNginx(nginxBinary, join(ctx.tmp, name), await freePort(), upstreams);
        nginxes.push(started);
        return started.url;
      };
      const both = await balancer('nginx-2', [portOf(a.bffUrl!), portOf(b.bffUrl!)]);
      const one = await balancer('nginx-1', [portOf(a.bffUrl!)]);

      const cookieOf = async (url: string) => {
        const client = new BrowserClient(url);
        const login = await client.login('staff');
        if (login.status !== 200) throw new Error(`sign-in at ${url} failed (${login.status})`);
        return client.cookie;
      };
      const pgCookie = await cookieOf(a.bffUrl!);
      const liteCookie = await cookieOf(lite.bffUrl!);
      const list = await fetch(
        `${sandbox.sandboxUrl}/api/v1/pickup-place?prettyPrint=false&eshopId=${DEMO_ESHOP}&size=500`,
        { headers: { 'x-api-key': DEMO_KEY } },
      );
      const paths = ((await list.json()) as { items: { id: string }[] }).items.map(
        (p) => `/api/v1/pickup-place/${p.id}`,
      );
      const get = (url: string, cookie: string, connections: number, seconds = DURATION_S) =>
        load(url, paths, { cookie, accept: 'application/json' }, connections, seconds);

      try {
        const rounds = await alternate(
          () => get(one, pgCookie, SCALE_CONNECTIONS),
          () => get(both, pgCookie, SCALE_CONNECTIONS),
        );
        const ratio = quantile(
          rounds.map(([single, pair]) => pair.rps / single.rps),
          0.5,
        );
        const single = quantile(
          rounds.map(([s]) => s.rps),
          0.5,
        );
        const pair = quantile(
          rounds.map(([, p]) => p.rps),
          0.5,
        );
        const errors = rounds.reduce((n, [s, p]) => n + s.errors + p.errors, 0);
        emit(
          figure({
            ...SCALE,
            value: count(pair),
            baseline: `1 instance ${count(single)}`,
            ratio,
            pass: ratio >= 1.6,
            note:
              `medians of ${ROUNDS} alternating ${DURATION_S} s rounds; ${errors} errors. On 2 cores the two ` +
              'BFFs, the sandbox, nginx, PostgreSQL and autocannon share the same two CPUs, so a second ' +
              'instance adds no CPU: the figure shows what the balancing costs, not what it gains',
            data: { rounds, cores: cpus().length },
          }),
        );
      } catch (error) {
        emit(notMeasured(SCALE, errorText(error)));
      }

      try {
        const rounds = await alternate(
          () => get(lite.bffUrl!, liteCookie, LATENCY_CONNECTIONS),
          () => get(a.bffUrl!, pgCookie, LATENCY_CONNECTIONS),
        );
        const ratio = quantile(
          rounds.map(([sqlite, postgres]) => postgres.median / sqlite.median),
          0.5,
        );
        const median = (pick: (r: [Run, Run]) => Run) =>
          quantile(
            rounds.map((r) => pick(r).median),
            0.5,
          );
        emit(
          figure({
            ...PG_LATENCY,
            value: ms(median(([, p]) => p)),
            baseline: `SQLite ${ms(median(([s]) => s))}`,
            ratio,
            pass: ratio <= 1.2,
            note: `medians of ${ROUNDS} alternating ${DURATION_S} s rounds (ratios ${rounds
              .map(([s, p]) => (p.median / s.median).toFixed(2))
              .join(', ')})`,
            data: { rounds },
          }),
        );
      } catch (error) {
        emit(notMeasured(PG_LATENCY, errorText(error)));
      }
    } finally {
      for (const n of nginxes) await n.stop();
      await servers.stop();
    }
  },
};

/**
 * The cluster's servers, each a process of its own: the sandbox with PLACES places, and BFFs on it,
 * those with `postgres` on one PostgreSQL schema at `databaseUrl` (a session made through one is
 * every one's, and so is the read models' change log). `stop` ends them all, the last started first.
 */
export function clusterServers(ctx: BenchContext, databaseUrl: string) {
  const servers: ServerHandle[] = [];
  const schema = `bench_${randomBytes(6).toString('hex')}`;
  return {
    async start() {
      const sandbox = await spawnServer({
        role: 'sandbox',
        options: sandboxOptions(seededDir(ctx, PLACES), PLACES),
      });
      servers.push(sandbox);
      const bff = async (postgres: boolean) => {
        const server = await spawnServer({
          role: 'stack',
          options: {
            upstreamUrl: sandbox.sandboxUrl,
            bff: {
              upstreamTimeoutMs: UPSTREAM_TIMEOUT_MS,
              ...(postgres ? { databaseUrl, databaseSchema: schema } : {}),
            },
          },
        });
        servers.push(server);
        return server;
      };
      return { sandbox, bff };
    },
    async stop() {
      // The second PostgreSQL BFF drops the shared schema as it stops; the first finds it gone.
      for (const s of servers.splice(0).reverse()) await s.stop();
    },
  };
}

/** A warm-up of each, then ROUNDS rounds of first and second one after the other. */
async function alternate(first: () => Promise<Run>, second: () => Promise<Run>): Promise<[Run, Run][]> {
  await first();
  await second();
  const rounds: [Run, Run][] = [];
  for (let r = 0; r < ROUNDS; r++) {
    const x = await first();
    await sleep(300);
    const y = await second();
    await sleep(300);
    rounds.push([x, y]);
  }
  return rounds;
}
