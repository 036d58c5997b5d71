import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import {
  DEMO_ESHOP,
  DEMO_KEY,
  DEMO_REST_TOKEN,
  EMPTY_ESHOP,
  SHOWCASE_ORDER,
  startTestSandbox,
} from '@/sandbox/testing/test-sandbox';
import { GROWN_ORDER } from '@/sandbox/testing/dialect';
import { useStarted } from '@/sandbox/testing/use-started';
import type { PreflightConfig } from './platform';
import { exitCodeOf, type Report } from './report';
import { startRewritingPlatform, type Rewrites } from './rewriting-platform.fixture';
import { runPreflight } from './run';

// The pre-flight against the sandbox as it is (green), against one that has grown (drift, exit 0)
// and against one that breaks what the app assumes (FAIL, exit 1); the last two as an operator runs
// it, a process with the BFF's settings.

const ESHOPS = [
  { id: DEMO_ESHOP, name: 'Demo' },
  { id: EMPTY_ESHOP, name: 'Empty' },
];

const configFor = (url: string): PreflightConfig => ({
  pickup: { baseUrl: url, apiKey: DEMO_KEY },
  rest: { url, basicToken: DEMO_REST_TOKEN },
  eshops: ESHOPS,
  maxImageBytes: 1024 * 1024,
  upstreamTimeoutMs: 5000,
});

const verdicts = (report: Report) => Object.fromEntries(report.checks.map((c) => [c.id, c.verdict]));

const REPO = join(import.meta.dirname, '../../..');

/** `npm run preflight -- --json …` as a process with the BFF's settings for `url`. */
async function preflightProcess(url: string, ...args: string[]) {
  const env = {
    PATH: process.env.PATH,
    PICKUP_BASE_URL: url,
    PICKUP_API_KEY: DEMO_KEY,
    ESHOPS: ESHOPS.map((e) => `${e.id}:${e.name}`).join(','),
    REST_URL: url,
    REST_API_TOKEN: DEMO_REST_TOKEN,
  };
  const run = promisify(execFile)(
    join(REPO, 'node_modules/.bin/tsx'),
    ['src/bff/cli/preflight.ts', '--json', ...args],
    {
      cwd: REPO,
      env,
    },
  );
  try {
    const { stdout } = await run;
    return { code: 0, report: JSON.parse(stdout) as Report };
  } catch (error) {
    const e = error as { code: number; stdout: string };
    return { code: e.code, report: JSON.parse(e.stdout) as Report };
  }
}

/** A platform grown past the documents: a new carrier, nulls, fields they do not describe. */
const GROWN: Rewrites = {
  json(path, body) {
    const page = body as { items?: Record<string, unknown>[] };
    if (path.startsWith('/api/v1/pickup-place?') && Array.isArray(page.items)) {
      page.items.forEach((place, i) => {
        place.what3words = 'index.home.raft';
        if (i === 0) place.carrier = 'DRONE_POST';
        if (i < 3) place.note = null;
      });
    }
    if (path.startsWith('/api/v1/order/') && (body as { id?: unknown }).id)
      return { ...(body as object), loyaltyPoints: 12 };
    return body;
  },
};

/** A platform that sends no ETag: the editor could not save (If-Match). */
const NO_ETAGS: Rewrites = { headers: (_path, headers) => void delete headers.etag };

/** A platform whose pages hold their places under another name than `items`. */
const NO_ITEMS: Rewrites = {
  json(path, body) {
    const page = body as { items?: unknown };
    if (!path.startsWith('/api/v1/pickup-place?') || !Array.isArray(page.items)) return body;
    const { items, ...rest } = page as Record<string, unknown>;
    return { ...rest, content: items };
  },
};

describe('pre-flight', () => {
  // As documented whatever SANDBOX_DIALECT says: "green" is this platform's verdict.
  const sandbox = useStarted('sandbox', () =>
    startTestSandbox({ maxImageBytes: 1024 * 1024, dialect: 'documented' }),
  );
  const grownSandbox = useStarted('grown sandbox', () => startTestSandbox({ dialect: 'grown' }));

  it('passes every check against the sandbox, writing only in the e-shop named for it', async () => {
    const report = await runPreflight(configFor(sandbox().url), {
      writeEshop: EMPTY_ESHOP,
      orderId: SHOWCASE_ORDER,
    });
    expect(report.checks.filter((c) => c.verdict !== 'pass')).toEqual([]);
    expect(Object.keys(verdicts(report))).toHaveLength(19);
    expect(exitCodeOf(report)).toBe(0);
    // The test place is gone again: the e-shop is as empty as before.
    const list = await fetch(`${sandbox().url}/api/v1/pickup-place?eshopId=${EMPTY_ESHOP}`, {
      headers: { 'x-api-key': DEMO_KEY },
    });
    expect(((await list.json()) as { items: unknown[] }).items).toEqual([]);
  });

  it('skips the writes when no e-shop is named for them, and the order drift without an order', async () => {
    const report = await runPreflight(configFor(sandbox().url));
    const skipped = report.checks.filter((c) => c.verdict === 'skipped');
    expect(skipped.map((c) => c.id)).toEqual([
      'orders.drift',
      'writes.if-match',
      'writes.midnight',
      'writes.image',
      'writes.delete',
    ]);
    expect(skipped[1]!.reason).toMatch(/^read-only/);
  });

  it('lists what a grown platform sends, with counts, and exits 0', async () => {
    const grown = await startRewritingPlatform(sandbox().url, GROWN);
    try {
      const { code, report } = await preflightProcess(grown.url, '--order', SHOWCASE_ORDER);
      expect(code).toBe(0);
      const places = report.checks.find((c) => c.id === 'places.drift')!;
      expect(places.verdict).toBe('drift');
      expect(places.findings).toEqual(
        expect.arrayContaining([
          { kind: 'value', field: 'carrier', value: 'DRONE_POST', seenOn: 1, of: 28 },
          { kind: 'field', field: 'what3words', seenOn: 28, of: 28 },
          { kind: 'null', field: 'note', seenOn: 3, of: 28 },
        ]),
      );
      expect(places.details).toContain('field what3words: 28 of 28 places');
      const order = report.checks.find((c) => c.id === 'orders.drift')!;
      expect(order.findings).toEqual([{ kind: 'field', field: 'loyaltyPoints', seenOn: 1, of: 1 }]);
      expect(report.checks.filter((c) => c.verdict === 'fail')).toEqual([]);
    } finally {
      await grown.close();
    }
  });

  it('lists the drift of the sandbox speaking the grown dialect, and exits 0', async () => {
    const { code, report } = await preflightProcess(grownSandbox().url, '--order', GROWN_ORDER);
    expect(code).toBe(0);
    expect(report.checks.filter((c) => c.verdict === 'fail')).toEqual([]);
    const places = report.checks.find((c) => c.id === 'places.drift')!;
    expect(places.verdict).toBe('drift');
    expect(places.findings).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ kind: 'value', field: 'carrier', value: 'ALZABOX', seenOn: 1 }),
        expect.objectContaining({ kind: 'value', field: 'type', value: 'PICKUP_LOCKER', seenOn: 1 }),
        expect.objectContaining({ kind: 'value', field: 'origin', value: 'WOOCOMMERCE' }),
        expect.objectContaining({ kind: 'field', field: 'location.what3words' }),
        expect.objectContaining({ kind: 'null', field: 'image' }),
      ]),
    );
    const order = report.checks.find((c) => c.id === 'orders.drift')!;
    expect(order.verdict).toBe('drift');
    expect(order.findings).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ kind: 'value', field: 'orderState', value: 'ON_HOLD' }),
        expect.objectContaining({ kind: 'field', field: 'loyaltyPoints' }),
      ]),
    );
  });

  it('fails a platform without ETags', async () => {
    const broken = await startRewritingPlatform(sandbox().url, NO_ETAGS);
    try {
      const report = await runPreflight(configFor(broken.url));
      const etag = report.checks.find((c) => c.id === 'places.etag')!;
      expect(etag).toMatchObject({ verdict: 'fail', reason: expect.stringMatching(/If-Match/) });
      expect(exitCodeOf(report)).toBe(1);
    } finally {
      await broken.close();
    }
  });

  it('fails a platform that reads 24:00 back as something else (issue 49)', async () => {
    const broken = await startRewritingPlatform(sandbox().url, {
      json: (path, body) =>
        /^\/api\/v1\/pickup-place\/[\w-]+$/.test(path)
          ? JSON.parse(JSON.stringify(body).replaceAll('"24:00"', '"23:59"'))
          : body,
    });
    try {
      const report = await runPreflight(configFor(broken.url), { writeEshop: EMPTY_ESHOP });
      expect(report.checks.find((c) => c.id === 'writes.midnight')).toMatchObject({
        verdict: 'fail',
        reason: expect.stringMatching(/read back as .*23:59.*set PLATFORM_MIDNIGHT=23:59$/),
      });
      expect(verdicts(report)['writes.delete']).toBe('pass');
    } finally {
      await broken.close();
    }
  });

  it('names PLATFORM_MIDNIGHT=23:59 for a platform that refuses 24:00 and takes 23:59 (issue 49)', async () => {
    const strict = await startRewritingPlatform(sandbox().url, {
      refuse: (method, _path, body) => (method === 'PATCH' && body.includes('"24:00"') ? 400 : undefined),
    });
    try {
      const report = await runPreflight(configFor(strict.url), { writeEshop: EMPTY_ESHOP });
      expect(report.checks.find((c) => c.id === 'writes.midnight')).toMatchObject({
        verdict: 'fail',
        reason: expect.stringMatching(/answered 400.*set PLATFORM_MIDNIGHT=23:59$/),
      });
      const configured = await runPreflight(
        { ...configFor(strict.url), platformMidnight: '23:59' },
        { writeEshop: EMPTY_ESHOP },
      );
      expect(configured.checks.find((c) => c.id === 'writes.midnight')).toMatchObject({
        verdict: 'pass',
        reason: expect.stringContaining('PLATFORM_MIDNIGHT=23:59'),
      });
      expect(verdicts(configured)['writes.delete']).toBe('pass');
    } finally {
      await strict.close();
    }
  });

  it('fails a platform whose pages the app cannot read, and exits 1', async () => {
    const broken = await startRewritingPlatform(sandbox().url, NO_ITEMS);
    try {
      const { code, report } = await preflightProcess(broken.url);
      expect(code).toBe(1);
      const v = verdicts(report);
      expect(v).toMatchObject({ 'places.page': 'fail', 'places.drift': 'fail' });
      expect(report.checks.find((c) => c.id === 'places.page')!.reason).toMatch(/items/);
      // What still holds is said to hold.
      expect(v).toMatchObject({ 'places.key': 'pass', 'orders.token': 'pass', 'places.gzip': 'pass' });
    } finally {
      await broken.close();
    }
  });
});
