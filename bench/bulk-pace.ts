import { BrowserClient } from '@/testing/stack';
import {
  DEMO_ESHOP,
  UPSTREAM_TIMEOUT_MS,
  sandboxOptions,
  seededDir,
  type BenchContext,
  type BenchModule,
} from './context';
import { figure } from './report';
import { spawnServer } from './servers';
import { count, round } from './util';
import { runJob } from './run-job';

// The pace of a bulk job against a far platform: a storage-time job over 1 000 places of a sandbox
// slowed to 20 ms a call (SANDBOX_LATENCY_MS), at the adaptive pace (BULK_CONCURRENCY 4 raised up
// to BULK_CONCURRENCY_MAX 16) against a fixed 4 at a time, which leaves such a platform idle.

const CONCURRENCY = 4;
const SLOW_PLACES = 1_000;
const SLOW_MS = 20;
const ID = 'bulk.slowPlatform';
const NAME =
  'BFF: storage-time job, 1 000 places, platform slowed to 20 ms a call: adaptive pace vs 4 at a time';

export const bulkPace: BenchModule = {
  name: 'bulk pace',
  figures: [{ id: ID, name: NAME, target: '> 1×' }],
  timeoutMs: 300_000,
  async run(ctx, emit) {
    emit(await slowPlatform(ctx));
  },
};

/** Runs a storage-time job over every place of the e-shop; answers its places per second. */
async function jobRate(bffUrl: string, days: number) {
  const client = new BrowserClient(bffUrl);
  if ((await client.login('staff')).status !== 200) throw new Error('sign-in failed');
  const started = performance.now();
  const job = await runJob(client, {
    eshopId: DEMO_ESHOP,
    selection: { filter: {} },
    action: { kind: 'storageTime', days },
    dryRun: false,
  });
  return { rate: job.counts.done / ((performance.now() - started) / 1000), job };
}

/** The same job at a fixed 4 and at the adaptive pace, against a sandbox slowed to 20 ms a call. */
async function slowPlatform(ctx: BenchContext) {
  const sandbox = await spawnServer({
    role: 'sandbox',
    options: sandboxOptions(seededDir(ctx, SLOW_PLACES), SLOW_PLACES, { latencyMs: SLOW_MS }),
  });
  const run = async (bulkConcurrencyMax: number, days: number) => {
    const stack = await spawnServer({
      role: 'stack',
      options: {
        upstreamUrl: sandbox.sandboxUrl,
        bff: { upstreamTimeoutMs: UPSTREAM_TIMEOUT_MS, bulkConcurrency: CONCURRENCY, bulkConcurrencyMax },
      },
    });
    try {
      return await jobRate(stack.bffUrl!, days);
    } finally {
      await stack.stop();
    }
  };
  try {
    const fixed = await run(CONCURRENCY, 11);
    const adaptive = await run(16, 12);
    const failed = fixed.job.counts.failed + adaptive.job.counts.failed;
    return figure({
      id: ID,
      name: NAME,
      value: `${round(adaptive.rate, 1)} places/s`,
      baseline: `${round(fixed.rate, 1)} places/s`,
      ratio: round(adaptive.rate / fixed.rate),
      target: '> 1×',
      pass: adaptive.rate > fixed.rate && failed === 0,
      note: `BULK_CONCURRENCY 4, BULK_CONCURRENCY_MAX 16 against a fixed 4; ${count(adaptive.job.counts.done)} and ${count(fixed.job.counts.done)} changed, ${failed} failed`,
    });
  } finally {
    await sandbox.stop();
  }
}
