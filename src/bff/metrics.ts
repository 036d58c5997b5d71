import type { FastifyInstance } from 'fastify';
import { performance } from 'node:perf_hooks';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { version } from '@/../package.json';
import type { UpstreamClient } from './upstream/client';

// Prometheus metrics of one BFF instance (prom-client): requests by route and status, platform
// calls, token refreshes, read-model fills, bulk job progress, and the process's own (event-loop lag, memory, CPU). A registry per
// instance, not prom-client's global one: the tests run many BFFs in one process.

export function createMetrics() {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const requests = new Histogram({
    name: 'bff_http_request_duration_seconds',
    help: 'Requests answered by the BFF, by route pattern and status',
    labelNames: ['method', 'route', 'status'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const upstream = new Histogram({
    name: 'bff_upstream_request_duration_seconds',
    help: 'Calls to the platform until the answer headers, by method and status (0: failed)',
    labelNames: ['method', 'status'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const upstreamErrors = new Counter({
    name: 'bff_upstream_errors_total',
    help: 'Calls to the platform that failed without an answer (refused, cut, timed out)',
    labelNames: ['method'],
    registers: [registry],
  });
  const readModelFills = new Histogram({
    name: 'bff_read_model_fill_duration_seconds',
    help: 'Fills of an e-shop places read model (map, search, exports), by outcome',
    labelNames: ['outcome'],
    buckets: [0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60],
    registers: [registry],
  });
  // How long the event loop was held up while the last fill ran (issue 30): what every other
  // request of this instance waited at worst, meanwhile.
  const readModelFillLoopDelay = new Gauge({
    name: 'bff_read_model_fill_event_loop_delay_seconds',
    help: 'How late the event loop ran during the last fill of a places read model, by a 1 ms timer (p99 and max)',
    labelNames: ['quantile'],
    registers: [registry],
  });
  const jobPlaces = new Counter({
    name: 'bff_job_places_total',
    help: 'Places of bulk jobs and imports this instance has settled, by outcome (done, unchanged, failed, conflict)',
    labelNames: ['outcome'],
    registers: [registry],
  });
  const signIns = new Counter({
    name: 'bff_signins_total',
    help: 'Sign-ins by method (password, sso) and outcome (ok, or why it was refused)',
    labelNames: ['method', 'outcome'],
    registers: [registry],
  });
  const platformDrift = new Counter({
    name: 'bff_platform_drift_total',
    help: 'What the platform sent that this version does not know, each time it was read: an enumeration value, a field, a null, or an item it cannot read (kind), by resource, field and value',
    labelNames: ['resource', 'kind', 'field', 'value'],
    registers: [registry],
  });
  new Gauge({
    name: 'bff_build_info',
    help: 'The version of Pickup Desk and of Node this instance runs (always 1)',
    labelNames: ['version', 'node'],
    registers: [registry],
  })
    .labels(version, process.versions.node)
    .set(1);
  return {
    registry,
    requests,
    upstream,
    upstreamErrors,
    readModelFills,
    readModelFillLoopDelay,
    jobPlaces,
    signIns,
    platformDrift,
  };
}
export type Metrics = ReturnType<typeof createMetrics>;

type Series = ReturnType<Histogram['labels']>;

/**
 * The series of a histogram by its label values, each looked up once: prom-client checks the
 * names and builds the labels object on every `labels()` call, which every request would pay.
 */
function seriesOf(histogram: Histogram) {
  const known = new Map<string, Series>();
  return (...values: string[]) => {
    const key = values.join('\n');
    let series = known.get(key);
    if (!series) {
      series = histogram.labels(...values);
      known.set(key, series);
    }
    return series;
  };
}

/** Times every answer by its route pattern (not the URL: ids would make endless series). */
export function instrumentRequests(app: FastifyInstance, metrics: Metrics) {
  const series = seriesOf(metrics.requests);
  app.addHook('onResponse', (request, reply, done) => {
    const route = request.routeOptions.url ?? 'not-found';
    series(request.method, route, String(reply.statusCode)).observe(reply.elapsedTime / 1000);
    done();
  });
}

/** Password sign-ins by their answer's status: every refusal, the schema's and the hooks' too. */
const PASSWORD_OUTCOMES: Record<number, string> = {
  200: 'ok',
  400: 'invalid-input',
  401: 'bad-credentials',
  403: 'local-login-off',
  429: 'throttled',
};

/** Counts every answer of POST /auth/login in bff_signins_total{method="password"}. */
export function instrumentPasswordSignIns(app: FastifyInstance, metrics: Metrics) {
  app.addHook('onResponse', (request, reply, done) => {
    if (request.method === 'POST' && request.routeOptions.url === '/auth/login')
      metrics.signIns.labels('password', PASSWORD_OUTCOMES[reply.statusCode] ?? 'error').inc();
    done();
  });
}

/** The same client, with each call to the platform timed and its failures counted. */
export function instrumentUpstream(client: UpstreamClient, metrics: Metrics): UpstreamClient {
  const series = seriesOf(metrics.upstream);
  return {
    ...client,
    async call(url, call) {
      const start = performance.now();
      const seconds = () => (performance.now() - start) / 1000;
      try {
        const res = await client.call(url, call);
        series(call.method, String(res.statusCode)).observe(seconds());
        return res;
      } catch (error) {
        series(call.method, '0').observe(seconds());
        metrics.upstreamErrors.labels(call.method).inc();
        throw error;
      }
    },
  };
}

/** A gauge with one series per label value, all read when scraped (the read models' ages). */
export function gaugesOf(
  metrics: Metrics,
  name: string,
  help: string,
  label: string,
  read: () => Iterable<[string, number]>,
) {
  new Gauge({
    name,
    help,
    labelNames: [label],
    registers: [metrics.registry],
    collect() {
      this.reset(); // an e-shop whose model is gone has no series left
      for (const [value, n] of read()) this.labels(value).set(n);
    },
  });
}

/** A gauge read when scraped (counts kept elsewhere, such as the token refreshes). */
export function gaugeOf(metrics: Metrics, name: string, help: string, read: () => number | Promise<number>) {
  new Gauge({
    name,
    help,
    registers: [metrics.registry],
    async collect() {
      this.set(await read());
    },
  });
}

/** Gauges of the instance's state, read when scraped: readiness, the read models, the pool. */
export function instrumentState(
  metrics: Metrics,
  state: {
    ready: () => Promise<boolean>;
    readModelAges: () => Iterable<[string, number]>;
    pool: (() => { total: number; idle: number; waiting: number; max: number }) | undefined;
  },
) {
  // What /readyz answers, by the same probes (cached a few seconds: a scrape adds at most one each).
  gaugeOf(metrics, 'bff_ready', 'Whether /readyz answers ready (1) or not (0)', async () =>
    (await state.ready()) ? 1 : 0,
  );
  gaugesOf(
    metrics,
    'bff_read_model_age_seconds',
    'How long ago each e-shop’s places read model was last read from the platform (a fill or a refresh)',
    'eshop',
    function* () {
      for (const [eshop, ms] of state.readModelAges()) yield [eshop, ms / 1000];
    },
  );
  const { pool } = state;
  if (!pool) return; // SQLite: one connection in the process, no pool to watch
  gaugeOf(
    metrics,
    'bff_database_pool_connections',
    'PostgreSQL connections open (idle or in use)',
    () => pool().total,
  );
  gaugeOf(metrics, 'bff_database_pool_idle', 'PostgreSQL connections open and idle', () => pool().idle);
  gaugeOf(
    metrics,
    'bff_database_pool_waiting',
    'Queries waiting for a PostgreSQL connection',
    () => pool().waiting,
  );
  gaugeOf(
    metrics,
    'bff_database_pool_max',
    'The most PostgreSQL connections the pool may open (DATABASE_POOL_MAX)',
    () => pool().max,
  );
}
