import { describe, expect, it } from 'vitest';
import { setTimeout as sleep } from 'node:timers/promises';
import { ConfigError } from './config';
import { logOptionsFromEnv } from './logging';
import { signedIn } from '@/testing/signed-in';
import { BrowserClient, DEMO_ESHOP } from '@/testing/stack';
import { useStack } from '@/testing/use-stack';

// What the BFF writes to its log, captured from a real stack (issue 41): one access line per
// answer with its fields, no query string of the OAuth callbacks, LOG_LEVEL, and a burst of one
// warning bounded to a few lines that say how many were left out.

interface Line {
  level: number;
  msg: string;
  [field: string]: unknown;
}

function capture() {
  const raw: string[] = [];
  return {
    raw,
    stream: { write: (line: string) => void raw.push(line) },
    lines: () => raw.map((l) => JSON.parse(l) as Line),
  };
}

describe('the access log (LOG_REQUESTS=1, LOG_LEVEL=info)', () => {
  const log = capture();
  const stack = useStack({ log: { level: 'info', accessLog: true, stream: log.stream } });

  it('writes one line per answer: method, route pattern, path, status, time, user and request id', async () => {
    const staff = await signedIn(stack(), 'staff');
    const list = await staff.fetch(`/api/v1/pickup-place?eshopId=${DEMO_ESHOP}&size=1`);
    const id: string = list.data.items[0].id;
    const res = await staff.fetch(`/api/v1/pickup-place/${id}?fields=all`);
    expect(res.status).toBe(200);
    const requestId = res.headers.get('x-request-id');
    await sleep(50); // onResponse runs once the answer is out
    const mine = log.lines().filter((l) => l.reqId === requestId);
    expect(mine).toEqual([
      expect.objectContaining({
        level: 30,
        msg: 'request',
        method: 'GET',
        route: '/api/v1/pickup-place/:id',
        path: `/api/v1/pickup-place/${id}`,
        status: 200,
        ms: expect.any(Number),
        user: 'staff',
      }),
    ]);
    // Fastify's own two lines per request are off.
    expect(log.lines().filter((l) => /incoming request|request completed/.test(l.msg))).toEqual([]);
    const anonymous = log.lines().find((l) => l.msg === 'request' && l.path === '/auth/login');
    expect(anonymous).toMatchObject({ method: 'POST', route: '/auth/login', status: 200, user: null });
  });

  it('never writes the query of an OAuth or single sign-on callback (code, state)', async () => {
    const client = new BrowserClient(stack().bffUrl);
    await client.fetch('/auth/callback?code=SECRET-CODE-1&state=SECRET-STATE-1');
    await client.fetch('/auth/oidc/callback?code=SECRET-CODE-2&state=SECRET-STATE-2', {
      headers: { accept: 'text/html' },
    });
    await sleep(50);
    const written = log.raw.join('');
    expect(written).toContain('"path":"/auth/callback"');
    expect(written).toContain('"path":"/auth/oidc/callback"');
    expect(written).not.toMatch(/SECRET-(CODE|STATE)/);
  });
});

describe('LOG_LEVEL=warn and a burst of one warning', () => {
  const log = capture();
  const INTERVAL_MS = 400;
  const stack = useStack({
    // Every search finds its model stale and refreshes it in the background: with the platform
    // gone, each refresh fails with the same warning (the outage of issue 41).
    bff: { placesRefreshSeconds: 0 },
    log: { level: 'warn', accessLog: true, stream: log.stream, repeatIntervalMs: INTERVAL_MS },
  });

  it('writes no info line, and the burst as the first warning plus one per interval with a count', async () => {
    const staff = await signedIn(stack(), 'staff');
    const search = () => staff.fetch(`/bff/places/search?eshopId=${DEMO_ESHOP}&q=praha`);
    expect((await search()).status).toBe(200);
    await stack().stopSandbox();
    const started = Date.now();
    for (let i = 0; i < 60; i++) {
      expect((await search()).status).toBe(200); // answered from the model it has
      await sleep(10);
    }
    const elapsed = Date.now() - started;
    await sleep(INTERVAL_MS * 2); // the last interval's count is written when it ends
    const lines = log.lines();
    expect(lines.filter((l) => l.level < 40)).toEqual([]);

    const refreshes = lines.filter((l) => l.msg === 'refreshing the places read model failed');
    const failedFills = /bff_read_model_fill_duration_seconds_count\{outcome="failed"\} (\d+)/.exec(
      await stack().bff.metrics.registry.getSingleMetricAsString('bff_read_model_fill_duration_seconds'),
    );
    const warnings = Number(failedFills?.[1]);
    expect(warnings).toBeGreaterThan(10);
    expect(refreshes.length).toBeLessThanOrEqual(2 + Math.ceil(elapsed / INTERVAL_MS));
    expect(refreshes.length).toBeLessThan(warnings);
    // Every warning is accounted for: the lines written and the counts of those left out.
    const suppressed = refreshes.reduce(
      (n, l) => n + (typeof l.suppressed === 'number' ? l.suppressed : 0),
      0,
    );
    expect(suppressed).toBeGreaterThan(0);
    expect(refreshes.length - refreshes.filter((l) => l.suppressed).length + suppressed).toBe(warnings);
  });
});

describe('LOG_LEVEL and LOG_REQUESTS', () => {
  it('default to info and no access lines, and a bad level stops the start, naming it', () => {
    expect(logOptionsFromEnv({})).toEqual({ level: 'info', accessLog: false });
    expect(logOptionsFromEnv({ LOG_LEVEL: 'debug', LOG_REQUESTS: '1' })).toEqual({
      level: 'debug',
      accessLog: true,
    });
    expect(() => logOptionsFromEnv({ LOG_LEVEL: 'loud' })).toThrow(ConfigError);
    expect(() => logOptionsFromEnv({ LOG_LEVEL: 'loud' })).toThrow(/LOG_LEVEL/);
  });
});
