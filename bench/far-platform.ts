import { BrowserClient } from '@/testing/stack';
import {
  DEMO_ESHOP,
  sandboxOptions,
  seededDir,
  type BenchContext,
  type Emit,
  type BenchModule,
} from './context';
import { figure } from './report';
import { applyImport, csvFile, uploadImport } from './run-import';
import { jobStack, runJob } from './run-job';
import { spawnServer } from './servers';
import { newPlaceBody, platformPlaces, postPlace, readThenPatch, straight, week } from './straight-calls';
import { count, round } from './util';

// The job and the import against a platform that is far away, as the real one is: the sandbox
// slowed to 20 ms a call (SANDBOX_LATENCY_MS), each held at 4 platform
// calls in flight against the same calls sent straight by the bench, 4 at a time. The rows of
// 'bulk jobs' and 'imports' put the platform on the same two cores as the BFF, where each place's
// CPU in the BFF takes the platform's cores; here the platform's answer time is the bound, and the
// ratio is what the BFF's rules and bookkeeping add to it. The same job at the adaptive pace
// (BULK_CONCURRENCY 4 raised up to BULK_CONCURRENCY_MAX 16) then shows what raising the pace gains
// where 4 calls at a time leave such a platform idle.

const CONCURRENCY = 4;
const PLACES = 1_000;
const SLOW_MS = 20;
const POLL_MS = 50;
const JOB_TARGET = 0.95;
const IMPORT_TARGET = 0.8;
const ADAPTIVE_MAX = 16;
const ids = { job: 'far.job', apply: 'far.importApply', pace: 'bulk.slowPlatform' } as const;
const names = {
  job: 'BFF: hours change job, 1 000 places, platform at 20 ms a call: places/s vs straight GET + If-Match pairs (4 at a time)',
  apply:
    'BFF: import apply, 1 000 new places, platform at 20 ms a call: places/s vs straight POSTs (4 at a time)',
  pace: 'BFF: hours change job, 1 000 places, platform at 20 ms a call: adaptive pace vs 4 at a time',
} as const;

export const farPlatform: BenchModule = {
  name: 'far platform',
  figures: [
    { id: ids.job, name: names.job, target: `≥ ${JOB_TARGET}×` },
    { id: ids.apply, name: names.apply, target: `≥ ${IMPORT_TARGET}×` },
    { id: ids.pace, name: names.pace, target: '> 1×' },
  ],
  timeoutMs: 300_000,
  run: measure,
};

async function measure(ctx: BenchContext, emit: Emit) {
  const sandbox = await spawnServer({
    role: 'sandbox',
    options: sandboxOptions(seededDir(ctx, PLACES), PLACES, { latencyMs: SLOW_MS }),
  });
  const platformUrl = sandbox.sandboxUrl;
  const stack = await jobStack(platformUrl, CONCURRENCY); // held at 4, as the straight calls are
  let held: JobRun;
  try {
    const client = await signedIn(stack.bffUrl!);
    // The job first (the import adds places it would then change too), then its pairs.
    held = await hoursJob(client, week('07:30', '18:30'));
    const jobRate = held.rate;
    const places = (await platformPlaces(platformUrl)).map((p) => p.id);
    const pairRate = await straight(places, CONCURRENCY, (id) =>
      readThenPatch(platformUrl, id, '06:30', '19:30'),
    );
    emit(
      figure({
        id: ids.job,
        name: names.job,
        value: `${round(jobRate, 1)} places/s`,
        baseline: `${round(pairRate, 1)} places/s`,
        ratio: round(jobRate / pairRate),
        target: `≥ ${JOB_TARGET}×`,
        pass: jobRate / pairRate >= JOB_TARGET && held.failed === 0 && held.done === places.length,
        note: `${count(held.done)} of ${count(places.length)} changed, ${held.failed} failed; the job's pace held at 4`,
      }),
    );

    const dryRun = await uploadImport(client, csvFile(ctx.tmp, 'FAR', PLACES));
    const applied = await applyImport(client, dryRun.result.id, { pollMs: POLL_MS });
    const bodies = Array.from({ length: PLACES }, (_, k) => newPlaceBody('FAR-DIRECT', k));
    const postRate = await straight(bodies, CONCURRENCY, (body) => postPlace(platformUrl, body));
    emit(
      figure({
        id: ids.apply,
        name: names.apply,
        value: `${round(applied.rate, 1)} places/s`,
        baseline: `${round(postRate, 1)} places/s`,
        ratio: round(applied.rate / postRate),
        target: `≥ ${IMPORT_TARGET}×`,
        pass: applied.rate / postRate >= IMPORT_TARGET && applied.job.counts.failed === 0,
        note: `${count(applied.job.counts.done)} created, ${applied.job.counts.failed} failed; the job's pace held at 4`,
      }),
    );
  } finally {
    await stack.stop();
  }

  // The pace: the held job above against the same job at the adaptive pace, on the same platform.
  const adaptiveStack = await jobStack(platformUrl, CONCURRENCY, ADAPTIVE_MAX);
  try {
    const adaptive = await hoursJob(await signedIn(adaptiveStack.bffUrl!), week('08:00', '17:00'));
    const failed = adaptive.failed + held.failed;
    emit(
      figure({
        id: ids.pace,
        name: names.pace,
        value: `${round(adaptive.rate, 1)} places/s`,
        baseline: `${round(held.rate, 1)} places/s`,
        ratio: round(adaptive.rate / held.rate),
        target: '> 1×',
        pass: adaptive.rate > held.rate && failed === 0,
        note: `BULK_CONCURRENCY 4, BULK_CONCURRENCY_MAX ${ADAPTIVE_MAX} against the same job held at 4 (the first row); ${count(adaptive.done)} changed (every place, the imported and the straight POSTs' too), ${failed} failed`,
      }),
    );
  } finally {
    await adaptiveStack.stop();
    await sandbox.stop();
  }
}

async function signedIn(bffUrl: string): Promise<BrowserClient> {
  const client = new BrowserClient(bffUrl);
  if ((await client.login('staff')).status !== 200) throw new Error('sign-in failed');
  await client.fetch(`/bff/places/search?eshopId=${DEMO_ESHOP}&size=1`); // the read model, warm
  return client;
}

type JobRun = { rate: number; done: number; failed: number };

/** A weekly-hours job over every place of the e-shop: its places per second and its counts. */
async function hoursJob(client: BrowserClient, regular: ReturnType<typeof week>): Promise<JobRun> {
  const started = performance.now();
  const job = await runJob(
    client,
    {
      eshopId: DEMO_ESHOP,
      selection: { filter: {} },
      action: { kind: 'weeklyHours', regular },
      dryRun: false,
    },
    { pollMs: POLL_MS },
  );
  const { done, failed } = job.counts;
  return { rate: done / ((performance.now() - started) / 1000), done, failed };
}
