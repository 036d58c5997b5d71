import { BrowserClient } from '@/testing/stack';
import { DEMO_ESHOP, sandboxOptions, seededDir, type BenchModule, type Emit } from './context';
import { figure } from './report';
import { IDLE_MS, MEMORY_BACK_TARGET, memoryBackFigure } from './memory-back';
import type { MemoryMark, MemoryRead } from './server-protocol';
import { spawnServer } from './servers';
import { readFileSync } from 'node:fs';
import { count, cpuSeconds, mib, ms, round, sleep } from './util';
import { jobStack, runJob } from './run-job';
import { patchPlace, platformPlaces, readThenPatch, straight, week } from './straight-calls';

// Bulk changes of issue 12 over 10 000 places (the BFF and the sandbox in processes of their own):
//  - the preview of a weekly-hours change over every place (the read model warm), median of 3;
//  - the job itself (a GET with its ETag and a PATCH with If-Match per place, 4 at a time: the
//    adaptive pace held there) against the same GET + If-Match PATCH pairs sent straight to the
//    sandbox 4 at a time, as places per second and their ratio: what the BFF itself adds to the
//    job's rules (issue 25); then every place read back: none lost. Plain PATCHes sent straight
//    tell what the rules cost;
//  - the BFF process's resident memory through the job, sampled every 250 ms from
//    /proc/<pid>/status (start, peak, end, and at a quarter, half and three quarters of it).

const PLACES = 10_000;
const MEMORY_BACK_NAME = 'BFF: RSS once idle after the 10 000-place job, vs before it';
const CONCURRENCY = 4;
const PREVIEW_TARGET_MS = 2000;
const RATIO_TARGET = 0.95;
/** VmRSS of a process, in bytes. */
const rssOf = (pid: number) =>
  Number(/^VmRSS:\s+(\d+) kB/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? NaN) * 1024;

/** Samples a process's RSS every 250 ms until stopped: the first sample, the peak and the last. */
function sampleRss(pid: number) {
  const samples = [rssOf(pid)];
  const timer = setInterval(() => samples.push(rssOf(pid)), 250);
  return () => {
    clearInterval(timer);
    samples.push(rssOf(pid));
    const at = (q: number) => samples[Math.round(q * (samples.length - 1))]!;
    return {
      start: samples[0]!,
      peak: Math.max(...samples),
      end: samples.at(-1)!,
      quarters: [at(0.25), at(0.5), at(0.75)],
      n: samples.length,
    };
  };
}

/** The body of a bulk weekly-hours change over every place of the demo e-shop. */
const body = (regular: object, dryRun: boolean) => ({
  eshopId: DEMO_ESHOP,
  selection: { filter: {} },
  action: { kind: 'weeklyHours', regular },
  dryRun,
});

/** The preview of the change over every place, median of 3 over HTTP. */
async function measurePreview(client: BrowserClient, emit: Emit) {
  const previews: number[] = [];
  let selected = 0;
  for (let k = 0; k < 3; k++) {
    const started = performance.now();
    const res = await client.fetch('/bff/jobs', {
      method: 'POST',
      json: body(week('07:00', '19:00'), true),
    });
    if (res.status !== 200) throw new Error(`preview answered ${res.status}: ${res.text.slice(0, 200)}`);
    previews.push(performance.now() - started);
    selected = res.data.selected;
  }
  const preview = previews.sort((a, b) => a - b)[1]!;
  emit(
    figure({
      id: 'bulk.preview',
      name: 'BFF: preview of a bulk hours change, 10 000 places',
      value: ms(preview),
      target: '< 2 s',
      pass: preview < PREVIEW_TARGET_MS,
      note: `median of 3 over HTTP, ${count(selected)} places selected`,
    }),
  );
}

export const bulkJobs: BenchModule = {
  name: 'bulk jobs',
  figures: [
    { id: 'bulk.preview', name: 'BFF: preview of a bulk hours change, 10 000 places', target: '< 2 s' },
    {
      id: 'bulk.rate',
      name: 'BFF: bulk hours change job, 10 000 places, places/s vs straight GET + If-Match pairs (4 at a time)',
      target: `≥ ${RATIO_TARGET}×`,
    },
    { id: 'bulk.memory', name: 'BFF: resident memory through the 10 000-place job (every 250 ms)' },
    { id: 'bulk.memoryBack', name: MEMORY_BACK_NAME, target: MEMORY_BACK_TARGET },
  ],
  timeoutMs: 300_000,
  async run(ctx, emit) {
    // The platform in a process of its own, as a remote one would be: the BFF's memory and CPU are
    // then its own, and the straight baselines reach the same sandbox.
    const sandbox = await spawnServer({
      role: 'sandbox',
      options: sandboxOptions(seededDir(ctx, PLACES), PLACES),
    });
    const platformUrl = sandbox.sandboxUrl;
    const stack = await jobStack(platformUrl, CONCURRENCY);
    try {
      const client = new BrowserClient(stack.bffUrl!);
      if ((await client.login('staff')).status !== 200) throw new Error('sign-in failed');
      await client.fetch(`/bff/places/search?eshopId=${DEMO_ESHOP}&size=1`); // the read model, warm
      await measurePreview(client, emit);

      // The job: 07:00–19:00 on weekdays for every place.
      // A GC first, so that the start is what the BFF holds; after the job, what it still holds.
      const marked = await stack.call<MemoryMark>('memory-mark');
      const stopSampling = sampleRss(stack.pid);
      const cpuBefore = { bff: cpuSeconds(stack.pid), platform: cpuSeconds(sandbox.pid) };
      const started = performance.now();
      const job = await runJob(client, body(week('07:00', '19:00'), false));
      const jobS = (performance.now() - started) / 1000;
      const jobRate = job.counts.done / jobS;
      // CPU per place of each process: the BFF's own work against the platform's, and (below) the
      // same platform work driven by a bare client.
      const jobCpu = {
        bff: (cpuSeconds(stack.pid) - cpuBefore.bff) / job.counts.done,
        platform: (cpuSeconds(sandbox.pid) - cpuBefore.platform) / job.counts.done,
      };
      const memory = stopSampling();
      await sleep(IDLE_MS);
      const held = await stack.call<MemoryRead>('memory-read');
      emit(
        memoryBackFigure('bulk.memoryBack', MEMORY_BACK_NAME, marked.rss, held.afterGc, {
          before: marked.heapUsed,
          after: held.heapAfterGc,
        }),
      );
      emit(
        figure({
          id: 'bulk.memory',
          name: 'BFF: resident memory through the 10 000-place job (every 250 ms)',
          value: `${mib(memory.start)} / ${mib(memory.peak)} / ${mib(memory.end)}`,
          note:
            `start / peak / end RSS of the BFF process, ${memory.n} samples; ` +
            `at ¼ ½ ¾ of the job ${memory.quarters.map(mib).join(' / ')}; peak − start ${mib(memory.peak - memory.start)}; ` +
            `after a GC ${mib(held.afterGc)}, V8 heap ${mib(marked.heapUsed)} before the job and ${mib(held.heapAfterGc)} after`,
        }),
      );

      // Every place read back, then the same PATCHes straight to the sandbox, 4 at a time (another
      // template, so each changes).
      const readBack = await platformPlaces<{
        id: string;
        openingHours: { regular: { monday: { from: string }[] } };
      }>(platformUrl);
      const ids = readBack.map((p) => p.id);
      // Read back: the job's change is there.
      const lost = readBack.filter((p) => p.openingHours.regular.monday[0]?.from !== '07:00').length;
      const baseRate = await straight(ids, CONCURRENCY, (id) =>
        patchPlace(platformUrl, id, '06:00', '20:00'),
      );
      // The job's rules without the BFF, 4 calls in flight as in the job.
      const pairCpuBefore = { client: process.cpuUsage(), platform: cpuSeconds(sandbox.pid) };
      const pairRate = await straight(ids, CONCURRENCY, (id) =>
        readThenPatch(platformUrl, id, '05:00', '21:00'),
      );
      const clientUsed = process.cpuUsage(pairCpuBefore.client);
      const pairCpu = {
        client: (clientUsed.user + clientUsed.system) / 1e6 / ids.length,
        platform: (cpuSeconds(sandbox.pid) - pairCpuBefore.platform) / ids.length,
      };
      const µs = (seconds: number) => `${Math.round(seconds * 1e6)} µs`;
      emit(
        figure({
          id: 'bulk.rate',
          name: 'BFF: bulk hours change job, 10 000 places, places/s vs straight GET + If-Match pairs (4 at a time)',
          value: `${round(jobRate, 1)} places/s`,
          baseline: `${round(pairRate, 1)} places/s`,
          ratio: round(jobRate / pairRate),
          target: `≥ ${RATIO_TARGET}×`,
          pass: jobRate / pairRate >= RATIO_TARGET && lost === 0 && job.counts.failed === 0,
          note:
            `${count(job.counts.done)} changed in ${round(jobS, 1)} s (GET + PATCH with If-Match each), ${job.counts.failed} failed, ${job.counts.conflicts} conflicts, ${lost} lost; ` +
            `straight PATCHes without the read, 4 at a time: ${round(baseRate, 1)} places/s (job ${round(jobRate / baseRate)}× of that); ` +
            `CPU a place: the BFF ${µs(jobCpu.bff)} and the platform ${µs(jobCpu.platform)} in the job, the bench's client ${µs(pairCpu.client)} and the platform ${µs(pairCpu.platform)} in the pairs`,
        }),
      );
    } finally {
      await stack.stop();
      await sandbox.stop();
    }
  },
};
